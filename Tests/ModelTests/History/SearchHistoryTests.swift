import Foundation
import Model
import Testing

/// The search history on disk: kept between openings, newest first, one entry per search, bounded.
struct SearchHistoryTests {
    let file = CacheStoreTests.folder().appendingPathComponent("flickterm/history.sqlite")
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func keepsSearchesNewestFirstAcrossOpenings() throws {
        do {
            let history = try #require(SearchHistory.open(at: file).store)
            history.record("red bus", at: start)
            history.record("  cats  ", at: start + 1)
            history.record("red barn", at: start + 2)
            history.record("", at: start + 3)
            history.record("red bus", at: start + 4)
        }
        let opened = SearchHistory.open(at: file)
        #expect(opened.notice == nil)
        let history = try #require(opened.store)
        #expect(history.searches(matching: "") == ["red bus", "red barn", "cats"], "a repeat moves to the front, blanks are not kept")
        #expect(history.searches(matching: "red b") == ["red bus", "red barn"])
        #expect(history.searches(matching: "bar") == [], "Up matches the start")
        #expect(history.searches(matching: "bar", anywhere: true) == ["red barn"], "Ctrl-R matches anywhere")
        let mode = try #require(FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int)
        #expect(mode == 0o600)
    }

    @Test func aRecordAskedForBeforeLeavingIsOnDiskOnceWritingFinishes() throws {
        do {
            let history = try #require(SearchHistory.open(at: file).store)
            for number in 0..<50 { history.recordLater("search \(number)", at: start + Double(number)) }
            history.finishWriting()
        }
        let history = try #require(SearchHistory.open(at: file).store)
        #expect(history.searches(matching: "search").count == 50)
        #expect(history.searches(matching: "search").first == "search 49", "written in the order asked")
    }

    @Test func takesWildcardsLiterally() throws {
        let history = try SearchHistory.inMemory()
        history.record("100% cotton", at: start)
        history.record("1000 cats", at: start + 1)
        history.record("a_b", at: start + 2)
        history.record("axb", at: start + 3)
        #expect(history.searches(matching: "100%") == ["100% cotton"])
        #expect(history.searches(matching: "a_") == ["a_b"])
    }

    @Test func keepsTheNewestThousand() throws {
        let history = try SearchHistory.inMemory()
        for index in 0..<(SearchHistory.limit + 5) { history.record("search \(index)", at: start + Double(index)) }
        #expect(history.count == SearchHistory.limit)
        #expect(history.searches(matching: "search 4 ").isEmpty)
        #expect(history.searches(matching: "").first == "search \(SearchHistory.limit + 4)")
        #expect(!history.searches(matching: "").contains("search 0"), "the oldest went")
    }
}
