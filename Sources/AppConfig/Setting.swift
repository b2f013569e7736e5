/// One value of the config file as TOMLKit's decoder reads it: the value, or — when the file gives another kind
/// (a string for a number) — nothing, the mismatch kept rather than thrown, so that every problem in a file is
/// reported at once.
struct Setting<Value: Decodable>: Decodable {
    /// The value; `nil` when the file's is of another kind.
    let value: Value?

    init(from decoder: any Decoder) throws {
        value = try? Value(from: decoder)
    }
}
