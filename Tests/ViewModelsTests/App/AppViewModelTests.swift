import Testing
import ViewModels

/// The app's own decisions, without a terminal: global keys, the help, the bell, the terminal too small, quitting.
@MainActor
struct AppViewModelTests {
    @Test func globalKeysAndTheBell() {
        let app = AppViewModel(keys: .standard)
        let bells = OutputRecorder { app.bells }
        let searches = OutputRecorder { app.newSearches }
        let redraws = OutputRecorder { app.redraws }
        app.keyLeftOver(.character("/"), contexts: [.results])
        app.keyLeftOver(.control("l"), contexts: [.results])
        app.keyLeftOver(.character("z"), contexts: [.results])
        app.keyLeftOver(.alt("z"), contexts: [.results])
        app.keyLeftOver(nil, contexts: [.results])
        app.keyLeftOver(.character("~"), contexts: [.results])
        #expect(searches.values == [0, 1])
        #expect(redraws.values == [0, 1])
        #expect(bells.values == [0, 1, 2], "z and ~ ring; Alt-z and a paste go quietly")
        #expect(app.exitStatus == nil)
        app.keyLeftOver(.character("Q"), contexts: [.results])
        #expect(app.exitStatus == 0)
    }

    @Test func ctrlZSuspendsOnlyWhereAShellCanResume() {
        let app = AppViewModel(keys: .standard)
        let suspensions = OutputRecorder { app.suspensions }
        let bells = OutputRecorder { app.bells }
        app.suspendKeyPressed(resumable: true)
        app.suspendKeyPressed(resumable: false)
        #expect(suspensions.values == [0, 1])
        #expect(bells.values == [0, 1], "no shell to come back to: the bell, and the app goes on")
    }

    @Test func theHelpShowsTheKeysInForceAndAnyKeyClosesIt() throws {
        let keys = try KeyBindings([.help: [.f1], .quit: [.control("q")]])
        let app = AppViewModel(keys: keys)
        let shown = OutputRecorder { app.help != nil }
        app.keyLeftOver(.f1, contexts: [.grid, .results])
        let help = try #require(app.help)
        #expect(help.title == "Keys")
        #expect(help.lines == keys.help(for: [.grid, .results]))
        #expect(help.lines.last == KeyHelpLine(keys: "Ctrl-C", summary: "quit from anywhere"))
        #expect(help.closing == "any key closes")
        #expect(help.more(3) == "… and 3 more: a taller terminal shows them all")
        app.keyPressedOverHelp(.character("Q"))
        #expect(app.exitStatus == nil, "Q is not the quit key here")
        #expect(shown.values == [false, true, false])
        app.keyLeftOver(.f1, contexts: [.search])
        app.keyPressedOverHelp(.control("q"))
        #expect(app.exitStatus == 0, "the quit key quits over the help too")
    }

    @Test func saysWhenTheTerminalIsTooSmall() {
        let app = AppViewModel(keys: .standard)
        let messages = OutputRecorder { app.tooSmall }
        app.terminalResized(columns: 80, lines: 24)
        app.terminalResized(columns: 39, lines: 24)
        app.terminalResized(columns: 40, lines: 10)
        app.terminalResized(columns: 100, lines: 9)
        #expect(messages.values == [nil, ["Terminal too small", "need 40×10"], nil, ["Terminal too small", "need 40×10"]])
    }

    @Test func ctrlCAndLeavingTheLastScreenEndTheApp() {
        let interrupted = AppViewModel(keys: .standard)
        interrupted.interruptPressed()
        #expect(interrupted.exitStatus == 0)
        let left = AppViewModel(keys: .standard)
        left.lastScreenLeft()
        #expect(left.exitStatus == 0)
    }
}
