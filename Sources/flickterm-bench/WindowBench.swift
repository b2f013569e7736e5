import Foundation
import LoopbackHarness

/// The photo page's fidelity as real terminal windows show it (xterm as installed, xterm -ti vt340, kitty, each on
/// a private Xvfb display), beside chafa drawing the same file in the same kind of window at the same cell size,
/// in the same run. Skipped, with a line, where Xvfb or chafa is missing.
enum WindowBench {
    static func run(flickterm: URL) async {
        print("\nThe photo page in real terminal windows (100×30; the horses photo, 640×427): PSNR against the photo")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb"), FileManager.default.isExecutableFile(atPath: "/usr/bin/chafa") else {
            print("(skipped: Xvfb or chafa is not installed; `make deps` and `make bench` install them)")
            return
        }
        print(row("terminal", "screen", "flickterm", "shape", "chafa", "shape", "flickterm − chafa"))
        for kind in [TerminalWindow.Kind.xterm, .xtermVT340, .kitty] {
            do {
                let home = FileManager.default.temporaryDirectory.appendingPathComponent("bench-window-\(UUID().uuidString)")
                let source = try await PhotoInWindow.firstPhoto(for: "horses", flickterm: flickterm)
                let window = try await TerminalWindow(
                    kind, columns: 100, rows: 30, command: "'\(flickterm.path)' --catalog '\(ProjectPaths.catalog.path)'",
                    environment: PhotoInWindow.environment(home: home)
                )
                _ = try await PhotoInWindow.waitForSearchScreen(in: window)
                let square = PhotoInWindow.square(of: source)
                let thumbnail = try await PhotoInWindow.search("horses", in: window, thumbnail: square)
                let photo = try await PhotoInWindow.openFirstResult(in: window, source: source)
                for (screen, ours, file) in [("list thumbnail", thumbnail, square), ("photo page", photo, source)] {
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
