import Foundation
import Model
import TestSupport
import Testing

/// The cache database itself: what goes in comes out, the cap holds, the files stay private, and a database
/// that will not open is moved aside and replaced, never a crash.
struct CacheStoreTests {
    /// A fresh folder for one test's cache, removed afterwards by the system's temporary-file cleaning.
    static func folder() -> URL {
        ScratchFolder.path("flickterm-cache")
    }

    static func open(_ file: URL, capacity: Int = CacheStore.defaultCapacity) throws -> CacheStore {
        let opened = CacheStore.open(at: file, capacity: capacity)
        #expect(opened.notice == nil)
        return try #require(opened.store)
    }

    @Test func keepsAnswersAndImagesAcrossOpenings() throws {
        let file = CacheStoreTests.folder().appendingPathComponent("cache.sqlite")
        let fetched = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 - 3600).rounded())
        do {
            let store = try CacheStoreTests.open(file)
            #expect(store.answer(for: "flickr.photos.search?text=cat") == nil)
            store.storeAnswer(Data("answer".utf8), for: "flickr.photos.search?text=cat", method: "flickr.photos.search", fetchedAt: fetched)
            store.storeImage(Data("jpeg".utf8), for: URL(string: "https://live.staticflickr.com/1/2_q.jpg")!, at: fetched)
        }
        let store = try CacheStoreTests.open(file)
        #expect(store.answer(for: "flickr.photos.search?text=cat")?.body == Data("answer".utf8))
        #expect(store.answer(for: "flickr.photos.search?text=cat")?.fetchedAt == fetched)
        #expect(store.image(for: URL(string: "https://live.staticflickr.com/1/2_q.jpg")!) == Data("jpeg".utf8))
        #expect(store.image(for: URL(string: "https://live.staticflickr.com/1/3_q.jpg")!) == nil)
        let info = try store.info()
        #expect((info.answers, info.images, info.bytes) == (1, 1, 10))
        #expect(info.oldest == fetched)
        try store.clear()
        #expect(try store.info().answers + store.info().images == 0)
    }

    @Test func evictsTheLeastRecentlyUsedPastTheCap() throws {
        let store = try CacheStoreTests.open(CacheStoreTests.folder().appendingPathComponent("cache.sqlite"), capacity: 100_000)
        let body = Data(repeating: 7, count: 9_000)
        let start = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 - 3600).rounded())
        func url(_ index: Int) -> URL { URL(string: "https://img.test/\(index).jpg")! }
        for index in 0..<11 { store.storeImage(body, for: url(index), at: start + Double(index)) }
        // Image 0 is used again, so image 1 is now the least recently used.
        #expect(store.image(for: url(0), at: start + 20) != nil)
        store.storeImage(body, for: url(11), at: start + 21)
        let info = try store.info()
        #expect(info.bytes <= 100_000)
        #expect(info.bytes <= 90_000, "eviction goes down to nine tenths, not just under the cap")
        #expect(store.image(for: url(0), at: start + 22) != nil, "recently used stays")
        #expect(store.image(for: url(1), at: start + 22) == nil, "least recently used goes first")
        #expect(store.image(for: url(11), at: start + 22) != nil)
    }

    @Test func keepsItsFolderAndFilesPrivate() throws {
        let folder = CacheStoreTests.folder()
        let file = folder.appendingPathComponent("flickterm/cache.sqlite")
        let store = try CacheStoreTests.open(file)
        store.storeAnswer(Data("x".utf8), for: "k", method: "m", fetchedAt: Date())
        func mode(_ path: String) throws -> Int {
            try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        }
        #expect(try mode(file.deletingLastPathComponent().path) == 0o700)
        let files = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(files.contains("cache.sqlite-wal"), "WAL mode")
        for name in files { #expect(try mode(file.deletingLastPathComponent().appendingPathComponent(name).path) == 0o600, "\(name)") }
    }

    @Test func movesADamagedDatabaseAsideAndStartsAfresh() throws {
        let folder = CacheStoreTests.folder()
        let file = folder.appendingPathComponent("cache.sqlite")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 8192).write(to: file)
        let opened = CacheStore.open(at: file)
        let store = try #require(opened.store)
        let notice = try #require(opened.notice)
        #expect(notice.contains("it is damaged"))
        #expect(notice.contains("moved to cache.sqlite.broken-"))
        #expect(!notice.contains("\n"))
        store.storeAnswer(Data("x".utf8), for: "k", method: "m", fetchedAt: Date())
        #expect(store.answer(for: "k") != nil, "the new database works")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains { $0.hasPrefix("cache.sqlite.broken-") }, "the damaged file is kept, aside")
    }

    /// A cache made by the flickterm that kept it through GRDB (its migrations table, its tables) is taken as it is.
    @Test func keepsACacheMadeThroughGRDB() throws {
        let folder = CacheStoreTests.folder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("cache.sqlite")
        try SQLiteDatabase(path: file.path, schema: nil).write { db in
            for statement in [
                "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)",
                "INSERT INTO grdb_migrations VALUES ('answers and images')",
                "CREATE TABLE answer (key TEXT NOT NULL PRIMARY KEY, method TEXT NOT NULL, body BLOB NOT NULL, bytes INTEGER NOT NULL, fetchedAt DOUBLE NOT NULL, usedAt DOUBLE NOT NULL)",
                "CREATE TABLE image (url TEXT NOT NULL PRIMARY KEY, body BLOB NOT NULL, bytes INTEGER NOT NULL, fetchedAt DOUBLE NOT NULL, usedAt DOUBLE NOT NULL)",
                "INSERT INTO answer VALUES ('k', 'flickr.photos.search', x'7b7d', 2, \(Date().timeIntervalSince1970), 1000)",
            ] { try db.execute(statement) }
        }
        let opened = CacheStore.open(at: file)
        #expect(opened.notice == nil)
        #expect(opened.store?.answer(for: "k")?.body == Data("{}".utf8))
    }

    /// Rows planted in the file — a fetch at −1e308 or ten years ahead, bodies past what the client would take — are
    /// dropped and counted when read, never trusted; `info` still reads.
    @Test func plantedRowsAreDroppedWhenRead() throws {
        let file = CacheStoreTests.folder().appendingPathComponent("cache.sqlite")
        let now = Date()
        let store = try CacheStoreTests.open(file)
        store.storeAnswer(Data("{}".utf8), for: "good", method: "m", fetchedAt: now)
        try SQLiteDatabase(path: file.path, schema: nil).write { db in
            let when = now.timeIntervalSince1970
            for statement in [
                "INSERT INTO answer VALUES ('ancient', 'm', x'7b7d', 2, -1e308, \(when))",
                "INSERT INTO answer VALUES ('future', 'm', x'7b7d', 2, \(when + 10 * 366 * 86_400), \(when))",
                "INSERT INTO answer VALUES ('huge', 'm', zeroblob(\(FlickrService.maximumAnswerBytes + 1)), 2, \(when), \(when))",
                "INSERT INTO image VALUES ('https://img.test/huge.jpg', zeroblob(\(ImageStore.maximumImageBytes + 1)), 2, \(when), \(when))",
            ] { try db.execute(statement) }
        }
        _ = try store.info()
        #expect(store.answer(for: "good", at: now)?.body == Data("{}".utf8))
        for key in ["ancient", "future", "huge"] { #expect(store.answer(for: key, at: now) == nil, "\(key)") }
        #expect(store.image(for: URL(string: "https://img.test/huge.jpg")!, at: now) == nil)
        #expect(store.droppedRows == 4)
        #expect(try store.info().answers == 1, "the planted rows are gone")
    }

    /// A view planted where a table should be is a cache that is not flickterm's: moved aside and made anew.
    @Test func aViewInPlaceOfATableIsMovedAside() throws {
        let file = CacheStoreTests.folder().appendingPathComponent("cache.sqlite")
        _ = try CacheStoreTests.open(file)
        try SQLiteDatabase(path: file.path, schema: nil).write { db in
            try db.execute("DROP TABLE image")
            try db.execute("CREATE VIEW image AS SELECT 'u' AS url, x'00' AS body, 1 AS bytes, 0 AS fetchedAt, 0 AS usedAt")
        }
        let opened = CacheStore.open(at: file)
        #expect(opened.store != nil)
        #expect(opened.notice?.contains("its tables are not flickterm's") == true)
    }

    /// The cap counts SQLite's own files: the write-ahead log stays within a tenth of it (at least 64 KB), however
    /// much went through.
    @Test func theWriteAheadLogStaysWithinTheCap() throws {
        let file = CacheStoreTests.folder().appendingPathComponent("cache.sqlite")
        let store = try CacheStoreTests.open(file, capacity: 1 << 20)
        let body = Data(repeating: 9, count: 50_000)
        for index in 0..<200 { store.storeImage(body, for: URL(string: "https://img.test/\(index).jpg")!) }
        let wal = (try? FileManager.default.attributesOfItem(atPath: file.path + "-wal")[.size] as? Int) ?? 0
        let database = try #require(FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        #expect(wal <= 200 << 10, "the log: \(wal) bytes")
        #expect(database + wal <= (1 << 20) * 3 / 2, "the files: \(database + wal) bytes")
    }

    /// A cache another program holds locked is waited on a moment, then left as it is: never moved aside.
    @Test func aLockedCacheIsLeftAsItIs() throws {
        let folder = CacheStoreTests.folder()
        let file = folder.appendingPathComponent("cache.sqlite")
        _ = try CacheStoreTests.open(file)
        let holder = try SQLiteDatabase(path: file.path, schema: nil)
        try holder.executeAlone("PRAGMA locking_mode = EXCLUSIVE")
        try holder.write { try $0.execute("DELETE FROM answer") }
        let opened = CacheStore.open(at: file)
        #expect(opened.store == nil)
        #expect(opened.notice?.hasPrefix("The cache cannot be used (another program holds it locked); flickterm runs without it") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("broken") }.isEmpty)
        withExtendedLifetime(holder) {}
    }

    @Test func movesADatabaseFromANewerVersionAside() throws {
        let file = CacheStoreTests.folder().appendingPathComponent("cache.sqlite")
        _ = try CacheStoreTests.open(file)
        try SQLiteDatabase(path: file.path, schema: nil).write { try $0.execute("PRAGMA user_version = 2") }
        let opened = CacheStore.open(at: file)
        #expect(opened.store != nil)
        #expect(opened.notice?.contains("written by a newer flickterm") == true)
    }

    /// `cache.sqlite` as a link to another file (running as root, a link to /dev/null): never chmod-ed, never
    /// opened; the app runs without a cache and says why.
    @Test func aLinkAtTheCacheIsNeitherFollowedNorChmodded() throws {
        let folder = CacheStoreTests.folder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let victim = folder.appendingPathComponent("victim")
        try Data("shared".utf8).write(to: victim)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: victim.path)
        let file = folder.appendingPathComponent("cache.sqlite")
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: victim)
        let opened = CacheStore.open(at: file)
        #expect(opened.store == nil)
        #expect(opened.notice?.contains("(it is a symbolic link, and flickterm never writes through one); flickterm runs without it") == true)
        #expect(try FileManager.default.attributesOfItem(atPath: victim.path)[.posixPermissions] as? Int == 0o644)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "shared")
    }

    /// `cache.sqlite` as a FIFO: start-up does not wait on it for ever.
    @Test func aFIFOAtTheCacheDoesNotBlock() async throws {
        let folder = CacheStoreTests.folder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("cache.sqlite")
        #expect(mkfifo(file.path, 0o600) == 0)
        let result = Task.detached { CacheStore.open(at: file).notice }
        let deadline = Task.detached {
            try await Task.sleep(for: .seconds(20))
            // Still blocked: let a reader in so the open returns, and fail.
            let reader = Glibc.open(file.path, O_RDONLY | O_NONBLOCK)
            Issue.record("opening a FIFO as the cache blocked")
            close(reader)
        }
        let notice = await result.value
        deadline.cancel()
        #expect(notice?.contains("(it is not a regular file); flickterm runs without it") == true)
    }

    /// A cache folder that belongs to someone else is not used.
    @Test func aFolderOfAnotherUserIsNotUsed() throws {
        let folder = CacheStoreTests.folder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(chown(folder.path, 65534, 65534) == 0)
        let opened = CacheStore.open(at: folder.appendingPathComponent("cache.sqlite"))
        #expect(opened.store == nil)
        #expect(opened.notice?.contains("(it belongs to another user)") == true)
    }

    @Test func runsWithoutACacheWhereNoneCanBeMade() {
        let opened = CacheStore.open(at: URL(fileURLWithPath: "/proc/flickterm-test/cache.sqlite"))
        #expect(opened.store == nil)
        #expect(opened.notice?.contains("; flickterm runs without it: /proc/flickterm-test/cache.sqlite") == true)
    }

    @Test func survivesAKillInTheMiddleOfWrites() async throws {
        let server = try await LoopbackServerProcess()
        let cache = CacheStoreTests.folder()
        let file = cache.appendingPathComponent("flickterm/cache.sqlite")
        // A burst of big writes (pages of 500 photos) in a child process, killed with SIGKILL once some landed.
        let script = """
            for page in $(seq 1 40); do "$0" search --api-key k --endpoint "$1" --per-page 500 --page $page a >/dev/null 2>&1; done
            """
        let burst = Process()
        burst.executableURL = URL(fileURLWithPath: "/bin/sh")
        burst.arguments = ["-c", script, ProjectPaths.product("flickterm").path, server.endpoint.absoluteString]
        burst.environment = ["XDG_CACHE_HOME": cache.path, "PATH": "/usr/bin:/bin"]
        try ChildProcess.start(burst)
        func answers() -> Int {
            (try? SQLiteDatabase(path: file.path, schema: nil).read { try $0.value("SELECT count(*) FROM answer")?.integer }) ?? 0
        }
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline, answers() < 3 {
            try await Task.sleep(for: .milliseconds(5))
        }
        // Stop the loop, kill whichever search is writing, then the loop.
        kill(burst.processIdentifier, SIGSTOP)
        _ = try await ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/pkill"), ["-KILL", "-P", String(burst.processIdentifier)])
        kill(burst.processIdentifier, SIGKILL)
        burst.waitUntilExit()
        let opened = CacheStore.open(at: file)
        #expect(opened.notice == nil, "the database opens as it is")
        let store = try #require(opened.store)
        #expect(try store.info().answers >= 3)
        let check = try SQLiteDatabase(path: file.path, schema: nil).read { try $0.value("PRAGMA integrity_check")?.text }
        #expect(check == "ok")
    }
}
