import Foundation
import LoopbackHarness
import Model
@testable import TerminalUI
import TestSupport
import Testing

/// The browser is started with the page's address as its one argument, after `--` where it takes one.
@MainActor
struct SystemBrowserTests {
    /// A fake browser named `name` that writes its arguments, one a line, to a file; the arguments it got.
    private func arguments(openingWith name: String, _ link: PageLink) async throws -> [String] {
        let folder = ScratchFolder.path("browser")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let record = folder.appendingPathComponent("arguments")
        let browser = folder.appendingPathComponent(name)
        try Data("#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(record.path).partial' && mv '\(record.path).partial' '\(record.path)'\n".utf8).write(to: browser)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)
        #expect(SystemBrowser(environment: ["BROWSER": browser.path, "PATH": "/usr/bin:/bin"]).open(link))
        try await waitUntil("the browser run") { FileManager.default.fileExists(atPath: record.path) }
        return try String(contentsOf: record, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func givesTheAddressAsOneArgument() async throws {
        let link = try PageLink(URL(string: "https://www.flickr.com/photos/a/1/?x=$(touch%20/tmp/pwned)&y=;id")!)
        #expect(try await arguments(openingWith: "firefox", link) == [link.url.absoluteString])
    }

    @Test func endsChromiumsOptionsFirst() async throws {
        let link = try PageLink(URL(string: "https://www.flickr.com/photos/a/1/")!)
        #expect(try await arguments(openingWith: "chromium", link) == ["--", link.url.absoluteString])
    }
}
