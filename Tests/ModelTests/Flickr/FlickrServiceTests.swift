import Foundation
import Model
import TestSupport
import Testing

/// The Flickr backend end to end over real libcurl against the loopback Flickr-compatible server.
struct FlickrServiceTests {
    let server: LoopbackServerProcess
    let service: FlickrService

    init() async throws {
        server = try await LoopbackServerProcess()
        service = FlickrService(apiKey: "test-key", endpoint: server.endpoint)
    }

    @Test func searchesAnyWord() async throws {
        let page = try await service.search(SearchQuery(text: "horses", perPage: 10))
        #expect(page.total >= 30)
        #expect(page.photos.count == 10)
        #expect(page.photos.allSatisfy { ($0.title + $0.description).lowercased().contains("horse") })
    }

    @Test func searchesOnePersonsPhotosAndReadsComments() async throws {
        let page = try await service.search(SearchQuery(text: "", perPage: 500, owner: PhotoOwner(id: "115357548@N08")))
        #expect(page.total == 200)
        #expect(page.photos.allSatisfy { $0.owner.id == "115357548@N08" })
        let birds = try await service.search(SearchQuery(text: "bird", perPage: 500, owner: PhotoOwner(id: "115357548@N08")))
        #expect(birds.total > 0 && birds.total < 200, "text and owner together narrow the search")
        #expect(try await service.comments(photoID: try #require(page.photos.first).id) == [])
        // The catalog's records hold nothing of the camera: the server answers getExif as for a video.
        #expect(try await service.cameraDetails(photoID: try #require(page.photos.first).id)?.isEmpty == true)
    }

    /// A server that sends a 20 MB answer (one page claiming 200,000 photos) is refused at the cap, and memory
    /// stays where it was.
    @Test func refusesAnswersLargerThanARealPage() async throws {
        try await server.inject("huge:20000000")
        await #expect(throws: HTTPError.tooLarge(limit: FlickrService.maximumAnswerBytes)) {
            try await service.search(SearchQuery(text: "dog"))
        }
        #expect(try await service.search(SearchQuery(text: "dog", perPage: 5)).photos.count == 5, "the next search works")
    }

    /// A header line past what libcurl reads is said as such, not as the "Out of memory" libcurl reports it with.
    @Test func aHeaderLineTooLongIsSaidAsSuch() async throws {
        try await server.inject("long-header:200000")
        await #expect(throws: HTTPError.transport("the server sent a header line longer than libcurl reads")) {
            try await service.search(SearchQuery(text: "dog"))
        }
    }

    @Test func pagesThroughResults() async throws {
        let first = try await service.search(SearchQuery(text: "dog", perPage: 25))
        let second = try await service.search(SearchQuery(text: "dog", page: 2, perPage: 25))
        #expect(second.page == 2)
        #expect(Set(first.photos.map(\.id)).isDisjoint(with: second.photos.map(\.id)))
    }

    @Test func fetchesImagesFromSearchResults() async throws {
        let page = try await service.search(SearchQuery(text: "horses"))
        let thumbnail = try #require(page.photos.compactMap(\.thumbnail).first)
        #expect(thumbnail.suffix == "q")
        #expect(thumbnail.width == 150)
        let image = try await HTTPClient().get(try #require(thumbnail.url))
        #expect(image.contentType == "image/jpeg")
        #expect(image.body.prefix(2) == Data([0xFF, 0xD8]))
    }

    @Test func readsInfoFavoritesSizesAndLicences() async throws {
        let photo = try await service.photo(id: "flickr-32812033543")
        #expect(photo.title == "Puppy Kisses")
        #expect(photo.posted != nil)
        let counts = try await service.counts(photoID: photo.id)
        #expect(counts.views != nil)
        let sizes = try await service.sizes(photoID: "coco-78499")
        #expect(sizes.map(\.suffix) == ["s", "q", "m", "z"])
        let licenses = try await service.licenses()
        #expect(licenses.contains { $0.id == photo.licenseID })
    }

    @Test func cachesLicences() async throws {
        _ = try await service.licenses()
        let before = try await server.stats().requests
        _ = try await service.licenses()
        #expect(try await server.stats().requests == before)
    }

    @Test func turnsStatFailIntoATypedError() async throws {
        try await server.inject("stat-fail:105")
        await #expect(throws: FlickrError.api(code: 105, message: "Injected failure 105")) {
            try await service.search(SearchQuery(text: "dog"))
        }
        #expect(try await service.search(SearchQuery(text: "dog")).total > 0, "the next call works")
    }

    @Test func reportsMissingPhotos() async throws {
        await #expect(throws: FlickrError.api(code: 1, message: "Photo \"nope\" not found (invalid ID)")) {
            try await service.photo(id: "nope")
        }
    }

    @Test func reportsThrottlingPages() async throws {
        try await server.inject("status:429")
        await #expect(throws: RateLimitError(source: "Flickr", retryAfter: 600, anonymous: false)) {
            try await service.search(SearchQuery(text: "dog"))
        }
    }

    @Test func reportsReplayedErrorFixtures() async throws {
        try await server.inject("replay:json/error_100_invalid-api-key__denissimon-ios-mvvm_2024.json")
        await #expect(throws: FlickrError.api(code: 100, message: "Invalid API Key (Key has invalid format)")) {
            try await service.search(SearchQuery(text: "dog"))
        }
    }

    @Test func clampsPagesToTheResultCap() async throws {
        let page = try await service.search(SearchQuery(text: "a", page: 1000, perPage: 100))
        #expect(page.query.page == 40)
    }

    @Test func neverPutsTheKeyInErrors() async throws {
        let unreachable = FlickrService(apiKey: "sekrit-key", endpoint: URL(string: "http://127.0.0.1:1/services/rest/")!)
        let error = await #expect(throws: HTTPError.self) { try await unreachable.search(SearchQuery(text: "x")) }
        #expect(!String(describing: error!).contains("sekrit"))
    }
}
