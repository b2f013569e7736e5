import CNcursesw
import Dispatch
import Glibc

/// Keys and the terminal's answers, read from stdin as they come, and what the app's view model asks for after each.
extension TerminalApp {
    func listen() {
        MainLoop.watch(STDIN_FILENO) { [weak self] hungUp in
            if hungUp { TerminalSession.quit() }
            self?.readKeys()
        }
    }

    func readKeys() {
        handlingKeys = true
        for key in keys.pendingKeys() { handle(key) }
        let replies = keys.takeReplies()
        for reply in replies { capabilities.absorb(reply) }
        if probing != nil, capabilities.isComplete {
            answered()
        } else if probing == nil, !replies.isEmpty {
            apply()
        }
        if keys.holdsEscape {
            // An ESC that may begin an answer: the Esc key if nothing follows it soon.
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
                MainActor.assumeIsolated {
                    for key in self.keys.flushHeldEscape() { self.handle(key) }
                    if self.renderPending { self.render() }
                }
            }
        }
        // A frame only when what the screen shows changed (Observation said so): a key that changes nothing costs
        // its decoding and its input, not a frame.
        handlingKeys = false
        if renderPending { render() }
    }

    /// A key goes to the app's view model first (Ctrl-C, the help), then to the screen on top, then back to the app's
    /// view model if the screen left it (global keys, the bell).
    func handle(_ key: Key) {
        if key == .control("c") {
            app.inputs.interruptPressed()
        } else if app.outputs.help != nil {
            app.inputs.keyPressedOverHelp(key.name)
        } else if let screen = navigator.top, !screen.handle(key) {
            app.inputs.keyLeftOver(key.name, contexts: screen.keyContexts)
        }
        act()
    }

    /// Does what the app's view model asks for: exits, rings the bell, draws everything again, passes a new search on,
    /// suspends.
    func act() {
        let outputs = app.outputs
        if let status = outputs.exitStatus { TerminalSession.quit(status: status) }
        if outputs.bells > done.bells {
            done.bells = outputs.bells
            beep()
        }
        if outputs.redraws > done.redraws {
            done.redraws = outputs.redraws
            clearok(flk_canvas(), true)
            canvas.forgetPainted()
        }
        if outputs.newSearches > done.newSearches {
            done.newSearches = outputs.newSearches
            navigator.top?.newSearchRequested()
        }
        if outputs.suspensions > done.suspensions {
            done.suspensions = outputs.suspensions
            suspend()
        }
    }
}
