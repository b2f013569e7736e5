import Foundation
import Model
import TestSupport
import Testing

struct CatalogServiceTests {
    static let catalog = try! CatalogService(directory: ProjectPaths.catalog)
    var catalog: CatalogService { CatalogServiceTests.catalog }

    @Test func loadsEveryRecord() {
        #expect(catalog.count == 1827)
    }

    /// Each photo carries its record's licence, which a list row names without asking the source's list of licences.
    @Test func photosCarryTheirLicence() {
        let photos = catalog.searchNow(SearchQuery(text: "a", perPage: 50)).photos
        #expect(!photos.isEmpty && photos.allSatisfy { $0.license?.id == $0.licenseID && $0.license?.name.isEmpty == false })
    }

    /// Its records carry every count it has, so a photo's counts are never asked again; built in the background, it
    /// still says so once built (and before, nothing has photos to ask about).
    @Test func saysItsPagesCarryEveryCount() async throws {
        #expect(!catalog.fetchesCounts)
        let deferred = DeferredPhotoService { CatalogServiceTests.catalog }
        #expect(deferred.fetchesCounts)
        _ = try await deferred.search(SearchQuery(text: "horses", perPage: 1))
        #expect(!deferred.fetchesCounts)
    }

    /// A records file that cannot be read is named with a reason in words, never Foundation's own text.
    @Test func saysWhyTheRecordsCannotBeRead() throws {
        let folder = ScratchFolder.path("folder-catalog")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(CatalogService.recordsFile), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: CatalogError.unreadable(file: folder.appendingPathComponent(CatalogService.recordsFile).path, reason: "it is a folder")) {
            _ = try CatalogService(directory: folder)
        }
    }

    @Test func ranksTitleMatchesFirst() {
        let page = catalog.searchNow(SearchQuery(text: "horses", perPage: 10))
        #expect(page.total >= 30)
        #expect(page.photos.prefix(5).allSatisfy { $0.title.lowercased().contains("horse") })
    }

    @Test func requiresEveryWordAndHonoursExclusions() {
        let both = catalog.searchNow(SearchQuery(text: "dog frisbee", perPage: 500))
        #expect(!both.photos.isEmpty)
        #expect(both.photos.allSatisfy { ($0.title + " " + $0.description).lowercased().contains("frisbee") })
        let withoutFrisbee = catalog.searchNow(SearchQuery(text: "dog -frisbee", perPage: 500))
        let dogs = catalog.searchNow(SearchQuery(text: "dog", perPage: 500))
        #expect(withoutFrisbee.total == dogs.total - both.total)
    }

    @Test func foldsCaseAccentsAndPlurals() {
        #expect(catalog.searchNow(SearchQuery(text: "HORSE")).total == catalog.searchNow(SearchQuery(text: "horses")).total)
        #expect(catalog.searchNow(SearchQuery(text: "hórse")).total == catalog.searchNow(SearchQuery(text: "horse")).total)
    }

    @Test func sortsNewestFirst() {
        let page = catalog.searchNow(SearchQuery(text: "a", perPage: 500, sort: .datePostedDescending))
        let dates = page.photos.compactMap(\.posted)
        #expect(dates.count > 10)
        #expect(dates == dates.sorted(by: >))
        #expect(page.photos.prefix(dates.count).allSatisfy { $0.posted != nil }, "undated photos come last")
    }

    @Test func sortsMostViewedFirst() {
        let page = catalog.searchNow(SearchQuery(text: "a", perPage: 500, sort: .interestingnessDescending))
        let views = page.photos.compactMap(\.counts.views)
        #expect(views.count > 10)
        #expect(views == views.sorted(by: >))
    }

    @Test func pagesLikeFlickr() {
        let all = catalog.searchNow(SearchQuery(text: "man", perPage: 500))
        let perPage = 7
        let first = catalog.searchNow(SearchQuery(text: "man", perPage: perPage))
        #expect(first.pages == (all.total + perPage - 1) / perPage)
        let pages = (1...first.pages).map { catalog.searchNow(SearchQuery(text: "man", page: $0, perPage: perPage)) }
        #expect(pages.flatMap(\.photos).map(\.id) == all.photos.map(\.id))
        #expect(pages.last!.photos.count == all.total - (first.pages - 1) * perPage, "short last page")
        #expect(!pages.last!.hasMore)
        #expect(first.hasMore)
        let beyond = catalog.searchNow(SearchQuery(text: "man", page: first.pages + 1, perPage: perPage))
        #expect(beyond.photos.isEmpty)
    }

    /// The next page of a search is a slice of its first's matches (kept, not searched again); another search, order,
    /// licence or person in between never gives a page of the wrong matches.
    @Test func laterPagesComeFromTheSameMatches() throws {
        let fresh = try CatalogService(directory: ProjectPaths.catalog), reference = try CatalogService(directory: ProjectPaths.catalog)
        let queries = [
            SearchQuery(text: "a", perPage: 7), SearchQuery(text: "man", perPage: 7), SearchQuery(text: "a", perPage: 7, sort: .datePostedDescending),
            SearchQuery(text: "a", perPage: 5, licenses: ["4"]), SearchQuery(text: "a", perPage: 7),
        ]
        for (round, query) in (queries + queries.reversed()).enumerated() {
            for page in [1, 2, 3] {
                _ = reference.searchNow(SearchQuery(text: "nothing-like-it"))
                let expected = reference.searchNow(query.page(page))
                #expect(fresh.searchNow(query.page(page)) == expected, "round \(round), \(query.text) page \(page)")
            }
        }
    }

    @Test func answersNothingForUnknownWords() {
        let page = catalog.searchNow(SearchQuery(text: "zzyzxquux"))
        #expect(page.total == 0)
        #expect(page.pages == 0)
        #expect(page.photos.isEmpty)
    }

    @Test func filtersByLicenceAsFlickrDoes() {
        func codes(_ filter: LicenseFilter) -> Set<String> {
            let query = SearchQuery(text: "a", perPage: 500, licenses: filter.flickrIDs)
            let pages = catalog.searchNow(query).pages
            return Set((1...max(pages, 1)).flatMap { catalog.searchNow(query.page($0)).photos.compactMap(\.licenseID) })
        }
        #expect(codes(.noKnownRestrictions) == ["PDM", "NKCR", "USGOV", "CC0-1.0"])
        #expect(codes(.creativeCommons) == ["CC-BY-2.0", "CC-BY-SA-2.0", "CC-BY-3.0", "CC-BY-4.0", "CC-BY-SA-4.0", "CC0-1.0"])
        #expect(codes(.commercialUse) == ["CC-BY-2.0", "CC-BY-SA-2.0", "CC-BY-3.0", "CC-BY-4.0", "CC-BY-SA-4.0", "CC0-1.0", "PDM", "NKCR", "USGOV"])
        #expect(codes(.any).isSuperset(of: codes(.commercialUse)))
        #expect(catalog.searchNow(SearchQuery(text: "a", perPage: 500, licenses: ["10"])).photos.allSatisfy { $0.licenseID == "PDM" })
    }

    /// The searches the catalog suggests on an empty search screen show pictures: most of their first results
    /// have one (of 1,827 records 440 do).
    @Test func suggestsSearchesWhoseFirstResultsHavePictures() async throws {
        let suggestions = await catalog.suggestedSearches()
        #expect(suggestions.count == 5)
        for text in suggestions {
            let first = catalog.searchNow(SearchQuery(text: text, perPage: 6)).photos
            #expect(first.filter { !$0.sizes.isEmpty }.count >= 4, "\(text)")
        }
    }

    @Test func putsPhotosWithPicturesFirstAmongEquals() {
        let photos = catalog.searchNow(SearchQuery(text: "horses", perPage: 500)).photos
        let titled = photos.filter { $0.title.lowercased().split(separator: " ").contains("horses") }
        let firstWithout = titled.firstIndex { $0.sizes.isEmpty } ?? titled.count
        #expect(titled.prefix(firstWithout).count >= 1)
        #expect(!titled.dropFirst(firstWithout).contains { !$0.sizes.isEmpty }, "no picture after a photo without one of equal relevance")
    }

    @Test func servesImagesAsFileURLs() async throws {
        let photo = try await catalog.photo(id: "coco-159269")
        #expect(photo.sizes.map(\.suffix) == ["s", "q", "m", "z"])
        let body = try await HTTPClient(configuration: HTTPClientConfiguration(localFolder: ProjectPaths.catalog)).get(try #require(photo.thumbnail?.url)).body
        #expect(body.prefix(2) == Data([0xFF, 0xD8]))
        #expect(photo.credit?.isEmpty == false)
    }

    @Test func knowsCountsAndLicences() async throws {
        let viewed = try #require(catalog.searchNow(SearchQuery(text: "a", perPage: 1, sort: .interestingnessDescending)).photos.first)
        let counts = try await catalog.counts(photoID: viewed.id)
        #expect(counts.views == viewed.counts.views)
        let licenses = try await catalog.licenses()
        #expect(licenses.map(\.id).contains("CC-BY-2.0"))
        await #expect(throws: CatalogError.photoNotFound(id: "nope")) { try await catalog.photo(id: "nope") }
    }

    @Test func keepsEveryBundledImage() {
        let withImages = catalog.searchNow(SearchQuery(text: "", perPage: 500)).photos.filter { !$0.sizes.isEmpty }
        #expect(withImages.count == 440)
        #expect(withImages.allSatisfy { $0.sizes.map(\.suffix).sorted() == ["m", "q", "s", "z"] })
        #expect(withImages.flatMap(\.sizes).allSatisfy { $0.url.map { FileManager.default.fileExists(atPath: $0.path) } == true })
    }

    @Test func everyBundledImageIsTheSizeItsRecordSays() throws {
        let sizes = catalog.searchNow(SearchQuery(text: "", perPage: 500)).photos.flatMap(\.sizes)
        #expect(sizes.count == 440 * 4)
        for size in sizes {
            let (url, width, height) = (try #require(size.url), try #require(size.width), try #require(size.height))
            let image = try JPEGDecoder.decode(try Data(contentsOf: url), covering: width, height)
            #expect(image.width == width && image.height == height, "\(url.lastPathComponent), \(size.suffix): \(image.width)×\(image.height)")
        }
    }
}
