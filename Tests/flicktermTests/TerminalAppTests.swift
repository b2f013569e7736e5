import Foundation
import TestSupport
import Testing

/// The full-screen app end to end: the real binary in a real terminal (tmux), driven by keys.
@Suite(.serialized)
struct TerminalAppTests {
    let flickterm = ProjectPaths.product("flickterm").path

    /// The app's command line against the demo catalog (or `catalog`).
    /// True when `screen` holds a photo's cells: block elements (U+2580–259F) or sextants (U+1FB00–1FB3B) — but for
    /// `▌`, the list's mark of the selected row.
    static func hasMosaic(_ screen: String) -> Bool {
        screen.unicodeScalars.contains { $0 != "▌" && ((0x2580...0x259F).contains($0.value) || (0x1FB00...0x1FB3B).contains($0.value)) }
    }

    private func command(catalog: String = ProjectPaths.catalog.path, extra: String = "") -> String {
        "FLICKR_API_KEY= \(flickterm) --catalog '\(catalog)' \(extra)"
    }

    /// Starts the app with `commandLine` in `tmux` (by default a new window), searches for `words` and waits for `shown`.
    private func startSearching(
        _ words: String, showing shown: String, commandLine: String? = nil, in session: TmuxSession? = nil
    ) async throws -> TmuxSession {
        let tmux = if let session { session } else { try await TmuxSession() }
        try await tmux.run(commandLine ?? command())
        try await tmux.waitFor("Search:")
        try await tmux.type(words)
        try await tmux.press("Enter")
        try await tmux.waitFor(shown)
        return tmux
    }

    /// The SGR attributes in force at the end of `text` (`capture-pane -e` writes each cell's changes from the
    /// one before, across lines).
    static func attributes(after text: Substring) -> Set<Int> {
        var state = Set<Int>()
        for chunk in text.split(separator: "\u{1b}[", omittingEmptySubsequences: false).dropFirst() {
            guard let sequence = chunk.split(separator: "m", maxSplits: 1, omittingEmptySubsequences: false).first else { continue }
            for parameter in sequence.split(separator: ";", omittingEmptySubsequences: false).map({ Int($0) ?? 0 }) {
                switch parameter {
                case 0: state = []
                case 22: state.subtract([1, 2])
                case 24: state.remove(4)
                case 27: state.remove(7)
                case 30...37, 39: state = state.filter { !(30...39).contains($0) }.union(parameter == 39 ? [] : [parameter])
                case 40...47, 49: state = state.filter { !(40...49).contains($0) }.union(parameter == 49 ? [] : [parameter])
                default: state.insert(parameter)
                }
            }
        }
        return state
    }

    /// Checks the terminal is usable after the app left: main screen, cursor shown, canonical mode and echo.
    private func expectSaneTerminal(_ tmux: TmuxSession) async throws {
        try await tmux.waitUntil("the shell prompt") { $0.split(separator: "\n").last?.hasPrefix("$") == true }
        #expect(try await tmux.display("#{alternate_on}") == "0")
        #expect(try await tmux.display("#{cursor_flag}") == "1")
        try await tmux.run("clear; stty -a | tr ' ' '\\n' | grep -xE -- '-?(icanon|echo)' | tr '\\n' ' '; echo")
        // The command line itself says "icanon" and "echo" too, and where the pane is narrow its wrapped end is a line
        // ending in "echo" without "grep" (seen once, before the shell had run it): wait for the line that is only the
        // answer, its two words.
        let answer = { (screen: String) in
            screen.split(separator: "\n").map { $0.split(separator: " ") }.first { words in
                words.count == 2 && ["icanon", "-icanon"].contains(words[0]) && ["echo", "-echo"].contains(words[1])
            }?.joined(separator: " ")
        }
        let screen = try await tmux.waitUntil("the terminal modes") { answer($0) != nil }
        #expect(answer(screen) == "icanon echo")
    }

    /// `y` copies the selected photo's page through the terminal (OSC 52), which tmux under `set-clipboard on`
    /// takes into a paste buffer: the credit its licence asks for and the address, nothing more.
    @Test func copiesThePageLinkThroughTheTerminal() async throws {
        let tmux = try await TmuxSession()
        try await tmux.setOption("set-clipboard", "on")
        _ = try await startSearching("horses", showing: "1 of 40", in: tmux)
        try await tmux.type("y")
        let screen = try await tmux.waitFor("Copied the credit and https://")
        let shown = try #require(screen.split(separator: "\n").last { $0.contains("Copied ") })
        let link = String(try #require(shown.split(separator: " ").first { $0.hasPrefix("https://") }))
        var buffer = ""
        try await waitUntil("the paste buffer") {
            buffer = try await tmux.pasteBuffer()
            return !buffer.isEmpty
        }
        #expect(buffer.hasSuffix(" " + link) && buffer.count > link.count + 1, "\(buffer)")
        #expect(!buffer.contains("\u{1b}") && !buffer.contains("\n"))
        #expect(link.hasPrefix("https://www.flickr.com/"))
        try await tmux.type("Q")
        try await expectSaneTerminal(tmux)
    }

    /// A photo's page longer than the screen scrolls with the keys (the scroll is the screen's own, observed like a
    /// view model's output: drawn because it moved), and a key that moves nothing leaves it as it is.
    @Test func scrollsAPhotosPage() async throws {
        let tmux = try await startSearching("horses", showing: "1 of 40")
        try await tmux.resize(columns: 60, rows: 14)
        try await tmux.press("Enter")
        let top = try await tmux.waitFor("Licence: Attribution")
        // The counts and the picture may still arrive; where the page's lines stand may not change.
        let licenceRow = { (screen: String) in screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("Licence: Attribution") } }
        try await tmux.type("k")
        #expect(licenceRow(try await tmux.screen()) == licenceRow(top), "nothing above the top")
        try await tmux.type("G")
        let bottom = try await tmux.waitUntil("the end of the page") { !$0.contains("Licence: Attribution") }
        #expect(bottom.contains("https://www.flickr.com/"))
        try await tmux.type("g")
        _ = try await tmux.waitFor("Licence: Attribution")
        try await tmux.type("Q")
        try await expectSaneTerminal(tmux)
    }

    /// Ctrl-L draws the whole screen again: text another program wrote over it (ncurses cannot know) is gone.
    @Test func ctrlLRedrawsWhatAnotherProgramOverwrote() async throws {
        let tmux = try await startSearching("horses", showing: "1 of 40")
        let before = try await tmux.waitUntil("the thumbnails in") { !$0.contains("░") }
        let tty = try await tmux.display("#{pane_tty}")
        try Data("\u{1b}[5;10HSCRIBBLED OVER".utf8).write(to: URL(fileURLWithPath: tty))
        try await tmux.waitFor("SCRIBBLED OVER")
        try await tmux.press("C-l")
        let after = try await tmux.waitUntil("the screen drawn again") { !$0.contains("SCRIBBLED") }
        #expect(after == before)
        try await tmux.type("Q")
        try await expectSaneTerminal(tmux)
    }

    /// Moves drawn one frame at a time — the list scrolled down and up, rows restyled and drawn again, the cursor
    /// moved within and between lines — leave the terminal looking as a whole redraw draws
    /// it, colours and attributes included.
    @Test func movesLeaveTheScreenAsAWholeRedrawDrawsIt() async throws {
        let tmux = try await startSearching("horses", showing: "1 of 40")
        try await expectMovesLookAsARedrawDraws(tmux, [("j", 24, 25), ("k", 9, 16), ("G", 1, 40), ("k", 4, 36), ("g", 1, 1), ("j", 3, 4)])
    }

    /// Titles of two-column characters (CJK, emoji) through moves: the screen stays as a whole redraw draws it.
    @Test func wideTitlesLeaveTheScreenAsAWholeRedrawDrawsIt() async throws {
        let server = try await LoopbackServerProcess()
        try await server.inject("title-prefix:東京の馬 🐴 ", count: 0)
        let tmux = try await startSearching(
            "horses", showing: "1 of 40", commandLine: "\(flickterm) --api-key k --endpoint \(server.endpoint.absoluteString) --no-history"
        )
        try await tmux.waitFor("東京の馬")
        try await expectMovesLookAsARedrawDraws(tmux, [("j", 12, 13), ("k", 5, 8), ("G", 1, 40), ("k", 3, 37)])
    }

