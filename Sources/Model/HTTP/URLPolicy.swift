import FoundationEssentials
import Glibc

/// Which URLs flickterm fetches, by where they came from: `http` and `https` from anywhere (redirects
/// included), `file` only inside the one local folder it was given (the demo catalog's), never through `..`
/// or a symbolic link out of it. A server's answer is data: it can never make flickterm read a local file.
enum URLPolicy {
    /// Throws ``HTTPError/refused(_:)`` unless `url` may be fetched.
    static func check(_ url: URL, localFolder: URL?) throws(HTTPError) {
        switch url.scheme?.lowercased() {
        case "http", "https":
            guard url.host?.isEmpty == false else { throw .refused("it names no host") }
        case "file":
            _ = try localFile(url, localFolder: localFolder)
        case let scheme?:
            throw .refused("its scheme is \(TerminalText.singleLine(String(scheme.prefix(20)))):, and only http and https are fetched")
        case nil:
            throw .refused("it is not an address")
        }
    }

    /// The path of the file `url` names, `..` and symbolic links resolved, if it lies inside `localFolder` (already
    /// resolved: the configuration resolves it once); throws ``HTTPError/refused(_:)`` otherwise.
    static func localFile(_ url: URL, localFolder: URL?) throws(HTTPError) -> String {
        guard let localFolder else { throw .refused("it names a local file (file:), and only web addresses are fetched") }
        guard url.host == nil || url.host == "" || url.host == "localhost", let resolved = realpath(url.path, nil) else {
            throw .refused("it names a file outside the demo catalog")
        }
        defer { free(resolved) }
        let file = String(cString: resolved), folder = localFolder.path
        guard file.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else { throw .refused("it names a file outside the demo catalog") }
        return file
    }
}
