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
}