    /// Types each key of `moves` its count of times (each ending at its position of the 40 photos), then has the whole
    /// screen drawn again (Ctrl-L, over text scribbled on the terminal) and expects it to look as the moves left it;
    /// then leaves.
    private func expectMovesLookAsARedrawDraws(_ tmux: TmuxSession, _ moves: [(key: String, count: Int, last: Int)]) async throws {
        for (key, count, last) in moves {
            for _ in 0..<count { try await tmux.type(key) }
            try await tmux.waitFor("\(last) of 40")
        }
        _ = try await tmux.waitUntil("the thumbnails in") { !$0.contains("░") }
        let moved = VisibleScreen(captured: try await tmux.coloredScreen())
        let tty = try await tmux.display("#{pane_tty}")
        try Data("\u{1b}[3;20HSCRIBBLED OVER".utf8).write(to: URL(fileURLWithPath: tty))
        try await tmux.waitFor("SCRIBBLED OVER")
        try await tmux.press("C-l")
        _ = try await tmux.waitUntil("the screen drawn again") { !$0.contains("SCRIBBLED") }
        #expect(VisibleScreen(captured: try await tmux.coloredScreen()) == moved)
        try await tmux.type("Q")
        try await expectSaneTerminal(tmux)
    }

    @Test func killsItsTmuxServerWhenReleased() async throws {
        var tmux: TmuxSession? = try await TmuxSession()
        let pid = try #require(tmux?.serverPID)
        #expect(kill(pid, 0) == 0)
        tmux = nil
        try await waitUntil("the tmux server's end") { kill(pid, 0) == -1 && errno == ESRCH }
    }

    /// A bare `flickterm`, which starts without parsing, finds the catalog the environment names and runs as with options.
    @Test func startsBareWithTheCatalogTheEnvironmentNames() async throws {
        let tmux = try await startSearching(
            "horses", showing: "1 of 40", commandLine: "FLICKR_API_KEY= FLICKTERM_CATALOG='\(ProjectPaths.catalog.path)' \(flickterm)"
        )
        try await tmux.press("j")
        try await tmux.waitFor("2 of 40")
        try await tmux.type("Q")
        try await expectSaneTerminal(tmux)
    }

    @Test func searchesBrowsesOpensAndQuits() async throws {
        let tmux = try await startSearching("horses", showing: "“horses” — 40 photos")
        try await tmux.press("j", "Down", "j")
        try await tmux.waitFor("4 of 40")
        try await tmux.press("Enter")
        let detail = try await tmux.waitFor("Licence:")
        #expect(detail.contains("horse"))
        try await tmux.press("Escape")
        try await tmux.waitFor("4 of 40")
        try await tmux.press("G")
        let last = try await tmux.waitFor("40 of 40")
        #expect(last.contains("▌"), "the list scrolled to the selected last row")
        try await tmux.type("/")
        try await tmux.waitFor("Search:")
        try await tmux.type("dog")
        try await tmux.press("Enter")
        try await tmux.waitFor("“dog” — 60 photos")
        try await tmux.type("?")
        try await tmux.waitFor("any key closes")
        try await tmux.type("x")
        try await tmux.waitUntil("the help to close") { !$0.contains("any key closes") }
        try await tmux.type("Q")
        try await expectSaneTerminal(tmux)
    }

    @Test func goesBackFromSearchToResultsAndQuitsFromTheFirstScreen() async throws {
        let tmux = try await startSearching("cat", showing: "“cat” —")
        try await tmux.type("/")
        try await tmux.waitFor("Search:")
        try await tmux.press("Escape")
        try await tmux.waitFor("“cat” —")
        try await tmux.type("q")
        try await tmux.waitFor("Search:")
        try await escapeFromTheFirstSearch(tmux)
        try await expectSaneTerminal(tmux)
    }

