import Foundation
import Model
import TestSupport
import Testing

/// Openverse over real libcurl against the loopback server, which speaks its API from the demo catalog.
struct OpenverseServiceTests {
    let server: LoopbackServerProcess

    init() async throws {
        server = try await LoopbackServerProcess()
    }

    @Test func pagesOfTwentyUpToTheTwentiethPage() async throws {
        let service = OpenverseService(endpoint: server.openverseEndpoint)
        let first = try await service.search(SearchQuery(text: "a", perPage: 100))
        #expect(first.photos.count == 20, "anonymous pages hold 20")
        #expect(first.lastReachablePage == 20)
        #expect(first.reachableTotal == 400)
        let last = try await service.search(SearchQuery(text: "a", page: 25, perPage: 100))
        #expect(last.page == 20, "a page past the 20th is the 20th")
        #expect(Set(last.photos.map(\.id)).isDisjoint(with: first.photos.map(\.id)))
    }

    @Test func aCreatorsPhotos() async throws {
        let service = OpenverseService(endpoint: server.openverseEndpoint)
        let park = "Joshua Tree National Park"
        let theirs = try await service.search(SearchQuery(text: "", owner: PhotoOwner(name: park)))
        #expect(theirs.photos.count == 20 && theirs.photos.allSatisfy { $0.owner.name == park })
    }

    @Test func aPhotoAndItsPicture() async throws {
        let service = OpenverseService(endpoint: server.openverseEndpoint)
        let found = try #require(try await service.search(SearchQuery(text: "a")).photos.first { $0.sizes.contains { $0.suffix == "s" } })
        let photo = try await service.photo(id: found.id)
        #expect(photo.title == found.title)
        let url = try #require(photo.thumbnail(covering: 75)?.url)
        #expect(url.lastPathComponent.hasSuffix("_s.jpg"), "thumbnails from the image host, not Openverse's proxy")
        let image = try await HTTPClient().get(url)
        #expect(image.body.starts(with: [0xFF, 0xD8]))
        await #expect(throws: SourceError.photoNotFound(source: "Openverse")) { try await service.photo(id: "../../etc") }
    }

    /// A 429 is said with the wait its `Retry-After` gives, and not retried: one request reaches the server.
    @Test func aRateLimitIsSaidPlainly() async throws {
        let service = OpenverseService(endpoint: server.openverseEndpoint)
        try await server.inject("status:429")
        let before = try await server.stats().requests
        await #expect(throws: RateLimitError(source: "Openverse", retryAfter: 600, anonymous: true)) {
            try await service.search(SearchQuery(text: "dog"))
        }
        #expect(try await server.stats().requests == before + 1)
        #expect(String(describing: RateLimitError(source: "Openverse", retryAfter: 600, anonymous: true))
            == "Openverse's limit for searches without an account is reached; try again in 10 minutes")
        #expect(try await service.search(SearchQuery(text: "dog")).photos.count > 0, "the next search works")
    }

    /// With a registered client, a token is fetched once and larger pages are allowed; without, they are refused (401).
    @Test func aRegisteredClientsTokenAllowsLargerPages() async throws {
        let folder = try SafeFolder(ScratchFolder.path("openverse-token"), private: true)
        let service = OpenverseService(
            endpoint: server.openverseEndpoint, credentials: OpenverseCredentials(clientID: "me", clientSecret: "s3cret"), tokenFolder: folder
        )
        let page = try await service.search(SearchQuery(text: "a", perPage: 50))
        #expect(page.photos.count == 50)
        let stored = try String(contentsOf: folder.url.appendingPathComponent("openverse-token.json"), encoding: .utf8)
        #expect(!stored.contains("s3cret"), "the secret is never written")
        let mode = try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent("openverse-token.json").path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let requests = try await server.stats().requests
        _ = try await service.search(SearchQuery(text: "b", perPage: 50))
        #expect(try await server.stats().requests == requests + 1, "the token is kept, not fetched again")
    }

    /// A token the API refuses (401) is let go and fetched anew, once: the search goes through on the second token.
    @Test func aRefusedTokenIsFetchedAgainOnce() async throws {
        let service = OpenverseService(endpoint: server.openverseEndpoint, credentials: OpenverseCredentials(clientID: "me", clientSecret: "x"))
        _ = try await service.search(SearchQuery(text: "a", perPage: 50))
        let before = try await server.stats().requests
        try await server.inject("status:401")
        #expect(try await service.search(SearchQuery(text: "b", perPage: 50)).photos.count == 50)
        #expect(try await server.stats().requests == before + 3, "the refused search, a new token, the search again")
        try await server.inject("status:401", count: 0)
        await #expect(throws: SourceError.self) { try await service.search(SearchQuery(text: "c", perPage: 50)) }
        try await server.reset()
    }

    /// A token endpoint that answers garbage is a clear line; the search does not hang or crash.
    @Test func aTokenEndpointThatAnswersGarbage() async throws {
        let service = OpenverseService(endpoint: server.openverseEndpoint, credentials: OpenverseCredentials(clientID: "me", clientSecret: "x"))
        try await server.inject("huge:100")
        await #expect(throws: SourceError.self) { try await service.search(SearchQuery(text: "dog")) }
    }
}
