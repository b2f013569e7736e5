import Model
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

    /// What xterm -ti vt340 answers to the start-up questions, the DA1 sentinel last.
    static let answers = "\u{1b}P1+r524742=382F382F38\u{1b}\\\u{1b}P0+r436f\u{1b}\\\u{1b}P1$r0;38:2::1:2:3m\u{1b}\\"
        + "\u{1b}[?1;0;1024S\u{1b}[6;17;9t\u{1b}[4;510;720t\u{1b}P>|XTerm(379)\u{1b}\\\u{1b}_Gi=31;OK\u{1b}\\"
        + "\u{1b}]4;1;rgb:cdcd/0000/0000\u{1b}\\\u{1b}]4;15;rgb:ff/ff/ff\u{1b}\\\u{1b}]11;rgb:ffff/ffff/ffff\u{1b}\\\u{1b}[?63;1;2;4;6;9;15;22c"
    static let replies: [TerminalReply] = [
        .capability(name: "RGB", value: "8/8/8"), .capability(name: "Co", value: nil), .graphicRendition("0;38:2::1:2:3m"),
        .graphicsAttribute(item: 1, status: 0, values: [1024]), .cellSize(width: 9, height: 17), .textAreaSize(width: 720, height: 510),
        .version("XTerm(379)"), .kittyGraphics(ok: true), .paletteColor(index: 1, color: RGB(205, 0, 0)),
        .paletteColor(index: 15, color: RGB(255, 255, 255)), .backgroundColor(RGB(255, 255, 255)), .primaryAttributes([63, 1, 2, 4, 6, 9, 15, 22]),
    ]

    @Test func readsTheTerminalsAnswersAsRepliesNotKeys() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(raw("a" + KeyDecoderTests.answers + "b")) == [.character("a"), .character("b")])
        #expect(decoder.takeReplies() == KeyDecoderTests.replies)
        #expect(decoder.takeReplies().isEmpty)
    }

    /// However the answers are cut across reads, and with keys typed in between, every answer is read and
    /// every key kept.
    @Test func readsAnswersSplitAtEveryPlace() {
        let text = Array(KeyDecoderTests.answers)
        for cut in 1..<text.count {
            var decoder = KeyDecoder()
            decoder.awaitingReplies = true
            let first = decoder.decode(raw("x" + String(text[..<cut])))
            let second = decoder.decode(raw(String(text[cut...]) + "y"))
            #expect(first + second == [.character("x"), .character("y")], "cut at \(cut)")
            #expect(decoder.takeReplies() == KeyDecoderTests.replies, "cut at \(cut)")
        }
    }

    /// While answers are due an ESC ending a read is held; if nothing follows it in time, it is the Esc key.
    @Test func aHeldEscapeIsTheEscKeyWhenNothingFollows() {
        var decoder = KeyDecoder()
        decoder.awaitingReplies = true
        #expect(decoder.decode(raw("a\u{1b}")) == [.character("a")])
        #expect(decoder.holdsEscape)
        #expect(decoder.flushHeldEscape() == [.escape])
        #expect(decoder.flushHeldEscape() == [])
        decoder.awaitingReplies = false
        #expect(decoder.decode(raw("\u{1b}")) == [.escape], "no answers due: Esc at once")
    }

    /// An answer that comes after the deadline (nothing is awaited any more) is still read as an answer.
    @Test func aLateAnswerIsStillNoText() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(raw("\u{1b}[?63;4c\u{1b}P>|XTerm(379)\u{1b}\\j")) == [.character("j")])
        #expect(decoder.takeReplies() == [.primaryAttributes([63, 4]), .version("XTerm(379)")])
    }

    @Test func keepsKeysAndPastesBetweenAnswers() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(raw("\u{1b}[6;17;9tq\u{1b}[200~red bus\u{1b}[201~\u{1b}b\u{1b}P>|kitty(0.26.5)\u{1b}\\z"))
        #expect(keys == [.character("q"), .paste("red bus"), .alt("b"), .character("z")])
        #expect(decoder.takeReplies() == [.cellSize(width: 9, height: 17), .version("kitty(0.26.5)")])
    }

    /// Garbage, half answers and Alt keys that look like the start of one never turn into text or get stuck.
    @Test func survivesBrokenAnswers() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(raw("\u{1b}P1+rZZ\u{1b}\\a")) == [.character("a")], "a capability that is not hex")
        #expect(decoder.decode(raw("\u{1b}P1$r\u{1b}[Ab")) == [.character("b")], "a string cut by another sequence")
        #expect(decoder.decode(raw("\u{1b}Px\u{1b}_y\u{1b}]z")) == [.alt("P"), .character("x"), .alt("_"), .character("y"), .alt("]"), .character("z")])
        let long = "\u{1b}P>|" + String(repeating: "v", count: 100_000) + "\u{1b}\\k"
        #expect(decoder.decode(raw(long)) == [.character("k")])
        #expect(decoder.takeReplies() == [.version(String(repeating: "v", count: KeyDecoder.replyLimit - 2))])
    }
}
