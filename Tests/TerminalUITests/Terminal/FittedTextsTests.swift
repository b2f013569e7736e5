import Testing
@testable import TerminalUI

/// Fitted texts are made once per text and width, kept, and forgotten all at once past the limit.
@MainActor
struct FittedTextsTests {
    @Test func aTextIsFittedOncePerWidthUntilTheLimitIsPassed() {
        let texts = FittedTexts<String>()
        var made = 0
        func fitted(_ text: String, _ width: Int) -> String {
            texts.text(text, width: width) {
                made += 1
                return String(text.prefix(width))
            }
        }
        #expect(fitted("a title", 3) == "a t")
        #expect(fitted("a title", 3) == "a t")
        #expect(made == 1, "the second time it was kept")
        #expect(fitted("a title", 5) == "a tit")
        #expect(made == 2, "another width is another text")
        for number in 0..<texts.limit { _ = fitted("text \(number)", 4) }
        let before = made
        _ = fitted("a title", 3)
        #expect(made == before + 1, "past the limit everything was forgotten")
    }
}
