import Model
import Testing
@testable import TerminalUI

struct WordWrapTests {
    @Test func wrapsAtSpaces() {
        #expect(WordWrap.lines("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
    }

    @Test func keepsParagraphs() {
        #expect(WordWrap.lines("one\n\ntwo", width: 10) == ["one", "", "two"])
    }

    @Test func breaksWordsLongerThanALine() {
        let lines = WordWrap.lines("https://example.com/a/very/long/path", width: 10)
        #expect(lines.allSatisfy { TerminalText.displayWidth($0) <= 10 })
        #expect(lines.joined() == "https://example.com/a/very/long/path")
    }

    @Test func measuresWideCharacters() {
        let lines = WordWrap.lines("東京タワー 東京タワー", width: 10)
        #expect(lines == ["東京タワー", "東京タワー"])
        #expect(WordWrap.lines("東京タワーと東京", width: 6).allSatisfy { TerminalText.displayWidth($0) <= 6 })
    }
}
