import Foundation
import TestSupport
import Testing

/// Openverse and Wikimedia Commons as a person without a Flickr key meets them: the real binary in tmux against the
/// loopback server, which speaks both APIs — search, the photo with its author, licence and source, a download whose
/// `.txt` carries them, back, and the keys the source has no use for left out.
@Suite(.serialized)
struct KeylessSourceTests {
    let flickterm = ProjectPaths.product("flickterm").path

    @Test(arguments: [("openverse", "v1/", "Openverse"), ("commons", "w/api.php", "Wikimedia Commons")])
    func searchesOpensDownloadsAndGoesBack(source: String, path: String, name: String) async throws {
        let server = try await LoopbackServerProcess()
        let endpoint = URL(string: path, relativeTo: URL(string: "http://127.0.0.1:\(server.port)/"))!.absoluteString
        let tmux = try await TmuxSession()
        try await tmux.run("FLICKR_API_KEY= \(flickterm) --source \(source) --endpoint \(endpoint) --no-history")
        let search = try await tmux.waitFor("Search:")
        #expect(search.contains(name), "the search screen names the source")
        try await tmux.type("a")
        try await tmux.press("Enter")
        try await tmux.waitFor("1 of ")
        try await tmux.press("Enter")
        let detail = try await tmux.waitFor("↑↓ scroll")
        #expect(detail.contains("Licence: ") && detail.contains("(via"), "the licence and the source")
        #expect(!detail.contains("c comments"), "comments are not this source's")
        try await tmux.press("c")
        try await tmux.waitFor("\(name) has no comments on its photos")
        try await tmux.press("d")
        try await tmux.waitFor("Saved in")
        let downloads = tmux.cacheHome.appendingPathComponent("Downloads/flickterm")
        let sidecar = try #require(try FileManager.default.contentsOfDirectory(atPath: downloads.path).first { $0.hasSuffix(".txt") })
        let text = try String(contentsOf: downloads.appendingPathComponent(sidecar), encoding: .utf8)
        #expect(text.contains("Source: \(name)") && text.contains("Licence: "), "\(text)")
        try await tmux.press("Escape")
        try await tmux.waitFor("1 of ")
        try await tmux.type("Q")
        try await tmux.waitUntil("the shell prompt") { $0.split(separator: "\n").last?.hasPrefix("$") == true }
    }

    /// Ctrl-T on the search screen moves to the next source; the next search goes there.
    @Test func ctrlTMovesToTheNextSource() async throws {
        let tmux = try await TmuxSession()
        try await tmux.run("FLICKR_API_KEY= \(flickterm) --source demo --catalog '\(ProjectPaths.catalog.path)' --no-history")
        let first = try await tmux.waitFor("Source: demo catalog (Ctrl-T)")
        #expect(first.contains("Search:"))
        try await tmux.press("C-t")
        try await tmux.waitFor("Searching Openverse now")
        try await tmux.waitFor("Source: Openverse (Ctrl-T)")
        try await tmux.type("Q")
        try await tmux.press("C-c")
        try await tmux.waitUntil("the shell prompt") { $0.split(separator: "\n").last?.hasPrefix("$") == true }
    }
}
