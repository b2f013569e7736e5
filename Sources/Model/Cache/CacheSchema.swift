import GRDB

/// The cache database's tables, built and upgraded by GRDB's migrator.
enum CacheSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("answers and images") { db in
            try db.create(table: "answer") { table in
                table.primaryKey("key", .text)
                table.column("method", .text).notNull()
                table.column("body", .blob).notNull()
                table.column("bytes", .integer).notNull()
                table.column("fetchedAt", .double).notNull()
                table.column("usedAt", .double).notNull().indexed()
            }
            try db.create(table: "image") { table in
                table.primaryKey("url", .text)
                table.column("body", .blob).notNull()
                table.column("bytes", .integer).notNull()
                table.column("fetchedAt", .double).notNull()
                table.column("usedAt", .double).notNull().indexed()
            }
        }
        return migrator
    }
}
