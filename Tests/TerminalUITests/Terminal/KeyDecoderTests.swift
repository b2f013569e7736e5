import Testing
@testable import TerminalUI

/// Escape sequences arrive as whole keys: Alt-keys, pastes, and nothing at all for sequences nobody uses.
struct KeyDecoderTests {
    /// ncurses' view of `text`: one key a character, ESC as `.escape`, DEL as `.backspace`.
    private func raw(_ text: String) -> [Key] {
        text.map { character in
            switch character {
            case "\u{1b}": .escape
            case "\u{7f}": .backspace
            case "\r": .enter
            default: .character(character)
            }
        }
    }

    @Test func readsAltKeys() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(raw("\u{1b}b\u{1b}f\u{1b}d\u{1b}\u{7f}x")) == [.alt("b"), .alt("f"), .alt("d"), .altBackspace, .character("x")])
    }

    @Test func dropsFocusEventsAndUnknownSequences() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(raw("a\u{1b}[Ib\u{1b}[Oc\u{1b}[1;5Pd")) == [.character("a"), .character("b"), .character("c"), .character("d")])
    }

    @Test func readsShiftTabWhereTerminfoDoesNotNameIt() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(raw("a\u{1b}[Zb")) == [.character("a"), .backTab, .character("b")])
    }

    @Test func takesAPasteAsOneKey() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(raw("\u{1b}[200~red\rbus\u{1b}[201~!")) == [.paste("red bus"), .character("!")])
    }

    @Test func takesAPasteSplitAcrossReads() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(raw("\u{1b}[200~q")) == [])
        #expect(decoder.decode(raw("Q\u{1b}")) == [])
        #expect(decoder.decode(raw("[201~")) == [.paste("qQ")])
    }

    @Test func keepsALoneEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([.escape]) == [.escape])
        #expect(decoder.decode([.escape, .escape]) == [.escape, .escape])
        #expect(decoder.decode([.escape, .up]) == [.escape, .up])
    }

    /// 200,000 pasted characters come through as one key, cut at the paste limit. The deadline only bounds a
    /// failure: input handling that grew quadratic took minutes here.
    @Test func takesAHugePasteInOnePass() {
        var decoder = KeyDecoder()
        let text = String(repeating: "abcdefghij", count: 20_000)
        let deadline = ContinuousClock.now + .seconds(30)
        let keys = decoder.decode(raw("\u{1b}[200~" + text + "\u{1b}[201~"))
        #expect(keys == [.paste(String(text.prefix(KeyDecoder.pasteLimit)))])
        #expect(ContinuousClock.now < deadline)
    }
}
