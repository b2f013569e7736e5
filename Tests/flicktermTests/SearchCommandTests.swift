import Foundation
import TestSupport
import Testing

/// `flickterm search` end to end: the built binary against the catalog and the loopback server.
struct SearchCommandTests {
    let flickterm = ProjectPaths.product("flickterm")
    /// Variables that would change which backend is chosen.
    let isolated = ["FLICKR_API_KEY", "FLICKTERM_CATALOG"]
    /// This test's `XDG_CACHE_HOME`: its cache starts empty and touches nobody else's.
    let cacheHome = CacheAging.newCacheHome()

    private func run(
        _ arguments: [String], environment: [String: String] = [:], executable: URL? = nil, in directory: URL? = nil
    ) async throws -> ProcessResult {
        try await ProcessRunner.run(
            executable ?? flickterm, arguments, environment: environment.merging([
                "COLUMNS": "100", "XDG_CACHE_HOME": cacheHome.path, "XDG_CONFIG_HOME": cacheHome.path, "XDG_STATE_HOME": cacheHome.path,
            ]) { a, _ in a },
            removing: isolated.filter { environment[$0] == nil }, in: directory
        )
    }

    /// A terminal a million columns wide gets a table no wider than its titles need, at once (it was padded to the
    /// width, 2 MB a photo).
    @Test func aHugeColumnsGivesATableOfItsContentsWidth() async throws {
        let result = try await run(["search", "--source", "demo", "horses", "--per-page", "3"], environment: ["COLUMNS": "1000000"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 5 && lines.allSatisfy { $0.count <= 240 }, "\(lines.map(\.count))")
    }

    @Test func printsATableFromTheDemoCatalog() async throws {
        let result = try await run(["search", "--source", "demo", "horses"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.contains("results for “horses”") == true)
        #expect(lines.count == 2 + 40, "all 40 horses: a page is 100, as in the app")
        #expect(lines.dropFirst(2).filter { $0.lowercased().contains("horse") }.count >= 10)
        #expect(lines.allSatisfy { $0.count <= 100 })
    }

    /// Each row starts with the photo's id, and no column is printed that no row fills (the demo's records have no
    /// owner, date or counts).
    @Test func theTableLeadsWithIDsAndLeavesOutEmptyColumns() async throws {
        let result = try await run(["search", "--source", "demo", "horses", "--per-page", "3"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.dropFirst().first?.split(separator: " ") == ["ID", "TITLE"])
        #expect(lines.dropFirst(2).allSatisfy { $0.hasPrefix("coco-") })
    }

    @Test func printsOneJSONDocument() async throws {
        let result = try await run(["search", "--source", "demo", "dog", "--per-page", "5", "--json"])
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["query"] as? String == "dog")
        #expect(document["page"] as? Int == 1)
        let photos = try #require(document["photos"] as? [[String: Any]])
        #expect(photos.count == 5)
        let keys: Set = [
            "id", "title", "owner", "creator", "taken", "license", "attribution", "source", "views", "comments", "faves", "thumbnail_url", "page_url",
        ]
        #expect(photos.allSatisfy { Set($0.keys) == keys })
        #expect(photos.contains { $0["views"] is NSNull }, "unknown values are null")
    }

    @Test func searchesFlickrAtAnEndpoint() async throws {
        let server = try await LoopbackServerProcess()
        let result = try await run(["search", "dog", "--per-page", "3", "--json", "--endpoint", server.endpoint.absoluteString], environment: ["FLICKR_API_KEY": "k"])
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let photos = try #require(document["photos"] as? [[String: Any]])
        #expect(photos.count == 3)
        #expect((document["total"] as? Int ?? 0) > 3)
    }

    /// The loopback server's `--pictures-for-all` (for the bench): every photo of a search has a thumbnail, the
    /// demo catalog's files standing in for those it lacks; without it, some have none.
    @Test func givesEveryPhotoAPictureWhereAsked() async throws {
        func thumbnails(_ arguments: [String]) async throws -> [String?] {
            let server = try await LoopbackServerProcess(arguments: arguments)
            let result = try await run(["search", "horses", "--per-page", "20", "--json", "--no-cache", "--endpoint", server.endpoint.absoluteString],
                                       environment: ["FLICKR_API_KEY": "k"])
            let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            return try #require(document["photos"] as? [[String: Any]]).map { $0["thumbnail_url"] as? String }
        }
        #expect(try await thumbnails([]).contains(nil))
        let all = try await thumbnails(["--pictures-for-all"])
        #expect(all.count == 20 && !all.contains(nil))
    }

    @Test func reportsServerFailuresOnOneLine() async throws {
        let server = try await LoopbackServerProcess(arguments: ["--fault", "status:500"])
        let result = try await run(["search", "dog", "--api-key", "k", "--endpoint", server.endpoint.absoluteString])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("HTTP 500"))
    }

    @Test func reportsFlickrErrorsWithoutTheKey() async throws {
        let server = try await LoopbackServerProcess(arguments: ["--fault", "stat-fail:100"])
        let result = try await run(["search", "dog", "--api-key", "my-secret-key", "--endpoint", server.endpoint.absoluteString])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Flickr error 100"))
        #expect(!result.stderr.contains("my-secret-key"))
    }

    @Test func refusesBadArguments() async throws {
        for arguments in [["search"], ["search", "x", "--per-page", "0"], ["search", "x", "--page", "-1"], ["search", "x", "--sort", "random"]] {
            let result = try await run(arguments)
            #expect(result.status != 0, "\(arguments)")
            #expect(!result.stderr.isEmpty, "\(arguments)")
        }
    }

    @Test func takesWordsWithADashAsExclusions() async throws {
        let result = try await run(["search", "--source", "demo", "dog", "-frisbee", "--json"])
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["query"] as? String == "dog -frisbee")
        let typo = try await run(["search", "--source", "demo", "dog", "--frisbee"])
        #expect(typo.status != 0)
        #expect(typo.stderr.contains("unknown option '--frisbee'"))
    }

