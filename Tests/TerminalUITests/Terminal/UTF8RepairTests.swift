import Testing
@testable import TerminalUI

/// Bytes made valid UTF-8 piece by piece: what is valid passes as it is, each byte that is not becomes U+FFFD, and a
/// character cut between two pieces is whole in the second.
struct UTF8RepairTests {
    private func repaired(_ pieces: [[UInt8]]) -> String {
        var repair = UTF8Repair()
        return String(decoding: pieces.flatMap { repair.repaired($0) }, as: UTF8.self)
    }

    @Test func passesValidTextAsItIs() {
        let text = "horses é 馬 🐎 \u{1b}[A"
        #expect(repaired([Array(text.utf8)]) == text)
    }

    @Test(arguments: [
        ([0xE9, 0x41, 0x42], "\u{FFFD}AB"),  // Latin-1 é before ASCII
        ([0x80, 0x41], "\u{FFFD}A"),  // a continuation with no lead
        ([0xC0, 0xAF], "\u{FFFD}\u{FFFD}"),  // an overlong slash
        ([0xED, 0xA0, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}"),  // a surrogate
        ([0xF4, 0x90, 0x80, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),  // beyond U+10FFFF
        ([0xFF, 0xE2, 0x82, 0xAC], "\u{FFFD}€"),
    ] as [([UInt8], String)])
    func replacesEachByteThatIsNotUTF8(bytes: [UInt8], text: String) {
        #expect(repaired([bytes]) == text)
    }

    @Test func joinsACharacterCutBetweenPieces() {
        #expect(repaired([[0x41, 0xE9, 0xA6], [0xAC, 0x42]]) == "A馬B")
        #expect(repaired([[0xF0, 0x9F], [0x90], [0x8E]]) == "🐎")
    }
}
