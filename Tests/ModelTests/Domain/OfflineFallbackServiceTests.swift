import Foundation
import Model
import TestSupport
import Testing

/// Without a network, the demo catalog answers, and says so.
struct OfflineFallbackServiceTests {
    @Test func theDemoAnswersWhenTheNetworkCannotBeReached() async throws {
        // Port 9 on loopback: nothing listens, the connection is refused at once.
        let unreachable = OpenverseService(endpoint: URL(string: "http://127.0.0.1:9/v1/")!)
        let service = OfflineFallbackService(unreachable, sourceName: "Openverse") { try CatalogService(directory: ProjectPaths.catalog) }
        let page = try await service.search(SearchQuery(text: "horses"))
        #expect(page.total > 0)
        #expect(page.origin == .demoStandingIn(for: "Openverse"))
        #expect(page.origin.label == "offline: Openverse cannot be reached, the demo catalog answers")
        let photo = try await service.photo(id: try #require(page.photos.first).id)
        #expect(photo.id == page.photos.first?.id, "the session stays on the catalog, whose photos only it knows")
    }

    @Test func anotherFailureIsNotHidden() async throws {
        let server = try await LoopbackServerProcess()
        try await server.inject("status:500")
        let service = OfflineFallbackService(OpenverseService(endpoint: server.openverseEndpoint), sourceName: "Openverse") {
            try CatalogService(directory: ProjectPaths.catalog)
        }
        await #expect(throws: HTTPError.self) { try await service.search(SearchQuery(text: "horses")) }
    }
}