    @Test func saysWhenThePageIsPastTheEnd() async throws {
        let past = try await run(["search", "--source", "demo", "dog", "--page", "30"])
        #expect(past.status == 1)
        #expect(past.stdout.isEmpty)
        #expect(past.stderr == "flickterm: page 30 is past the last page of 1 for “dog”\n")
        let capped = try await run(["search", "--source", "demo", "dog", "--page", "9999999"])
        #expect(capped.status == 1)
        #expect(capped.stderr.hasPrefix("flickterm: page 9999999 is past the last page any search reaches (40 at 100 a page"))
        let negative = try await run(["search", "--source", "demo", "dog", "--page", "-1"])
        let negativeJoined = try await run(["search", "--source", "demo", "dog", "--page=-1"])
        #expect(negative.stderr.hasPrefix("Error: --page must be 1 or more"))
        #expect(negativeJoined.stderr == negative.stderr)
    }

    @Test func refusesAnEndpointWithAFragment() async throws {
        let result = try await run(["search", "dog", "--api-key", "k", "--endpoint", "http://127.0.0.1:9/services/rest/#top"])
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("Error: --endpoint must not have a #fragment"))
    }

    @Test func reportsAMissingCatalog() async throws {
        let result = try await run(["search", "x", "--catalog", "/nonexistent"])
        #expect(result.status == 1)
        #expect(result.stderr == "flickterm: no demo catalog at /nonexistent: no such folder\n")
        let fromEnvironment = try await run(["search", "x"], environment: ["FLICKTERM_CATALOG": "/nonexistent"])
        #expect(fromEnvironment.stderr == result.stderr)
    }

    @Test func reportsTheBrokenLineOfACatalog() async throws {
        let folder = ScratchFolder.path("catalog")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try String(contentsOf: ProjectPaths.catalog.appendingPathComponent("photos.jsonl"), encoding: .utf8)
            .split(separator: "\n").prefix(2)
        try Data((good + ["{\"id\": \"x\", \"views\": \"lots\"}"]).joined(separator: "\n").utf8)
            .write(to: folder.appendingPathComponent("photos.jsonl"))
        let result = try await run(["search", "x", "--catalog", folder.path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "flickterm: \(folder.path)/photos.jsonl line 3: \"views\" should be a whole number\n")
    }

    /// An installed layout: `PREFIX/bin/flickterm` (a hard link, so its real path is there) and, when
    /// `withCatalog`, `PREFIX/share/flickterm/catalog`; removed when the body ends.
    private func installed<T>(withCatalog: Bool, _ body: (URL) async throws -> T) async throws -> T {
        let prefix = ScratchFolder.path("prefix")
        defer { try? FileManager.default.removeItem(at: prefix) }
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try FileManager.default.linkItem(at: flickterm, to: prefix.appendingPathComponent("bin/flickterm"))
        if withCatalog {
            try FileManager.default.createDirectory(at: prefix.appendingPathComponent("share/flickterm"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: prefix.appendingPathComponent("share/flickterm/catalog"), withDestinationURL: ProjectPaths.catalog)
        }
        return try await body(prefix)
    }

    @Test func findsTheInstalledCatalogFromAnyFolder() async throws {
        try await installed(withCatalog: true) { prefix in
            let result = try await run(["search", "--source", "demo", "horses", "--json"], executable: prefix.appendingPathComponent("bin/flickterm"), in: URL(fileURLWithPath: "/"))
            #expect(result.status == 0)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let titles = try #require(document["photos"] as? [[String: Any]]).compactMap { $0["title"] as? String }
            #expect(titles.count == 40)
            #expect(titles.filter { $0.lowercased().contains("horse") }.count >= 10)
        }
    }

    @Test func namesEveryPlaceItLookedWhenThereIsNoCatalog() async throws {
        try await installed(withCatalog: false) { prefix in
            let result = try await run(["search", "--source", "demo", "horses"], executable: prefix.appendingPathComponent("bin/flickterm"), in: URL(fileURLWithPath: "/"))
            #expect(result.status == 1)
            #expect(result.stderr == "flickterm: no demo catalog found (looked in \(prefix.path)/share/flickterm/catalog); "
                + "set FLICKTERM_CATALOG to a catalog folder\n")
        }
    }

    @Test func printsSanitisedTitles() async throws {
        let folder = ScratchFolder.path("catalog")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = #"{"id":"evil","title":"Evil \u001b[2J\u001b]0;owned\u0007title \u202eabc","description":"","tags":[],"owner":{"id":"","name":"\u001b[31mMallory"},"license":{"code":"PDM","name":"PDM","url":""},"taken":null,"posted":null,"views":null,"comments":null,"faves":null,"width":null,"height":null,"page_url":"","source":"","credit":"","images":{}}"#
        try Data((record + "\n").utf8).write(to: folder.appendingPathComponent("photos.jsonl"))
        let result = try await run(["search", "evil", "--catalog", folder.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Evil title abc"))
        #expect(result.stdout.contains("Mallory"))
        #expect(!result.stdout.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x202E })
    }

    @Test func printsUsageAndVersion() async throws {
        let help = try await run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: flickterm"))
        let withoutTerminal = try await run([])
        #expect(withoutTerminal.status != 0)
        #expect(withoutTerminal.stderr.contains("the interactive app needs a terminal"))
        let withAnOption = try await run(["--no-history"])
        #expect(withAnOption.status == withoutTerminal.status)
        #expect(withAnOption.stderr == withoutTerminal.stderr, "a bare start, not parsed, fails as one parsed does")
        let version = try await run(["--version"])
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }

    @Test func answersARepeatedSearchFromTheCacheAndOfflineWhenTheServerIsGone() async throws {
        let server = try await LoopbackServerProcess()
        let search = ["search", "--api-key", "k", "--endpoint", server.endpoint.absoluteString, "--per-page", "5", "horse"]
        let online = try await run(search)
        #expect(online.status == 0)
        #expect(online.stderr.isEmpty)
        let again = try await run(search)
        #expect(again.stdout == online.stdout)
        #expect(again.stderr == "flickterm: cached just now\n")
        #expect(try await server.stats().requests == 1, "the repeated search made no call")
        let info = try await run(["cache", "info"])
        #expect(info.stdout.contains("entries  1 (1 answers, 0 images)"))
        #expect(info.stdout.contains(cacheHome.appendingPathComponent("flickterm/cache.sqlite").path))

        await server.stop()
        try CacheAging.age(cacheHome: cacheHome, by: 2 * 3600)
        let offline = try await run(search)
        #expect(offline.status == 0)
        #expect(offline.stdout == online.stdout)
        #expect(offline.stderr == "flickterm: offline · cached 2 h ago\n")
        let uncached = try await run(search + ["--no-cache"])
        #expect(uncached.status == 1)
        #expect(uncached.stderr.hasPrefix("flickterm: cannot connect to 127.0.0.1"))
        let never = try await run(search.dropLast() + ["never-searched"])
        #expect(never.status == 1, "nothing cached: the usual one-line reason")

        let cleared = try await run(["cache", "clear"])
        #expect(cleared.status == 0)
        #expect(try await run(["cache", "info"]).stdout.contains("entries  0 (0 answers, 0 images)"))
    }

    @Test func logsEachCallWithoutTheKeyAndSetsABigLogAside() async throws {
        let server = try await LoopbackServerProcess()
        let log = cacheHome.appendingPathComponent("flickterm/flickterm.log")
        try FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(repeating: UInt8(ascii: "x"), count: 5 << 20).write(to: log)
        let key = "SECRET-log-key-77"
        let search = ["search", "--api-key", key, "--endpoint", server.endpoint.absoluteString, "--per-page", "2", "--no-cache", "horse"]
        #expect(try await run(search).status == 0)
        #expect(try await run(search + ["--log-level", "error"]).status == 0)
        let text = try String(contentsOf: log, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 1, "the second search logged nothing at level error")
        #expect(lines.first?.contains(" info flickterm.flickr: flickr.photos.search?") == true)
        #expect(lines.first?.contains("text=horse → ") == true)
        #expect(!text.contains(key) && !text.contains("api_key"))
        let aside = log.appendingPathExtension("1")
        #expect(try FileManager.default.attributesOfItem(atPath: aside.path)[.size] as? Int == 5 << 20, "the full log was set aside")
        #expect(try FileManager.default.attributesOfItem(atPath: log.path)[.posixPermissions] as? Int == 0o600)
    }

    /// A title holding U+009B (a C1 control: "ESC [" in one character) leaves `--json` escaped.
    @Test func jsonEscapesC1Controls() async throws {
        let catalog = ScratchFolder.path("c1-catalog")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        let line = try String(contentsOf: ProjectPaths.catalog.appendingPathComponent("photos.jsonl"), encoding: .utf8).split(separator: "\n")[0]
        var record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        record["title"] = "red \u{9B}31m bus \u{85}\u{2028}"
        record["images"] = [String: Any]()
        try JSONSerialization.data(withJSONObject: record).write(to: catalog.appendingPathComponent("photos.jsonl"))
        let result = try await run(["search", "bus", "--json", "--catalog", catalog.path])
        #expect(result.status == 0)
        #expect(!result.stdout.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 })
        #expect(result.stdout.contains(#"red \u009b31m bus \u0085\u2028"#))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let photos = try #require(document["photos"] as? [[String: Any]])
        #expect(photos.first?["title"] as? String == "red \u{9B}31m bus \u{85}\u{2028}", "the same text, escaped")
    }

    @Test func aHugeSearchIsRefusedInALine() async throws {
        let result = try await run(["search", "--source", "demo", String(repeating: "a", count: 100_000)])
        #expect(result.status != 0)
        #expect(result.stderr.contains("the search is 100000 characters long; at most 1000 are searched for"))
        #expect(result.stderr.count < 400)
    }

    /// The log keeps a line a call, never the whole of a long query, and becomes private if it was not.
    @Test func theLogIsPrivateAndCutsLongQueries() async throws {
        let server = try await LoopbackServerProcess()
        let log = cacheHome.appendingPathComponent("flickterm/flickterm.log")
        try FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: log)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: log.path)
        try await server.inject("status:500")
        let words = (0..<100).map { "word\($0)" }
        _ = try await run(["search"] + words + ["--api-key", "k", "--endpoint", server.endpoint.absoluteString])
        let text = try String(contentsOf: log, encoding: .utf8)
        #expect(text.contains("failed after"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count < 700 }, "\(text.count) characters")
        #expect(text.contains("characters)"))
        #expect(try FileManager.default.attributesOfItem(atPath: log.path)[.posixPermissions] as? Int == 0o600)
    }
}
