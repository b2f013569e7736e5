import Foundation
import TestSupport
import Testing

/// The photo as a person sees it in a real terminal window — xterm as installed (`TERM=xterm`, 8 colours in its
/// terminfo), xterm `-ti vt340` and kitty — not through tmux, which hides what the window shows: the whole photo
/// in its own shape, in the best colours the terminal proves, compared with the source JPEG.
@Suite(.serialized) struct TerminalWindowTests {
    let flickterm = ProjectPaths.product("flickterm")
    let home = CacheAging.newCacheHome()

    private func app(in kind: TerminalWindow.Kind) async throws -> TerminalWindow {
        try await TerminalWindow(
            kind, columns: 100, rows: 30, command: "'\(flickterm.path)' --catalog '\(ProjectPaths.catalog.path)'",
            environment: PhotoInWindow.environment(home: home)
        )
    }

    /// The fidelity the photo page reaches in each kind of window, in dB against the source at the same pixel size:
    /// quadrant blocks in 24-bit colour measured 20.8–21.6 (half blocks 20.2–20.9); sixel 37.0; kitty's protocol 39.7.
    private func photoFloor(_ kind: TerminalWindow.Kind) -> Double {
        switch kind {
        case .xtermVT340: 32
        case .kitty: 35
        case .xterm, .tmuxInXterm: 19
        }
    }

    /// The same for the list's first thumbnail, where the window draws real pixels (measured: sixel 25.3, kitty 32.8,
    /// against 16.5–16.9 for quadrant blocks, 17.9–18.3 for half blocks): a picture, not a mosaic.
    private func thumbnailFloor(_ kind: TerminalWindow.Kind) -> Double? {
        switch kind {
        case .xtermVT340: 23
        case .kitty: 30
        case .xterm, .tmuxInXterm: nil
        }
    }

