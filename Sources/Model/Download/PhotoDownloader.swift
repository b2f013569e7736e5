import FoundationEssentials

/// Saves a photo's image file into a folder (``DownloadFolder``), fetched through the libcurl client
/// (`https://`; `file://` only inside the demo catalog), under a name made from its title and id
/// (``DownloadName``) that never replaces a file already there — the photo's and its `.txt`'s names are
/// reserved together —, with the `.txt` beside it carrying the credit and the licence. Nothing is written
/// until the whole image has arrived, each file appears whole or not at all (``SafeFolder``), and a failure
/// leaves nothing behind.
public struct PhotoDownloader: Sendable {
    /// A file written by ``download(_:of:license:progress:)``.
    public struct SavedFile: Sendable, Equatable {
        /// The file's name in the folder.
        public let name: String
        /// Its size in bytes.
        public let bytes: Int

        public init(name: String, bytes: Int) {
            self.name = name
            self.bytes = bytes
        }
    }

    /// Where files are written; made when the first file is.
    public let folder: URL
    private let client: HTTPClient

    public init(
        folder: URL,
        client: HTTPClient = PhotoDownloader.client()
    ) {
        self.folder = folder
        self.client = client
    }

    /// The client downloads go through: files up to 256 MB, no total time limit that a large file on a slow
    /// line would hit, but a stall limit; `file://` only inside `localFolder` (the demo catalog's).
    public static func client(localFolder: URL? = nil) -> HTTPClient {
        HTTPClient(configuration: HTTPClientConfiguration(
            totalTimeout: .seconds(3600), maximumResponseBytes: 256 << 20, localFolder: localFolder, stallLimit: stallLimit
        ))
    }

    /// A download that gets less than 1 KB a second for 30 seconds has stalled (a large file on a slow line
    /// may take long; one that hardly moves is given up).
    public static let stallLimit = (bytes: 1024, seconds: 30)

    /// Fetches the image file `size` of `photo` and writes it, and its credit and licence beside it, into
    /// ``folder``. `progress` is told the fraction received (`nil` while the length is unknown).
    /// - Throws: ``HTTPError`` (the fetch, a refused address), ``FileError`` (the folder or the files).
    public func download(
        _ size: PhotoSize, of photo: Photo, license: License?, progress: @escaping @Sendable (Double?) -> Void = { _ in }
    ) async throws -> SavedFile {
        guard let url = size.url else { throw HTTPError.invalidURL(TerminalText.singleLine(String(size.source.prefix(80)))) }
        let body = try await client.get(url) { received, expected in
            progress(expected.map { min(Double(received) / Double(max($0, 1)), 1) })
        }.body
        try Task.checkCancellation()
        let place = try SafeFolder(folder)
        let sidecar = Data(PhotoDownloader.attribution(of: photo, size: size, license: license).utf8)
        let wanted = DownloadName.make(title: photo.title, id: photo.id)
        // A name another download takes meanwhile is passed over: nothing is ever replaced.
        for _ in 0..<100 {
            let name = DownloadName.unused(wanted) { place.contains($0 + ".jpg") || place.contains($0 + ".txt") }
            if try PhotoDownloader.save(body, sidecar: sidecar, as: name, in: place) {
                return SavedFile(name: name, bytes: body.count)
            }
        }
        throw FileError(path: folder.appendingPathComponent(wanted).path, reason: "no free name was found for it")
    }

    /// Writes the photo as `name` and its sidecar beside it, both or neither; false when either name was taken
    /// meanwhile (then neither is written).
    private static func save(_ body: Data, sidecar: Data, as name: String, in place: SafeFolder) throws(FileError) -> Bool {
        let text = DownloadName.split(name).stem + ".txt"
        do {
            try place.writeNew(body, as: name)
        } catch {
            if place.contains(name) { return false }
            throw error
        }
        do {
            try place.writeNew(sidecar, as: text)
        } catch {
            place.remove(name)
            if place.contains(text) { return false }
            throw error
        }
        return true
    }

    /// The sidecar's text: what the photo is, who made it, under which licence, and where it came from.
    static func attribution(of photo: Photo, size: PhotoSize, license: License?) -> String {
        let credit = photo.credit ?? (photo.owner.name.isEmpty ? nil : photo.owner.name)
        let license = license ?? photo.license
        return [
            "Title: \(TerminalText.singleLine(photo.title))",
            credit.map { "By: \(TerminalText.singleLine($0))" },
            photo.sourceName.map { "Source: \(TerminalText.singleLine($0))" },
            "Licence: " + (license.map { TerminalText.singleLine($0.name) + ($0.url.map { " <\($0.absoluteString)>" } ?? "") }
                ?? photo.licenseID.map { "licence \(TerminalText.singleLine($0))" } ?? "unknown"),
            photo.pageURL.map { "Page: \($0.absoluteString)" },
            "Image: \(size.source)",
            "Saved by flickterm on \(DisplayFormat.day(Date()))",
        ].compactMap { $0 }.joined(separator: "\n") + "\n"
    }
}
