import Foundation

/// `{"licenses": {"license": [{id, name, url}]}}` from `flickr.photos.licenses.getInfo`.
struct FlickrLicenseList: FlickrPayload {
    static let rootKey = "licenses"

    let licenses: [License]

    init(from container: KeyedDecodingContainer<JSONKey>, context: FlickrDecodingContext) throws {
        licenses = container.objects("license").compactMap { entry in
            guard let id = entry.lenientString("id") else { return nil }
            let url = entry.lenientString("url").flatMap { $0.isEmpty ? nil : URL(string: $0) }
            return License(id: id, name: entry.lenientString("name") ?? "Licence \(id)", url: url)
        }
        .sorted { (Int($0.id) ?? Int.max, $0.id) < (Int($1.id) ?? Int.max, $1.id) }
    }
}
