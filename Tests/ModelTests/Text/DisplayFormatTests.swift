import Foundation
import Model
import Testing

/// Counts as rows and the detail screen show them.
struct DisplayFormatTests {
    @Test func leavesOutOnlyTheCountsNotKnown() {
        #expect(DisplayFormat.counts(PhotoCounts(views: 1, comments: nil, faves: 12_345), separator: "  ") == "1 view  12.3k faves")
        #expect(DisplayFormat.counts(PhotoCounts(views: nil, comments: 1, faves: 0), separator: " · ") == "1 comment · 0 faves")
        #expect(DisplayFormat.counts(PhotoCounts(), separator: "  ").isEmpty)
    }

    @Test func writesTheHomeFolderAsTilde() {
        #expect(DisplayFormat.folder("/home/ann/Downloads/flickterm", home: "/home/ann") == "~/Downloads/flickterm")
        #expect(DisplayFormat.folder("/home/ann", home: "/home/ann") == "~")
        #expect(DisplayFormat.folder("/home/anna/x", home: "/home/ann") == "/home/anna/x", "only the folder itself, not a name it begins")
        #expect(DisplayFormat.folder("/srv/x", home: "/") == "/srv/x")
        #expect(DisplayFormat.folder("/srv/x", home: nil) == "/srv/x")
    }

    /// Counts and sizes with one decimal read as `printf`'s `%.1f` wrote them (ties to even included: 12,250 → 12.2k).
    @Test func writesOneDecimalAsPrintfDoes() {
        var values = Array(stride(from: 10_000, through: 2_000_000, by: 50)) + [12_250, 12_350, 999_950, 1_050_000, 1_250_000, 999_999_999]
        values += (0..<2000).map { 10_000 + $0 * 7919 % 990_000 }
        let differing = values.filter { value in
            let old = value < 1_000_000 ? String(format: "%.1fk", Double(value) / 1000) : String(format: "%.1fM", Double(value) / 1_000_000)
            return DisplayFormat.count(value) != old
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
        #expect(DisplayFormat.count(12_250) == "12.2k")
        #expect(DisplayFormat.day(Date(timeIntervalSince1970: 1_600_000_000)) == "2020-09-13")
    }
}
