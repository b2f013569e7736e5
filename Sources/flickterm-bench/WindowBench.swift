import Foundation
import LoopbackHarness

/// The photo page's fidelity as real terminal windows show it (xterm as installed, xterm -ti vt340, kitty, each on
/// a private Xvfb display), beside chafa drawing the same file in the same kind of window at the same cell size,
/// in the same run. Skipped, with a line, where Xvfb or chafa is missing.
enum WindowBench {
    static func run(flickterm: URL) async {
        print("\nPhotos in real terminal windows (100×30; \"horses\": the first result's square thumbnail in the list and")
        print("its photo page, the second's tile on the contact sheet): PSNR against the photo file drawn")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb"), FileManager.default.isExecutableFile(atPath: "/usr/bin/chafa") else {
            print("(skipped: Xvfb or chafa is not installed; `make deps` and `make bench` install them)")
            return
        }
        print(row("terminal", "screen", "flickterm", "shape", "chafa", "shape", "flickterm − chafa"))
        for kind in [TerminalWindow.Kind.xterm, .xtermVT340, .kitty] {
            do {
                let home = ScratchFolder.path("bench-window")
                let results = try await PhotoInWindow.photos(for: "horses", count: 2, flickterm: flickterm)
                let source = results[0]
                let window = try await TerminalWindow(
                    kind, columns: 100, rows: 30, command: "'\(flickterm.path)' --catalog '\(ProjectPaths.catalog.path)'",
                    environment: PhotoInWindow.environment(home: home)
                )
                _ = try await PhotoInWindow.waitForSearchScreen(in: window)
                let square = PhotoInWindow.square(of: source)
                let thumbnail = try await PhotoInWindow.search("horses", in: window, thumbnail: square)
                let photo = try await PhotoInWindow.openFirstResult(in: window, source: source)
                let secondSquare = PhotoInWindow.square(of: results[1])
                let tile = try await PhotoInWindow.contactSheet(in: window, thumbnail: secondSquare)
                for (screen, ours, file) in [("list thumbnail", thumbnail, square), ("contact sheet", tile, secondSquare), ("photo page", photo, source)] {
                    let columns = (ours.box.width + window.cell.width - 1) / window.cell.width
                    let rows = (ours.box.height + window.cell.height - 1) / window.cell.height
                    let theirs = try await PhotoInWindow.chafa(file, in: kind, columns: columns, rows: rows, home: home)
                    print(row(
                        kind.rawValue, screen, String(format: "%.1f dB", ours.fidelity), String(format: "%.3f", ours.shape),
                        String(format: "%.1f dB", theirs.fidelity), String(format: "%.3f", theirs.shape),
                        String(format: "%+.1f dB", ours.fidelity - theirs.fidelity)
                    ))
                }
            } catch {
                print(kind.rawValue + ": failed: \(error)")
            }
        }
    }

    private static func row(_ columns: String...) -> String {
        zip(columns, [16, 15, 10, 6, 10, 6, 18]).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: " ")
    }
}