    /// Starts the app in a 100×30 window of `kind`, checks the search field stayed empty through the terminal's
    /// answers, opens the first result for "horses" and measures the photo as the window shows it; then the
    /// help over it, and back to the list.
    @Test(arguments: [TerminalWindow.Kind.xterm, .xtermVT340, .kitty, .tmuxInXterm])
    func showsTheWholePhotoInTheBestColours(in kind: TerminalWindow.Kind) async throws {
        let source = try await PhotoInWindow.firstPhoto(for: "horses", flickterm: flickterm)
        let window = try await app(in: kind)
        let background = window.background
        let isPainted = { (pixel: (red: Int, green: Int, blue: Int)) in pixel != background }
        let search = try await PhotoInWindow.waitForSearchScreen(in: window)
        // The field (row 4, after "Search: " and the cursor) holds nothing: no answer was taken for typing.
        #expect(search.box(in: window.cells(column: 11, row: 4, columns: 40, rows: 1), where: isPainted) == nil, "the answers typed nothing")
        let thumbnail = try await PhotoInWindow.search("horses", in: window, thumbnail: PhotoInWindow.square(of: source))
        print("\(kind.rawValue): first thumbnail \(thumbnail.box.width)×\(thumbnail.box.height) px, PSNR \(String(format: "%.1f", thumbnail.fidelity)) dB")
        if let floor = thumbnailFloor(kind) { #expect(thumbnail.fidelity >= floor, "the thumbnail in real pixels") }
        let photo = try await PhotoInWindow.openFirstResult(in: window, source: source)
        print("\(kind.rawValue): photo \(photo.box.width)×\(photo.box.height) px, shape \(String(format: "%.3f", photo.shape)) of the photo's, PSNR \(String(format: "%.1f", photo.fidelity)) dB")
        #expect(abs(photo.shape - 1) <= 0.03, "the whole photo in its own shape")
        // Under heavy load a strip of half-block cells has been seen in plain colours for a moment before the next
        // frame mends it (not understood yet): the photo must come to its fidelity.
        let reference = try Screenshot.reference(source, width: photo.box.width, height: photo.box.height)
        let floor = photoFloor(kind)
        let settled = try await window.waitForScreen("the photo at \(floor) dB") { $0.cropped(photo.box).psnr(against: reference) >= floor }
        // The help over the photo: its box shows, not the photo (a kitty image would lie on top of the text).
        let bar = window.cells(column: 0, row: 0, columns: 100, rows: 1)
        let barColour = settled[bar.x + 2, bar.y + bar.height / 2]
        let middle = window.cells(column: 32, row: 12, columns: 14, rows: 4)
        try await window.press("F1")
        _ = try await window.waitForScreen("the help over the photo") { $0.fill(of: middle, where: { $0 == barColour }) > 0.5 }
        try await window.press("Escape")
        // Closed: the whole photo as it was, none of it left in the help's colours or blank.
        let picture = settled.cropped(photo.box)
        _ = try await window.waitForScreen("the whole photo again") { $0.cropped(photo.box).psnr(against: picture) > 40 }
        // Narrower (80×24): the pane is 38 columns now and the text starts at column 41, over what was the
        // photo's right edge; nothing of the old picture may stay there. Then back to 100×30.
        try await window.resize(columns: 80, rows: 24)
        let uncovered = (x: window.cells(column: 41, row: 0, columns: 1, rows: 1).x, y: photo.box.y, width: 7 * window.cell.width, height: photo.box.height)
        let smallerPane = window.cells(column: 1, row: 1, columns: 38, rows: 22)
        _ = try await window.waitForScreen("the photo at 80×24, nothing left beside it") { shot in
            guard let box = shot.box(in: smallerPane, where: isPainted) else { return false }
            return box.width < photo.box.width && shot.fill(of: box, where: isPainted) > 0.9 && shot.fill(of: uncovered, where: isPainted) < 0.5
        }
        try await window.resize(columns: 100, rows: 30)
        _ = try await window.waitForScreen("the photo at 100×30 again") { $0.cropped(photo.box).psnr(against: picture) > 40 }
        try await window.press("Escape")
        // Right of the list's thumbnails, where the photo was: text now, which fills little of it.
        let column12 = window.cells(column: 12, row: 0, columns: 1, rows: 1).x
        let former = (x: column12, y: photo.box.y, width: photo.box.x + photo.box.width - column12, height: photo.box.height)
        _ = try await window.waitForScreen("the results again, no picture left where text is") { $0.fill(of: former, where: isPainted) < 0.5 }
        try await window.press("ctrl+c")
    }

    /// The contact sheet and back, and a page down: wherever text stands now, no picture is left behind it.
    @Test(arguments: [TerminalWindow.Kind.xterm, .xtermVT340, .kitty])
    func leavesNoPictureBehindTheText(in kind: TerminalWindow.Kind) async throws {
        let window = try await app(in: kind)
        let background = window.background
        let isPainted = { (pixel: (red: Int, green: Int, blue: Int)) in pixel != background }
        _ = try await PhotoInWindow.waitForSearchScreen(in: window)
        try await window.type("kitchen")
        try await window.press("Return")
        let thumbnails = window.cells(column: 0, row: 1, columns: 10, rows: 3)
        _ = try await window.waitForScreen("the results") { PhotoInWindow.colours(in: $0, thumbnails) > 20 }
        // The list's text side (right of its thumbnails, between the title and the footer), less its selected row.
        let textSide = window.cells(column: 12, row: 3, columns: 86, rows: 25)
        try await window.press("v")
        _ = try await window.waitForScreen("the contact sheet") { PhotoInWindow.colours(in: $0, textSide) > 100 }
        try await window.press("v")
        _ = try await window.waitForScreen("the list again, no tile left behind its text") { $0.fill(of: textSide, where: isPainted) < 0.3 }
        try await window.press("Next")
        let after = try await window.waitForScreen("the next page of the list") { PhotoInWindow.colours(in: $0, thumbnails) > 20 }
        #expect(after.fill(of: textSide, where: isPainted) < 0.3, "no picture behind the text after a page down")
        try await window.press("ctrl+c")
    }

    /// Scrolled a row at a time, then the help over the list and closed: every thumbnail whole again (ncurses
    /// cleared the rest of lines it took for blank, cutting the pictures on them). Every row has a picture: the
    /// loopback server lends the catalog's files to photos without their own.
    @Test(arguments: [TerminalWindow.Kind.xtermVT340, .kitty])
    func keepsEveryThumbnailWholeThroughTheHelp(in kind: TerminalWindow.Kind) async throws {
        let server = try await LoopbackServerProcess(arguments: ["--pictures-for-all"])
        let window = try await TerminalWindow(
            kind, columns: 100, rows: 30, command: "'\(flickterm.path)' --endpoint '\(server.endpoint.absoluteString)' --api-key k",
            environment: PhotoInWindow.environment(home: home)
        )
        _ = try await PhotoInWindow.waitForSearchScreen(in: window)
        try await window.type("horses")
        try await window.press("Return")
        let thumbnails = window.cells(column: 0, row: 1, columns: 11, rows: 27)
        let first = try await window.waitForScreen("the results") { PhotoInWindow.colours(in: $0, thumbnails) > 100 }
        for _ in 0..<9 { try await window.press("j") }
        var previous = first.cropped(thumbnails)
        let list = try await window.waitForScreen("the list scrolled, every thumbnail drawn") { shot in
            // Settled: as the screenshot before it, and not the page it started from.
            defer { previous = shot.cropped(thumbnails) }
            return shot.cropped(thumbnails).psnr(against: first.cropped(thumbnails)) < 30 && shot.cropped(thumbnails).psnr(against: previous) > 50
        }
        let help = window.cells(column: 30, row: 10, columns: 40, rows: 8)
        try await window.press("F1")
        _ = try await window.waitForScreen("the help over the list") { $0.cropped(help).psnr(against: list.cropped(help)) < 30 }
        try await window.press("Escape")
        // The help gone (the frame that takes it away is the one that cut them), and every thumbnail as it was.
        _ = try await window.waitForScreen("the help gone, every thumbnail whole again") { shot in
            shot.cropped(help).psnr(against: list.cropped(help)) > 40 && shot.cropped(thumbnails).psnr(against: list.cropped(thumbnails)) > 40
        }
        try await window.press("ctrl+c")
    }

    /// Moved down the list a row a key through the thumbnails, then up: each time the window shows what a redraw
    /// (Ctrl-L, every cell sent again) draws — the scrolls the app sent itself left no text or picture out of place.
    @Test(arguments: [TerminalWindow.Kind.xtermVT340, .kitty])
    func aListScrolledKeyByKeyIsWhatARedrawDraws(in kind: TerminalWindow.Kind) async throws {
        let window = try await app(in: kind)
        _ = try await PhotoInWindow.waitForSearchScreen(in: window)
        try await window.type("a")
        try await window.press("Return")
        let screen = window.cells(column: 0, row: 0, columns: 100, rows: 30)
        var shown = try await window.waitForScreen("the results") { PhotoInWindow.colours(in: $0, window.cells(column: 0, row: 1, columns: 10, rows: 3)) > 20 }
        for (key, back, presses) in [("j", "k", 12), ("k", "j", 7)] {
            for _ in 0..<presses { try await window.press(key) }
            let before = shown.cropped(screen)
            var previous = before
            // Settled: unlike the screen before the keys, and as the screenshot before it.
            shown = try await window.waitForScreen("the list moved by \(presses) × \(key), every picture drawn") { shot in
                defer { previous = shot.cropped(screen) }
                return shot.cropped(screen).psnr(against: before) < 40 && shot.cropped(screen).psnr(against: previous) > 90
            }
            // The redraw, then a step back and forth within the rows on screen (no scroll): the step shows the
            // redraw was drawn, and coming back, that it drew the same screen.
            let moved = shown.cropped(screen)
            try await window.press("ctrl+l")
            try await window.press(back)
            _ = try await window.waitForScreen("a step back after the redraw") { $0.cropped(screen).psnr(against: moved) < 40 }
            try await window.press(key)
            _ = try await window.waitForScreen("the redraw after \(presses) × \(key), the same screen") { $0.cropped(screen).psnr(against: moved) > 90 }
        }
        try await window.press("ctrl+c")
    }

    /// xterm as installed with photos in its 8 colours, in 16 and in 256: in 8 and 16 two colours mixed through ░▒▓
    /// where none is near, so the photo is still the photo — measured 8.1 and 9.5 dB (xterm draws the shades as dot
    /// patterns, which a measure pixel by pixel counts against them; the nearest colours alone left it too flat to
    /// count as drawn); in 256, 20.8 dB.
    @Test(arguments: [8, 16, 256])
    func showsThePhotoInFewColours(_ colours: Int) async throws {
        let source = try await PhotoInWindow.firstPhoto(for: "horses", flickterm: flickterm)
        let window = try await TerminalWindow(
            .xterm, columns: 100, rows: 30, command: "'\(flickterm.path)' --catalog '\(ProjectPaths.catalog.path)' --colors \(colours)",
            environment: PhotoInWindow.environment(home: home)
        )
        _ = try await PhotoInWindow.waitForSearchScreen(in: window)
        try await window.type("horses")
        try await window.press("Return")
        let thumbnail = window.cells(column: 1, row: 1, columns: 8, rows: 4)
        _ = try await window.waitForScreen("the first thumbnail") { PhotoInWindow.colours(in: $0, thumbnail) >= 3 }
        let photo = try await PhotoInWindow.openFirstResult(in: window, source: source, colours: 4, fill: 0.6)
        print("xterm, \(colours) colours: photo \(photo.box.width)×\(photo.box.height) px, PSNR \(String(format: "%.1f", photo.fidelity)) dB")
        #expect(abs(photo.shape - 1) <= 0.03, "the whole photo in its own shape")
        #expect(photo.fidelity >= [8: 7, 16: 8.5, 256: 18][colours] ?? 0)
        try await window.press("ctrl+c")
    }

    /// The full-screen viewer in real pixels: the photo from the results at the window's size, the next result's
    /// with `l`, and back to the list with nothing of either left behind the text.
    @Test(arguments: [TerminalWindow.Kind.xtermVT340, .kitty])
    func showsThePhotoFullScreen(in kind: TerminalWindow.Kind) async throws {
        let sources = try await PhotoInWindow.photos(for: "horses", count: 2, flickterm: flickterm)
        let window = try await app(in: kind)
        let background = window.background
        _ = try await PhotoInWindow.waitForSearchScreen(in: window)
        _ = try await PhotoInWindow.search("horses", in: window, thumbnail: PhotoInWindow.square(of: sources[0]))
        let first = try await PhotoInWindow.fullScreen(after: "f", in: window, source: sources[0], columns: 100, rows: 30)
        print("\(kind.rawValue): full screen \(first.box.width)×\(first.box.height) px, shape \(String(format: "%.3f", first.shape)), PSNR \(String(format: "%.1f", first.fidelity)) dB")
        #expect(abs(first.shape - 1) <= 0.03, "the whole photo in its own shape")
        // As large as the window allows, but never above the photo's own pixels (a cell's worth of rounding aside).
        let own = try Screenshot.size(of: sources[0])
        let cell = window.cells(column: 0, row: 0, columns: 1, rows: 1)
        #expect(first.box.width >= min(window.cells(column: 0, row: 0, columns: 95, rows: 1).width, own.width - cell.width)
                || first.box.height >= min(window.cells(column: 0, row: 0, columns: 1, rows: 27).height, own.height - cell.height),
                "as large as the window and the photo allow")
        #expect(first.box.width <= own.width + cell.width && first.box.height <= own.height + cell.height, "never scaled above its own pixels")
        #expect(first.fidelity >= photoFloor(kind))
        let second = try await PhotoInWindow.fullScreen(after: "l", in: window, source: sources[1], columns: 100, rows: 30)
        #expect(second.fidelity >= photoFloor(kind), "the next result's photo")
        try await window.press("Escape")
        let textSide = window.cells(column: 12, row: 2, columns: 86, rows: 26)
        _ = try await window.waitForScreen("the list again, nothing of the viewer left") { $0.fill(of: textSide, where: { $0 != background }) < 0.3 }
        try await window.press("ctrl+c")
    }

