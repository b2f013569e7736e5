import Foundation
import Model

/// The JSON bodies the server sends, in Flickr's own shapes and with its quirks kept on purpose: totals and
/// some sizes as strings, others as numbers, text wrapped in `_content`, `path_alias` as `null`, and
/// `stat` beside the payload.
enum FlickrAnswer {
    /// `{"<key>": payload, "stat": "ok"}`.
    struct Success<Payload: Encodable>: Encodable {
        let key: String
        let payload: Payload

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: FlickrKey.self)
            try container.encode(payload, forKey: FlickrKey(key))
            try container.encode("ok", forKey: FlickrKey("stat"))
        }
    }

    /// `{"stat": "fail", "code": N, "message": "…"}`.
    struct Failure: Encodable {
        let stat = "fail"
        let code: Int
        let message: String
    }

    /// `{"_content": "…"}`, as getInfo wraps text.
    struct Content: Encodable {
        let _content: String
    }

    /// The `photos` object of a search.
    struct PhotoList: Encodable {
        let page: Int
        let pages: Int
        let perpage: Int
        /// A string, as Flickr's search sends it.
        let total: String
        let photo: [ListEntry]
    }

    /// One search result with the extras asked for; `nil` members are left out.
    struct ListEntry: Encodable {
        var id: String
        var owner: String
        var secret: String
        var server: String
        var farm = 0
        var title: String
        var ispublic = 1
        var isfriend = 0
        var isfamily = 0
        var description: Content?
        var license: String?
        var ownername: String?
        var dateupload: String?
        var datetaken: String?
        var datetakengranularity: String?
        var tags: String?
        var views: String?
        var count_comments: String?
        var count_faves: Int?
        /// `url_X` with its width (a number) and height (a string), as Flickr mixes them.
        var images: [(extra: String, url: String, width: Int, height: Int)] = []

        private enum Keys: String, CodingKey {
            case id, owner, secret, server, farm, title, ispublic, isfriend, isfamily, description, license, ownername
            case dateupload, datetaken, datetakengranularity, tags, views, count_comments, count_faves
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(id, forKey: .id)
            try container.encode(owner, forKey: .owner)
            try container.encode(secret, forKey: .secret)
            try container.encode(server, forKey: .server)
            try container.encode(farm, forKey: .farm)
            try container.encode(title, forKey: .title)
            try container.encode(ispublic, forKey: .ispublic)
            try container.encode(isfriend, forKey: .isfriend)
            try container.encode(isfamily, forKey: .isfamily)
            try container.encodeIfPresent(description, forKey: .description)
            try container.encodeIfPresent(license, forKey: .license)
            try container.encodeIfPresent(ownername, forKey: .ownername)
            try container.encodeIfPresent(dateupload, forKey: .dateupload)
            try container.encodeIfPresent(datetaken, forKey: .datetaken)
            try container.encodeIfPresent(datetakengranularity, forKey: .datetakengranularity)
            try container.encodeIfPresent(tags, forKey: .tags)
            try container.encodeIfPresent(views, forKey: .views)
            try container.encodeIfPresent(count_comments, forKey: .count_comments)
            try container.encodeIfPresent(count_faves, forKey: .count_faves)
            var extras = encoder.container(keyedBy: FlickrKey.self)
            for image in images {
                try extras.encode(image.url, forKey: FlickrKey("url_\(image.extra)"))
                try extras.encode(image.width, forKey: FlickrKey("width_\(image.extra)"))
                try extras.encode(String(image.height), forKey: FlickrKey("height_\(image.extra)"))
            }
        }
    }

    /// The `photo` object of getInfo.
    struct Info: Encodable {
        struct Owner: Encodable {
            let nsid: String
            let username: String
            let realname: String

            private enum Keys: String, CodingKey {
                case nsid, username, realname, path_alias
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(nsid, forKey: .nsid)
                try container.encode(username, forKey: .username)
                try container.encode(realname, forKey: .realname)
                try container.encodeNil(forKey: .path_alias)
            }
        }

        struct Dates: Encodable {
            let posted: String
            let taken: String
        }

        struct Tag: Encodable {
            let raw: String
            let _content: String
            let machine_tag = 0
        }

        struct Tags: Encodable {
            let tag: [Tag]
        }

        struct Link: Encodable {
            let type = "photopage"
            let _content: String
        }

        struct Links: Encodable {
            let url: [Link]
        }

        let id: String
        let secret: String
        let server: String
        let farm = 0
        let dateuploaded: String
        let license: String
        let owner: Owner
        let title: Content
        let description: Content
        let dates: Dates
        let tags: Tags
        let urls: Links
        let media = "photo"
        /// A string, as getInfo sends it.
        let views: String?
        /// Wrapped, as getInfo sends it.
        let comments: Content?
    }

    /// The `comments` object of comments.getList: the catalog has no comments.
    struct Comments: Encodable {
        let photo_id: String
        let comment: [String] = []
    }

    /// The `photo` object of getExif: the catalog's records hold nothing of the camera, as a video's answer does not.
    struct Exif: Encodable {
        let id: String
        let camera = ""
        let exif: [String] = []
    }

    /// The `photo` object of getFavorites (nobody is listed; the total is a string).
    struct Favorites: Encodable {
        let person: [String] = []
        let id: String
        let secret: String
        let server: String
        let farm = 0
        let page = 1
        let pages = 1
        let perpage = 10
        let total: String
    }

    /// The `sizes` object of getSizes.
    struct Sizes: Encodable {
        struct Size: Encodable {
            let label: String
            /// A string, while the height is a number, as Flickr mixes them.
            let width: String
            let height: Int
            let source: String
            let url: String
            let media = "photo"
        }

        let canblog = 0
        let canprint = 0
        let candownload = 1
        let size: [Size]
    }

    /// The `licenses` object of licenses.getInfo.
    struct Licenses: Encodable {
        struct Entry: Encodable {
            let id: String
            let name: String
            let url: String
        }

        let license: [Entry]
    }
}
