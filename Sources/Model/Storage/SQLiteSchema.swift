/// The tables of one of flickterm's databases at its current version, kept in SQLite's `user_version`: a database
/// of an older version is brought up to it; one of a newer version (a newer flickterm wrote it) is refused.
public struct SQLiteSchema: Sendable {
    /// The version these statements make.
    let version: Int
    /// Statements that make the tables from nothing.
    let statements: [String]
    /// The names under which GRDB's migrator (which kept these databases before) recorded the same tables: such a
    /// database is taken as it is.
    let grdbMigrations: Set<String>

    public init(version: Int, statements: [String], grdbMigrations: Set<String> = []) {
        self.version = version
        self.statements = statements
        self.grdbMigrations = grdbMigrations
    }

    /// Brings the database `connection` is open on to ``version``, in a transaction.
    func migrate(_ connection: SQLiteConnection) throws {
        try connection.transaction(writing: true) { connection in
            var found = try connection.value("PRAGMA user_version")?.integer ?? 0
            if found == 0, try connection.value("SELECT count(*) FROM sqlite_master WHERE name = 'grdb_migrations'")?.integer == 1 {
                let recorded = Set(try connection.rows("SELECT identifier FROM grdb_migrations").compactMap { $0.first?.text })
                guard recorded.isSubset(of: grdbMigrations) else { throw PrivateDatabaseError.newerSchema }
                if recorded == grdbMigrations { found = version }
            }
            guard found <= version else { throw PrivateDatabaseError.newerSchema }
            if found < version {
                for statement in statements { try connection.execute(statement) }
            }
            try connection.execute("PRAGMA user_version = \(version)")
            for table in tables where try connection.value("SELECT type FROM sqlite_master WHERE name = ?", [.text(table)])?.text != "table" {
                throw PrivateDatabaseError.foreignSchema
            }
        }
    }

    /// The tables the statements make: whoever wrote the file, each must be a table (a view in its place would be
    /// read as one, at whatever cost it chose).
    private var tables: [String] {
        statements.compactMap { statement in
            let words = statement.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == "\n" })
            return words.count > 2 && words[0] == "CREATE" && words[1] == "TABLE" ? String(words[2]) : nil
        }
    }
}
