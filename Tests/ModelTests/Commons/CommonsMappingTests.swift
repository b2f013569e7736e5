import Foundation
@testable import Model
import TestSupport
import Testing

/// Every captured Commons answer decodes, in either format version, and each quirk API-FACTS.md names is handled once.
struct CommonsMappingTests {
    static let folder = ProjectPaths.fixtures.appendingPathComponent("commons/json")
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()

    private func answer(_ name: String) throws -> CommonsQueryAnswer {
        try JSONDecoder().decode(CommonsQueryAnswer.self, from: try Data(contentsOf: CommonsMappingTests.folder.appendingPathComponent(name)))
    }

    @Test(arguments: files) func everyAnswerDecodes(_ name: String) throws {
        _ = CommonsMapping.photos(try answer(name))
    }

    /// `query.pages` is keyed by page id: the photos come in the order of their `index`.
    @Test func pagesKeyedByIDAreRankedByIndex() throws {
        let answer = try answer("search_generator-search_cat_images_page-1__mediasearch_2021.json")
        let photos = CommonsMapping.photos(answer)
        #expect(photos.count == 40)
        let ranks = photos.map { photo in answer.query!.pages.first { String($0.pageid ?? 0) == photo.id }!.index! }
        #expect(ranks == Array(1...40))
        #expect(answer.continue?["gsroffset"]?.text == "40")
        #expect(answer.query?.searchinfo?.totalhits == 5_145_704)
    }

    /// Thumbnails only at Wikimedia's standard widths, built from the one the API returned.
    @Test func thumbnailsOnlyAtStandardWidths() throws {
        let photo = try #require(CommonsMapping.photos(try answer("search_generator-search_cat_images_page-1__mediasearch_2021.json")).first)
        let widths = photo.sizes.filter { $0.suffix != "original" }.compactMap(\.width)
        #expect(!widths.isEmpty)
        #expect(widths.allSatisfy(CommonsMapping.standardWidths.contains))
        #expect(photo.sizes.filter { $0.suffix != "original" }.allSatisfy { $0.source.contains("/\($0.width!)px-") })
        #expect(CommonsMapping.standardWidth(covering: 300) == 330)
        #expect(CommonsMapping.standardWidth(covering: 5000) == 3840)
    }

    /// `Artist` is HTML: the author's name as text; the licence from `extmetadata`, its `AttributionRequired` a string.
    @Test func artistHTMLBecomesTextAndTheLicenceIsRead() throws {
        let photo = try #require(CommonsMapping.photos(try answer("imageinfo_extmetadata_Tired-20-year-old-cat__mediasearch_2021-11-30.json")).first)
        #expect(!photo.owner.name.contains("<"))
        #expect(!photo.owner.name.isEmpty)
        let license = try #require(photo.license)
        #expect(!license.name.isEmpty)
        #expect(license.attributionRequired != nil)
        #expect(photo.sourceName == "Wikimedia Commons")
    }

    /// `formatversion=2` sends `pages` as an array; a file without a page id (another wiki's) is left out.
    @Test func formatVersionTwoPagesAreAnArray() throws {
        let answer = try answer("imageinfo_formatversion-2_generator-images_William-Henry-Bury__android_2017.json")
        #expect(!(answer.query?.pages.isEmpty ?? true))
        #expect(CommonsMapping.photos(try self.answer("imageinfo_extmetadata_formatversion-2_Mark-Selby__android_2017.json")).isEmpty)
    }

    @Test func noResultsHaveNoPages() throws {
        let answer = try answer("search_generator-search_no-results_suggestion__mediasearch_2021.json")
        #expect(CommonsMapping.photos(answer).isEmpty)
        #expect(answer.continue == nil)
    }

    /// The camera's details come with the search's `extmetadata` (HTML made text), asked for with the rest: no second
    /// call; a file without them has none.
    @Test func theCamerasDetailsComeWithTheSearch() throws {
        #expect(CommonsMapping.metadataFields.contains("Make") && CommonsMapping.metadataFields.contains("ExposureTime"))
        let metadata = #"{"Make":{"value":"<a href=\"//x\">Canon</a>"},"Model":{"value":"Canon EOS 5D"},"FNumber":{"value":"2.8"},"ExposureTime":{"value":"1/200"},"ISOSpeedRatings":{"value":"400"},"DateTimeOriginal":{"value":"2010-05-15 18:32:04"}}"#
        let body = #"{"query":{"pages":[{"pageid":7,"index":1,"title":"File:A.jpg","imageinfo":[{"url":"https://u/a.jpg","extmetadata":\#(metadata)}]},{"pageid":8,"index":2,"title":"File:B.jpg","imageinfo":[{"url":"https://u/b.jpg"}]}]}}"#
        let photos = CommonsMapping.photos(try JSONDecoder().decode(CommonsQueryAnswer.self, from: Data(body.utf8)))
        #expect(photos.first?.camera == CameraDetails(camera: "Canon Canon EOS 5D", aperture: "f/2.8", exposure: "1/200", iso: "400", taken: "2010-05-15 18:32:04"))
        #expect(photos.last?.camera == nil)
    }

    /// A missing or repeated `index` costs nothing: each file once, the unranked after the ranked.
    @Test func missingOrRepeatedIndex() throws {
        let body = #"{"query":{"pages":[{"pageid":3,"title":"File:C.jpg","imageinfo":[{"url":"https://u/c.jpg"}]},{"pageid":1,"index":2,"imageinfo":[{"url":"https://u/a.jpg"}]},{"pageid":1,"index":1,"imageinfo":[{"url":"https://u/a.jpg"}]},{"pageid":2,"index":1,"imageinfo":[{"url":"javascript:x"}]}]}}"#
        let photos = CommonsMapping.photos(try JSONDecoder().decode(CommonsQueryAnswer.self, from: Data(body.utf8)))
        #expect(photos.map(\.id) == ["1", "2", "3"])
        #expect(photos[1].sizes.isEmpty, "a URL that is not http(s) is dropped")
    }
}
