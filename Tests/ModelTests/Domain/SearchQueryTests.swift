import Model
import Testing

struct SearchQueryTests {
    @Test func clampsPageSizeAndPage() {
        #expect(SearchQuery(text: "x", page: 0, perPage: 0).perPage == 1)
        #expect(SearchQuery(text: "x", page: -3, perPage: 9000).perPage == 500)
        #expect(SearchQuery(text: "x", page: -3).page == 1)
    }

    @Test(arguments: [(100, 40), (500, 8), (7, 572), (3, 1334), (9000, 8)])
    func knowsTheLastReachablePage(perPage: Int, last: Int) {
        #expect(SearchQuery(text: "x", perPage: perPage).lastReachablePage == last)
    }

    @Test func pageReachabilityFollowsTheCap() {
        let page = PhotoPage(query: SearchQuery(text: "x"), page: 40, pages: 1000, perPage: 100, total: 99_999, photos: [Photo(id: "1")])
        #expect(!page.hasMore)
        #expect(PhotoPage(query: SearchQuery(text: "x"), page: 39, pages: 1000, perPage: 100, total: 99_999, photos: [Photo(id: "1")]).hasMore)
    }
}
