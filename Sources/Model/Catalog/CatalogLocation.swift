import FoundationEssentials
import Glibc

/// Where the demo catalog is looked for, in order: the `--catalog` folder, `$FLICKTERM_CATALOG`, the
/// installed copy (`<prefix>/share/flickterm/catalog` beside `<prefix>/bin/flickterm`), and the project's
/// `Resources/catalog` when the executable runs from a build folder inside the project.
public struct CatalogLocation: Sendable {
    /// The environment variable that names a catalog folder.
    public static let environmentVariable = "FLICKTERM_CATALOG"

    /// The folders to try, first one first. A folder named on the command line or in the environment is
    /// the only one tried: asking for a catalog and silently getting another would hide the mistake.
    public let candidates: [URL]
    /// Whether the one candidate was named by the user rather than found by the search.
    private let isNamed: Bool

    /// The places for `option` (the `--catalog` value), `environment` and the executable at `executablePath`.
    public init(option: String?, environment: [String: String], executablePath: String) {
        if let named = [option, environment[CatalogLocation.environmentVariable]].compactMap({ $0 }).first(where: { !$0.isEmpty }) {
            candidates = [URL(fileURLWithPath: named).standardizedFileURL]
            isNamed = true
            return
        }
        let binFolder = URL(fileURLWithPath: CatalogLocation.realPath(executablePath) ?? executablePath).deletingLastPathComponent()
        var found = [binFolder.deletingLastPathComponent().appendingPathComponent("share/flickterm/catalog")]
        if let project = CatalogLocation.project(containing: binFolder) {
            found.append(project.appendingPathComponent("Resources/catalog"))
        }
        candidates = found
        isNamed = false
    }

    /// The places for the running process, found from its real executable path.
    public static func forCurrentProcess(
        option: String?, environment: [String: String] = LaunchEnvironment.variables
    ) -> CatalogLocation {
        CatalogLocation(option: option, environment: environment, executablePath: currentExecutable.path)
    }

    /// The running executable's real path.
    public static var currentExecutable: URL {
        URL(fileURLWithPath: realPath("/proc/self/exe") ?? CommandLine.arguments[0])
    }

    /// `path` with every link and `..` resolved by the system (`realpath`, one call where a walk of the path would
    /// ask about each part in turn); `nil` when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The first candidate that holds a `photos.jsonl`. For a folder the user named, the error says what is
    /// wrong with it; otherwise it names every place looked in.
    public func folder() throws(CatalogError) -> URL {
        if isNamed {
            try CatalogLocation.check(candidates[0])
            return candidates[0]
        }
        guard let folder = candidates.first(where: { (try? CatalogLocation.check($0)) != nil }) else {
            throw .notFound(looked: candidates.map(\.path))
        }
        return folder
    }

    /// Throws why `folder` cannot be a catalog: missing, not a folder, or without `photos.jsonl`.
    public static func check(_ folder: URL) throws(CatalogError) {
        var info = stat()
        guard stat(folder.path, &info) == 0 else { throw .unusable(path: folder.path, reason: "no such folder") }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw .unusable(path: folder.path, reason: "not a folder") }
        guard access(folder.appendingPathComponent(CatalogService.recordsFile).path, R_OK) == 0 else {
            throw .unusable(path: folder.path, reason: "no readable \(CatalogService.recordsFile) in it")
        }
    }

    /// The nearest folder at or above `folder` (a path without `..`) that holds a `Package.swift` (a build folder's
    /// project).
    public static func project(containing folder: URL) -> URL? {
        var folder = folder
        while folder.path != "/" {
            if access(folder.appendingPathComponent("Package.swift").path, F_OK) == 0 { return folder }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
