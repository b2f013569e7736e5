import Foundation
import Model
import Synchronization
import TestSupport
import Testing

/// Downloads against a hostile server and a hostile disk: nothing local is ever read, nothing is written
/// through a link or over a file, a failure leaves nothing behind and says why in a sentence.
struct PhotoDownloaderTests {
    let folder = ScratchFolder.path("downloads")
    let server: LoopbackServerProcess

    init() async throws {
        server = try await LoopbackServerProcess()
    }

    /// A photo of the loopback server's, as a search would give it.
    private func photo(title: String = "Horses", id: String = "h1") -> (Photo, PhotoSize) {
        let catalogImage = server.baseURL.absoluteString + "catalog/coco-159269_d3m0_z.jpg"
        let size = PhotoSize(suffix: "z", width: 640, height: 427, source: catalogImage)
        return (Photo(id: id, title: title, sizes: [size], pageURL: URL(string: "https://www.flickr.com/photos/a/1/")), size)
    }

    private func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func savesThePhotoAndItsCreditTogether() async throws {
        let (photo, size) = photo()
        let saved = try await PhotoDownloader(folder: folder).download(size, of: photo, license: nil)
        #expect(saved.name == "Horses (h1).jpg")
        #expect(files(in: folder) == ["Horses (h1).jpg", "Horses (h1).txt"])
        let again = try await PhotoDownloader(folder: folder).download(size, of: photo, license: nil)
        #expect(again.name == "Horses (h1) (2).jpg")
    }

    /// A gzip-encoded photo: its announced length counts the encoded bytes, so no fraction is told (it would pass 100 %
    /// while the body keeps coming); the photo is saved decoded, whole.
    @Test func aCompressedDownloadTellsNoFraction() async throws {
        let (photo, size) = photo(id: "gz")
        let original = try await PhotoDownloader(folder: folder).download(size, of: photo, license: nil)
        try await server.inject("gzip")
        let fractions = Mutex<[Double?]>([])
        let saved = try await PhotoDownloader(folder: folder).download(size, of: photo, license: nil) { fraction in
            fractions.withLock { $0.append(fraction) }
        }
        #expect(!fractions.withLock { $0 }.isEmpty && fractions.withLock { $0 }.allSatisfy { $0 == nil })
        #expect(saved.bytes == original.bytes, "decoded whole")
    }

    @Test func aFileURLFromTheServerReadsNothing() async throws {
        for address in ["file:///etc/passwd", "file:///proc/self/environ", "file:///proc/self/cmdline", "file:///dev/tty"] {
            let (photo, _) = photo()
            let size = PhotoSize(suffix: "o", width: 1, height: 1, source: address)
            let error = await #expect(throws: HTTPError.self) { try await PhotoDownloader(folder: folder).download(size, of: photo, license: nil) }
            #expect(error?.description.hasPrefix("the address was not fetched: it names a local file") == true, "\(address)")
        }
        #expect(files(in: folder).isEmpty)
    }

    @Test func aStaleSidecarIsNeverLeftBesideAnotherPhoto() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("Title: someone else's photo\n".utf8).write(to: folder.appendingPathComponent("Horses (h1).txt"))
        let (photo, size) = photo()
        let saved = try await PhotoDownloader(folder: folder).download(size, of: photo, license: nil)
        #expect(saved.name == "Horses (h1) (2).jpg")
        let sidecar = try String(contentsOf: folder.appendingPathComponent("Horses (h1) (2).txt"), encoding: .utf8)
        #expect(sidecar.hasPrefix("Title: Horses\n"))
    }

    @Test func neverWritesThroughASymbolicLink() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let victim = folder.appendingPathComponent("victim")
        try Data("precious".utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Horses (h1).jpg"), withDestinationURL: victim)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Horses (h1) (2).txt"), withDestinationURL: victim)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Horses (h1) (3).jpg").path, withDestinationPath: "/nowhere/at/all")
        let (photo, size) = photo()
        let saved = try await PhotoDownloader(folder: folder).download(size, of: photo, license: nil)
        #expect(saved.name == "Horses (h1) (4).jpg")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
    }

    @Test func aDownloadFolderThatIsAFileOrALinkIsRefusedInASentence() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (photo, size) = photo()
        let file = folder.appendingPathComponent("flickterm")
        try Data().write(to: file)
        let error = await #expect(throws: FileError.self) { try await PhotoDownloader(folder: file).download(size, of: photo, license: nil) }
        #expect(error?.reason == "a file is in the way where a folder should be")
        let link = folder.appendingPathComponent("linked")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: FileManager.default.temporaryDirectory)
        let linked = await #expect(throws: FileError.self) { try await PhotoDownloader(folder: link).download(size, of: photo, license: nil) }
        #expect(linked?.reason == "it is a symbolic link, and flickterm never writes through one")
    }

    @Test func aFullDiskLeavesNothingAndSaysSo() async throws {
        let disk = try ScratchMount(kilobytes: 16)
        let (photo, size) = photo()
        let target = disk.folder.appendingPathComponent("flickterm")
        let error = await #expect(throws: FileError.self) { try await PhotoDownloader(folder: target).download(size, of: photo, license: nil) }
        #expect(error?.reason == "the disk is full")
        #expect(error?.description.hasSuffix("Horses (h1).jpg: the disk is full") == true)
        #expect(files(in: target).isEmpty, "no partial or empty file is left")
    }

    @Test func aReadOnlyDiskSaysSo() async throws {
        let disk = try ScratchMount(kilobytes: 16, readOnly: true)
        let (photo, size) = photo()
        let error = await #expect(throws: FileError.self) {
            try await PhotoDownloader(folder: disk.folder.appendingPathComponent("flickterm")).download(size, of: photo, license: nil)
        }
        #expect(error?.reason == "the disk is read-only")
    }

    @Test func aDownloadThatStallsSaysItStalled() async throws {
        try await server.inject("drip:2000", count: 0)
        let client = HTTPClient(configuration: HTTPClientConfiguration(stallLimit: (bytes: 1000, seconds: 1)))
        let (photo, size) = photo()
        await #expect(throws: HTTPError.stalled) { try await PhotoDownloader(folder: folder, client: client).download(size, of: photo, license: nil) }
        #expect(files(in: folder).isEmpty)
    }

    /// A download cancelled while its bytes drip in (Esc) ends at once and leaves nothing in the folder.
    @Test func aCancelledDownloadLeavesNothing() async throws {
        try await server.inject("drip:50", count: 0)
        let (photo, size) = photo()
        let (started, begun) = AsyncStream.makeStream(of: Void.self)
        let download = Task { [folder] in
            try await PhotoDownloader(folder: folder).download(size, of: photo, license: nil) { _ in begun.yield() }
        }
        for await _ in started { break }
        download.cancel()
        await #expect(throws: (any Error).self) { try await download.value }
        #expect(files(in: folder).isEmpty)
    }
}

/// A Foundation error never reaches a person as its own text.
struct FileErrorTests {
    @Test func aFoundationErrorBecomesASentenceNamingTheFile() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)/x.jpg")
        do {
            try Data("x".utf8).write(to: missing)
            Issue.record("writing into a missing folder worked")
        } catch let error as CocoaError {
            let sentence = FileError(foundation: error).description
            #expect(sentence == missing.path + ": a folder on the way is missing")
            #expect(!sentence.contains("Domain") && !sentence.contains("Code="))
        }
    }
}
