/// Why one of flickterm's databases could not be used, beyond what SQLite reports.
enum PrivateDatabaseError: Error, CustomStringConvertible {
    /// A newer flickterm changed the tables in ways this one does not know.
    case newerSchema

    var description: String {
        switch self {
        case .newerSchema: "it was written by a newer flickterm"
        }
    }
}
