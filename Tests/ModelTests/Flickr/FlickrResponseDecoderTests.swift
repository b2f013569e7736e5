import Foundation
import Model
import TestSupport
import Testing

/// Every captured JSON answer decodes: successes into models, failures into the right error.
struct FlickrResponseDecoderTests {
    let decoder = FlickrResponseDecoder()
    let query = SearchQuery(text: "fixture")

    private func fixture(_ path: String) throws -> Data {
        try Data(contentsOf: ProjectPaths.fixtures.appendingPathComponent(path))
    }

    /// The raw JSON, for cross-checking what the decoder produced.
    private func raw(_ path: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: fixture(path)) as? [String: Any] ?? [:]
    }

    @Test func thereAreFixturesToRead() {
        #expect(ProjectPaths.jsonFixtures().count == 30)
    }

    /// What the camera recorded, read from a Canon's EXIF: its model, the exposure, aperture, focal length, ISO and
    /// time; a video's answer and a scan's (no camera, only JFIF and ICC entries) have none of it.
    @Test func readsTheCamerasDetails() throws {
        let canon = try decoder.cameraDetails(from: fixture("json/photos.getExif_canon-g12__janko-flickrie_2012.json"))
        #expect(canon == CameraDetails(
            camera: "Canon PowerShot G12", focalLength: "6.1 mm", aperture: "f/2.8", exposure: "1/60 s", iso: "3200", taken: "2011-03-20 17:00:05"
        ))
        #expect(try decoder.cameraDetails(from: fixture("json/photos.getExif_video-empty__janko-flickrie_2012.json")).isEmpty)
        #expect(try decoder.cameraDetails(from: fixture("json/photos.getExif_no-camera__janko-flickr-objects_2013.json")).isEmpty)
    }

    @Test(arguments: ProjectPaths.jsonFixtures() + ProjectPaths.jsonFixtures(in: "reformatted"))
    func decodesEveryFixture(_ path: String) throws {
        let name = (path as NSString).lastPathComponent
        let body = try fixture(path)
        if name.hasPrefix("error_") {
            let code = Int(name.split(separator: "_")[1])!
            let message = try raw(path)["message"] as? String ?? ""
            #expect(throws: FlickrError.api(code: code, message: message)) { try decoder.photoPage(from: body, query: query) }
            #expect(throws: FlickrError.api(code: code, message: message)) { try decoder.checkStatus(of: body) }
        } else if name.contains("getInfo") && !name.contains("licenses") {
            let photo = try decoder.photo(from: body)
            let rawPhoto = try raw(path)["photo"] as? [String: Any]
            #expect(photo.id == rawPhoto?["id"] as? String)
            #expect(photo.title == (rawPhoto?["title"] as? [String: Any])?["_content"] as? String)
            #expect(photo.pageURL != nil)
        } else if name.contains("getFavorites") {
            let total = try decoder.favoriteCount(from: body)
            #expect(total == Int((try raw(path)["photo"] as? [String: Any])?["total"] as? String ?? ""))
        } else if name.contains("getSizes") {
            let sizes = try decoder.sizes(from: body)
            #expect(!sizes.isEmpty)
            #expect(sizes.map(\.longestEdge) == sizes.map(\.longestEdge).sorted())
        } else if name.contains("licenses") {
            let licenses = try decoder.licenses(from: body)
            let rawList = (try raw(path)["licenses"] as? [String: Any])?["license"] as? [Any]
            #expect(licenses.count == rawList?.count)
        } else if name.contains("getExif") {
            let details = try decoder.cameraDetails(from: body)
            let camera = (try raw(path)["photo"] as? [String: Any])?["camera"] as? String ?? ""
            #expect(details.camera == (camera.isEmpty ? nil : camera))
        } else if name.contains("comments.getList") {
            let comments = try decoder.comments(from: body)
            let rawList = (try raw(path)["comments"] as? [String: Any])?["comment"] as? [Any]
            #expect(comments.count == rawList?.count)
        } else {
            let page = try decoder.photoPage(from: body, query: query)
            let rawPhotos = try raw(path)["photos"] as? [String: Any]
            let rawList = rawPhotos?["photo"] as? [[String: Any]] ?? []
            #expect(page.photos.map(\.id) == rawList.compactMap { $0["id"] as? String })
            #expect(page.perPage == rawPhotos?["perpage"] as? Int)
            #expect(page.photos.allSatisfy { !$0.sizes.isEmpty })
        }
    }

    @Test func readsTotalsSentAsStringsOrNumbers() throws {
        let strings = try decoder.photoPage(from: fixture("json/search_all-extras__janko-flickrie_2012.json"), query: query)
        #expect(strings.total == 98)
        let numbers = try decoder.photoPage(from: fixture("json/search_text-nice_per-page-5__denissimon-ios-mvvm_2024.json"), query: query)
        #expect(numbers.total == 112_301)
        #expect(numbers.pages == 22461)
        #expect(numbers.lastReachablePage == 800, "4,000 results at 5 a page")
        #expect(numbers.reachableTotal == 4000)
    }

    @Test func readsAllExtrasWithMixedTypes() throws {
        let page = try decoder.photoPage(from: fixture("json/search_all-extras__janko-flickrie_2012.json"), query: query)
        let photo = try #require(page.photos.first)
        #expect(photo.owner == PhotoOwner(id: "67131352@N04", name: "Janko Marohnić"))
        #expect(photo.counts.views == 1)
        #expect(photo.licenseID == "0")
        #expect(photo.posted == Date(timeIntervalSince1970: 1_334_834_742))
        #expect(photo.taken == ISO8601DateFormatter().date(from: "2011-03-27T14:21:21Z"))
        let small = try #require(photo.sizes.first { $0.suffix == "m" })
        #expect(small.source == "http://farm8.staticflickr.com/7090/7093101501_9337f28800_m.jpg")
        #expect(small.width == 240)
        #expect(small.height == 180)
        let square = try #require(photo.thumbnail)
        #expect(square.suffix == "q")
        #expect(square.width == 150)
        #expect(photo.sizes.first { $0.suffix == "" }?.width == 500, "url_m is the 500 px file")
        #expect(photo.sizes.first { $0.suffix == "b" }?.width == 1024, "url_l is the 1024 px _b file")
    }

    @Test func buildsImageURLsWhenNoExtrasAreSent() throws {
        let page = try decoder.photoPage(from: fixture("json/search_per-page-2__denissimon-ios-mvvm_2024.json"), query: query)
        let photo = try #require(page.photos.first)
        #expect(photo.thumbnail?.source == "https://live.staticflickr.com/65535/53910549451_e5d42720cb_q.jpg")
        #expect(photo.sizes.contains { $0.source == "https://live.staticflickr.com/65535/53910549451_e5d42720cb_z.jpg" })
        #expect(photo.sizes.map(\.suffix) == ["s", "q", "m", "z", "b"])
        #expect(photo.pageURL?.absoluteString == "https://www.flickr.com/photos/183377981@N03/53910549451/")
    }

    @Test func keepsEmptyTitles() throws {
        let page = try decoder.photoPage(from: fixture("json/interestingness.getList_all-extras__janko-flickr-objects_2013.json"), query: query)
        #expect(page.photos.count == 94)
        #expect(page.perPage == 100)
        #expect(page.photos.filter { $0.title.isEmpty }.count == 5)
    }

    @Test func readsGetInfoWithContentWrappers() throws {
        let photo = try decoder.photo(from: fixture("json/photos.getInfo__janko-flickr-objects_2013.json"))
        #expect(photo.title == "Hana")
        #expect(photo.owner == PhotoOwner(id: "78733179@N04", name: "Janko Marohnić"))
        #expect(photo.counts == PhotoCounts(views: 3, comments: 0))
        #expect(photo.tags == ["foo"])
        #expect(photo.posted == Date(timeIntervalSince1970: 2013), "dateuploaded \"2013\" is unix seconds")
        #expect(photo.pageURL?.absoluteString == "http://www.flickr.com/photos/78733179@N04/8130464513/")
    }

    @Test func skipsVideoSizes() throws {
        let sizes = try decoder.sizes(from: fixture("json/photos.getSizes_video__janko-flickrie_2012.json"))
        #expect(sizes.allSatisfy { $0.source.hasSuffix(".jpg") })
        #expect(sizes.first?.suffix == "s")
    }

    @Test func readsFavoriteTotals() throws {
        #expect(try decoder.favoriteCount(from: fixture("json/photos.getFavorites__janko-flickr-objects_2013.json")) == 1)
        #expect(try decoder.favoriteCount(from: fixture("json/photos.getFavorites_empty__janko-flickrie_2012.json")) == 0)
    }

    @Test func ordersLicencesById() throws {
        let licenses = try decoder.licenses(from: fixture("json/photos.licenses.getInfo__janko-flickr-objects_2015.json"))
        #expect(licenses.first == License(id: "0", name: "All Rights Reserved", url: nil))
        #expect(licenses.map(\.id) == (0..<licenses.count).map(String.init))
    }

    @Test func readsEmptyResults() throws {
        let page = try decoder.photoPage(from: fixture("json/photos.comments.getRecentForContacts_empty__janko-flickrie_2012.json"), query: query)
        #expect(page.photos.isEmpty)
        #expect(page.total == 0)
        #expect(page.pages == 0)
        #expect(!page.hasMore)
    }
}
