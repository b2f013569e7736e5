/// An array element that may not decode (a string where an object belongs, a photo without an id): `nil`
/// instead of failing the whole answer, so one bad entry costs only itself. JSON that is not well formed
/// still fails the answer.
struct Lossy<Wrapped: Decodable>: Decodable {
    let value: Wrapped?

    init(from decoder: any Decoder) throws {
        do {
            value = try Wrapped(from: decoder)
        } catch DecodingError.typeMismatch, DecodingError.keyNotFound, DecodingError.valueNotFound, is FlickrError {
            value = nil
        }
    }
}
