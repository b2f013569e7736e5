import FoundationEssentials

/// Wire → domain for Openverse: photos with their licence, creator and attribution, and the image sizes a
/// terminal can use — Flickr's own, built from the file name, for photos Flickr provides.
enum OpenverseMapping {
    static let sourceName = "Openverse"

    /// The page for `query`; entries past the page size asked for are dropped.
    static func page(_ answer: OpenverseSearchAnswer, query: SearchQuery, perPage: Int, resultCap: Int) -> PhotoPage {
        let photos = (answer.results ?? []).compactMap(\.value).prefix(perPage).map(photo)
        let total = max(answer.resultCount ?? photos.count, 0)
        return PhotoPage(
            query: query, page: max(answer.page ?? query.page, 1), pages: max(answer.pageCount ?? 0, 0), perPage: perPage,
            total: total, photos: Array(photos), resultCap: resultCap
        )
    }

    static func photo(_ image: OpenverseImage) -> Photo {
        let license = license(image)
        let title = image.title ?? ""
        let creator = image.creator ?? ""
        return Photo(
            id: image.id, title: title, owner: PhotoOwner(name: creator, url: PageLink.address(image.creatorURL)),
            licenseID: license?.id, tags: (image.tags ?? []).compactMap(\.value?.name),
            sizes: sizes(image), pageURL: PageLink.address(image.foreignLandingURL),
            credit: image.attribution ?? license.map { Attribution.sentence(title: title, creator: creator, license: $0) },
            license: license, sourceName: sourceName
        )
    }

    /// The licence from its code and version: `by` 2.0 is "CC BY 2.0", `cc0` "CC0 1.0", `pdm` "Public Domain Mark 1.0".
    static func license(_ image: OpenverseImage) -> License? {
        guard let code = image.license?.lowercased(), !code.isEmpty else { return nil }
        let version = image.licenseVersion.map { " " + $0 } ?? ""
        let name = switch code {
        case "cc0": "CC0" + version
        case "pdm": "Public Domain Mark" + version
        default: "CC " + code.uppercased() + version
        }
        return License(id: code, name: name, url: PageLink.address(image.licenseURL), attributionRequired: !["cc0", "pdm"].contains(code))
    }

    /// Flickr's sizes for a Flickr photo whose file name Flickr's pattern names, straight from Flickr's image host;
    /// else the provider's file and Openverse's 600-pixel thumbnail.
    static func sizes(_ image: OpenverseImage) -> [PhotoSize] {
        let original = image.width.flatMap { width in image.height.map { (width, $0) } }
        if image.provider == "flickr", let url = image.url, let flickr = FlickrImageURL.sizes(derivedFrom: url) {
            return flickr.map { size in
                var size = size
                if !size.isSquareCrop, let (width, height) = original {
                    (size.width, size.height) = scaled(width, height, toEdge: size.longestEdge)
                }
                return size
            }
        }
        var sizes: [PhotoSize] = []
        if let thumbnail = image.thumbnail, PageLink.address(thumbnail) != nil {
            // The proxy never enlarges: 600 pixels on the longest side at most (assumed square when the size is unknown).
            let (width, height) = original.map { scaled($0.0, $0.1, toEdge: 600) } ?? (600, 600)
            sizes.append(PhotoSize(suffix: "thumb", width: width, height: height, source: thumbnail))
        }
        if let url = image.url, PageLink.address(url) != nil {
            sizes.append(PhotoSize(suffix: "original", width: original?.0, height: original?.1, source: url))
        }
        return sizes
    }

    /// `width`×`height` scaled down so that the longest side is at most `edge`.
    private static func scaled(_ width: Int, _ height: Int, toEdge edge: Int) -> (Int, Int) {
        let longest = max(width, height, 1)
        guard longest > edge else { return (width, height) }
        return (max(width * edge / longest, 1), max(height * edge / longest, 1))
    }
}
