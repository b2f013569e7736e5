/// The reference for decode figures: a search answer decoded by `JSONDecoder` into plain synthesized
/// `Decodable` structs, with an int-or-string wrapper where Flickr mixes types, and no mapping to the domain.
struct BareFlickrPage: Decodable {
    /// A number Flickr sends as a string or an integer (strings first, as most are).
    struct IntOrString: Decodable {
        let value: Int?

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                value = Int(text)
            } else {
                value = try container.decode(Int.self)
            }
        }
    }

    /// `{"_content": "…"}`.
    struct Content: Decodable {
        let _content: String
    }

    struct Photo: Decodable {
        let id: String
        let owner: String?
        let secret: String?
        let server: String?
        let title: String?
        let description: Content?
        let license: String?
        let dateupload: String?
        let datetaken: String?
        let ownername: String?
        let tags: String?
        let views: IntOrString?
        let url_sq, url_q, url_t, url_s, url_n, url_m, url_z, url_c, url_l, url_h, url_k, url_o: String?
        let width_sq, width_q, width_t, width_s, width_n, width_m, width_z, width_c, width_l, width_h, width_k, width_o: IntOrString?
        let height_sq, height_q, height_t, height_s, height_n, height_m, height_z, height_c, height_l, height_h, height_k, height_o: IntOrString?
    }

    struct Photos: Decodable {
        let page: IntOrString
        let pages: IntOrString
        let perpage: IntOrString
        let total: IntOrString
        let photo: [Photo]
    }

    let photos: Photos
    let stat: String
}
