import Foundation
import TestSupport
import Testing
@testable import Model

/// The folding the demo catalog's search matches by is Foundation's case- and diacritic-insensitive folding.
struct TextFoldingTests {
    private func foundations(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// Every word of every title, description and tag of the catalog folds as Foundation folds it, and so do words
    /// in other scripts and ligatures.
    @Test func foldsAsFoundationDoesOverTheCatalog() throws {
        let records = try String(contentsOf: ProjectPaths.catalog.appendingPathComponent("photos.jsonl"), encoding: .utf8)
        var words = Set(records.split(whereSeparator: { $0.isWhitespace || $0 == "\"" }).map(String.init).filter { !$0.allSatisfy(\.isASCII) })
        words.formUnion([
            "Café", "CRÈME BRÛLÉE", "Straße", "ÅNGSTRÖM", "Ørsted", "İstanbul", "ﬁne", "Ἀθῆναι", "Москва́", "Ελλάδα", "ΣΊΣΥΦΟΣ",
            "Việt Nam", "東京", "서울", "e\u{301}", "naïve", "Ångström", "Ĳssel", "ǅemal",
        ])
        let differing = words.filter { TextFolding.folded($0) != foundations($0) }
        #expect(differing.isEmpty, "\(differing.prefix(10).map { "\($0) → \(TextFolding.folded($0)) / \(foundations($0))" })")
        #expect(words.count > 20)
    }
}
