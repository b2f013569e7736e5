/// How the lenient wire types try one reading of a value: another type is no error, broken JSON is.
enum FlickrScalar {
    /// `read()`, or `nil` when the value is of another type; rethrows what says the JSON is not well formed.
    static func attempt<Value>(_ read: () throws -> Value) throws -> Value? {
        do {
            return try read()
        } catch DecodingError.typeMismatch {
            return nil
        }
    }
}
