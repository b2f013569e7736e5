import Foundation

/// Saves a photo's image file into a folder (``DownloadFolder``), fetched through the libcurl client
/// (`https://`, `file://`), under a name made from its title and id (``DownloadName``) that never replaces a
/// file already there, with a `.txt` beside it that carries the credit and the licence. Nothing is written
/// until the whole image has arrived, so a cancelled download leaves nothing behind.
public struct PhotoDownloader: Sendable {
    /// A file written by ``download(_:of:license:progress:)``.
    public struct SavedFile: Sendable, Equatable {
        /// The file's name in the folder.
        public let name: String
        /// Its size in bytes.
        public let bytes: Int
    }

    /// Where files are written; made when the first file is.
    public let folder: URL
    private let client: HTTPClient

    public init(folder: URL, client: HTTPClient = HTTPClient(configuration: HTTPClientConfiguration(maximumResponseBytes: 256 << 20))) {
        self.folder = folder
        self.client = client
    }

    /// Fetches the image file `size` of `photo` and writes it, and its credit and licence beside it, into
    /// ``folder``. `progress` is told the fraction received (`nil` while the length is unknown).
    public func download(
        _ size: PhotoSize, of photo: Photo, license: License?, progress: @escaping @Sendable (Double?) -> Void = { _ in }
    ) async throws -> SavedFile {
        guard let url = size.url else { throw HTTPError.invalidURL(size.source) }
        let body = try await client.get(url) { received, expected in
            progress(expected.map { min(Double(received) / Double(max($0, 1)), 1) })
        }.body
        try Task.checkCancellation()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = DownloadName.unused(DownloadName.make(title: photo.title, id: photo.id), in: folder)
        let file = folder.appendingPathComponent(name)
        // withoutOverwriting: if another download took the name meanwhile, fail rather than replace it.
        try body.write(to: file, options: [.withoutOverwriting])
        let sidecar = PhotoDownloader.attribution(of: photo, size: size, license: license)
        try? Data(sidecar.utf8).write(to: file.deletingPathExtension().appendingPathExtension("txt"), options: [.withoutOverwriting])
        return SavedFile(name: name, bytes: body.count)
    }

    /// The sidecar's text: what the photo is, who made it, under which licence, and where it came from.
    static func attribution(of photo: Photo, size: PhotoSize, license: License?) -> String {
        let credit = photo.credit ?? (photo.owner.name.isEmpty ? nil : photo.owner.name)
        return [
            "Title: \(TerminalText.singleLine(photo.title))",
            credit.map { "By: \(TerminalText.singleLine($0))" },
            "Licence: " + (license.map { TerminalText.singleLine($0.name) + ($0.url.map { " <\($0.absoluteString)>" } ?? "") }
                ?? photo.licenseID.map { "licence \(TerminalText.singleLine($0))" } ?? "unknown"),
            photo.pageURL.map { "Page: \($0.absoluteString)" },
            "Image: \(size.source)",
            "Saved by flickterm on \(DisplayFormat.day(Date()))",
        ].compactMap { $0 }.joined(separator: "\n") + "\n"
    }
}
