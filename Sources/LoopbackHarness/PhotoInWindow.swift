import Foundation

/// The photo as a terminal window shows it: flickterm's photo page, or chafa's drawing of the same file, found
/// in a screenshot and compared with the source JPEG. Shared by the window tests (which assert on it) and the
/// bench (which prints it beside chafa's).
public struct PhotoInWindow: Sendable {
    /// Where the photo is in the screenshot.
    public let box: (x: Int, y: Int, width: Int, height: Int)
    /// Its shape over the source's (1: exact).
    public let shape: Double
    /// PSNR against the source resized to the box, in dB.
    public let fidelity: Double
    /// The screenshot it was measured in.
    public let shot: Screenshot

    /// The environment the windows' programs run with: a home of their own, no key (the demo catalog).
    public static func environment(home: URL) -> [String: String] {
        ["HOME": home.path, "XDG_CACHE_HOME": home.path, "XDG_DATA_HOME": home.path, "XDG_CONFIG_HOME": home.path,
         "XDG_STATE_HOME": home.path, "LANG": "C.UTF-8", "FLICKR_API_KEY": ""]
    }

    /// The catalog photo the first result for `words` is, as its largest image file (its square thumbnail is
    /// the same name under `images/q`).
    public static func firstPhoto(for words: String, flickterm: URL) async throws -> URL {
        try await photos(for: words, count: 1, flickterm: flickterm)[0]
    }

