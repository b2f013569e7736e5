import Foundation
import Model

/// The catalog's pictured photos under the names other APIs give them: Openverse's hexadecimal ids (the catalog id's
/// bytes, so that they pass for UUID-like ids) and Commons' numeric page ids (their place in the catalog, from 1).
struct CatalogIndex {
    let catalog: CatalogService
    /// Every photo in the catalog's own order, and each id's page id.
    private let pageIDs: [String: Int]
    private let byPageID: [Int: Photo]

    init(catalog: CatalogService) {
        self.catalog = catalog
        var all: [Photo] = []
        var page = 1
        while true {
            let found = catalog.searchNow(SearchQuery(text: "", page: page, perPage: SearchQuery.maximumPerPage)).photos
            all += found
            if found.count < SearchQuery.maximumPerPage { break }
            page += 1
        }
        var pageIDs: [String: Int] = [:], byPageID: [Int: Photo] = [:]
        for (offset, photo) in all.enumerated() {
            pageIDs[photo.id] = offset + 1
            byPageID[offset + 1] = photo
        }
        self.pageIDs = pageIDs
        self.byPageID = byPageID
    }

    static func hexID(_ id: String) -> String { id.utf8.map { String(format: "%02x", $0) }.joined() }

    func photo(hexID: String) -> Photo? {
        guard hexID.count % 2 == 0, hexID.count <= 256 else { return nil }
        var bytes: [UInt8] = []
        var index = hexID.startIndex
        while index < hexID.endIndex {
            let next = hexID.index(index, offsetBy: 2)
            guard let byte = UInt8(hexID[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return catalog.lookup(id: String(decoding: bytes, as: UTF8.self))
    }

    func pageID(of photo: Photo) -> Int { pageIDs[photo.id] ?? 0 }
    func photo(pageID: Int) -> Photo? { byPageID[pageID] }

    /// The file of `photo`'s smallest whole size whose longest edge covers `edge`, else its largest.
    func file(of photo: Photo, covering edge: Int) -> URL? {
        let whole = photo.wholeSizes
        return (whole.first { $0.longestEdge >= edge } ?? whole.last)?.url
    }
}
