import Foundation
import Model
import TestSupport
import Testing

/// The demo catalog is looked for in a fixed order, and when it is nowhere the error names every place.
struct CatalogLocationTests {
    let buildFolder = ProjectPaths.packageRoot.appendingPathComponent(".build/some-build/flickterm").path

    @Test func looksInTheInstalledCopyThenTheProject() {
        let location = CatalogLocation(option: nil, environment: [:], executablePath: buildFolder)
        #expect(location.candidates.map(\.path) == [
            ProjectPaths.packageRoot.appendingPathComponent(".build/share/flickterm/catalog").path,
            ProjectPaths.catalog.path,
        ])
        #expect(throws: Never.self) { try location.folder() }
        #expect((try? location.folder()) == ProjectPaths.catalog)
    }

    @Test func prefersTheOptionThenTheEnvironment() {
        let both = CatalogLocation(option: "/a", environment: ["FLICKTERM_CATALOG": "/b"], executablePath: buildFolder)
        #expect(both.candidates.map(\.path) == ["/a"])
        let environment = CatalogLocation(option: nil, environment: ["FLICKTERM_CATALOG": "/b"], executablePath: buildFolder)
        #expect(environment.candidates.map(\.path) == ["/b"])
        let empty = CatalogLocation(option: nil, environment: ["FLICKTERM_CATALOG": ""], executablePath: buildFolder)
        #expect(empty.candidates.count == 2)
    }

    @Test func findsTheInstalledCopyBesideBin() {
        let location = CatalogLocation(option: nil, environment: [:], executablePath: "/opt/x/bin/flickterm")
        #expect(location.candidates.map(\.path) == ["/opt/x/share/flickterm/catalog"])
    }

    @Test func namesEveryPlaceWhenNoneHoldsACatalog() {
        let location = CatalogLocation(option: nil, environment: [:], executablePath: "/opt/x/bin/flickterm")
        #expect(throws: CatalogError.notFound(looked: ["/opt/x/share/flickterm/catalog"])) { try location.folder() }
        #expect(String(describing: CatalogError.notFound(looked: ["/a", "/b"]))
            == "no demo catalog found (looked in /a, /b); set FLICKTERM_CATALOG to a catalog folder")
    }

    @Test func saysWhatIsWrongWithTheFolderAskedFor() throws {
        let file = ScratchFolder.path("catalog")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let location = CatalogLocation(option: file.path, environment: [:], executablePath: buildFolder)
        #expect(throws: CatalogError.unusable(path: file.path, reason: "not a folder")) { try location.folder() }
    }
}