    /// xterm as installed is black on white: it answers OSC 11 with a light background, and the app takes the light
    /// theme — its bars white on blue, not the dark theme's black on cyan, which reads poorly on white.
    @Test func aLightXtermGetsTheLightTheme() async throws {
        let window = try await app(in: .xterm)
        _ = try await PhotoInWindow.waitForSearchScreen(in: window)
        try await window.type("horses")
        try await window.press("Return")
        let bar = window.cells(column: 0, row: 0, columns: 3, rows: 1)
        let isBlue = { (colour: (red: Int, green: Int, blue: Int)) in colour.blue > 150 && colour.red < 80 && colour.green < 80 }
        _ = try await window.waitForScreen("the results' bar in the light theme's blue") { isBlue($0[bar.x + bar.width / 2, bar.y + bar.height / 2]) }
        try await window.press("ctrl+c")
    }

    /// A wide window (130 columns) shows the selected photo beside the list in real pixels, and the next one after a
    /// move down; the list's text side stays text.
    @Test(arguments: [TerminalWindow.Kind.xtermVT340, .kitty])
    func showsTheSelectedPhotoBesideTheList(in kind: TerminalWindow.Kind) async throws {
        let window = try await TerminalWindow(
            kind, columns: 130, rows: 36, command: "'\(flickterm.path)' --catalog '\(ProjectPaths.catalog.path)'",
            environment: PhotoInWindow.environment(home: home)
        )
        _ = try await PhotoInWindow.waitForSearchScreen(in: window)
        try await window.type("horses")
        try await window.press("Return")
        // The pane starts at column 73 (a little over half the width for the list, a blank column and a rule).
        let pane = window.cells(column: 74, row: 2, columns: 50, rows: 20)
        let first = try await window.waitForScreen("the first photo in the pane") { PhotoInWindow.colours(in: $0, pane) > 200 }
        try await window.press("j")
        let second = try await window.waitForScreen("the second photo in the pane") { shot in
            PhotoInWindow.colours(in: shot, pane) > 200 && shot.cropped(pane).psnr(against: first.cropped(pane)) < 25
        }
        let textSide = window.cells(column: 12, row: 3, columns: 58, rows: 28)
        #expect(second.fill(of: textSide, where: { $0 != window.background }) < 0.3, "the list's text side is text")
        try await window.press("ctrl+c")
    }

