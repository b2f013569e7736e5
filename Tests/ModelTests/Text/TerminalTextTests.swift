import Model
import Testing

struct TerminalTextTests {
    @Test func stripsEscapeSequencesAndControls() {
        #expect(TerminalText.sanitized("\u{1b}[31mred\u{1b}[0m") == "red")
        #expect(TerminalText.sanitized("a\u{1b}]8;;http://x\u{1b}\\link\u{1b}]8;;\u{07}b") == "alinkb")
        #expect(TerminalText.sanitized("bell\u{07}nul\u{00}del\u{7f}") == "bellnuldel")
        #expect(TerminalText.sanitized("\u{202e}gnp.exe\u{2066}") == "gnp.exe")
        #expect(TerminalText.sanitized("tab\there") == "tab here")
        #expect(TerminalText.sanitized("one\r\ntwo", keepingNewlines: true) == "one\ntwo")
    }

    /// Every ASCII character and the C1 controls, each inside printable ASCII (whose texts take a shortcut): only space
    /// to tilde pass the sanitiser (tab and line ends become a space, the rest go; ESC and CSI start sequences, tested
    /// above), and the width is what the characters measure one by one.
    @Test func takesTheShortcutForPrintableASCIIAlone() throws {
        for value in UInt32(0)..<0xA0 {
            let scalar = try #require(Unicode.Scalar(value))
            let text = "a" + String(Character(scalar)) + "z"
            let kept = (0x20..<0x7F).contains(value) ? text : [0x09, 0x0A, 0x0D].contains(value) ? "a z" : "az"
            if value != 0x1B, value != 0x9B { #expect(TerminalText.sanitized(text) == kept, "U+\(String(value, radix: 16))") }
            let measured = text.reduce(0) { $0 + TerminalText.displayWidth(of: $1) }
            #expect(TerminalText.displayWidth(text) == measured, "U+\(String(value, radix: 16))")
        }
    }

    @Test func leavesOrdinaryTextAlone() {
        let text = "Café 東京 👍🏽 naïve"
        #expect(TerminalText.sanitized(text) == text)
    }

    @Test func drawsAZWJSequenceAsItsFirstEmoji() {
        let family = "👨‍👩‍👧‍👦"
        #expect(TerminalText.displayWidth(family) == 2)
        #expect(TerminalText.drawable("a" + family + "b") == "a👨b")
        #expect(TerminalText.displayWidth(TerminalText.drawable(family)) == 2)
        #expect(TerminalText.drawable("plain 東京") == "plain 東京")
    }

    @Test func measuresDisplayWidth() {
        #expect(TerminalText.displayWidth("abc") == 3)
        #expect(TerminalText.displayWidth("東京") == 4)
        #expect(TerminalText.displayWidth("e\u{301}") == 1, "combining marks take no column")
        #expect(TerminalText.displayWidth("👍🏽") == 2)
        #expect(TerminalText.displayWidth("❤️") == 2)
        #expect(TerminalText.displayWidth("한국어") == 6)
    }

    @Test func truncatesByColumnsWithAnEllipsis() {
        #expect(TerminalText.truncated("hello world", toWidth: 8) == "hello w…")
        #expect(TerminalText.truncated("東京タワー", toWidth: 6) == "東京…")
        #expect(TerminalText.displayWidth(TerminalText.truncated("東京タワー", toWidth: 6)) <= 6)
        #expect(TerminalText.truncated("short", toWidth: 10) == "short")
        #expect(TerminalText.fitted("東", toWidth: 4) == "東  ")
    }

    @Test func cutsAtTheFirstCharacterThatDoesNotFitAndPadsToTheWidth() {
        #expect(TerminalText.truncated("ab東cd", toWidth: 4) == "ab…", "no narrower character slips in after a wide one")
        #expect(TerminalText.fitted("ab東cd", toWidth: 4) == "ab… ")
        #expect(TerminalText.fitted("東京", toWidth: 4) == "東京")
        #expect(TerminalText.truncated("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
        #expect(TerminalText.fitted("“quoted” text", toWidth: 10) == "“quoted” …")
    }

    @Test func foldsToOneLine() {
        #expect(TerminalText.singleLine("  a\n\n b\tc  ") == "a b c")
        #expect(TerminalText.singleLine(" \u{3000}東京\u{a0} \u{2003}x ") == "東京 x", "white space beyond ASCII folds too")
    }

    /// ASCII text is folded byte by byte: the same lines as splitting it into characters at their white space, over
    /// random mixes of letters, spaces, tabs, line breaks, controls and escape sequences.
    @Test func foldsASCIIAsCharactersFold() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "Bc", " ", "  ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{1C}", "\u{1B}[1m", "\u{7F}", "~", "."]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let expected = TerminalText.sanitized(text).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            #expect(TerminalText.singleLine(text) == expected, "\(text.debugDescription)")
        }
    }
}
