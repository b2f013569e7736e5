import Foundation
import Model
import TestSupport
import Testing

/// Commons over real libcurl against the loopback server, which speaks the MediaWiki API from the demo catalog.
struct CommonsServiceTests {
    let server: LoopbackServerProcess

    init() async throws {
        server = try await LoopbackServerProcess()
    }

    /// Page 2 is reached with the `continue` page 1 sent back, and continues the ranking.
    @Test func pagesFollowTheContinueSentBack() async throws {
        let service = CommonsService(endpoint: server.commonsEndpoint)
        let first = try await service.search(SearchQuery(text: "a", perPage: 10))
        let second = try await service.search(SearchQuery(text: "a", page: 2, perPage: 10))
        #expect(first.photos.count == 10 && second.photos.count == 10)
        #expect(Set(first.photos.map(\.id)).isDisjoint(with: second.photos.map(\.id)))
        #expect(first.hasMore)
        let photo = try await service.photo(id: try #require(second.photos.first).id)
        #expect(photo.title == second.photos.first?.title)
        #expect(photo.license != nil && photo.attribution != nil)
    }

    /// The thumbnail a list asks for is at a standard width, and is a picture.
    @Test func thumbnailsAtStandardWidths() async throws {
        let service = CommonsService(endpoint: server.commonsEndpoint)
        let photo = try #require(try await service.search(SearchQuery(text: "horses", perPage: 5)).photos.first)
        let size = try #require(photo.thumbnail(covering: 80))
        #expect(size.width == 120)
        let image = try await HTTPClient().get(try #require(size.url))
        #expect(image.body.starts(with: [0xFF, 0xD8]))
    }

    /// A hostile server's `totalhits` of 10¹⁸ and a `continue` on every page: the list stops at the source's cap, nothing
    /// overflows, and the next search works (an answer written for this test: `Tests/Fixtures/commons/edited`).
    @Test func aHugeTotalAndAContinueThatNeverEnds() async throws {
        let service = CommonsService(endpoint: server.commonsEndpoint)
        try await server.inject("replay:commons/edited/search_totalhits-1e18_continue-always__EDITED.json", count: 0)
        let page = try await service.search(SearchQuery(text: "a", page: 3, perPage: 50))
        #expect(page.total == 1 << 40)
        #expect(page.lastReachablePage == CommonsService.resultCap / 50)
        #expect(page.reachableTotal == CommonsService.resultCap)
        try await server.reset()
        #expect(try await service.search(SearchQuery(text: "horses", perPage: 5)).photos.count == 5)
    }

    /// The last page is the one without a `continue`, whatever `totalhits` said.
    @Test func theLastPageHasNoContinue() async throws {
        let service = CommonsService(endpoint: server.commonsEndpoint)
        let page = try await service.search(SearchQuery(text: "horses", perPage: 50))
        #expect(!page.hasMore)
        #expect(page.total == page.photos.count)
    }
}
