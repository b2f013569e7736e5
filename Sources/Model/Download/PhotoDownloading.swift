import FoundationEssentials

/// Saves photos' image files, as the view models ask for them. ``PhotoDownloader`` is the real one; a test may give
/// its own.
public protocol PhotoDownloading: Sendable {
    /// Where files are saved.
    var folder: URL { get }
    /// Fetches `size` of `photo` and saves it with its credit and `license` beside it, telling `progress` the
    /// fraction received (`nil` while the length is unknown).
    func download(
        _ size: PhotoSize, of photo: Photo, license: License?, progress: @escaping @Sendable (Double?) -> Void
    ) async throws -> PhotoDownloader.SavedFile
}

extension PhotoDownloader: PhotoDownloading {}
