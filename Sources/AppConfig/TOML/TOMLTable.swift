/// A TOML table: keys and their values.
public struct TOMLTable: Equatable, Sendable {
    private var values: [String: TOMLValue]

    init(_ values: [String: TOMLValue] = [:]) {
        self.values = values
    }

    /// The keys, sorted.
    public var keys: [String] { values.keys.sorted() }

    public subscript(key: String) -> TOMLValue? { values[key] }
}
