import Foundation

/// Where the project, its data and the built products are, seen from a test or the bench (both run from the
/// build folder).
public enum ProjectPaths {
    /// The package root (the folder holding Package.swift).
    public static let packageRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    /// The demo catalog the product ships.
    public static let catalog = packageRoot.appendingPathComponent("Resources/catalog")
    /// The captured Flickr answers the tests decode and the loopback server replays.
    public static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// The folder holding the built executables (the test bundle's own folder).
    public static let products: URL = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("flickterm-server").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    /// A built executable of this package.
    public static func product(_ name: String) -> URL { products.appendingPathComponent(name) }

    /// The fixture files under `json/` (and `reformatted/`), by relative path. When the folder is missing or
    /// holds none, the one path returned names the folder, so that a test over them fails instead of running
    /// no case at all.
    public static func jsonFixtures(in folder: String = "json") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path)) ?? []
        let paths = names.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
        return paths.isEmpty ? ["\(folder)/(no JSON fixtures here)"] : paths
    }
}
