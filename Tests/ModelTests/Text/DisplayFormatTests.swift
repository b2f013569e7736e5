import Model
import Testing

/// Counts as rows and the detail screen show them.
struct DisplayFormatTests {
    @Test func leavesOutOnlyTheCountsNotKnown() {
        #expect(DisplayFormat.counts(PhotoCounts(views: 1, comments: nil, faves: 12_345), separator: "  ") == "1 view  12.3k faves")
        #expect(DisplayFormat.counts(PhotoCounts(views: nil, comments: 1, faves: 0), separator: " · ") == "1 comment · 0 faves")
        #expect(DisplayFormat.counts(PhotoCounts(), separator: "  ").isEmpty)
    }
}
