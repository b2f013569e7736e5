import Foundation

/// Where the project, the shared data and the built products are, seen from a running test.
public enum TestPaths {
    /// The package root (the folder holding Package.swift).
    public static let packageRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    /// `../shared` beside the project.
    public static let shared = packageRoot.appendingPathComponent("../shared").standardizedFileURL
    public static let catalog = shared.appendingPathComponent("catalog")
    public static let fixtures = shared.appendingPathComponent("flickr-fixtures")

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

    /// The fixture files under `json/` (and `reformatted/`), by relative path.
    public static func jsonFixtures(in folder: String = "json") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
    }
}
