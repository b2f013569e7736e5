import FoundationEssentials

/// Wire → domain for Wikimedia Commons: files ranked by their search `index`, their author and licence from
/// `extmetadata` (HTML turned into text), and thumbnails at the standard widths Wikimedia serves.
enum CommonsMapping {
    static let sourceName = "Wikimedia Commons"

    /// The widths Wikimedia's thumbnail servers serve; any other is refused (HTTP 429) on `upload.wikimedia.org`.
    static let standardWidths = [20, 40, 60, 120, 250, 330, 500, 960, 1280, 1920, 3840]

    /// The widths asked for thumbnails: the smallest standard width that covers `width` pixels, else the largest.
    static func standardWidth(covering width: Int) -> Int {
        standardWidths.first { $0 >= width } ?? standardWidths[standardWidths.count - 1]
    }

    /// The fields of `extmetadata` asked for (`iiextmetadatafilter`), never the whole set.
    static let metadataFields = ["Artist", "ObjectName", "ImageDescription", "DateTimeOriginal", "LicenseShortName", "LicenseUrl",
                                 "License", "AttributionRequired", "Attribution", "Make", "Model", "FNumber", "ExposureTime",
                                 "ISOSpeedRatings", "FocalLength"]

    /// The answer's files in rank order (by `index`; files without one after, in page-id order), each at most once.
    static func photos(_ answer: CommonsQueryAnswer) -> [Photo] {
        let pages = (answer.query?.pages ?? []).enumerated().sorted { ($0.element.index ?? Int.max, $0.offset) < ($1.element.index ?? Int.max, $1.offset) }
        var seen = Set<Int>()
        return pages.compactMap { entry in
            guard let id = entry.element.pageid, seen.insert(id).inserted else { return nil }
            return photo(entry.element, id: id)
        }
    }

    static func photo(_ page: CommonsPage, id: Int) -> Photo? {
        guard let info = page.imageinfo?.first else { return nil }
        let field = { (name: String) in info.extmetadata?[name]?.value.map(\.value.text) ?? nil }
        let text = { (name: String) in field(name).map { TerminalText.singleLine(HTMLText.plainText($0)) } ?? "" }
        let fileTitle = (page.title ?? "").replacing("File:", with: "", maxReplacements: 1)
        let title = text("ObjectName").isEmpty ? String(fileTitle.prefix { $0 != "." }) : text("ObjectName")
        let license = field("LicenseShortName").map { name in
            License(
                id: field("License") ?? name, name: TerminalText.singleLine(name), url: webURL(field("LicenseUrl")),
                attributionRequired: field("AttributionRequired").map { $0.lowercased() == "true" }
            )
        }
        let creator = text("Artist")
        let credit = text("Attribution").isEmpty ? license.map { Attribution.sentence(title: title, creator: creator, license: $0) } : text("Attribution")
        let value = { (name: String) in text(name).isEmpty ? nil : text(name) }
        let makeAndModel = [value("Make"), value("Model")].compactMap { $0 }.joined(separator: " ")
        let camera = CameraDetails(
            camera: makeAndModel.isEmpty ? nil : makeAndModel, focalLength: value("FocalLength"),
            aperture: value("FNumber").map { $0.hasPrefix("f/") ? $0 : "f/" + $0 }, exposure: value("ExposureTime"),
            iso: value("ISOSpeedRatings"), taken: value("DateTimeOriginal")
        )
        return Photo(
            id: String(id), title: title, description: field("ImageDescription") ?? "", owner: PhotoOwner(name: creator),
            licenseID: license?.id, sizes: sizes(info), pageURL: webURL(info.descriptionurl), credit: credit,
            license: license, sourceName: sourceName, camera: camera.isEmpty ? nil : camera
        )
    }

    /// The original, and the standard widths below it, from the thumbnail's URL (`…/{width}px-{name}`): one answer
    /// gives every size a screen may want.
    static func sizes(_ info: CommonsImageInfo) -> [PhotoSize] {
        var sizes: [PhotoSize] = []
        if let url = info.url, webURL(url) != nil {
            sizes.append(PhotoSize(suffix: "original", width: info.width, height: info.height, source: url))
        }
        guard let thumb = info.thumburl, webURL(thumb) != nil else { return sizes }
        guard let width = info.width, let height = info.height, width > 0, let slash = thumb.lastIndex(of: "/"),
              let marker = thumb[slash...].firstRange(of: "px-") else {
            sizes.append(PhotoSize(suffix: "thumb", width: info.thumbwidth, height: info.thumbheight, source: thumb))
            return sizes
        }
        let folder = thumb[...slash], name = thumb[marker.upperBound...]
        for standard in standardWidths where standard >= 60 && standard < width {
            let size = PhotoSize(
                suffix: "w\(standard)", width: standard, height: max(height * standard / width, 1), source: "\(folder)\(standard)px-\(name)"
            )
            sizes.append(size)
        }
        return sizes
    }

    /// A web address, protocol-relative ones (`//commons…`) taken as `https`; `nil` for any other scheme.
    static func webURL(_ text: String?) -> URL? {
        guard let text else { return nil }
        return PageLink.address(text.hasPrefix("//") ? "https:" + text : text)
    }
}
