import Foundation
import Model
import Synchronization

/// A ``PhotoSearchService`` over generated photos `p0…`, paged like Flickr, with injectable latency
/// (on an injected clock) and failures, recording every call.
final class InMemoryPhotoService: PhotoSearchService {
    /// A failure the service was told to produce.
    struct Failure: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    private let total: Int
    private let clock: any Clock<Duration>
    private let latency: Duration
    private let revalidationLatency: Duration
    private let failures = Mutex<[Failure]>([])
    private let licensesFail = Mutex(false)
    private let revalidationsOffline = Mutex(false)
    private let infoLicense = Mutex("4")
    private let log = Mutex<[String]>([])
    let fetchesCounts: Bool
    let capabilities: SourceCapabilities
    private let suggestions: [String]

    /// - Parameters:
    ///   - total: how many photos match any search.
    ///   - latency: how long each search takes on `clock`.
    ///   - revalidationLatency: how long each revalidation takes on it.
    ///   - fetchesCounts: whether a photo's counts can tell more than its search page did.
    ///   - suggestions: the searches it suggests.
    init(
        total: Int, clock: any Clock<Duration> = ContinuousClock(), latency: Duration = .zero, revalidationLatency: Duration = .zero,
        fetchesCounts: Bool = true, capabilities: SourceCapabilities = .all, suggestions: [String] = []
    ) {
        self.suggestions = suggestions
        self.capabilities = capabilities
        self.total = total
        self.clock = clock
        self.latency = latency
        self.revalidationLatency = revalidationLatency
        self.fetchesCounts = fetchesCounts
    }

    /// Every call so far: `search:TEXT:PAGE` (then `:sort=…` and `:license=…` when not the defaults), `revalidate:TEXT:PAGE`, `info:ID`, `faves:ID`, `licenses`.
    var calls: [String] { log.withLock { $0 } }

    /// Makes every licence list request fail from now on.
    func failLicenses() {
        licensesFail.withLock { $0 = true }
    }

    /// Makes getInfo answer with licence `id` (not Flickr's "4").
    func answerInfo(license id: String) {
        infoLicense.withLock { $0 = id }
    }

    /// Makes every revalidation answer as if the network were gone.
    func answerRevalidationsOffline() {
        revalidationsOffline.withLock { $0 = true }
    }

    /// Makes the next search fail.
    func failNextSearch(_ message: String) {
        failures.withLock { $0.append(Failure(description: message)) }
    }

    static func photo(_ index: Int) -> Photo {
        Photo(
            id: "p\(index)", title: "Photo \(index)", description: "<b>Bold</b> &amp; <a href=\"x\">linked</a><br>next line",
            owner: PhotoOwner(id: "owner\(index % 3)", name: "Owner \(index % 3)"), licenseID: "4",
            counts: PhotoCounts(views: nil, comments: nil, faves: nil), tags: ["tag\(index)"],
            sizes: [
                PhotoSize(suffix: "q", width: 150, height: 150, source: "https://img.test/\(index)_q.jpg"),
                PhotoSize(suffix: "m", width: 240, height: 160, source: "https://img.test/\(index)_m.jpg"),
                PhotoSize(suffix: "z", width: 640, height: 427, source: "https://img.test/\(index)_z.jpg"),
                PhotoSize(suffix: "b", width: 1024, height: 683, source: "https://img.test/\(index)_b.jpg"),
            ],
            pageURL: URL(string: "https://www.flickr.com/photos/test/\(index)/")
        )
    }

    func suggestedSearches() async -> [String] { suggestions }

    /// Logged as "refresh:…", then answered as a search (logged too).
    func refreshed(_ query: SearchQuery) async throws -> PhotoPage {
        log.withLock { $0.append("refresh:\(query.text):\(query.page)") }
        return try await search(query)
    }

    func search(_ query: SearchQuery) async throws -> PhotoPage {
        let query = query.clampedToResultCap
        let sort = query.sort == .relevance ? "" : ":sort=\(query.sort.rawValue)"
        let licenses = query.licenses.isEmpty ? "" : ":license=\(query.licenses.joined(separator: ","))"
        let owner = query.owner.map { $0.id.isEmpty ? ":creator=\($0.name)" : ":user=\($0.id)" } ?? ""
        log.withLock { $0.append("search:\(query.text):\(query.page)" + sort + licenses + owner) }
        if latency > .zero { try await clock.sleep(for: latency) }
        if let failure = failures.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) { throw failure }
        return page(query)
    }

    /// The page `query` asks for, paged like Flickr.
    private func page(_ query: SearchQuery) -> PhotoPage {
        let start = (query.page - 1) * query.perPage
        let end = min(start + query.perPage, total)
        return PhotoPage(
            query: query, page: query.page, pages: (total + query.perPage - 1) / query.perPage, perPage: query.perPage,
            total: total, photos: start < end ? (start..<end).map(InMemoryPhotoService.photo) : []
        )
    }

    /// A stale page's fresh answer: the page as `search` gives it, or `page` marked offline.
    func revalidate(_ page: PhotoPage) async throws -> PhotoPage? {
        guard case .cache(let age, stale: true) = page.origin else { return nil }
        log.withLock { $0.append("revalidate:\(page.query.text):\(page.page)") }
        if revalidationLatency > .zero { try await clock.sleep(for: revalidationLatency) }
        guard !revalidationsOffline.withLock({ $0 }) else {
            var offline = page
            offline.origin = .offline(age: age)
            return offline
        }
        return self.page(page.query.clampedToResultCap)
    }

    func photo(id: String) async throws -> Photo {
        log.withLock { $0.append("info:\(id)") }
        var photo = InMemoryPhotoService.photo(Int(id.dropFirst()) ?? 0)
        photo.counts = PhotoCounts(views: 100, comments: 2)
        photo.licenseID = infoLicense.withLock { $0 }
        photo.posted = Date(timeIntervalSince1970: 1_600_000_000)
        return photo
    }

    func favoriteCount(photoID: String) async throws -> Int? {
        log.withLock { $0.append("faves:\(photoID)") }
        return 7
    }

    func sizes(photoID: String) async throws -> [PhotoSize] {
        try await photo(id: photoID).sizes
    }

    func licenses() async throws -> [License] {
        log.withLock { $0.append("licenses") }
        if licensesFail.withLock({ $0 }) { throw Failure(description: "licences unavailable") }
        return [License(id: "4", name: "CC BY 2.0", url: URL(string: "https://creativecommons.org/licenses/by/2.0/"))]
    }

    /// Two comments, the first in HTML.
    /// What the camera recorded: a Canon's for the second photo, nothing for the others.
    func cameraDetails(photoID: String) async throws -> CameraDetails? {
        log.withLock { $0.append("exif:\(photoID)") }
        return photoID == "p1" ? CameraDetails(camera: "Canon PowerShot G12", aperture: "f/2.8", exposure: "1/60 s", iso: "3200") : nil
    }

    func comments(photoID: String) async throws -> [PhotoComment] {
        log.withLock { $0.append("comments:\(photoID)") }
        return [
            PhotoComment(id: "c1", author: "Ann", date: Date(timeIntervalSince1970: 1_600_000_000), text: "<b>Lovely</b> &amp; sharp"),
            PhotoComment(id: "c2", author: "Bo", date: nil, text: "Where is this?"),
        ]
    }
}
