import CNcursesw

/// Reads every pending key without blocking — the terminal's bytes passed to ncurses through ``TerminalInput`` — and
/// turns them into whole ``Key``s (escape sequences decoded by ``KeyDecoder``).
@MainActor
struct KeyReader {
    private var decoder = KeyDecoder()

    /// True while the terminal's answers are due (``KeyDecoder/awaitingReplies``).
    var awaitingReplies: Bool {
        get { decoder.awaitingReplies }
        set { decoder.awaitingReplies = newValue }
    }

    /// True when an ESC that ended the last read is held, in case an answer follows it.
    var holdsEscape: Bool { decoder.holdsEscape }

    /// The held ESC, as the Esc key.
    mutating func flushHeldEscape() -> [Key] { decoder.flushHeldEscape() }

    /// The terminal's answers read so far.
    mutating func takeReplies() -> [TerminalReply] { decoder.takeReplies() }

    /// Where the terminal's bytes come from (``TerminalInput``); `nil`: ncurses reads them itself.
    var input: TerminalInput?

    /// Every key the terminal has sent so far, all of it read whatever it holds (the key window is in no-delay mode).
    mutating func pendingKeys() -> [Key] {
        var keys: [Key] = []
        var more = true
        while more {
            more = input?.passOn() ?? false
            keys += rawKeys()
        }
        return decoder.decode(keys)
    }

    /// What ncurses decoded, escape sequences it does not know left as ESC and their characters.
    private func rawKeys() -> [Key] {
        var keys: [Key] = []
        var code: wint_t = 0
        while true {
            let status = wget_wch(flk_key_window(), &code)
            if status == ERR { break }
            if status == KEY_CODE_YES {
                if let key = functionKey(Int32(code)) { keys.append(key) }
            } else if let key = Key(terminalScalar: UInt32(code)) {
                keys.append(key)
            }
        }
        return keys
    }

    private func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_ENTER: .enter
        case KEY_BACKSPACE: .backspace
        case KEY_DC: .delete
        case KEY_BTAB: .backTab
        case KEY_MOUSE: mouseKey()
        case KEY_F0 + 1: .help
        default: nil
        }
    }

    private func mouseKey() -> Key? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let state = event.bstate
        if state & flk_mouse_wheel_up() != 0 { return .wheel(-1) }
        if state & flk_mouse_wheel_down() != 0 { return .wheel(1) }
        if state & flk_mouse_button1() != 0 { return .click(row: Int(event.y), column: Int(event.x)) }
        return nil
    }
}
