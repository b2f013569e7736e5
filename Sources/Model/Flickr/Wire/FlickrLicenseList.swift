import Foundation

/// `{"licenses": {"license": [{id, name, url}]}}` from `flickr.photos.licenses.getInfo`.
struct FlickrLicenseList: FlickrPayload {
    static let rootKey = "licenses"

    let licenses: [License]

    init(from container: JSONValue, context: FlickrDecodingContext) throws {
        licenses = (container["license"]?.objects ?? []).compactMap { entry in
            guard let id = entry["id"]?.text else { return nil }
            let url = entry["url"]?.text.flatMap { $0.isEmpty ? nil : URL(string: $0) }
            return License(id: id, name: entry["name"]?.text ?? "Licence \(id)", url: url)
        }
        .sorted { (Int($0.id) ?? Int.max, $0.id) < (Int($1.id) ?? Int.max, $1.id) }
    }
}
