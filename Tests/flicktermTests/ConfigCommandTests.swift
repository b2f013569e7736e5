import Foundation
import TestSupport
import Testing

/// `config.toml` end to end: the built binary reading a file in a folder of the test's own.
struct ConfigCommandTests {
    let flickterm = ProjectPaths.product("flickterm")
    let home = CacheAging.newCacheHome()
    var file: URL { home.appendingPathComponent("flickterm/config.toml") }

    private func run(_ arguments: [String]) async throws -> ProcessResult {
        try await ProcessRunner.run(
            flickterm, arguments, environment: ["XDG_CONFIG_HOME": home.path, "XDG_CACHE_HOME": home.path, "XDG_STATE_HOME": home.path, "COLUMNS": "100"],
            removing: ["FLICKR_API_KEY", "FLICKTERM_CATALOG"]
        )
    }

    private func write(_ text: String, mode: Int = 0o600) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
    }

    @Test func printsItsPathAndAnExampleThatParses() async throws {
        #expect(try await run(["config", "path"]).stdout == file.path + "\n")
        let example = try await run(["config", "example"])
        #expect(example.status == 0)
        #expect(example.stdout.contains("# api_key_command = "))
        try write(example.stdout)
        let check = try await run(["config", "check"])
        #expect(check.status == 0)
        #expect(check.stdout == "\(file.path): ok\n")
        #expect(check.stderr.isEmpty)
        let uncommented = example.stdout.split(separator: "\n").map { line in
            line.hasPrefix("# ") && (line.contains(" = ") || line == "# [keys]") && !line.contains("api_key") ? String(line.dropFirst(2)) : String(line)
        }.joined(separator: "\n")
        try write(uncommented)
        let checked = try await run(["config", "check"])
        #expect(checked.status == 0, "every example value is a valid one")
        #expect(checked.stderr.isEmpty, "every example key is a known one")
    }

    @Test func namesTheFileTheLineAndTheKeyOfABadValue() async throws {
        try write("# comment\nsort = \"newest\"\nper_page = 20\n")
        let bad = try await run(["config", "check"])
        #expect(bad.status == 1)
        #expect(bad.stderr == #"flickterm: \#(file.path) line 2: sort must be one of "relevance", "date-posted-desc", "interestingness-desc", not "newest""# + "\n")
        try write("per_page = 20\nper_page = [1,\n")
        let broken = try await run(["config", "check"])
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("flickterm: \(file.path) line 2: "))
        #expect(broken.stderr.split(separator: "\n").count == 1)
        let search = try await run(["search", "horses"])
        #expect(search.status == 1, "every command refuses a broken configuration")
    }

    @Test func warnsOfUnknownKeysAndOfAKeyOthersCanRead() async throws {
        try write("colour = \"red\"\napi_key = \"secret\"\n", mode: 0o644)
        let check = try await run(["config", "check"])
        #expect(check.status == 0)
        #expect(check.stderr.contains("\(file.path) line 1: unknown key colour was ignored"))
        #expect(check.stderr.contains("holds a key and others can read it; chmod 600 it"))
        #expect(!check.stderr.contains("secret"))
    }

    @Test func theCommandLineOverridesTheFileWhichOverridesTheDefaults() async throws {
        try write("per_page = 3\nsort = \"interestingness-desc\"\nlicense = \"no-known-restrictions\"\n")
        let fromFile = try await run(["search", "a", "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(fromFile.stdout.utf8)) as? [String: Any])
        #expect((document["photos"] as? [Any])?.count == 3)
        let photos = try #require(document["photos"] as? [[String: Any]])
        #expect(photos.allSatisfy { ["Public Domain Mark 1.0", "No known copyright restrictions", "United States Government Work"].contains($0["license"] as? String ?? "") }, "\(photos.map { $0["license"] ?? "" })")
        let fromLine = try await run(["search", "a", "--json", "--per-page", "5", "--license", "any"])
        let overridden = try #require(try JSONSerialization.jsonObject(with: Data(fromLine.stdout.utf8)) as? [String: Any])
        #expect((overridden["photos"] as? [Any])?.count == 5)
    }

    @Test func readsTheKeyFromACommand() async throws {
        let server = try await LoopbackServerProcess()
        try write("api_key_command = \"echo from-the-command\"\nendpoint = \"\(server.endpoint.absoluteString)\"\n")
        let search = try await run(["search", "horses", "--per-page", "2"])
        #expect(search.status == 0)
        #expect(search.stdout.contains("results for “horses”"))
        #expect(try await server.stats().requests == 1, "the search went to the configured endpoint, so a key was found")
        try write("api_key_command = \"false\"\n")
        let failed = try await run(["search", "horses"])
        #expect(failed.status == 1)
        #expect(failed.stderr == "flickterm: api_key_command failed (exit status 1)\n")
    }

    /// `[keys]`: a key that is no key, a key two actions would share, and a table that is not one are errors
    /// naming the line; an unknown action is a warning; a good table passes.
    @Test func checksTheKeysTable() async throws {
        try write("per_page = 20\n\n[keys]\nmove_down = [\"n\", \"Ctrl-N\"]\nopen_in_browser = \"d\"\n")
        let conflict = try await run(["config", "check"])
        #expect(conflict.status == 1)
        #expect(conflict.stderr == "flickterm: \(file.path) line 5: keys: “d” would be both open_in_browser and download on the results; give one of them another key\n")
        try write("[keys]\nmove_down = \"n\"\ncopy_link = [\"Ctrl-I\"]\n")
        let noKey = try await run(["config", "check"])
        #expect(noKey.stderr == "flickterm: \(file.path) line 3: keys.copy_link: “Ctrl-I” reaches the app as Tab; write Tab\n")
        try write("[keys]\nmove_down = 3\n")
        #expect(try await run(["config", "check"]).stderr.hasPrefix("flickterm: \(file.path) line 2: keys.move_down must be a key name or a list of them"))
        try write("keys = \"vim\"\n")
        #expect(try await run(["config", "check"]).stderr.hasPrefix("flickterm: \(file.path) line 1: keys must be a table"))
        try write("thumbnail_size = \"huge\"\n")
        #expect(try await run(["config", "check"]).stderr
            == "flickterm: \(file.path) line 1: thumbnail_size must be one of \"small\", \"medium\", \"large\", not \"huge\"\n")
        try write("dither = \"yes\"\n")
        #expect(try await run(["config", "check"]).stderr == "flickterm: \(file.path) line 1: dither must be true or false, not \"yes\"\n")
        try write("[keys]\nmove_down = [\"n\", \"Down\"]\njump = \"J\"\ndownload = \"D\"\nopen_in_browser = \"d\"\n")
        let good = try await run(["config", "check"])
        #expect(good.status == 0)
        #expect(good.stderr.hasPrefix("flickterm: \(file.path) line 3: unknown action jump in [keys] was ignored; the actions are move_up, "))
        try write("[keys]\nback = []\ncycle_sort = \"o\"\nopen_in_browser = \"b\"\n")
        let unreachable = try await run(["config", "check"])
        #expect(unreachable.status == 0)
        #expect(unreachable.stderr == "flickterm: \(file.path) line 2: back has no key on the results, on a photo, on the tags, on the comments, full screen\n"
            + "flickterm: \(file.path) line 3: cycle_sort has no key in the search field\n", "a letter is text in the search field")
    }

    /// A loopback server to take the searches that a key from `api_key_command` makes.
    private func searchWithKeyCommand(_ command: String) async throws -> ProcessResult {
        let server = try await LoopbackServerProcess()
        try write("api_key_command = \"\(command)\"\nendpoint = \"\(server.endpoint.absoluteString)\"\n")
        return try await run(["search", "horses", "--per-page", "2"])
    }

    @Test func aKeyCommandThatFloodsIsCutOff() async throws {
        let result = try await searchWithKeyCommand("yes KEY")
        #expect(result.status == 1)
        #expect(result.stderr == "flickterm: api_key_command printed more than 4096 bytes; a key is one short line\n")
    }

    @Test func aKeyCommandThatHangsIsStopped() async throws {
        let result = try await searchWithKeyCommand("sleep 1000")
        #expect(result.status == 1)
        #expect(result.stderr == "flickterm: api_key_command did not finish within 5 seconds\n")
        let left = try await ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/pgrep"), ["-f", "^sleep 1000$"])
        #expect(left.stdout.isEmpty, "its process is killed")
    }

    @Test func aKeyCommandWhoseChildHoldsItsOutputStillGivesItsKey() async throws {
        let result = try await searchWithKeyCommand("sleep 999 & echo test-key")
        #expect(result.status == 0)
        #expect(result.stdout.contains("results for “horses”"))
        let left = try await ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/pgrep"), ["-f", "^sleep 999$"])
        #expect(left.stdout.isEmpty, "the child it left is killed with it")
    }

    @Test func aKeyCommandThatFailsSaysHow() async throws {
        #expect(try await searchWithKeyCommand("exit 3").stderr == "flickterm: api_key_command failed (exit status 3)\n")
        #expect(try await searchWithKeyCommand("true").stderr == "flickterm: api_key_command printed no key\n")
    }

    @Test func aNULByteIsAnErrorNotTheEndOfTheFile() async throws {
        try write("theme = \"light\"\n\u{0}\nper_page = \"many\"\n")
        let check = try await run(["config", "check"])
        #expect(check.status == 1)
        #expect(check.stderr == "flickterm: \(file.path) line 2: the file holds a NUL byte; a config file is plain text\n")
    }

    @Test func aHugeBadValueIsShownCut() async throws {
        try write("theme = \"" + String(repeating: "x", count: 900_000) + "\"\n")
        let check = try await run(["config", "check"])
        #expect(check.status == 1)
        #expect(check.stderr.count < 400)
        #expect(check.stderr.hasSuffix("… (900002 characters)\n"))
        try write(String(repeating: "# a comment\n", count: 200_000))
        let huge = try await run(["config", "check"])
        #expect(huge.stderr == "flickterm: \(file.path) is larger than 1 MB; a config file is a few lines of text\n")
    }

    @Test func unknownKeysAreReportedWithAnError() async throws {
        try write("colour = \"red\"\nper_page = 0\n")
        let check = try await run(["config", "check"])
        #expect(check.status == 1)
        #expect(check.stderr == """
            flickterm: \(file.path) line 1: unknown key colour was ignored
            flickterm: \(file.path) line 2: per_page must be a whole number from 1 to 500, not 0

            """)
    }

    @Test func theCacheSizeIsCheckedAndCacheInfoHonoursIt() async throws {
        let huge = try await run(["search", "x", "--cache-size", String(1 << 43)])
        #expect(huge.status != 0)
        #expect(huge.stderr.contains("--cache-size must be from 1 to 1048576 (megabytes)"))
        try write("cache_size = 8796093022208\n")
        #expect(try await run(["config", "check"]).stderr.contains("cache_size must be a whole number of megabytes from 1 to 1048576"))
        try write("cache_size = 50\n")
        let server = try await LoopbackServerProcess()
        _ = try await run(["search", "horses", "--api-key", "k", "--endpoint", server.endpoint.absoluteString])
        let info = try await run(["cache", "info"])
        #expect(info.stdout.contains(" of 50.0 MB)"), "\(info.stdout)")
    }
}
