import Foundation
@testable import Model
import TestSupport
import Testing

/// Every captured Openverse answer decodes, and each quirk API-FACTS.md names is handled once.
struct OpenverseMappingTests {
    static let folder = ProjectPaths.fixtures.appendingPathComponent("openverse/json")
    static let searches = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix("search_") }.sorted()
    static let details = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix("detail_") }.sorted()

    private func body(_ name: String) throws -> Data { try Data(contentsOf: OpenverseMappingTests.folder.appendingPathComponent(name)) }

    private func page(_ name: String) throws -> PhotoPage {
        let answer = try JSONDecoder().decode(OpenverseSearchAnswer.self, from: try body(name))
        return OpenverseMapping.page(answer, query: SearchQuery(text: "x", perPage: 20), perPage: 20, resultCap: 400)
    }

    @Test(arguments: searches) func everySearchDecodes(_ name: String) throws {
        let page = try page(name)
        #expect(page.photos.allSatisfy { !$0.id.isEmpty && $0.sourceName == "Openverse" })
        #expect(page.photos.allSatisfy { $0.license != nil && $0.attribution != nil }, "every result has its licence and credit")
    }

    @Test(arguments: details) func everyDetailDecodes(_ name: String) throws {
        let photo = OpenverseMapping.photo(try JSONDecoder().decode(OpenverseImage.self, from: try body(name)))
        #expect(photo.credit?.isEmpty == false)
        #expect(!photo.wholeSizes.isEmpty)
    }

    /// `result_count` stops at 10,000 and `page_count` at 20: 400 results reachable, not 4,000.
    @Test func resultCountSaturatesAndPagesStopAtTwenty() throws {
        let page = try page("search_q-cat_page-2__2022-09-07.json")
        #expect(page.total == 10_000)
        #expect(page.lastReachablePage == 20)
        #expect(page.reachableTotal == 400)
    }

    /// 2022 results have no `attribution`: it is built from title, creator and licence.
    @Test func missingAttributionIsBuilt() throws {
        let photo = try #require(try page("search_q-cat_page-1__2022-03-03.json").photos.first)
        let credit = try #require(photo.credit)
        #expect(credit.contains("is licensed under CC "), "\(credit)")
        #expect(credit.contains(photo.owner.name))
    }

    /// Tags are absent for some providers, and carry a float accuracy for machine tags.
    @Test func tagsAbsentOrWithFloatAccuracy() throws {
        let machine = try page("search_q-Dom+Quixote+de+la+Mancha_license-by_extension-jpg_source-flickr__2024-09-20.json")
        #expect(machine.photos.first?.tags.isEmpty == false)
        let wikimedia = try page("search_q-birds_source-flickr__2022-05-24.json")
        #expect(!wikimedia.photos.isEmpty)
    }

    /// A Flickr photo's sizes come from Flickr's image host, named from the file in `url`; never the thumbnail proxy.
    @Test func flickrPhotosTakeFlickrsOwnSizes() throws {
        let photo = try #require(try page("search_q-Dom+Quixote+de+la+Mancha_license-by_extension-jpg_source-flickr__2024-09-20.json").photos.first)
        #expect(photo.sizes.map(\.suffix).sorted() == ["b", "m", "q", "s", "z"])
        #expect(photo.sizes.allSatisfy { $0.source.hasPrefix("https://live.staticflickr.com/3151/2992443258_c7882e2d3e") })
        #expect(photo.thumbnail(covering: 75)?.source.hasSuffix("_s.jpg") == true)
        #expect(photo.license?.name == "CC BY 2.0")
    }

    @Test func fileNamesThatAreNotFlickrsGiveNoSizes() {
        #expect(FlickrImageURL.sizes(derivedFrom: "https://upload.wikimedia.org/wikipedia/commons/3/32/Cat.jpg") == nil)
        #expect(FlickrImageURL.sizes(derivedFrom: "file:///etc/123_abc_b.jpg") == nil)
        #expect(FlickrImageURL.sizes(derivedFrom: "https://x/123_abc.jpg")?.map(\.suffix) == ["s", "q", "m", ""])
    }

    /// DRF's throttle sentence gives the wait when no `Retry-After` came.
    @Test func throttleSentenceGivesTheWait() throws {
        let text = String(decoding: try Data(contentsOf: ProjectPaths.fixtures.appendingPathComponent("openverse/edited/search_429_q-SearchPage429error__2023-07-10__EDITED.json")), as: UTF8.self)
        #expect(OpenverseService.throttleWait(text) != nil)
        #expect(OpenverseService.throttleWait("Request was throttled. Expected available in 86 seconds.") == 86)
        #expect(OpenverseService.throttleWait("Expected available in 99999999999999 seconds") == 86_400)
    }
}
