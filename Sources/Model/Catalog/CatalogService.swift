import FoundationEssentials
import Glibc
import Dispatch
import Synchronization

/// The demo catalog (`photos.jsonl` plus images, as in `Resources/catalog`) as a ``PhotoSearchService``,
/// paged exactly like Flickr, with images as `file://` URLs.
public final class CatalogService: PhotoSearchService {
    /// The folder the catalog was read from.
    public let directory: URL
    private let entries: [CatalogEntry]
    private let indexByID: [String: Int]
    private let catalogLicenses: [License]
    /// The last search's matches in order, by its query on page 1 (its page size aside): the next page of the same
    /// search is a slice of them, not the whole catalog searched and sorted again.
    private let lastMatches = Mutex<(query: SearchQuery, photos: [Photo])?>(nil)

    /// The records file in a catalog folder.
    public static let recordsFile = "photos.jsonl"

    /// Reads every record of the catalog in `directory`. A folder that is no catalog, an unreadable or empty
    /// records file, and a line that is not a valid record each throw a ``CatalogError`` naming the file.
    public init(directory: URL) throws(CatalogError) {
        try CatalogLocation.check(directory)
        self.directory = directory
        let file = directory.appendingPathComponent(CatalogService.recordsFile)
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw .unreadable(file: file.path, reason: CatalogService.reason(error))
        }
        let lines = CatalogService.lines(of: data)
        var records = [Result<(CatalogEntry, License?)?, CatalogError>](repeating: .success(nil), count: lines.count)
        let parts = 4
        let size = (lines.count + parts - 1) / parts
        records.withUnsafeMutableBufferPointer { buffer in
            // Each part writes only its own slots, so the shared buffer is never written twice.
            nonisolated(unsafe) let results = buffer
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                let decoder = JSONDecoder()
                for number in min(part * size, lines.count)..<min((part + 1) * size, lines.count) {
                    results[number] = CatalogService.record(lines[number], number: number + 1, of: file, decoder: decoder)
                }
            }
        }
        var entries: [CatalogEntry] = []
        entries.reserveCapacity(lines.count)
        var licenses: [String: License] = [:]
        for result in records {
            guard let (entry, license) = try result.get() else { continue }
            entries.append(entry)
            if let license, licenses[license.id] == nil { licenses[license.id] = license }
        }
        guard !entries.isEmpty else { throw .unreadable(file: file.path, reason: "it holds no records") }
        self.entries = entries
        self.indexByID = Dictionary(entries.enumerated().map { ($1.photo.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.catalogLicenses = licenses.values.sorted { $0.id < $1.id }
        let listed = (try? String(contentsOf: directory.appendingPathComponent("suggestions.txt"), encoding: .utf8)) ?? ""
        suggestions = listed.split(separator: "\n").map { TerminalText.singleLine(String($0)).trimmingWhitespace() }
            .filter { !$0.isEmpty }.prefix(5).map { String($0.prefix(40)) }
    }

    /// Why the records file could not be read, in words (never Foundation's own text).
    private static func reason(_ error: any Error) -> String {
        let code = (error as? CocoaError).flatMap(FileError.errno) ?? EIO
        return [EACCES, EPERM].contains(code) ? "flickterm may not read it" : FileError.reason(for: code)
    }

    /// The searches `suggestions.txt` lists (at most five), chosen because their first results have pictures.
    public let suggestions: [String]

    public func suggestedSearches() async -> [String] { suggestions }

    /// The records carry every count the catalog has: asking again would only wake a thread to answer the same.
    public var fetchesCounts: Bool { false }

    /// One line read as an entry and its licence; `nil` for a blank line.
    private static func record(
        _ line: Data, number: Int, of file: URL, decoder: JSONDecoder
    ) -> Result<(CatalogEntry, License?)?, CatalogError> {
        guard !line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) else { return .success(nil) }
        do {
            let record = try decoder.decode(CatalogRecord.self, from: line)
            return .success((CatalogEntry(photo: try record.photo(in: file.deletingLastPathComponent())), record.domainLicense))
        } catch let error as DecodingError {
            return .failure(.malformed(file: file.path, line: number, reason: CatalogRecordError(error).description))
        } catch {
            return .failure(.malformed(file: file.path, line: number, reason: String(describing: error)))
        }
    }

    /// The lines of `data`, without their newlines (`Data.split` is several times slower).
    private static func lines(of data: Data) -> [Data] {
        var lines: [Data] = []
        var start = data.startIndex
        while start < data.endIndex {
            let end = data[start...].firstIndex(of: UInt8(ascii: "\n")) ?? data.endIndex
            lines.append(data[start..<end])
            start = end + 1
        }
        return lines
    }

    /// How many records the catalog holds.
    public var count: Int { entries.count }

    /// The photos that have image files, in the catalog's order.
    public var picturedPhotos: [Photo] { entries.lazy.map(\.photo).filter { !$0.sizes.isEmpty } }

    public func search(_ query: SearchQuery) async throws -> PhotoPage {
        searchNow(query)
    }

    /// The search, synchronously: matches ranked by `query.sort`, then paged and capped like Flickr.
    public func searchNow(_ query: SearchQuery) -> PhotoPage {
        let query = query.clampedToResultCap
        var key = query.page(1)
        key.perPage = 1
        let matches = lastMatches.withLock { last in last?.query == key ? last?.photos : nil } ?? {
            let found = matching(query)
            lastMatches.withLock { $0 = (key, found) }
            return found
        }()
        let total = matches.count
        let pages = (total + query.perPage - 1) / query.perPage
        let start = min((query.page - 1) * query.perPage, total)
        let end = min(start + query.perPage, total)
        return PhotoPage(query: query, page: query.page, pages: pages, perPage: query.perPage, total: total, photos: Array(matches[start..<end]))
    }

    /// Every photo `query` matches (its page aside), in the order it asks for.
    private func matching(_ query: SearchQuery) -> [Photo] {
        let terms = SearchTerms(query: query.text)
        let allowed = Set(query.licenses)
        var matches: [(entry: CatalogEntry, score: Int)] = entries.compactMap { entry in
            guard allowed.isEmpty || allowed.contains(entry.photo.licenseID.flatMap(LicenseFilter.flickrID(forCatalogCode:)) ?? "") else {
                return nil
            }
            if let owner = query.owner, !CatalogService.owner(owner, owns: entry.photo) { return nil }
            return entry.score(for: terms).map { (entry, $0) }
        }
        matches.sort { CatalogService.precedes($0, $1, by: query.sort) }
        return matches.map(\.entry.photo)
    }

    /// Whether `owner` (by id, or by name where the id is not known: Openverse's creators) took `photo`.
    private static func owner(_ owner: PhotoOwner, owns photo: Photo) -> Bool {
        owner.id.isEmpty ? !owner.name.isEmpty && photo.owner.name == owner.name : photo.owner.id == owner.id
    }

    public func photo(id: String) async throws -> Photo {
        guard let photo = lookup(id: id) else { throw CatalogError.photoNotFound(id: id) }
        return photo
    }

    /// The photo with this id, synchronously; `nil` when there is none.
    public func lookup(id: String) -> Photo? {
        indexByID[id].map { entries[$0].photo }
    }

    /// The demo catalog holds no comments.
    public func comments(photoID: String) async throws -> [PhotoComment] {
        _ = try await photo(id: photoID)
        return []
    }

    public func favoriteCount(photoID: String) async throws -> Int? {
        try await photo(id: photoID).counts.faves
    }

    public func sizes(photoID: String) async throws -> [PhotoSize] {
        try await photo(id: photoID).sizes
    }

    public func licenses() async throws -> [License] {
        allLicenses
    }

    /// The licences the records carry, by code, synchronously.
    public var allLicenses: [License] { catalogLicenses }

    private static func precedes(
        _ lhs: (entry: CatalogEntry, score: Int), _ rhs: (entry: CatalogEntry, score: Int), by sort: SearchSort
    ) -> Bool {
        let left = lhs.entry.photo
        let right = rhs.entry.photo
        switch sort {
        case .relevance:
            if lhs.score != rhs.score { return lhs.score > rhs.score }
        case .datePostedDescending:
            if left.posted != right.posted { return (left.posted ?? .distantPast) > (right.posted ?? .distantPast) }
        case .interestingnessDescending:
            if left.counts.views != right.counts.views { return (left.counts.views ?? -1) > (right.counts.views ?? -1) }
            if left.counts.faves != right.counts.faves { return (left.counts.faves ?? -1) > (right.counts.faves ?? -1) }
        }
        if lhs.score != rhs.score { return lhs.score > rhs.score }
        if left.sizes.isEmpty != right.sizes.isEmpty { return !left.sizes.isEmpty }
        return left.id < right.id
    }
}
