import Foundation
import Model
import TestSupport
import Testing

/// Download names from hostile titles, and the download folder from `user-dirs.dirs`.
struct DownloadNameTests {
    @Test func makesSafeNamesFromAnyTitle() {
        #expect(DownloadName.make(title: "Red bus", id: "123") == "Red bus (123).jpg")
        #expect(DownloadName.make(title: "../../etc/passwd", id: "1") == "etc-passwd (1).jpg")
        #expect(DownloadName.make(title: "a/b", id: "2") == "a-b (2).jpg")
        #expect(DownloadName.make(title: "\u{1b}[31mred\u{7}\u{202e}txt.exe", id: "3") == "redtxt.exe (3).jpg", "escape sequences and format characters go")
        #expect(DownloadName.make(title: "..", id: "4") == "4.jpg")
        #expect(DownloadName.make(title: "", id: "../x") == "x.jpg")
        let long = DownloadName.make(title: String(repeating: "é", count: 500), id: "5")
        #expect(long.utf8.count <= DownloadName.maximumBytes)
        #expect(long.hasSuffix(" (5).jpg"))
        for name in ["../../etc/passwd", "a/b", "\u{0}\n\t", String(repeating: "x", count: 500)].map({ DownloadName.make(title: $0, id: "9") }) {
            #expect(!name.contains("/") && !name.contains("..") && !name.hasPrefix("."), "\(name)")
            #expect(!name.unicodeScalars.contains { $0.properties.generalCategory == .control })
        }
    }

    @Test func neverTakesTheNameOfAFileThere() throws {
        let folder = ScratchFolder.path("names")
        let place = try SafeFolder(folder)
        let taken = { (stem: String) in place.contains(stem + ".jpg") || place.contains(stem + ".txt") }
        #expect(DownloadName.unused("Red bus (1).jpg", isTaken: taken) == "Red bus (1).jpg")
        try Data().write(to: folder.appendingPathComponent("Red bus (1).jpg"))
        // A stale sidecar alone, or a dangling link, takes the name as well.
        try Data().write(to: folder.appendingPathComponent("Red bus (1) (2).txt"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Red bus (1) (3).jpg").path, withDestinationPath: "/nowhere")
        #expect(DownloadName.unused("Red bus (1).jpg", isTaken: taken) == "Red bus (1) (4).jpg")
    }

    @Test func namesNeverStartWithADash() {
        #expect(DownloadName.make(title: "", id: "-rf") == "rf.jpg")
        #expect(DownloadName.make(title: "--version", id: "1") == "version (1).jpg")
        #expect(DownloadName.make(title: "", id: "--") == "photo.jpg")
    }

    @Test func findsTheDownloadFolderInUserDirs() throws {
        let config = ScratchFolder.path("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let environment = ["HOME": "/home/ann", "XDG_CONFIG_HOME": config.path]
        #expect(DownloadFolder.resolve(environment: environment)?.path == "/home/ann/Downloads/flickterm")
        try Data("# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR=\"$HOME/Desktop\"\nXDG_DOWNLOAD_DIR=\"$HOME/Téléchargements\"\n".utf8)
            .write(to: config.appendingPathComponent("user-dirs.dirs"))
        #expect(DownloadFolder.resolve(environment: environment)?.path == "/home/ann/Téléchargements/flickterm")
        #expect(DownloadFolder.resolve(environment: [:]) == nil)
    }
}
