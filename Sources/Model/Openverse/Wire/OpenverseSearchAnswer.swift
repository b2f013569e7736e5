/// The envelope of an Openverse search (`/v1/images/`): every field optional, as the API's have changed by year.
struct OpenverseSearchAnswer: Decodable {
    /// Saturates at 10,000: not the real total for common words.
    let resultCount: Int?
    /// Capped at 20 since August 2022.
    let pageCount: Int?
    let pageSize: Int?
    let page: Int?
    let results: [Lossy<OpenverseImage>]?

    enum CodingKeys: String, CodingKey {
        case resultCount = "result_count", pageCount = "page_count", pageSize = "page_size", page, results
    }
}
