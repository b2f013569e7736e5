/// Why one of flickterm's databases could not be used, beyond what SQLite reports.
enum PrivateDatabaseError: Error, CustomStringConvertible {
    /// A newer flickterm changed the tables in ways this one does not know.
    case newerSchema
    /// A table is missing or is something else (a view, planted in its place).
    case foreignSchema

    var description: String {
        switch self {
        case .newerSchema: "it was written by a newer flickterm"
        case .foreignSchema: "its tables are not flickterm's"
        }
    }
}
