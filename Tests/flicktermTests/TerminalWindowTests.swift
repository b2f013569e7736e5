import Foundation
import TestSupport
import Testing

/// The photo as a person sees it in a real terminal window — xterm as installed (`TERM=xterm`, 8 colours in its
/// terminfo) and xterm `-ti vt340` — not through tmux, which hides what the window shows: the whole photo in
/// its own shape, in the best colours the terminal proves, compared with the source JPEG.
@Suite(.serialized) struct TerminalWindowTests {
    let flickterm = ProjectPaths.product("flickterm")
    let home = CacheAging.newCacheHome()

    /// The catalog photo the first result for `words` is, and its largest image file.
    private func firstPhoto(for words: String) async throws -> URL {
        let found = try await ProcessRunner.run(flickterm, ["search", words, "--per-page", "1", "--json", "--catalog", ProjectPaths.catalog.path])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [String: Any])
        let id = try #require((document["photos"] as? [[String: Any]])?.first?["id"] as? String)
        return ProjectPaths.catalog.appendingPathComponent("images/z/\(id).jpg")
    }

    /// Starts the app in a 100×30 xterm, searches `words` and opens the first result; the screenshot once the
    /// photo is drawn (more than a placeholder's few colours) in the left part of the window.
    private func openFirstPhoto(_ words: String, vt340: Bool = false) async throws -> (XTermWindow, Screenshot, area: (x: Int, y: Int, width: Int, height: Int)) {
        let window = try await XTermWindow(
            columns: 100, rows: 30, command: "'\(flickterm.path)' --catalog '\(ProjectPaths.catalog.path)'", vt340: vt340,
            environment: ["HOME": home.path, "XDG_CACHE_HOME": home.path, "XDG_DATA_HOME": home.path, "XDG_CONFIG_HOME": home.path,
                          "XDG_STATE_HOME": home.path, "LANG": "C.UTF-8", "FLICKR_API_KEY": ""]
        )
        // xterm's default font: 6×13 pixels a cell, the text 3 pixels in (its border and internal border). At 100×30 the photo's pane is the
        // 48×28 cells from row 1, column 1 (left of the text): only the photo is drawn there.
        let area = (x: 3 + 6, y: 3 + 13, width: 48 * 6, height: 28 * 13)
        // The title bar: a row of colour across the top.
        let search = try await window.waitForScreen("the search screen") { shot in
            (0..<600).filter { x in let pixel = shot[x, 6]; return pixel.red != pixel.blue || pixel.green != pixel.blue }.count > 400
        }
        // The field (row 4, after "Search: ") holds nothing but the cursor: no answer was taken for typing.
        let field = (x: 3 + 6 * 11, y: 3 + 13 * 4, width: 6 * 40, height: 13)
        #expect(search.box(in: field, where: TerminalWindowTests.isPainted) == nil, "the terminal's answers typed nothing")
        try await window.type(words)
        try await window.press("Return")
        _ = try await window.waitForScreen("the results") { TerminalWindowTests.colours(in: $0, (0, 16, 60, 40)) > 50 }
        try await window.press("Return")
        let shot = try await window.waitForScreen("the photo") { shot in
            guard let box = shot.box(in: area, where: TerminalWindowTests.isPainted) else { return false }
            // A photo fills its box; the results' text and thumbnails do not.
            return box.width > 150 && shot.fill(of: box, where: TerminalWindowTests.isPainted) > 0.95 && TerminalWindowTests.colours(in: shot, box) > 200
        }
        return (window, shot, area)
    }

    private static func isPainted(_ pixel: (red: Int, green: Int, blue: Int)) -> Bool {
        pixel != (255, 255, 255)
    }

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

    @Test func xtermAsInstalledShowsTheWholePhotoInTrueColour() async throws {
        let source = try await firstPhoto(for: "horses")
        let (window, shot, area) = try await openFirstPhoto("horses")
        let box = try #require(shot.box(in: area, where: TerminalWindowTests.isPainted))
        let reference = try Screenshot.reference(source, width: box.width, height: box.height)
        let size = try Screenshot.size(of: source)
        let aspect = Double(box.width) / Double(box.height) / (Double(size.width) / Double(size.height))
        let fidelity = shot.cropped(box).psnr(against: reference)
        print("xterm TERM=xterm: photo \(box.width)×\(box.height) px, aspect \(aspect), PSNR \(fidelity) dB")
        #expect(abs(aspect - 1) <= 0.03, "the whole photo in its own shape")
        #expect(fidelity >= 20, "24-bit half blocks come near the photo")
        try await window.press("ctrl+c")
    }

    /// xterm -ti vt340 declares sixel; the photo is still whole and in 24-bit colour, and after Esc the results'
    /// text stands where the photo was, with no picture left behind it.
    @Test func vt340ShowsTheWholePhotoAndLeavesNothingBehind() async throws {
        let source = try await firstPhoto(for: "horses")
        let (window, shot, area) = try await openFirstPhoto("horses", vt340: true)
        let box = try #require(shot.box(in: area, where: TerminalWindowTests.isPainted))
        let size = try Screenshot.size(of: source)
        let aspect = Double(box.width) / Double(box.height) / (Double(size.width) / Double(size.height))
        let fidelity = shot.cropped(box).psnr(against: try Screenshot.reference(source, width: box.width, height: box.height))
        print("xterm -ti vt340: photo \(box.width)×\(box.height) px, aspect \(aspect), PSNR \(fidelity) dB")
        #expect(abs(aspect - 1) <= 0.03)
        #expect(fidelity >= 20)
        try await window.press("Escape")
        // Right of the list's thumbnails, where the photo was: only text colours now.
        let text = (x: 3 + 6 * 12, y: 3 + 13 * 2, width: 6 * 36, height: 13 * 24)
        let back = try await window.waitForScreen("the results again") { TerminalWindowTests.colours(in: $0, text) < 24 }
        #expect(TerminalWindowTests.colours(in: back, text) < 24, "no picture left where text now is")
        try await window.press("ctrl+c")
    }
}
