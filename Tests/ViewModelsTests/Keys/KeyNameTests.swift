import Testing
@testable import ViewModels

struct KeyNameTests {
    @Test func readsEveryWayAKeyIsWritten() throws {
        let read = try ["j", "G", "?", " ", "Space", "enter", "RETURN", "Esc", "pgdn", "PageUp", "Ctrl-f", "C-F", "^f", "Ctrl+F",
                        "Alt-b", "M-b", "Shift-Tab", "F1", "é"].map { try KeyName(parsing: $0) }
        #expect(read == [.character("j"), .character("G"), .character("?"), .character(" "), .character(" "), .enter, .enter, .escape,
                         .pageDown, .pageUp, .control("f"), .control("f"), .control("f"), .control("f"), .alt("b"), .alt("b"),
                         .backTab, .f1, .character("é")])
    }

    @Test func writesNamesThatReadBackTheSame() throws {
        let keys: [KeyName] = [.character("j"), .character(" "), .control("r"), .alt("d"), .up, .pageDown, .backTab, .f1, .escape]
        #expect(keys.map(\.name) == ["j", "Space", "Ctrl-R", "Alt-d", "Up", "PgDn", "Shift-Tab", "F1", "Esc"])
        #expect(try keys.map { try KeyName(parsing: $0.name) } == keys)
        #expect([KeyName.up, .down, .left, .right, .enter].map(\.label) == ["↑", "↓", "←", "→", "Enter"])
    }

    @Test func saysWhyANameIsNoKey() {
        var reasons: [String] = []
        for text in ["Ctrl-I", "Ctrl-M", "Ctrl-1", "Alt-", "jj", "\u{7}", "Ctrl-Space"] {
            do {
                _ = try KeyName(parsing: text)
                reasons.append("read")
            } catch {
                reasons.append(error.description)
            }
        }
        #expect(reasons == [
            "“Ctrl-I” reaches the app as Tab; write Tab", "“Ctrl-M” reaches the app as Enter; write Enter",
            "“Ctrl-1” is not a key: Ctrl goes with a letter", "“Alt-” needs one character after Alt-",
            "“jj” is not a key name (a character, Ctrl-x, Alt-x, or one of Up, Down, Left, Right, PgUp, PgDn, Home, End, Enter, Backspace, Delete, Esc, Tab, Shift-Tab, F1, Space)",
            "“\u{7}” is not a printable key", "“Ctrl-Space” needs one character after Ctrl-",
        ])
    }
}
