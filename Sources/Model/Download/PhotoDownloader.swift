import Foundation

/// Saves a photo's image file into a folder, fetched through the libcurl client (`https://`, `file://`).
public struct PhotoDownloader: Sendable {
    /// A file written by ``download(_:of:)``.
    public struct SavedFile: Sendable, Equatable {
        /// The file's name in the folder.
        public let name: String
        /// Its size in bytes.
        public let bytes: Int
    }

    /// Where files are written.
    public let folder: URL
    private let client: HTTPClient

    public init(folder: URL, client: HTTPClient = HTTPClient()) {
        self.folder = folder
        self.client = client
    }

    /// The name the file for `size` of `photo` gets: `<id>_<suffix>.jpg` (`500` for the suffix-less size),
    /// with no path separator in it.
    public static func fileName(for photo: Photo, size: PhotoSize) -> String {
        "\(photo.id)_\(size.suffix.isEmpty ? "500" : size.suffix).jpg".replacingOccurrences(of: "/", with: "_")
    }

    /// Fetches the image file `size` of `photo` and writes it into ``folder``.
    public func download(_ size: PhotoSize, of photo: Photo) async throws -> SavedFile {
        guard let url = size.url else { throw HTTPError.invalidURL(size.source) }
        let name = PhotoDownloader.fileName(for: photo, size: size)
        let body = try await client.get(url).body
        try body.write(to: folder.appendingPathComponent(name), options: .atomic)
        return SavedFile(name: name, bytes: body.count)
    }
}
