/// `{"licenses": {"license": [{id, name, url}]}}` from `flickr.photos.licenses.getInfo`.
struct FlickrLicenseList: FlickrPayload {
    static let rootKey = "licenses"

    /// One `license[]` entry; ids are numbers or strings.
    struct Entry: Decodable {
        let id: String?
        let name: String?
        let url: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: FlickrKey.self)
            id = try container.text("id")
            name = try container.text("name")
            url = try container.text("url")
        }
    }

    let licenses: [Entry]

    init(from decoder: any Decoder) throws {
        licenses = try decoder.container(keyedBy: FlickrKey.self).elements("license")
    }
}
