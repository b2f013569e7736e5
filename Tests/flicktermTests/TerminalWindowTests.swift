import Foundation
import TestSupport
import Testing

/// The photo as a person sees it in a real terminal window — xterm as installed (`TERM=xterm`, 8 colours in its
/// terminfo), xterm `-ti vt340` and kitty — not through tmux, which hides what the window shows: the whole photo
/// in its own shape, in the best colours the terminal proves, compared with the source JPEG.
@Suite(.serialized) struct TerminalWindowTests {
    let flickterm = ProjectPaths.product("flickterm")
    let home = CacheAging.newCacheHome()

    /// The catalog photo the first result for `words` is, as its largest image file.
    private func firstPhoto(for words: String) async throws -> URL {
        let found = try await ProcessRunner.run(flickterm, ["search", words, "--per-page", "1", "--json", "--catalog", ProjectPaths.catalog.path])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [String: Any])
        let id = try #require((document["photos"] as? [[String: Any]])?.first?["id"] as? String)
        return ProjectPaths.catalog.appendingPathComponent("images/z/\(id).jpg")
    }

    /// Distinct colours in `area` (every other pixel).
    private static func colours(in shot: Screenshot, _ area: (x: Int, y: Int, width: Int, height: Int)) -> Int {
        var seen = Set<Int>()
        for y in stride(from: area.y, to: min(area.y + area.height, shot.height), by: 2) {
            for x in stride(from: area.x, to: min(area.x + area.width, shot.width), by: 2) {
                let pixel = shot[x, y]
                seen.insert(pixel.red << 16 | pixel.green << 8 | pixel.blue)
            }
        }
        return seen.count
    }

    /// Starts the app in a 100×30 window of `kind`, checks the search field stayed empty through the terminal's
    /// answers, searches "horses", opens the first result and measures the photo as the window shows it.
    @Test(arguments: [TerminalWindow.Kind.xterm, .xtermVT340, .kitty])
    func showsTheWholePhotoInTheBestColours(in kind: TerminalWindow.Kind) async throws {
        let source = try await firstPhoto(for: "horses")
        let window = try await TerminalWindow(
            kind, columns: 100, rows: 30, command: "'\(flickterm.path)' --catalog '\(ProjectPaths.catalog.path)'",
            environment: ["HOME": home.path, "XDG_CACHE_HOME": home.path, "XDG_DATA_HOME": home.path, "XDG_CONFIG_HOME": home.path,
                          "XDG_STATE_HOME": home.path, "LANG": "C.UTF-8", "FLICKR_API_KEY": ""]
        )
        let background = window.background
        let isPainted = { (pixel: (red: Int, green: Int, blue: Int)) in pixel != background }
        // The title bar: a row of colour across the top.
        let bar = window.cells(column: 0, row: 0, columns: 100, rows: 1)
        let search = try await window.waitForScreen("the search screen") { shot in
            (bar.x..<bar.x + bar.width).filter { x in
                let pixel = shot[x, bar.y + bar.height / 2]
                return pixel.red != pixel.blue || pixel.green != pixel.blue
            }.count > bar.width * 2 / 3
        }
        // The field (row 4, after "Search: " and the cursor) holds nothing: no answer was taken for typing.
        #expect(search.box(in: window.cells(column: 11, row: 4, columns: 40, rows: 1), where: isPainted) == nil, "the answers typed nothing")
        try await window.type("horses")
        try await window.press("Return")
        _ = try await window.waitForScreen("the results") { TerminalWindowTests.colours(in: $0, window.cells(column: 0, row: 1, columns: 10, rows: 3)) > 20 }
        try await window.press("Return")
        // At 100×30 the photo's pane is the 48×28 cells from row 1, column 1: only the photo is drawn there,
        // and a photo fills its box where the results' text and thumbnails do not.
        let pane = window.cells(column: 1, row: 1, columns: 48, rows: 28)
        let shot = try await window.waitForScreen("the photo") { shot in
            guard let box = shot.box(in: pane, where: isPainted) else { return false }
            return box.width > pane.width / 2 && shot.fill(of: box, where: isPainted) > 0.95 && TerminalWindowTests.colours(in: shot, box) > 200
        }
        let box = try #require(shot.box(in: pane, where: isPainted))
        let size = try Screenshot.size(of: source)
        let aspect = Double(box.width) / Double(box.height) / (Double(size.width) / Double(size.height))
        let fidelity = shot.cropped(box).psnr(against: try Screenshot.reference(source, width: box.width, height: box.height))
        print("\(kind.rawValue): photo \(box.width)×\(box.height) px, shape \(String(format: "%.3f", aspect)) of the photo's, PSNR \(String(format: "%.1f", fidelity)) dB")
        #expect(abs(aspect - 1) <= 0.03, "the whole photo in its own shape")
        #expect(fidelity >= 19, "24-bit colour comes near the photo")
        // The help over the photo: its box shows, not the photo (a kitty image would lie on top of the text).
        let barColour = shot[bar.x + 2, bar.y + bar.height / 2]
        let middle = window.cells(column: 32, row: 12, columns: 14, rows: 4)
        try await window.press("F1")
        _ = try await window.waitForScreen("the help over the photo") { $0.fill(of: middle, where: { $0 == barColour }) > 0.5 }
        try await window.press("Escape")
        // Closed: the whole photo as it was, none of it left in the help's colours or blank.
        let photo = shot.cropped(box)
        _ = try await window.waitForScreen("the whole photo again") { $0.cropped(box).psnr(against: photo) > 40 }
        try await window.press("Escape")
        // Right of the list's thumbnails, where the photo was: text now, which fills little of it.
        let former = (x: window.cells(column: 12, row: 0, columns: 1, rows: 1).x, y: box.y, width: box.x + box.width - window.cells(column: 12, row: 0, columns: 1, rows: 1).x, height: box.height)
        _ = try await window.waitForScreen("the results again, no picture left where text is") { $0.fill(of: former, where: isPainted) < 0.5 }
        try await window.press("ctrl+c")
    }

    /// The contact sheet and back, and a page down: wherever text stands now, no picture is left behind it.
    @Test(arguments: [TerminalWindow.Kind.xterm, .kitty])
    func leavesNoPictureBehindTheText(in kind: TerminalWindow.Kind) async throws {
        let window = try await TerminalWindow(
            kind, columns: 100, rows: 30, command: "'\(flickterm.path)' --catalog '\(ProjectPaths.catalog.path)'",
            environment: ["HOME": home.path, "XDG_CACHE_HOME": home.path, "XDG_DATA_HOME": home.path, "XDG_CONFIG_HOME": home.path,
                          "XDG_STATE_HOME": home.path, "LANG": "C.UTF-8", "FLICKR_API_KEY": ""]
        )
        let background = window.background
        let isPainted = { (pixel: (red: Int, green: Int, blue: Int)) in pixel != background }
        let bar = window.cells(column: 0, row: 0, columns: 100, rows: 1)
        _ = try await window.waitForScreen("the search screen") { shot in
            (bar.x..<bar.x + bar.width).filter { x in let pixel = shot[x, bar.y + bar.height / 2]; return pixel.red != pixel.blue }.count > bar.width / 2
        }
        try await window.type("kitchen")
        try await window.press("Return")
        let thumbnails = window.cells(column: 0, row: 1, columns: 10, rows: 3)
        _ = try await window.waitForScreen("the results") { TerminalWindowTests.colours(in: $0, thumbnails) > 20 }
        // The list's text side (right of its thumbnails, between the title and the footer), less its selected row.
        let textSide = window.cells(column: 12, row: 3, columns: 86, rows: 25)
        try await window.press("v")
        _ = try await window.waitForScreen("the contact sheet") { TerminalWindowTests.colours(in: $0, textSide) > 100 }
        try await window.press("v")
        _ = try await window.waitForScreen("the list again, no tile left behind its text") { $0.fill(of: textSide, where: isPainted) < 0.3 }
        try await window.press("Next")
        let after = try await window.waitForScreen("the next page of the list") { TerminalWindowTests.colours(in: $0, thumbnails) > 20 }
        #expect(after.fill(of: textSide, where: isPainted) < 0.3, "no picture behind the text after a page down")
        try await window.press("ctrl+c")
    }
}