    /// Sixel pictures live in the terminal's cells, and a scroll moves them there: the list scrolled down a row at a
    /// time and back up — alone, and beside the preview pane — shows what a whole redraw (Ctrl-L) of it shows, every
    /// thumbnail in its row.
    @Test(arguments: [100, 130])
    func aScrolledListIsTheListDrawnWhole(columns: Int) async throws {
        let window = try await TerminalWindow(
            .xtermVT340, columns: columns, rows: 30, command: "'\(flickterm.path)' --catalog '\(ProjectPaths.catalog.path)'",
            environment: PhotoInWindow.environment(home: home)
        )
        _ = try await PhotoInWindow.waitForSearchScreen(in: window)
        try await window.type("a")
        try await window.press("Return")
        let list = window.cells(column: 0, row: 1, columns: 12, rows: 27)
        _ = try await window.waitForScreen("the results") { PhotoInWindow.colours(in: $0, list) > 100 }
        for (key, presses) in [("j", 14), ("k", 9)] {
            for _ in 0..<presses { try await window.press(key) }
            let scrolled = try await settled(window, "the list moved with \(key)")
            try await window.press("ctrl+l")
            let redrawn = try await settled(window, "the list redrawn after \(key)")
            #expect(scrolled.psnr(against: redrawn) > 40, "after \(presses) × \(key)")
        }
        try await window.press("ctrl+c")
    }

