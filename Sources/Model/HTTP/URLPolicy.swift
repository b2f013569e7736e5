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

    /// The file `url` names, as a path inside `localFolder` (already resolved: the configuration resolves it once) —
    /// the folder's path and the file's under it, `..` and links left for the open to refuse if they lead out
    /// (``FileDescriptor/read(_:inside:upTo:)``); throws ``HTTPError/refused(_:)`` when it is not under the folder.
    /// A path to the folder through a link to it (`--catalog` given so) is resolved first.
    static func localFile(_ url: URL, localFolder: URL?) throws(HTTPError) -> (folder: String, path: String) {
        guard let localFolder else { throw .refused("it names a local file (file:), and only web addresses are fetched") }
        guard url.host == nil || url.host == "" || url.host == "localhost" else { throw outside }
        let folder = localFolder.path, path = url.path
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        if path.hasPrefix(prefix) { return (folder, String(path.dropFirst(prefix.count))) }
        guard let resolved = realpath(path, nil) else { throw outside }
        defer { free(resolved) }
        let file = String(cString: resolved)
        guard file.hasPrefix(prefix) else { throw outside }
        return (folder, String(file.dropFirst(prefix.count)))
    }

    /// Refused: a local file outside the one folder.
    static let outside = HTTPError.refused("it names a file outside the demo catalog")
}
