import Foundation
import Model
import Synchronization
import TestSupport
import Testing

/// The caching service in front of the real Flickr client and the loopback server, which counts the calls
/// that reach it; time is a wall clock the test moves.
struct CachingPhotoServiceTests {
    /// A wall clock that stands still until moved.
    final class Wall: Sendable {
        private let time = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        var now: Date { time.withLock { $0 } }
        func advance(by seconds: TimeInterval) { time.withLock { $0 += seconds } }
    }

    let wall = Wall()
    let query = SearchQuery(text: "horse", perPage: 10)

    private func make(_ server: LoopbackServerProcess, apiKey: String = "test-key", store: CacheStore? = nil) throws -> (CachingPhotoService, CacheStore) {
        let store = try store ?? CacheStoreTests.open(CacheStoreTests.folder().appendingPathComponent("cache.sqlite"))
        let flickr = FlickrService(apiKey: apiKey, endpoint: server.endpoint)
        return (CachingPhotoService(wrapping: flickr, source: server.endpoint.absoluteString, store: store, now: { [wall] in wall.now }), store)
    }

    /// Another server's answers to the same request are its own: the cache of one is never taken for the other's.
    @Test func keepsEachServersAnswersApart() async throws {
        let first = try await LoopbackServerProcess()
        let second = try await LoopbackServerProcess()
        let (one, store) = try make(first)
        #expect(try await one.search(query).origin == .network)
        #expect(try await one.search(query).origin != .network, "the first server's answer, cached")
        let (other, _) = try make(second, store: store)
        #expect(try await other.search(query).origin == .network, "not the first server's")
    }

    @Test func answersAFreshSearchWithoutTheNetwork() async throws {
        let server = try await LoopbackServerProcess()
        let (service, _) = try make(server)
        let first = try await service.search(query)
        #expect(first.origin == .network)
        #expect(try await server.stats().requests == 1)
        wall.advance(by: 9 * 60)
        let again = try await service.search(query)
        #expect(again.origin == .cache(age: 9 * 60, stale: false))
        #expect(again.photos == first.photos)
        #expect(try await service.revalidate(again) == nil, "a fresh answer needs no refresh")
        #expect(try await server.stats().requests == 1, "no call while fresh")
        _ = try await service.search(query.page(2))
        #expect(try await server.stats().requests == 2, "another page is another request")
    }

    @Test func showsAStaleAnswerAtOnceThenTheNetworksAnswer() async throws {
        let server = try await LoopbackServerProcess()
        let (service, _) = try make(server)
        _ = try await service.search(query)
        wall.advance(by: 11 * 60)
        let stale = try await service.search(query)
        #expect(stale.origin == .cache(age: 11 * 60, stale: true))
        #expect(try await server.stats().requests == 1, "the stale answer comes without waiting for the network")
        let fresh = try #require(try await service.revalidate(stale))
        #expect(fresh.origin == .network)
        #expect(try await server.stats().requests == 2)
        let next = try await service.search(query)
        #expect(next.origin == .cache(age: 0, stale: false), "the new answer was written through")
    }

    @Test func fallsBackToTheCacheMarkedOfflineWhenTheServerIsGone() async throws {
        let server = try await LoopbackServerProcess()
        let (service, _) = try make(server)
        let online = try await service.search(query)
        let photo = try await service.photo(id: try #require(online.photos.first).id)
        await server.stop()
        wall.advance(by: 2 * 3600)
        let stale = try await service.search(query)
        let offline = try #require(try await service.revalidate(stale))
        #expect(offline.origin == .offline(age: 2 * 3600))
        #expect(offline.origin.label == "offline · cached 2 h ago")
        #expect(offline.photos == online.photos)
        #expect(try await service.photo(id: photo.id) == photo, "a photo seen before shows too")
        await #expect(throws: HTTPError.self, "nothing cached: the usual error") {
            _ = try await service.search(SearchQuery(text: "never searched"))
        }
    }

    /// `r`: a refresh asks the server even while the cache holds a fresh answer; with the server gone, the cached
    /// page comes back marked offline, and with nothing cached the error says the network cannot be reached.
    @Test func aRefreshAsksTheServerNotTheCache() async throws {
        let server = try await LoopbackServerProcess()
        let (service, _) = try make(server)
        let online = try await service.search(query)
        #expect(try await service.search(query).origin != .network, "fresh, from the cache")
        #expect(try await service.refreshed(query).origin == .network)
        #expect(try await server.stats().requests == 2, "the refresh made a call")
        await server.stop()
        wall.advance(by: 60)
        let offline = try await service.refreshed(query)
        #expect(offline.origin == .offline(age: 60) && offline.photos == online.photos)
        await #expect(throws: HTTPError.self) { try await service.refreshed(SearchQuery(text: "never searched")) }
    }

    @Test func coalescesIdenticalRequestsIntoOneCall() async throws {
        let server = try await LoopbackServerProcess()
        try await server.inject("latency:200", count: 0)
        let (service, _) = try make(server)
        let pages = try await withThrowingTaskGroup(of: PhotoPage.self) { group in
            for _ in 0..<8 { group.addTask { try await service.search(query) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(pages.count == 8)
        #expect(Set(pages.map(\.photos)).count == 1)
        #expect(try await server.stats().requests == 1, "eight identical searches at once make one call")
    }

    @Test func neverWritesTheAPIKey() async throws {
        let server = try await LoopbackServerProcess()
        let key = "SECRET-api-key-4f1c"
        let (service, store) = try make(server, apiKey: key)
        let page = try await service.search(query)
        let id = try #require(page.photos.first).id
        _ = try await service.photo(id: id)
        _ = try await service.sizes(photoID: id)
        _ = try await service.favoriteCount(photoID: id)
        _ = try await service.licenses()
        #expect(try store.info(at: wall.now).answers == 5)
        let folder = store.file.deletingLastPathComponent()
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
            #expect(bytes.range(of: Data(key.utf8)) == nil, "\(name) holds the key")
            #expect(bytes.range(of: Data("api_key".utf8)) == nil, "\(name) names the key")
        }
    }

    @Test func keepsImageBytesForOfflineUse() async throws {
        let server = try await LoopbackServerProcess()
        let (_, store) = try make(server)
        let url = server.baseURL.appendingPathComponent("catalog/coco-159269_d3m0_q.jpg")
        let online = try await ImageStore(disk: store).image(url, fitting: 8, 8)
        await server.stop()
        let offline = try await ImageStore(disk: store).image(url, fitting: 8, 8)
        #expect(offline == online, "a new session shows the picture without the network")
        #expect(try store.info().images == 1)
    }
}
