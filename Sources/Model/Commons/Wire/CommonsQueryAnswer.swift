/// A MediaWiki `action=query` answer from Commons, in `formatversion` 1 or 2: `pages` an object keyed by page id
/// (1) or an array (2), neither in rank order (``CommonsPage/index`` is).
struct CommonsQueryAnswer: Decodable {
    let query: Query?
    /// What to send back for the next page, every key as it came; absent on the last page.
    let `continue`: [String: CommonsScalar]?
    let error: CommonsAPIError?

    struct Query: Decodable {
        let searchinfo: SearchInfo?
        let pages: [CommonsPage]

        enum CodingKeys: String, CodingKey { case searchinfo, pages }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            searchinfo = try container.decodeIfPresent(SearchInfo.self, forKey: .searchinfo)
            if let list = try? container.decodeIfPresent([Lossy<CommonsPage>].self, forKey: .pages) {
                pages = list.compactMap(\.value)
            } else {
                let keyed = try container.decodeIfPresent([String: Lossy<CommonsPage>].self, forKey: .pages) ?? [:]
                // Keys are page ids: their numeric order is a stable order for pages without an index.
                pages = keyed.sorted { (Int($0.key) ?? 0) < (Int($1.key) ?? 0) }.compactMap(\.value.value)
            }
        }
    }

    struct SearchInfo: Decodable {
        let totalhits: Int?
    }
}

/// An `{"error": {"code", "info"}}` of the MediaWiki API (`ratelimited`, `badvalue`, …).
struct CommonsAPIError: Decodable {
    let code: String?
    let info: String?
}

/// A page of a Commons answer: a `File:` page, with its image's information.
struct CommonsPage: Decodable {
    let pageid: Int?
    let title: String?
    /// Its rank in the search (1-based, continuing across pages); absent outside a ranked generator.
    let index: Int?
    let imageinfo: [CommonsImageInfo]?
}

/// The current version of a file: the original's URL and size, the thumbnail asked for, and `extmetadata`.
struct CommonsImageInfo: Decodable {
    let url: String?
    let width: Int?
    let height: Int?
    let mime: String?
    let thumburl: String?
    let thumbwidth: Int?
    let thumbheight: Int?
    let descriptionurl: String?
    let extmetadata: [String: Lossy<CommonsMetadataField>]?
}

/// One `extmetadata` field: `{"value": …, "source": …}`, the value a string, a number or a boolean.
struct CommonsMetadataField: Decodable {
    let value: CommonsScalar
}

/// A JSON string, number or boolean, read as text (`gsroffset` is a number, `CommonsMetadataExtension` a float).
struct CommonsScalar: Decodable {
    let text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            text = string
        } else if let number = try? container.decode(Int.self) {
            text = String(number)
        } else if let number = try? container.decode(Double.self) {
            text = String(number)
        } else {
            text = String(try container.decode(Bool.self))
        }
    }
}
