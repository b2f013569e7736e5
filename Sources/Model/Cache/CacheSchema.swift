/// The cache database's tables.
enum CacheSchema {
    static let schema = SQLiteSchema(
        version: 1,
        statements: [
            """
            CREATE TABLE answer (key TEXT NOT NULL PRIMARY KEY, method TEXT NOT NULL, body BLOB NOT NULL, bytes INTEGER NOT NULL,
                                 fetchedAt DOUBLE NOT NULL, usedAt DOUBLE NOT NULL)
            """,
            "CREATE INDEX answer_on_usedAt ON answer(usedAt)",
            """
            CREATE TABLE image (url TEXT NOT NULL PRIMARY KEY, body BLOB NOT NULL, bytes INTEGER NOT NULL, fetchedAt DOUBLE NOT NULL,
                                usedAt DOUBLE NOT NULL)
            """,
            "CREATE INDEX image_on_usedAt ON image(usedAt)",
        ],
        grdbMigrations: ["answers and images"]
    )
}