    /// Esc in the first search screen's field: the first clears the text, the second quits.
    private func escapeFromTheFirstSearch(_ tmux: TmuxSession) async throws {
        try await tmux.press("Escape")
        try await tmux.waitUntil("the field cleared") { screen in
            screen.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasSuffix("Search:") }
        }
        try await tmux.press("Escape")
    }

    /// The full-screen viewer counts as the list does, and Esc lands on the photo viewed, selected in the list.
    @Test func theViewerCountsAsTheListAndLeavesOnThePhotoViewed() async throws {
        let tmux = try await startSearching("horses", showing: "1 of 40")
        try await tmux.press("j", "j")
        try await tmux.waitFor("3 of 40")
        try await tmux.type("f")
        try await tmux.waitUntil("the viewer") { !$0.contains("“horses”") && $0.contains("3 of 40") }
        try await tmux.press("Right")
        try await tmux.waitFor("4 of 40")
        try await tmux.press("Escape")
        try await tmux.waitUntil("the list, on the photo viewed") { $0.contains("“horses”") && $0.contains("4 of 40") }
        try await tmux.type("Q")
        try await expectSaneTerminal(tmux)
    }

    /// G on a long list goes to its real last result, every page between loaded in turn, not to the last loaded.
    @Test func endGoesToTheRealLastResult() async throws {
        let tmux = try await startSearching("a", showing: "1 of ")
        let first = try await tmux.screen()
        let total = try #require(first.firstMatch(of: /1 of (\d+)/).map { String($0.1) })
        #expect((Int(total) ?? 0) > 200, "a list of many pages")
        try await tmux.press("G")
        try await tmux.waitFor("\(total) of \(total)")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    @Test func survivesResizing() async throws {
        let tmux = try await startSearching("horses", showing: "1 of 40")
        try await tmux.resize(columns: 50, rows: 12)
        try await tmux.waitUntil("the narrow layout") { screen in
            screen.contains("1 of 40") && screen.split(separator: "\n").count <= 12
        }
        try await tmux.resize(columns: 30, rows: 8)
        try await tmux.waitFor("Terminal too small")
        try await tmux.resize(columns: 120, rows: 40)
        try await tmux.waitFor("“horses” — 40 photos")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    @Test func showsServerErrorsAndRecovers() async throws {
        let server = try await LoopbackServerProcess()
        try await server.inject("status:500")
        let tmux = try await TmuxSession()
        try await tmux.run("\(flickterm) --api-key k --endpoint \(server.endpoint.absoluteString)")
        try await tmux.waitFor("Search:")
        try await tmux.type("dog")
        try await tmux.press("Enter")
        let failed = try await tmux.waitFor("Flickr's server failed (500)")
        #expect(failed.contains("Search: dog"))
        try await tmux.press("Enter")
        try await tmux.waitFor("“dog” —")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    /// A hostile server, as a person meets it: a search whose images are local files (`d` saves nothing and
    /// says why), a photo whose page is a script (`o` opens nothing and says why).
    @Test func aHostileServerReadsNoFileAndOpensNoScript() async throws {
        let server = try await LoopbackServerProcess()
        try await server.inject("image-url:file:///etc/passwd", count: 0)
        let tmux = try await startSearching(
            "horses", showing: "1 of 40", commandLine: "BROWSER=/bin/echo \(flickterm) --api-key k --endpoint \(server.endpoint.absoluteString)"
        )
        try await tmux.press("d")
        try await tmux.waitFor("Download failed: The address was not fetched: it names a local file (file:)")
        let downloads = tmux.cacheHome.appendingPathComponent("Downloads/flickterm")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: downloads.path)) ?? []).isEmpty)
        try await server.reset()
        try await server.inject("page-url:javascript:alert(1)", count: 0)
        try await tmux.press("Enter")
        try await tmux.waitFor("Licence")
        try await tmux.press("o")
        try await tmux.waitFor("Did not open the page: its address is a javascript: link, not a web page")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    /// The empty search screen suggests searches whose results have pictures, taken with ↓ and searched with Enter;
    /// Enter on the empty field says what to type.
    @Test func suggestsSearchesThatShowPictures() async throws {
        let tmux = try await TmuxSession()
        try await tmux.run(command())
        try await tmux.waitFor("Try (↓): kitchen · laptop · pizza · table · sign")
        try await tmux.press("Enter")
        try await tmux.waitFor("Type words to search for, or ↓ for a suggestion")
        try await tmux.press("Down")
        try await tmux.waitFor("Try (↓): [kitchen] · laptop")
        try await tmux.press("Enter")
        try await tmux.waitFor("1 of 46")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    /// `flickterm doctor` inside tmux with passthrough off (tmux's default): tmux answers for itself, the
    /// terminal outside cannot be asked, and the line says how to change that; nothing is left typed.
    @Test func doctorSaysHowToGetMoreInsideTmux() async throws {
        let tmux = try await TmuxSession()
        try await tmux.run("\(flickterm) doctor; echo END-$((1+1))")
        let screen = try await tmux.waitFor("END-2")
        #expect(screen.contains("terminfo   TERM=tmux-256color: 256 colours"))
        #expect(screen.contains("tmux       the terminal outside did not answer"))
        #expect(screen.contains("will use   quadrant blocks in 256 colours"))
        #expect(screen.contains("to get more tmux: set -g allow-passthrough on"))
        #expect(!screen.contains("$ ?") && !screen.contains("1;2c"), "no answer was left as typed text")
    }

    /// A damaged search history is moved aside with a word on the status line, not silently.
    @Test func aDamagedHistoryIsSaid() async throws {
        let tmux = try await TmuxSession()
        let history = tmux.cacheHome.appendingPathComponent("flickterm/history.sqlite")
        try FileManager.default.createDirectory(at: history.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 8192).write(to: history)
        try await tmux.run(command())
        try await tmux.waitFor("it was moved to history.sqlite.broken-")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    /// Tab and Shift-Tab on the search screen, `s` and `f` on the results, reach the server as Flickr's
    /// parameters, and the header names what is in force.
    @Test func sendsTheChosenOrderAndLicencesToTheServer() async throws {
        let log = CacheAging.newCacheHome().path + ".log"
        let server = try await LoopbackServerProcess(arguments: ["--request-log", log])
        let tmux = try await TmuxSession()
        try await tmux.run("\(flickterm) --api-key k --endpoint \(server.endpoint.absoluteString) --no-images")
        try await tmux.waitFor("Sort: relevance (Tab)")
        try await tmux.type("horse")
        try await tmux.press("Tab")
        try await tmux.press("BTab")
        try await tmux.waitFor("Sort: newest (Tab) · Licence: Creative Commons")
        try await tmux.press("Enter")
        try await tmux.waitFor("· newest · Creative Commons")
        try await tmux.press("s")
        try await tmux.waitFor("· most interesting · Creative Commons")
        try await tmux.press("L", "L", "L")
        func searches() -> [Substring] {
            ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").filter { $0.contains("method=flickr.photos.search") }
        }
        // Each f cancels the search before it, which may never reach the server (or reach it after the next one,
        // on another connection): the last one must, without a filter.
        func unfiltered() -> Bool { searches().contains { $0.contains("sort=interestingness-desc") && !$0.contains("license=") } }
        try await waitUntil("the unfiltered search at the server") { unfiltered() }
        let screen = try await tmux.waitUntil("no licence filter") { $0.contains("· most interesting ") && !$0.contains("Creative") }
        #expect(!screen.contains("restrictions") && !screen.contains("commercial"))
        let searches = searches()
        #expect(searches.first?.contains("license=1,2,3,4,5,6,9") == true)
        #expect(searches.first?.contains("sort=date-posted-desc") == true)
        #expect(searches.dropFirst().first?.contains("sort=interestingness-desc") == true)
        #expect(unfiltered(), "the filter came round to any licence")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    /// From a photo: `u` lists its owner's photos, `t` its tags (Enter searches one), `c` says it has no comments;
    /// each back returns exactly where the user was.
    @Test func goesFromAPhotoToItsOwnerTagsAndComments() async throws {
        let tmux = try await startSearching("puppy kisses", showing: "1 of 1")
        try await tmux.press("Enter")
        try await tmux.waitFor("Licence:")
        try await tmux.press("t")
        try await tmux.waitUntil("the tags, the first selected") { $0.contains("Tags of “Puppy Kisses”") && $0.contains("▌mascot") }
        try await tmux.press("Enter")
        try await tmux.waitFor("“mascot” — 1 photo")
        try await tmux.press("Escape")
        try await tmux.waitFor("Tags of “Puppy Kisses”")
        try await tmux.press("Escape")
        try await tmux.waitFor("Licence:")
        // Its comments: none, said on the page before any screen opens.
        try await tmux.press("c")
        try await tmux.waitFor("No one has commented on this photo")
        try await tmux.press("u")
        try await tmux.waitFor("Photos by Coast Guard — 1 photo")
        try await tmux.press("Escape")
        try await tmux.waitFor("Licence:")
        try await tmux.press("Escape")
        try await tmux.waitFor("“puppy kisses” — 1 photo")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    /// `NO_COLOR` draws no colour at all, chrome or photos; `--ascii` nothing but ASCII from the app itself
    /// (the catalog's "horses" titles are ASCII too), photos as ASCII shades.
    @Test func drawsWithoutColoursOrWithoutUnicodeWhenAsked() async throws {
        let plain = try await startSearching("horses", showing: "1 of 40", commandLine: "NO_COLOR=1 " + command())
        try await plain.waitUntil("shaded thumbnails") { $0.contains("▓") || $0.contains("▒") }
        let colored = try await plain.coloredScreen()
        // SGR parameters 30–37, 40–47, 90–97, 100–107 and 38;…/48;… are colours; 39 and 49 are the defaults.
        let parameters = colored.split(separator: "\u{1b}[").compactMap { $0.split(separator: "m", maxSplits: 1).first }
            .flatMap { $0.split(separator: ";").compactMap { Int($0) } }
        let colours = parameters.filter { (30...38).contains($0) || (40...48).contains($0) || (90...107).contains($0) }
        #expect(colours.isEmpty, "colour escapes: \(colours)")
        try await plain.press("C-c")
        try await expectSaneTerminal(plain)

        let ascii = try await startSearching("horses", showing: "1 of 40", commandLine: command(extra: "--ascii"))
        let list = try await ascii.waitUntil("ASCII thumbnails") { $0.contains("####") || $0.contains("%%%%") || $0.contains("++++") }
        #expect(list.unicodeScalars.allSatisfy { $0.isASCII }, "\(list.unicodeScalars.filter { !$0.isASCII })")
        #expect(list.contains("\"horses\" - 40 photos"))
        try await ascii.press("v")
        let grid = try await ascii.waitUntil("the contact sheet, framed") { $0.contains("+---") }
        #expect(grid.unicodeScalars.allSatisfy { $0.isASCII }, "\(grid.unicodeScalars.filter { !$0.isASCII })")
        try await ascii.press("v")
        try await ascii.press("Enter")
        let detail = try await ascii.waitFor("Licence:")
        #expect(detail.unicodeScalars.allSatisfy { $0.isASCII }, "\(detail.unicodeScalars.filter { !$0.isASCII })")
        try await ascii.press("?")
        let help = try await ascii.waitFor("any key closes")
        #expect(help.unicodeScalars.allSatisfy { $0.isASCII }, "\(help.unicodeScalars.filter { !$0.isASCII })")
        try await ascii.press("C-c")
        try await expectSaneTerminal(ascii)
    }

    /// The selected row is a bar whose text reads clearly: light on blue by default, black (never bold, which
    /// terminals show as grey) on cyan in the light theme, reverse video in high contrast.
    @Test func drawsTheSelectionReadablyInEveryTheme() async throws {
        for (theme, expected) in [("default", [1, 37, 44]), ("light", [30, 46]), ("high-contrast", [1, 4, 7])] {
            let tmux = try await startSearching("horses", showing: "1 of 40", commandLine: command(extra: "--no-images --theme \(theme)"))
            let colored = try await tmux.coloredScreen()
            let before = try #require(colored.range(of: "▌"), "the selected row")
            let parameters = TerminalAppTests.attributes(after: colored[..<before.lowerBound])
            #expect(parameters.isSuperset(of: expected), "\(theme): \(parameters.sorted())")
            if theme == "light" { #expect(!parameters.contains(1), "no bold black on the light theme's bar") }
            try await tmux.press("C-c")
            try await expectSaneTerminal(tmux)
        }
    }

    /// A search done in one run is there in the next: Up in the empty field brings it back, and lists it
    /// under the field.
    @Test func remembersSearchesBetweenRuns() async throws {
        let first = try await startSearching("horses", showing: "1 of 40")
        try await first.type("Q")
        try await expectSaneTerminal(first)
        let tmux = try await TmuxSession(cacheHome: first.cacheHome)
        try await tmux.run(command())
        try await tmux.waitFor("Search:")
        try await tmux.press("Up")
        // The field and the status line may reach tmux in two writes: wait for both.
        let walking = try await tmux.waitUntil("the search from the last run, and where in the history it is") {
            $0.contains("Search: horses") && $0.contains("History 1 of 1")
        }
        let lines = walking.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 5 && lines[5].contains("▌horses"), "the list of matches under the field")
        try await tmux.press("Enter")
        try await tmux.waitFor("1 of 40")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
        let history = first.cacheHome.appendingPathComponent("flickterm/history.sqlite")
        #expect(FileManager.default.fileExists(atPath: history.path))
    }

    /// With the server gone, a search done before still shows, with its thumbnails, marked offline.
    @Test func showsCachedResultsAndThumbnailsOffline() async throws {
        let server = try await LoopbackServerProcess()
        let endpoint = server.endpoint.absoluteString
        let online = try await startSearching("horses", showing: "1 of 40", commandLine: "\(flickterm) --api-key k --endpoint \(endpoint) --symbols half")
        try await online.waitUntil("thumbnails") { $0.contains("▀▀▀▀▀▀▀▀ ") }
        try await online.type("Q")
        try await expectSaneTerminal(online)
        await server.stop()
        try CacheAging.age(cacheHome: online.cacheHome, by: 2 * 3600)
        let tmux = try await TmuxSession(cacheHome: online.cacheHome)
        try await tmux.run("\(flickterm) --api-key k --endpoint \(endpoint) --symbols half")
        try await tmux.waitFor("Search:")
        try await tmux.type("horses")
        try await tmux.press("Enter")
        let offline = try await tmux.waitFor("offline · cached 2 h ago")
        #expect(offline.contains("“horses” — 40 photos"))
        try await tmux.waitUntil("thumbnails from the cache") { $0.contains("▀▀▀▀▀▀▀▀ ") }
        try await tmux.type("/")
        try await tmux.type("never searched")
        try await tmux.press("Enter")
        try await tmux.waitFor("Cannot connect to 127.0.0.1")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    /// A page that fails to load says so on a line of its own, cleared and fitted, over no other text.
    @Test func showsAPagingErrorOnALineOfItsOwn() async throws {
        let server = try await LoopbackServerProcess()
        let tmux = try await TmuxSession()
        try await tmux.run("\(flickterm) --api-key k --endpoint \(server.endpoint.absoluteString) --no-images")
        try await tmux.waitFor("Search:")
        try await tmux.type("a")
        try await tmux.press("Enter")
        try await tmux.waitFor("1 of ")
        try await server.inject("status:503", count: 0)
        try await tmux.press("G")
        let failed = try await tmux.waitFor("move down to retry")
        let line = try #require(failed.split(separator: "\n").first { $0.contains("move down to retry") })
        #expect(!line.contains("views"), "the error line keeps the counts column out: \(line)")
        #expect(line.count <= 100)
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    /// A long owner is cut with one blank column before the counts.
    @Test func keepsAGapBeforeTheCounts() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("c-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let owner = String(repeating: "L", count: 150)
        let record = #"{"id":"long","title":"long owner","description":"","tags":[],"owner":{"id":"","name":"\#(owner)"},"license":{"code":"PDM","name":"PDM","url":""},"taken":null,"posted":null,"views":7,"comments":null,"faves":null,"width":null,"height":null,"page_url":"","source":"","credit":"","images":{}}"#
        try Data((record + "\n").utf8).write(to: folder.appendingPathComponent("photos.jsonl"))
        let tmux = try await startSearching("long", showing: "1 of 1", commandLine: command(catalog: folder.path, extra: "--no-images"))
        let screen = try await tmux.screen()
        #expect(screen.contains("L… 7 views"), "\(screen)")
        try await tmux.type("Q")
        try await expectSaneTerminal(tmux)
    }

    /// A terminal that cannot address the cursor, or an unknown TERM, gets one line and exit 1, not a blank
    /// screen or ncurses' bare "Error opening terminal".
    @Test func refusesTerminalsItCannotDrive() async throws {
        let tmux = try await TmuxSession()
        let exited = { (screen: String) in screen.split(separator: "\n").contains { $0.hasPrefix("exit=") } }
        try await tmux.run("TERM=dumb \(command()); echo exit=$?")
        let dumb = try await tmux.waitUntil("the exit status", exited)
        #expect(dumb.contains("flickterm: TERM=dumb cannot move the cursor"))
        #expect(dumb.contains("exit=1"))
        try await tmux.run("clear; TERM=no-such-terminal \(command()); echo exit=$?")
        let unknown = try await tmux.waitUntil("the exit status") { exited($0) && $0.contains("no-such-terminal names") }
        #expect(unknown.contains("flickterm: TERM=no-such-terminal names no terminal description"))
        #expect(!unknown.contains("Error opening terminal"))
        try await tmux.run("clear; COLUMNS=1000000 LINES=1000000 \(command()); echo exit=$?")
        let huge = try await tmux.waitUntil("the exit status") { exited($0) && $0.contains("COLUMNS=") }
        #expect(huge.contains("flickterm: COLUMNS=1000000 is not a terminal's size (at most 9999); unset it to use the window's"))
        #expect(huge.contains("exit=1"))
        try await expectSaneTerminal(tmux)
    }

    /// Refused, the terminal gets nothing but the sentence: no sequence to restore a screen that was never opened (a
    /// terminal that cannot move the cursor would print them), in a real pseudo-terminal (`script`; tmux would hide them).
    @Test func refusesWithoutWritingToTheTerminal() async throws {
        let home = ScratchFolder.path("refused")
        for term in ["dumb", "no-such-terminal"] {
            let result = try await ProcessRunner.run(
                URL(fileURLWithPath: "/usr/bin/script"), ["-qec", "TERM=\(term) \(command())", "/dev/null"],
                environment: ["XDG_CONFIG_HOME": home.path, "XDG_STATE_HOME": home.path]
            )
            #expect(result.status == 1)
            #expect(result.stdout.contains("flickterm: TERM=\(term) "), "\(result.stdout)")
            #expect(!result.stdout.contains("\u{1b}"), "\(result.stdout.debugDescription)")
        }
    }

    /// `[keys]` in config.toml changes what keys do: the new key works, the replaced one does nothing, and
    /// the footer and the help show the keys in force.
    @Test func obeysTheKeysOfTheConfigFile() async throws {
        let tmux = try await TmuxSession()
        let config = tmux.cacheHome.appendingPathComponent("flickterm/config.toml")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("[keys]\nmove_down = [\"n\", \"Ctrl-N\"]\ntoggle_view = \"V\"\n".utf8).write(to: config)
        let results = try await startSearching("horses", showing: "1 of 40", in: tmux).screen()
        #expect(results.contains("↑n move  Enter open  f full  V grid"))
        try await tmux.type("n")
        try await tmux.waitFor("2 of 40")
        try await tmux.press("C-n")
        try await tmux.waitFor("3 of 40")
        try await tmux.type("jjv")
        try await tmux.type("?")
        let help = try await tmux.waitFor("any key closes")
        #expect(help.contains("3 of 40"), "j and v no longer do anything")
        #expect(help.contains("↑ k / n Ctrl-N"))
        try await tmux.press("Escape")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    /// `--thumbnail-size` (and `thumbnail_size`): the list's thumbnails, and so its rows, grow; the selected
    /// row's bar is as tall as its thumbnail.
    @Test func growsTheThumbnailsOnRequest() async throws {
        for (size, lines) in [("small", 4), ("large", 8)] {
            let tmux = try await startSearching("horses", showing: "1 of 40", commandLine: command(extra: "--thumbnail-size \(size)"))
            let screen = try await tmux.waitUntil("the first thumbnail drawn") { !$0.contains("░") }
            #expect(screen.split(separator: "\n").filter { $0.hasPrefix("▌") }.count == lines, "\(size): the selected row is \(lines) lines")
            try await tmux.press("C-c")
            try await expectSaneTerminal(tmux)
        }
    }

    /// On a terminal too short for every key, the help says how many it could not show.
    @Test func saysWhatTheHelpCouldNotShow() async throws {
        let tmux = try await startSearching("horses", showing: "1 of 40", in: TmuxSession(columns: 80, rows: 14))
        try await tmux.type("?")
        let help = try await tmux.waitFor("any key closes")
        #expect(help.contains("more: a taller terminal shows them all"))
        #expect(help.contains("move up / down"), "the first keys are shown")
        try await tmux.press("Escape")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    /// With `--mouse`, a click selects a result, a click on the selected one opens it, and on the contact
    /// sheet a click picks the tile under it (X10 mouse reports, as tmux-256color's terminfo has them).
    @Test func selectsAndOpensWithTheMouse() async throws {
        let tmux = try await startSearching("horses", showing: "1 of 40", commandLine: command(extra: "--mouse"))
        /// A press and a release of the left button at 0-based `row`, `column`.
        func click(row: Int, column: Int) async throws {
            let at = [UInt8(column + 33), UInt8(row + 33)]
            try await tmux.send(bytes: [0x1B, 0x5B, 0x4D, 0x20] + at + [0x1B, 0x5B, 0x4D, 0x23] + at)
        }
        try await click(row: 12, column: 20)
        try await tmux.waitFor("3 of 40")
        try await click(row: 12, column: 20)
        try await tmux.waitFor("Licence:")
        try await tmux.press("Escape")
        try await tmux.waitFor("3 of 40")
        try await tmux.type("v")
        try await tmux.waitFor("v list")
        try await click(row: 3, column: 2)
        try await tmux.waitFor("1 of 40")
        try await click(row: 3, column: 20)
        try await tmux.waitFor("2 of 40")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    /// The quit rule the README and the help state: `Q` quits from the help overlay too; in the search field
    /// it is a letter; Ctrl-C quits from anywhere.
    @Test func quitsAsTheHelpSays() async throws {
        let tmux = try await startSearching("horses", showing: "1 of 40")
        try await tmux.type("?")
        let help = try await tmux.waitFor("any key closes")
        #expect(help.contains("quit from anywhere"))
        try await tmux.type("Q")
        try await expectSaneTerminal(tmux)
        try await tmux.run("clear; \(command())")
        try await tmux.waitFor("Search:")
        try await tmux.press("F1")
        let searchHelp = try await tmux.waitFor("any key closes")
        #expect(searchHelp.contains("Alt-b Alt-f"), "F1 opens the search screen's help, where ? is a letter")
        try await tmux.press("Escape")
        try await tmux.waitUntil("the help to close") { !$0.contains("any key closes") }
        try await tmux.type("Q")
        try await tmux.waitFor("Search: Q")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    /// Escape sequences are whole keys: Alt-b/f/d edit by word, focus events and other unknown sequences do
    /// nothing (the app stays, the text stays), and a lone Esc is still Esc.
    @Test func readsEscapeSequencesAsWholeKeys() async throws {
        let tmux = try await TmuxSession()
        try await tmux.run(command())
        try await tmux.waitFor("Search:")
        try await tmux.type("red bus")
        try await tmux.press("M-b")
        try await tmux.type("X")
        try await tmux.waitFor("Search: red Xbus")
        try await tmux.send(bytes: Array("\u{1b}[I\u{1b}[O\u{1b}[1;5P".utf8))
        try await tmux.press("M-f", "M-BSpace")
        try await tmux.type("car")
        try await tmux.waitFor("Search: red car")
        try await escapeFromTheFirstSearch(tmux)
        try await expectSaneTerminal(tmux)
    }

    /// A paste is one edit: line breaks become spaces, and the field stops at 1,000 characters with a notice.
    @Test func takesAPasteAsOneEdit() async throws {
        let tmux = try await TmuxSession()
        try await tmux.run(command())
        try await tmux.waitFor("Search:")
        try await tmux.paste("red\nbus")
        try await tmux.waitFor("Search: red bus")
        try await tmux.paste(String(repeating: "word ", count: 1_000))
        try await tmux.waitFor("holds 1000 characters")
        try await tmux.press("C-u")
        try await tmux.type("dog")
        try await tmux.press("Enter")
        try await tmux.waitFor("“dog” —")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    /// An emoji ZWJ sequence in the field takes the 2 columns the terminal gives it, and one Backspace
    /// erases it whole, leaving no ghost glyphs.
    @Test func editsAnEmojiSequenceWhole() async throws {
        let tmux = try await TmuxSession()
        try await tmux.run(command())
        try await tmux.waitFor("Search:")
        try await tmux.type("a👨‍👩‍👧‍👦b")
        let typed = try await tmux.waitFor("Search: a")
        let line = try #require(typed.split(separator: "\n").first { $0.contains("Search:") })
        #expect(line.hasSuffix("b"), "the b follows the emoji at once: \(line)")
        try await tmux.press("Left", "BSpace")
        let erased = try await tmux.waitUntil("the emoji erased") { $0.contains("Search: ab") }
        #expect(!erased.contains("👩"))
        try await escapeFromTheFirstSearch(tmux)
        try await expectSaneTerminal(tmux)
    }

    @Test func showsADamagedCatalogAsItsFileAndLine() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("c-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\"id\": \"a\", \"title\": \"dog\"}\n{\"id\": \"b\", \"title\": [\"dog\"]}\n".utf8)
            .write(to: folder.appendingPathComponent("photos.jsonl"))
        let tmux = try await startSearching("dog", showing: "photos.jsonl line 2", commandLine: command(catalog: folder.path))
        #expect(try await tmux.screen().contains("\(folder.path)/photos.jsonl line 2: \"title\" should be text"))
        try await escapeFromTheFirstSearch(tmux)
        try await expectSaneTerminal(tmux)
    }

    /// Photos as coloured half blocks in the list and on the detail screen, and none left behind where text
    /// goes when the views change.
    @Test func drawsPhotosAsColouredHalfBlocks() async throws {
        let tmux = try await startSearching("horses", showing: "1 of 40", commandLine: command(extra: "--colors 256 --symbols half"))
        // The selected row's thumbnail, 8×4 cells (waited for whole: tmux may be read between two writes).
        try await tmux.waitUntil("the selected row's thumbnail") { $0.split(separator: "\n").filter { $0.hasPrefix("▌▀▀▀▀▀▀▀▀") }.count == 4 }
        let colored = try await tmux.coloredScreen()
        #expect(colored.contains("\u{1b}[38;5;"), "256-colour foregrounds")
        #expect(colored.contains("\u{1b}[48;5;"), "256-colour backgrounds")
        try await tmux.press("Enter")
        let detail = try await tmux.waitUntil("the preview") { $0.split(separator: "\n").filter { $0.contains(String(repeating: "▀", count: 30)) }.count > 10 }
        #expect(detail.contains("Licence:"))
        try await tmux.press("Escape")
        let back = try await tmux.waitUntil("the list again") { $0.contains("1 of 40") && !$0.contains("Licence:") }
        let strays = back.split(separator: "\n").filter { line in line.dropFirst(10).contains("▀") }
        #expect(strays.isEmpty, "no image cells left where text goes: \(strays)")
        try await tmux.resize(columns: 60, rows: 20)
        let narrow = try await tmux.waitUntil("the narrow list") { $0.split(separator: "\n").count <= 20 && $0.contains("1 of 40") }
        #expect(narrow.split(separator: "\n").allSatisfy { !$0.dropFirst(10).contains("▀") })
        try await tmux.type("Q")
        try await expectSaneTerminal(tmux)
    }

    /// By default photos are quadrant blocks (tmux draws no sextants of its own): the list's thumbnail is 8×4
    /// cells of block glyphs, quadrants among them — twice the pixels across of half blocks.
    @Test func drawsPhotosInQuadrantsByDefault() async throws {
        let tmux = try await startSearching("horses", showing: "1 of 40", commandLine: command(extra: "--colors 256"))
        let quadrants = Set("▘▝▖▗▚▞▛▜▙▟▌▐▄")
        // The thumbnail drawn (its cells block glyphs, none the `░` of one still loading), quadrants among them.
        try await tmux.waitUntil("the selected row's thumbnail in quadrants") { screen in
            let rows = screen.split(separator: "\n").dropFirst().prefix(4).map { $0.dropFirst().prefix(8) }
            return rows.count == 4 && rows.allSatisfy { $0.count == 8 && !$0.contains("░") && TerminalAppTests.hasMosaic(String($0)) }
                && rows.joined().contains { quadrants.contains($0) }
        }
        try await tmux.type("Q")
        try await expectSaneTerminal(tmux)
    }

    /// Truecolor over a 256-colour terminfo: the cells are painted again in 24-bit colour after each frame,
    /// and nothing of that cuts into ncurses' own output (no stale text after going back).
    @Test func paintsTruecolorWithoutCorruptingTheScreen() async throws {
        let tmux = try await startSearching("horses", showing: "1 of 40", commandLine: command(extra: "--colors truecolor --symbols half"))
        try await tmux.waitUntil("coloured thumbnails") { $0.contains("▀▀▀▀▀▀▀▀ ") }
        let list = try await tmux.coloredScreen()
        #expect(list.contains("\u{1b}[38;2;"), "24-bit foregrounds")
        try await tmux.press("j", "Enter")
        try await tmux.waitFor("Licence:")
        try await tmux.press("Escape")
        // The truecolor cells are painted after ncurses' frame: wait for the screen to settle, and fail if stale
        // cells stay where text goes.
        try await tmux.waitUntil("the list again, with no image cells where text goes") { screen in
            let text = screen.split(separator: "\n").dropFirst().map { $0.dropFirst(10) }.filter { !$0.isEmpty }
            return screen.contains("2 of 40") && text.allSatisfy { !$0.contains("▀") && !$0.contains("Licence") }
        }
        try await tmux.type("Q")
        try await expectSaneTerminal(tmux)
    }

    /// `v` shows the contact sheet: tiles of thumbnails, the selected one framed; arrows move in two
    /// dimensions; the selection survives the toggle back, a resize and a return from the detail screen.
    @Test func togglesTheContactSheet() async throws {
        let tmux = try await startSearching("horses", showing: "1 of 40", commandLine: command(extra: "--colors 256 --symbols half"))
        try await tmux.type("v")
        let sheet = try await tmux.waitUntil("the contact sheet with its thumbnails") {
            $0.contains("╭────────────╮") && $0.contains("│▀▀▀▀▀▀▀▀▀▀▀▀│")
        }
        #expect(sheet.split(separator: "\n").contains { $0.contains("│Two equestr…│") }, "the title under the framed tile")
        try await tmux.press("Right", "Down")
        // Six tiles across a 100-column terminal: right, then a row down, is the 8th.
        try await tmux.waitFor("8 of 40", timeout: .seconds(15))
        try await tmux.press("Enter")
        try await tmux.waitFor("Licence:")
        try await tmux.press("Escape")
        try await tmux.waitUntil("the sheet again") { $0.contains("╭────────────╮") && $0.contains("8 of 40") }
        try await tmux.resize(columns: 70, rows: 25)
        try await tmux.waitUntil("the sheet resized, its tiles smaller") { $0.contains("╭──────────╮") && $0.contains("8 of 40") }
        try await tmux.type("v")
        let list = try await tmux.waitUntil("the list again") { !$0.contains("╭") && $0.contains("8 of 40") }
        #expect(list.contains("▌"))
        try await tmux.type("Q")
        try await expectSaneTerminal(tmux)
    }

    /// Under kitty (and no multiplexer) photos go out through kitty's graphics protocol: each frame whose
    /// pictures changed deletes every image first, so a view change never leaves one behind. `script` gives
    /// the app a terminal of its own and keeps every byte it wrote.
    /// Kitty's protocol, read from the bytes the app wrote (tmux shows none of it): each image transmitted once
    /// under an id, in chunks — its pixels as they are, or a PNG file of them where the session came over ssh
    /// (`remote`); placed by id (scaled into its cells: the cell size is unknown here); taken off by id when the view
    /// changes, and placed again — not sent again — when it comes back.
    @Test(arguments: [false, true])
    func sendsKittyImagesWhereTheTerminalIsKitty(remote: Bool) async throws {
        let bytes = ScratchFolder.path("kitty")
        defer { try? FileManager.default.removeItem(at: bytes) }
        let inner = command().replacingOccurrences(of: "'", with: "'\\''")
        let ssh = remote ? " SSH_CONNECTION='10.0.0.2 52114 10.0.0.1 22'" : ""
        let tmux = try await startSearching("horses", showing: "1 of 40",
                                            commandLine: "env -u TMUX -u SSH_CONNECTION -u SSH_CLIENT -u SSH_TTY TERM=xterm-256color KITTY_WINDOW_ID=1\(ssh) script -q -f -c '\(inner)' \(bytes.path)")
        func commands(until done: @escaping ([KittyCommand]) -> Bool) async throws -> [KittyCommand] {
            let deadline = ContinuousClock.now + .seconds(15)
            var found: [KittyCommand] = []
            repeat {
                found = KittyCommand.all(in: (try? String(contentsOf: bytes, encoding: .utf8)) ?? "")
                if done(found) { break }
                try await Task.sleep(for: .milliseconds(50))
            } while ContinuousClock.now < deadline
            return found
        }
        /// A transmitted image's size in pixels: its keys' (the pixels themselves), or its PNG file's header.
        func size(_ image: (keys: [String: String], payload: String, chunks: Int)) -> (width: Int, height: Int)? {
            if let width = image.keys["s"].flatMap({ Int($0) }), let height = image.keys["v"].flatMap({ Int($0) }) { return (width, height) }
            guard let file = Data(base64Encoded: image.payload), file.count >= 24, file.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
            func number(at offset: Int) -> Int { file[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            return (number(at: 16), number(at: 20))
        }
        // The list's thumbnails: 8×4 cells, square (the cell twice as tall as wide, as tmux says it).
        let list = try await commands { $0.contains { $0["a"] == "p" } }
        let sent = KittyCommand.transmissions(in: list)
        let first = try #require(sent.first, "a thumbnail transmitted")
        let side = try #require(size(first)?.width)
        #expect(first.keys["f"] == (remote ? "100" : "24") && size(first)?.height == side && side % 8 == 0 && first.keys["o"] == nil)
        let payload = try #require(Data(base64Encoded: first.payload))
        if remote {
            #expect(payload.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG file")
            #expect(payload.count < side * side * 3, "smaller than the pixels")
        } else {
            #expect(payload.count == side * side * 3, "the pixels themselves")
        }
        #expect(list.allSatisfy { $0.payload.count <= 4096 }, "chunks of 4096 bytes at most")
        let id = try #require(first.keys["i"])
        #expect(list.contains { $0["a"] == "p" && $0["i"] == id && $0["p"] == "1" && $0["C"] == "1" })
        // The contact sheet: the list's placements taken off by id, larger tiles sent and placed.
        try await tmux.type("v")
        let tile = side / 8 * 12
        let sheet = try await commands { found in KittyCommand.transmissions(in: found).contains { size($0)?.width == tile } }
        #expect(sheet.contains { $0["a"] == "d" && $0["d"] == "i" && $0["i"] == id }, "the list's thumbnail taken off")
        // Tiles of 12×6 cells, over the square thumbnail's 150 pixels here: the whole photo fitted into them.
        #expect(KittyCommand.transmissions(in: sheet).contains { size($0)?.width == tile || size($0)?.height == tile }, "tiles of 12×6 cells")
        // Back to the list: the first thumbnail placed again under its id, not transmitted again.
        let placedBefore = sheet.filter { $0["a"] == "p" && $0["i"] == id }.count
        try await tmux.type("v")
        let back = try await commands { found in found.filter { $0["a"] == "p" && $0["i"] == id }.count > placedBefore }
        #expect(KittyCommand.transmissions(in: back).filter { $0.keys["i"] == id }.count == 1, "sent once")
        #expect(!TerminalAppTests.hasMosaic(try await tmux.screen()), "no block glyphs where kitty shows the pictures")
        try await tmux.type("Q")
        try await expectSaneTerminal(tmux)
        let all = KittyCommand.all(in: (try? String(contentsOf: bytes, encoding: .utf8)) ?? "")
        #expect(all.last?["a"] == "d" && all.last?["d"] == "A", "every image freed on leaving")
    }

    /// iTerm2's inline images, read from the bytes the app wrote: each thumbnail a JPEG made from the pixels it is
    /// shown at (never the file as it came), sized in cells, the cursor put back after it.
    @Test func sendsJPEGsOfThePixelsShownWhereTheTerminalIsITerm2() async throws {
        let bytes = ScratchFolder.path("iterm")
        defer { try? FileManager.default.removeItem(at: bytes) }
        let first = try await PhotoInWindow.photos(for: "horses", count: 1, flickterm: URL(fileURLWithPath: flickterm))[0]
        let inner = command().replacingOccurrences(of: "'", with: "'\\''")
        let tmux = try await startSearching("horses", showing: "1 of 40",
                                            commandLine: "env -u TMUX TERM=xterm-256color TERM_PROGRAM=iTerm.app script -q -f -c '\(inner)' \(bytes.path)")
        var written = ""
        let file = try Data(contentsOf: PhotoInWindow.square(of: first))
        let start = "\u{1b}7\u{1b}[2;2H\u{1b}]1337;File=inline=1;size="
        // Whole: the file is read while the app writes it, and its end (BEL) may not have come yet.
        try await waitUntil("the first thumbnail's picture") {
            written = (try? String(contentsOf: bytes, encoding: .utf8)) ?? ""
            return written.range(of: start).map { written[$0.upperBound...].contains("\u{07}") } ?? false
        }
        // The first result's thumbnail, in the list's 8×4 cells, drawn at its cell (row 2, column 2) with the cursor
        // saved (the rows' pictures go out as each is ready, in any order): a JPEG, not the catalog's file.
        let sent = try #require(written.range(of: start))
        let arguments = try #require(written[sent.upperBound...].split(separator: ":", maxSplits: 1).first)
        #expect(arguments.hasSuffix(";width=8;height=4;preserveAspectRatio=1"))
        let payload = try #require(written[sent.upperBound...].split(separator: ":", maxSplits: 1).last?.split(separator: "\u{07}").first)
        let jpeg = try #require(Data(base64Encoded: String(payload)))
        #expect(jpeg.starts(with: [0xFF, 0xD8]) && jpeg != file)
        #expect(arguments.hasPrefix("\(jpeg.count);"), "the size it says is the file's")
        // The other rows show their loading shade (░) until their files are sent, then no block glyphs at all.
        _ = try await tmux.waitUntil("no block glyphs where the terminal shows the pictures") { !TerminalAppTests.hasMosaic($0) }
        try await tmux.type("Q")
        try await expectSaneTerminal(tmux)
    }

    /// Kitty's pictures inside tmux: sent through tmux's passthrough to the terminal outside (read here from a client
    /// attached in a pseudo-terminal) with a virtual placement of their size in cells, and drawn as Unicode
    /// placeholders — text tmux keeps in its own screen, so they scroll and clip with it.
    @Test func drawsKittyPicturesInsideTmuxAsPlaceholders() async throws {
        let tmux = try await TmuxSession()
        let outside = ScratchFolder.path("outside")
        defer { try? FileManager.default.removeItem(at: outside) }
        try await tmux.recordClient(into: outside)
        try await tmux.run("tmux set -g allow-passthrough on")
        _ = try await startSearching("horses", showing: "1 of 40", commandLine: command(extra: "--images kitty"), in: tmux)
        // tmux's own screen: the first thumbnail's 8×4 cells are placeholders, row and column marked.
        let screen = try await tmux.waitUntil("placeholders on the first row") { screen in
            screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().first?.unicodeScalars.contains { $0.value == 0x10EEEE } == true
        }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1].unicodeScalars.filter { $0.value == 0x10EEEE }.count == 8, "8 columns of the picture on its first row")
        // After the selected row's mark (▌): row 0, column 0, then row 0, column 1.
        #expect(lines[1].unicodeScalars.dropFirst().prefix(6).map(\.value) == [0x10EEEE, 0x0305, 0x0305, 0x10EEEE, 0x0305, 0x030D])
        #expect(lines[4].unicodeScalars.contains { $0.value == 0x0310 }, "row 3 on the fourth line")
        // Its colour is the image's id.
        #expect(try await tmux.coloredScreen().contains("\u{1b}[38;5;16m"))
        // The terminal outside got the image (tmux unwraps the passthrough) and a virtual placement of 8×4 cells.
        var commands: [KittyCommand] = []
        try await waitUntil("a virtual placement outside for every image sent") {
            commands = KittyCommand.all(in: (try? String(contentsOf: outside, encoding: .utf8)) ?? "")
            let placed = Set(commands.filter { $0["a"] == "p" && $0["U"] == "1" }.compactMap { $0["i"] })
            return !placed.isEmpty && Set(KittyCommand.transmissions(in: commands).compactMap { $0.keys["i"] }).isSubset(of: placed)
        }
        let sent = KittyCommand.transmissions(in: commands)
        // The pixels themselves: the session is local (a PNG file only where it came over ssh).
        #expect(sent.contains { $0.keys["i"] == "16" && $0.keys["f"] == "24" && $0.keys["o"] == nil })
        #expect(commands.contains { $0["a"] == "p" && $0["U"] == "1" && $0["i"] == "16" && $0["c"] == "8" && $0["r"] == "4" })
        // A page down moves the pictures as text: no placement is sent for it.
        let placements = commands.filter { $0["a"] == "p" }.count
        try await tmux.press("PageDown")
        _ = try await tmux.waitUntil("the next page") { !$0.contains("1 of 40") }
        try await tmux.press("PageUp")
        _ = try await tmux.waitFor("1 of 40")
        let after = KittyCommand.all(in: (try? String(contentsOf: outside, encoding: .utf8)) ?? "")
        #expect(after.filter { $0["a"] == "p" }.count == placements + (KittyCommand.transmissions(in: after).count - sent.count), "a placement only for a new image")
        try await tmux.type("Q")
        try await expectSaneTerminal(tmux)
    }

    @Test func drawsNoImagesWhenAskedNot() async throws {
        let tmux = try await startSearching("horses", showing: "1 of 40", commandLine: command(extra: "--no-images"))
        let screen = try await tmux.screen()
        #expect(!TerminalAppTests.hasMosaic(screen))
        try await tmux.type("Q")
        try await expectSaneTerminal(tmux)
    }

    @Test func drawsHostileTitlesHarmlessly() async throws {
        let folder = ScratchFolder.path("catalog")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = #"{"id":"evil","title":"Evil \u001b[2J\u001b]2;owned\u0007title \u202eabc \u001b[31mred","description":"\u001b[?1049l","tags":[],"owner":{"id":"","name":"Mallory"},"license":{"code":"PDM","name":"PDM","url":""},"taken":null,"posted":null,"views":null,"comments":null,"faves":null,"width":null,"height":null,"page_url":"","source":"","credit":"","images":{}}"#
        try Data((record + "\n").utf8).write(to: folder.appendingPathComponent("photos.jsonl"))
        let tmux = try await startSearching("evil", showing: "Evil title abc red", commandLine: command(catalog: folder.path))
        try await tmux.press("Enter")
        try await tmux.waitFor("by Mallory")
        #expect(try await tmux.display("#{alternate_on}") == "1", "the description's escape did not leave the alternate screen")
        #expect(try await tmux.display("#{pane_title}") != "owned")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    /// A byte that is not UTF-8 (a Latin-1 paste, a terminal answering in binary) neither stops the reading nor loses
    /// what follows it: the field shows a replacement character and the rest, and the next key works.
    @Test func aByteThatIsNotUTF8DoesNotStallTheKeys() async throws {
        let tmux = try await TmuxSession()
        try await tmux.run(command())
        try await tmux.waitFor("Search:")
        try await tmux.send(bytes: [0xE9, 0x41, 0x42])
        try await tmux.waitFor("\u{FFFD}AB")
        try await tmux.type("C")
        try await tmux.waitFor("\u{FFFD}ABC")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    @Test func suspendsAndResumesWithAFullRedraw() async throws {
        let tmux = try await startSearching("horses", showing: "1 of 40")
        try await tmux.press("C-z")
        try await tmux.waitFor("Stopped")
        #expect(try await tmux.display("#{alternate_on}") == "0")
        try await expectBackOnFg(tmux)
    }

    /// Ctrl-Z with a key right behind it: the app stops before it does anything more (the key, and the frame it asks
    /// for, would take the screen back from the shell); a key it had not read yet is the shell's.
    @Test func stopsBeforeTheKeyThatFollowsCtrlZ() async throws {
        let tmux = try await startSearching("horses", showing: "1 of 40")
        try await tmux.press("C-z", "j")
        try await tmux.waitFor("Stopped")
        #expect(try await tmux.display("#{alternate_on}") == "0")
        try await tmux.press("C-u")
        // Where the selection is depends on whether the app read the `j` before it stopped: `G` goes to the end either way.
        try await expectBackOnFg(tmux, pressing: "G", showing: "40 of 40")
    }

    /// Ctrl-Z where no shell can resume the app (the terminal runs it itself; here it takes the shell's place): the
    /// bell, and the app goes on as it was, where a stop would be for good.
    @Test func ctrlZWithNoShellToComeBackToRingsAndGoesOn() async throws {
        let marked = try MarkedCatalog()
        let tmux = try await startSearching(
            "horses", showing: "1 of 40", commandLine: "FLICKR_API_KEY= exec \(flickterm) --catalog '\(marked.link.path)'"
        )
        try await tmux.setOption("monitor-bell", "on")
        try await tmux.press("C-z")
        try await waitUntil("the bell") { try await tmux.display("#{window_bell_flag}") == "1" }
        #expect(try await tmux.display("#{alternate_on}") == "1", "the screen not left")
        try await tmux.press("j")
        try await tmux.waitFor("2 of 40")
        #expect(try MarkedCatalog.state(of: try await marked.pid()) != "T")
    }

    /// A stop the app did not ask for (SIGSTOP from elsewhere leaves the terminal in the shell's modes): after `fg`,
    /// keys move the selection again rather than being echoed and held to the line.
    @Test func worksAgainAfterAStopFromElsewhere() async throws {
        let marked = try MarkedCatalog()
        let tmux = try await startSearching("horses", showing: "1 of 40", commandLine: command(catalog: marked.link.path))
        kill(try await marked.pid(), SIGSTOP)
        try await tmux.waitFor("Stopped")
        try await expectBackOnFg(tmux)
    }

    /// A storm of SIGWINCH that changes no size (a multiplexer's, or a hostile sender's) draws nothing: the keys after
    /// it are answered at once, with only their own bytes.
    @Test func aResizeStormThatChangesNothingRedrawsNothing() async throws {
        let marked = try MarkedCatalog()
        let tmux = try await startSearching("horses", showing: "1 of 40", commandLine: command(catalog: marked.link.path))
        let app = try await marked.pid()
        try await tmux.press("j")
        try await tmux.waitFor("2 of 40")
        _ = try await tmux.waitUntil("every thumbnail on the screen drawn") { !$0.contains("░") }
        let before = try MarkedCatalog.bytesWritten(by: app)
        for _ in 0..<2_000 { kill(app, SIGWINCH) }
        try await tmux.press("j")
        try await tmux.waitFor("3 of 40")
        let written = try MarkedCatalog.bytesWritten(by: app) - before
        #expect(written < 4_096, "a move's bytes, not a screen drawn again: \(written)")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    /// Ctrl-Z under a parent in the same job (`make run`: make and its shell stop at once, and the shell takes the terminal
    /// back while the app is still giving it back): `fg` brings the app back drawn, not stopped again.
    @Test func suspendsAndResumesUnderAParentThatStopsToo() async throws {
        // `sh -c` with a command after the app's: the shell stays, the app's parent in its job, as make's shell does.
        let marked = try MarkedCatalog()
        let tmux = try await startSearching("horses", showing: "1 of 40", commandLine: "sh -c \"\(command(catalog: marked.link.path)); true\"")
        let app = try await marked.pid(of: flickterm)
        try await tmux.press("C-z")
        // Waited for in the app itself: the shell writes its notice once its child stops, which may be before the app
        // has left the alternate screen, where the notice then stays.
        try await waitUntil("the app stopped", timeout: .seconds(15)) { try MarkedCatalog.state(of: app) == "T" }
        try await expectBackOnFg(tmux)
    }

    /// `fg` brings the suspended app back on 'horses' drawn whole, answering keys (`key` shows `shown`), and it leaves
    /// the terminal sane.
    private func expectBackOnFg(_ tmux: TmuxSession, pressing key: String = "j", showing shown: String = "2 of 40") async throws {
        try await tmux.run("fg")
        try await tmux.waitFor("“horses” — 40 photos")
        try await tmux.press(key)
        try await tmux.waitFor(shown)
        try await tmux.type("Q")
        try await expectSaneTerminal(tmux)
    }

    /// Starts the app on the demo catalog reached through a link of a unique name, so that `pgrep -f` and
    /// `pkill -f` find this instance only. The link is removed when the returned guard is.
    private func startMarked(stateFolder: URL? = nil, environment: String = "") async throws -> (TmuxSession, MarkedCatalog) {
        let tmux = try await TmuxSession()
        let marked = try MarkedCatalog()
        let state = stateFolder.map { "XDG_STATE_HOME='\($0.path)' " } ?? ""
        try await tmux.run("ulimit -c 0; " + environment + state + command(catalog: marked.link.path))
        try await tmux.waitFor("Search:")
        return (tmux, marked)
    }

    /// Every signal that would end the process restores the terminal first; Ctrl-\ (SIGQUIT) among them.
    @Test(arguments: ["TERM", "QUIT", "USR1", "USR2", "ALRM", "HUP"]) func restoresTheTerminalOnEndingSignals(signal: String) async throws {
        let (tmux, marked) = try await startMarked()
        try await marked.signal(signal)
        try await expectSaneTerminal(tmux)
    }

    @Test func quitsCleanlyOnCtrlBackslash() async throws {
        let tmux = try await startSearching("horses", showing: "1 of 40")
        try await tmux.press("C-\\")
        try await expectSaneTerminal(tmux)
        #expect(!(try await tmux.screen()).contains("Backtrace"))
    }

    @Test func livesThroughSIGPIPE() async throws {
        let (tmux, marked) = try await startMarked()
        try await marked.signal("PIPE")
        try await tmux.type("x")
        try await tmux.waitFor("Search: x")
        try await tmux.press("C-c")
        try await expectSaneTerminal(tmux)
    }

    /// The crash path: a fatal signal (as a real fault or a failed check raises) still leaves the terminal sane.
    /// A crash restores the terminal, writes a report (the signal and the stack) into the state folder, and
    /// says where in one line on the restored terminal, its frames named.
    @Test(arguments: ["SEGV", "ABRT", "ILL", "BUS", "FPE", "SYS"]) func restoresTheTerminalAfterACrash(signal: String) async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: state) }
        let (tmux, marked) = try await startMarked(stateFolder: state)
        try await marked.signal(signal)
        let folder = state.appendingPathComponent("flickterm")
        try await tmux.waitFor("the report is in \(folder.path)/crash-")
        try await expectSaneTerminal(tmux)
        let reports = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("crash-") }
        #expect(reports.count == 1)
        let report = try String(contentsOf: folder.appendingPathComponent(reports.first ?? ""), encoding: .utf8)
        #expect(report.hasPrefix("flickterm crashed: signal "))
        #expect(report.contains("stack:\n"))
        // Its frames in flickterm are named from the binary's symbol table, private functions too (the handler's).
        #expect(report.contains("flickterm($s10TerminalUI10CrashGuardO11writeReport"))
    }

    /// A link planted where the crash report goes (another user's trick in a shared folder) is never followed:
    /// the file it points to stays as it was, and the report is a new file of its own.
    @Test func aCrashReportNeverFollowsAPlantedLink() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: state) }
        let victim = state.appendingPathComponent("victim")
        let (tmux, marked) = try await startMarked(stateFolder: state)
        try Data("precious".utf8).write(to: victim)
        let folder = state.appendingPathComponent("flickterm")
        let report = folder.appendingPathComponent("crash-\(try await marked.pid()).log")
        try FileManager.default.createSymbolicLink(at: report, withDestinationURL: victim)
        try await marked.signal("SEGV")
        try await tmux.waitFor("the report is in \(report.path)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        let attributes = try FileManager.default.attributesOfItem(atPath: report.path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(try String(contentsOf: report, encoding: .utf8).hasPrefix("flickterm crashed: signal "))
    }

    /// With neither XDG_STATE_HOME nor HOME, no report is written anywhere (never a shared /tmp), and the line
    /// says so.
    @Test func noCrashReportWithoutAStateFolder() async throws {
        let (tmux, marked) = try await startMarked(environment: "env -u HOME -u XDG_STATE_HOME ")
        let pid = try await marked.pid()
        try await marked.signal("SEGV")
        try await tmux.waitFor("no report was written: neither XDG_STATE_HOME nor HOME is set")
        try await expectSaneTerminal(tmux)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/flickterm/crash-\(pid).log"))
    }
}

/// The demo catalog behind a symbolic link of a unique name, which marks the app using it.
private final class MarkedCatalog {
    let link = ScratchFolder.path("marked")

    init() throws {
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: ProjectPaths.catalog)
    }

    deinit {
        try? FileManager.default.removeItem(at: link)
    }

    /// A process's state, as /proc/PID/stat gives it after the command's name ("T": stopped).
    static func state(of pid: Int32) throws -> Substring? {
        try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8).split(separator: ")").last?.split(separator: " ").first
    }

    /// The bytes `pid` has written so far, to the terminal and elsewhere (`wchar` in /proc/PID/io).
    static func bytesWritten(by pid: Int32) throws -> Int {
        let io = try String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8)
        return try #require(io.split(separator: "\n").first { $0.hasPrefix("wchar:") }.flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) })
    }

    /// The process id of the app started with this catalog; of the one whose command line begins with `program`, when
    /// another (a shell it runs under) names the catalog too.
    func pid(of program: String = "") async throws -> Int32 {
        let found = try await ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/pgrep"), ["-f", "^\(program).*\(link.lastPathComponent)"])
        return try #require(found.stdout.split(separator: "\n").first.flatMap { Int32($0) })
    }

    /// Sends the app the signal named `name` (`TERM`, `SEGV`, …).
    func signal(_ name: String) async throws {
        _ = try await ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/pkill"), ["-\(name)", "-f", link.lastPathComponent])
    }
}