    /// The first `count` results for `words`, as their largest image files.
    public static func photos(for words: String, count: Int, flickterm: URL) async throws -> [URL] {
        let found = try await ProcessRunner.run(
            flickterm, ["search", words, "--per-page", String(count), "--json", "--catalog", ProjectPaths.catalog.path]
        )
        let document = try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [String: Any]
        let ids = ((document?["photos"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
        guard ids.count == count else { throw ScreenshotError(reason: "fewer than \(count) photos found for \(words)") }
        return ids.map { ProjectPaths.catalog.appendingPathComponent("images/z/\($0).jpg") }
    }

    /// The square thumbnail file of the photo whose largest file is `source`.
    public static func square(of source: URL) -> URL {
        source.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("q").appendingPathComponent(source.lastPathComponent)
    }

    /// Distinct colours in `area` (every other pixel).
    public static func colours(in shot: Screenshot, _ area: (x: Int, y: Int, width: Int, height: Int)) -> Int {
        var seen = Set<Int>()
        for y in stride(from: area.y, to: min(area.y + area.height, shot.height), by: 2) {
            for x in stride(from: area.x, to: min(area.x + area.width, shot.width), by: 2) {
                let pixel = shot[x, y]
                seen.insert(pixel.red << 16 | pixel.green << 8 | pixel.blue)
            }
        }
        return seen.count
    }

    /// Waits for the app's search screen: its title bar, a row of colour across the top.
    public static func waitForSearchScreen(in window: TerminalWindow) async throws -> Screenshot {
        let bar = window.cells(column: 0, row: 0, columns: window.columns, rows: 1)
        return try await window.waitForScreen("the search screen") { shot in
            (bar.x..<bar.x + bar.width).filter { x in
                let pixel = shot[x, bar.y + bar.height / 2]
                return pixel.red != pixel.blue || pixel.green != pixel.blue
            }.count > bar.width * 2 / 3
        }
    }

    /// In a 100×30 `window` showing the app's search screen: searches `words` and measures the first row's
    /// thumbnail (the 8×4 cells from row 1, column 1) against `thumbnail`, the square file it is made from.
    public static func search(_ words: String, in window: TerminalWindow, thumbnail: URL) async throws -> PhotoInWindow {
        try await window.type(words)
        try await window.press("Return")
        return try await measure(
            in: window, area: window.cells(column: 1, row: 1, columns: 8, rows: 4), source: thumbnail, what: "the first thumbnail", colours: 20, fill: 0.9
        )
    }

    /// Then opens the first result and measures the photo against `source` once drawn in its pane (the 48×28
    /// cells from row 1, column 1, where only the photo is drawn; a photo fills its box, where the results'
    /// text and thumbnails do not), once it shows more than `colours` colours over `fill` of its box (a terminal of
    /// 8 or 16 colours shows fewer, and its white may be the background's).
    public static func openFirstResult(in window: TerminalWindow, source: URL, colours: Int = 200, fill: Double = 0.95) async throws -> PhotoInWindow {
        try await window.press("Return")
        return try await measure(
            in: window, area: window.cells(column: 1, row: 1, columns: 48, rows: 28), source: source, what: "the photo", colours: colours, fill: fill
        )
    }

    /// From the photo page: back to the list, on to the contact sheet, and measures its second tile (the first
    /// is framed as selected) against `thumbnail`: at 100×30 the tiles are 15 columns apart, their pictures in
    /// rows 2 to 7.
    public static func contactSheet(in window: TerminalWindow, thumbnail: URL) async throws -> PhotoInWindow {
        try await window.press("Escape")
        // The list again before the next key: an Esc followed at once by a letter is Alt and that letter.
        let background = window.background
        let textSide = window.cells(column: 12, row: 2, columns: 36, rows: 24)
        _ = try await window.waitForScreen("the list") { $0.fill(of: textSide, where: { $0 != background }) < 0.5 }
        try await window.press("v")
        return try await measure(
            in: window, area: window.cells(column: 15, row: 1, columns: 15, rows: 7), source: thumbnail, what: "the second tile",
            colours: 20, fill: 0.9
        )
    }

    /// Presses `key` (`f` from the results, `l` in the viewer) and measures the photo the full-screen viewer
    /// shows against `source`: anywhere above its last row.
    public static func fullScreen(after key: String, in window: TerminalWindow, source: URL, columns: Int, rows: Int) async throws -> PhotoInWindow {
        try await window.press(key)
        return try await measure(
            in: window, area: window.cells(column: 0, row: 0, columns: columns, rows: rows - 1), source: source, what: "the photo full screen",
            colours: 200, fill: 0.95
        )
    }

    /// chafa drawing `source` into `columns`×`rows` cells at the top left of a window of `kind`, as it chooses
    /// for that terminal, measured the same way.
    public static func chafa(_ source: URL, in kind: TerminalWindow.Kind, columns: Int, rows: Int, home: URL) async throws -> PhotoInWindow {
        let window = try await TerminalWindow(
            kind, columns: 100, rows: 30, command: "chafa --size \(columns)x\(rows) '\(source.path)'; sleep 60", environment: environment(home: home)
        )
        // chafa may draw in 16 colours, some of them the window's own white: a looser test of "drawn".
        return try await measure(
            in: window, area: window.cells(column: 0, row: 0, columns: columns, rows: rows), source: source, what: "chafa's picture",
            colours: 8, fill: 0.6
        )
    }

    /// What makes a picture count as drawn in a window of `kind`: `colours` and `fill`, except in tmux as
    /// installed, which passes xterm's 8 colours at most (it knows no more of TERM=xterm), white among them.
    private static func drawn(in kind: TerminalWindow.Kind, colours: Int, fill: Double) -> (colours: Int, fill: Double) {
        kind == .tmuxInXterm ? (4, 0.6) : (colours, fill)
    }

    /// Waits until `area` holds a picture — a box over half its width, `fill` of it painted, more than `colours`
    /// colours (``drawn(in:colours:fill:)`` for the window's kind) — and measures it.
    private static func measure(
        in window: TerminalWindow, area: (x: Int, y: Int, width: Int, height: Int), source: URL, what: String, colours minimum: Int, fill: Double
    ) async throws -> PhotoInWindow {
        let background = window.background
        let isPainted = { (pixel: (red: Int, green: Int, blue: Int)) in pixel != background }
        let (minimum, fill) = drawn(in: window.kind, colours: minimum, fill: fill)
        // Drawn, and done drawing: the same in two screenshots running (a kitty image may arrive in pieces).
        var last: Screenshot?
        let shot = try await window.waitForScreen(what) { shot in
            defer { last = shot }
            guard let box = shot.box(in: area, where: isPainted), box.width > area.width / 2,
                  shot.fill(of: box, where: isPainted) > fill, colours(in: shot, box) > minimum else { return false }
            return last.map { $0.cropped(area).pixels == shot.cropped(area).pixels } ?? false
        }
        guard let box = shot.box(in: area, where: isPainted) else { throw ScreenshotError(reason: "\(what) is gone") }
        let size = try Screenshot.size(of: source)
        let shape = Double(box.width) / Double(box.height) / (Double(size.width) / Double(size.height))
        let fidelity = shot.cropped(box).psnr(against: try Screenshot.reference(source, width: box.width, height: box.height))
        return PhotoInWindow(box: box, shape: shape, fidelity: fidelity, shot: shot)
    }
}
