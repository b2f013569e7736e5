import Foundation
import Model
import TestSupport
import Testing

/// A damaged catalog folder gives one line naming the file (and line) at fault, never a crash; a missing
/// image costs that image only.
struct CatalogBadInputTests {
    /// A record as the catalog's schema writes it, with `images` pointing at `path`.
    static func record(id: String, title: String = "\"a dog\"", path: String = "images/q/a.jpg") -> String {
        """
        {"id": "\(id)", "title": \(title), "description": "", "tags": ["dog"], "owner": {"id": "", "name": ""}, \
        "license": {"code": "PDM", "name": "Public Domain Mark", "url": ""}, "taken": null, "posted": null, \
        "views": 3, "comments": null, "faves": null, "width": 10, "height": 10, "page_url": "", "source": "", \
        "credit": "", "images": {"q": {"path": "\(path)", "width": 150, "height": 150}}}
        """
    }

    /// A new folder holding `lines` as its `photos.jsonl` (none when `nil`) and one image, `images/q/a.jpg`.
    private func folder(_ lines: [String]?) throws -> URL {
        let folder = ScratchFolder.path("catalog")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images/q"), withIntermediateDirectories: true)
        try Data([0xFF, 0xD8, 0xFF, 0xD9]).write(to: folder.appendingPathComponent("images/q/a.jpg"))
        if let lines { try Data(lines.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("photos.jsonl")) }
        return folder
    }

    /// The error opening a catalog of `lines` gives, as the user reads it.
    private func failure(_ lines: [String]?) throws -> String {
        let folder = try folder(lines)
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = #expect(throws: CatalogError.self) { try CatalogService(directory: folder) }
        let text = String(describing: try #require(error))
        #expect(!text.contains("\n"))
        return text.replacingOccurrences(of: folder.path, with: "DIR")
    }

    @Test func namesAMissingFolder() {
        let folder = URL(fileURLWithPath: "/nonexistent/catalog-\(UUID().uuidString)")
        #expect(throws: CatalogError.unusable(path: folder.path, reason: "no such folder")) { try CatalogService(directory: folder) }
    }

    @Test func namesAFolderWithoutRecords() throws {
        #expect(try failure(nil) == "no demo catalog at DIR: no readable photos.jsonl in it")
        #expect(try failure([""]) == "cannot read the demo catalog DIR/photos.jsonl: it holds no records")
    }

    @Test func namesTheBrokenLine() throws {
        #expect(try failure([Self.record(id: "a"), "", "{broken"]) == "DIR/photos.jsonl line 3: not valid JSON (a broken or truncated line)")
    }

    @Test func namesTheTruncatedLine() throws {
        let whole = Self.record(id: "b")
        #expect(try failure([Self.record(id: "a"), String(whole.prefix(whole.count / 2))])
            == "DIR/photos.jsonl line 2: not valid JSON (a broken or truncated line)")
    }

    @Test func namesTheFieldOfTheWrongType() throws {
        #expect(try failure([Self.record(id: "a", title: "42")]) == "DIR/photos.jsonl line 1: \"title\" should be text")
        let countAsText = Self.record(id: "a").replacingOccurrences(of: "\"views\": 3", with: "\"views\": \"many\"")
        #expect(try failure([countAsText]) == "DIR/photos.jsonl line 1: \"views\" should be a whole number")
        let tagNumber = Self.record(id: "a").replacingOccurrences(of: "[\"dog\"]", with: "[\"dog\", 7]")
        #expect(try failure([tagNumber]) == "DIR/photos.jsonl line 1: \"tags[1]\" should be text")
        let ownerText = Self.record(id: "a").replacingOccurrences(of: "{\"id\": \"\", \"name\": \"\"}", with: "\"me\"")
        #expect(try failure([ownerText]) == "DIR/photos.jsonl line 1: \"owner\" should be an object")
        let badDate = Self.record(id: "a").replacingOccurrences(of: "\"taken\": null", with: "\"taken\": \"yesterday\"")
        #expect(try failure([badDate]) == "DIR/photos.jsonl line 1: \"taken\" is not an ISO 8601 date")
        #expect(try failure(["[1, 2]"]) == "DIR/photos.jsonl line 1: the record should be an object")
        #expect(try failure(["{\"title\": \"no id\"}"]) == "DIR/photos.jsonl line 1: \"id\" is missing")
    }

    @Test func aMissingImageCostsThatImageOnly() throws {
        let folder = try folder([
            Self.record(id: "kept"), Self.record(id: "lost", path: "images/q/missing.jpg"),
            Self.record(id: "escaped", path: "../../etc/passwd"), Self.record(id: "absolute", path: "/etc/passwd"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try CatalogService(directory: folder)
        #expect(catalog.count == 4)
        #expect(catalog.lookup(id: "kept")?.sizes.map(\.suffix) == ["q"])
        #expect(catalog.lookup(id: "lost")?.sizes.isEmpty == true)
        #expect(catalog.lookup(id: "escaped")?.sizes.isEmpty == true)
        #expect(catalog.lookup(id: "absolute")?.sizes.isEmpty == true)
    }
}
