import FoundationEssentials
import Model

/// The `--json` output of `flickterm search`: one document, `null` for unknown values.
struct SearchJSONDocument: Encodable {
    let page: PhotoPage

    private enum Keys: String, CodingKey {
        case query, page, pages, total, photos
    }

    private struct Row: Encodable {
        let photo: Photo

        private enum Keys: String, CodingKey {
            case id, title, owner, creator, taken, license, attribution, source, views, comments, faves
            case thumbnailURL = "thumbnail_url"
            case pageURL = "page_url"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(photo.id, forKey: .id)
            try container.encode(photo.title, forKey: .title)
            try container.encode(photo.owner.name.isEmpty ? (photo.owner.id.isEmpty ? nil : photo.owner.id) : photo.owner.name, forKey: .owner)
            try container.encode(photo.taken.map { $0.formatted(.iso8601) }, forKey: .taken)
            try container.encode(photo.displayOwner.isEmpty ? nil : photo.displayOwner, forKey: .creator)
            try container.encode(photo.license?.name ?? photo.licenseID, forKey: .license)
            try container.encode(photo.attribution, forKey: .attribution)
            try container.encode(photo.sourceName, forKey: .source)
            try container.encode(photo.counts.views, forKey: .views)
            try container.encode(photo.counts.comments, forKey: .comments)
            try container.encode(photo.counts.faves, forKey: .faves)
            try container.encode(photo.thumbnail?.source, forKey: .thumbnailURL)
            try container.encode(photo.pageURL?.absoluteString, forKey: .pageURL)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(page.query.text, forKey: .query)
        try container.encode(page.page, forKey: .page)
        try container.encode(page.pages, forKey: .pages)
        try container.encode(page.total, forKey: .total)
        try container.encode(page.photos.map(Row.init), forKey: .photos)
    }

    /// The document as UTF-8 JSON text, safe on a terminal: every control character escaped — the C0 ones by
    /// the encoder, and here DEL, the C1 ones (U+0080–U+009F: U+009B starts a terminal command as ESC [ does)
    /// and the line and paragraph separators, which the encoder leaves as they are.
    func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        var text = ""
        // Outside strings JSON text is ASCII, so each of these is inside a string, where \uXXXX means it.
        for scalar in String(decoding: try encoder.encode(self), as: UTF8.self).unicodeScalars {
            if (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 {
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