    /// The window once it has not changed for a second: a picture still being made (the preview pane's takes a while)
    /// can leave two screenshots in a row alike.
    private func settled(_ window: TerminalWindow, _ what: String) async throws -> Screenshot {
        var previous: Screenshot?
        var since = ContinuousClock.now
        return try await window.waitForScreen(what) { shot in
            defer { previous = shot }
            guard let previous, shot.psnr(against: previous) > 60 else {
                since = ContinuousClock.now
                return false
            }
            return ContinuousClock.now - since >= .seconds(1)
        }
    }

    /// `1` on a photo larger than the window (a 50×16 one): the photo's own pixels one to one — the middle of the source
    /// at its own size, as a crop of it shows — not the whole photo scaled; `=` fits it whole again.
    @Test(arguments: [TerminalWindow.Kind.xtermVT340, .kitty])
    func zoomsToThePhotosOwnPixels(in kind: TerminalWindow.Kind) async throws {
        let source = try await PhotoInWindow.firstPhoto(for: "horses", flickterm: flickterm)
        let own = try Screenshot.size(of: source)
        let window = try await TerminalWindow(
            kind, columns: 50, rows: 16, command: "'\(flickterm.path)' --catalog '\(ProjectPaths.catalog.path)'",
            environment: PhotoInWindow.environment(home: home)
        )
        _ = try await PhotoInWindow.waitForSearchScreen(in: window)
        _ = try await PhotoInWindow.search("horses", in: window, thumbnail: PhotoInWindow.square(of: source))
        let fitted = try await PhotoInWindow.fullScreen(after: "f", in: window, source: source, columns: 50, rows: 16)
        let area = window.cells(column: 0, row: 0, columns: 50, rows: 15)
        try #require(area.width < own.width && area.height < own.height, "the window is smaller than the photo")
        // The middle, its half pixels rounded as the viewer rounds them.
        let corner = { (length: Int, view: Int) in Int((Double(length - view) / 2).rounded()) }
        let middle = try Screenshot.reference(source, width: own.width, height: own.height)
            .cropped((x: corner(own.width, area.width), y: corner(own.height, area.height), width: area.width, height: area.height))
        try await window.press("1")
        let floor = kind == .kitty ? 40.0 : 34.0
        let zoomed = try await window.waitForScreen("the middle of the photo one to one") { $0.cropped(area).psnr(against: middle) >= floor }
        print("\(kind.rawValue): one to one, PSNR \(String(format: "%.1f", zoomed.cropped(area).psnr(against: middle))) dB against the source's middle")
        try await window.press("equal")
        _ = try await window.waitForScreen("the whole photo again") { $0.cropped(fitted.box).psnr(against: zoomed.cropped(fitted.box)) < 20 }
        try await window.press("ctrl+c")
    }

    /// Inside tmux, `doctor` asks the terminal outside only through passthrough: with `allow-passthrough` off it
    /// says the outside did not answer and how to let it; with it on, xterm's own answers come back through tmux
    /// (live, in a real xterm: the answers' bytes are xterm's, not a test's).
    @Test func asksTheTerminalOutsideTmuxOnlyThroughPassthrough() async throws {
        let folder = ScratchFolder.path("doctor")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let off = folder.appendingPathComponent("off.txt"), on = folder.appendingPathComponent("on.txt")
        let doctor = "'\(flickterm.path)' doctor"
        let window = try await TerminalWindow(
            .tmuxInXterm, columns: 100, rows: 30,
            command: "\(doctor) > '\(off.path)'; tmux set -g allow-passthrough on; \(doctor) > '\(on.path)'; sleep 60",
            environment: PhotoInWindow.environment(home: home)
        )
        _ = window
        let deadline = ContinuousClock.now + .seconds(30)
        func said(_ file: URL) async throws -> String {
            while ContinuousClock.now < deadline {
                if let text = try? String(contentsOf: file, encoding: .utf8), text.contains("will use") { return text }
                try await Task.sleep(for: .milliseconds(50))
            }
            Issue.record("no answer from doctor in \(file.lastPathComponent) within 30 s")
            return ""
        }
        let closed = try await said(off)
        #expect(closed.contains("tmux       the terminal outside did not answer"))
        #expect(closed.contains("to get more tmux: set -g allow-passthrough on"))
        let open = try await said(on)
        #expect(open.contains("tmux       passthrough is allowed: the terminal outside answered"))
        // xterm's answer to the 24-bit colour question, through tmux (closed, tmux's terminfo said 256).
        #expect(closed.contains("colours    not proven beyond terminfo's"))
        #expect(open.contains("colours    24-bit (the terminal kept a 24-bit colour it was given)"))
        #expect(!open.contains("allow-passthrough on"))
    }
}
