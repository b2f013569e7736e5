import Foundation
import Model
import Synchronization

/// A ``PhotoDownloading`` that writes nothing: it records each request (`SIZE:PHOTO:LICENCE`), tells the progress it
/// was given, and ends as the test said — saved, failed, or held until cancelled.
final class InMemoryDownloads: PhotoDownloading {
    /// How each download ends.
    enum Ending: Sendable {
        case saved(PhotoDownloader.SavedFile)
        case failed(any Error)
        /// Never, until cancelled.
        case held
    }

    let folder: URL
    private let ending: Ending
    private let progress: [Double?]
    private let log = Mutex<(requests: [String], cancelled: Int)>(([], 0))

    /// - Parameter progress: the fractions each download tells, in order, before it ends.
    init(folder: URL = URL(fileURLWithPath: "/home/u/Pictures"), ending: Ending = .saved(.init(name: "photo.jpg", bytes: 2048)),
         progress: [Double?] = [nil, 0.45]) {
        self.folder = folder
        self.ending = ending
        self.progress = progress
    }

    var requests: [String] { log.withLock { $0.requests } }
    /// How many downloads were cancelled while held.
    var cancelled: Int { log.withLock { $0.cancelled } }

    func download(
        _ size: PhotoSize, of photo: Photo, license: License?, progress: @escaping @Sendable (Double?) -> Void
    ) async throws -> PhotoDownloader.SavedFile {
        log.withLock { $0.requests.append("\(size.suffix):\(photo.id):\(license?.id ?? "none")") }
        for fraction in self.progress { progress(fraction) }
        switch ending {
        case .saved(let file): return file
        case .failed(let error): throw error
        case .held:
            do {
                try await Task.sleep(for: .seconds(3600))
            } catch {
                log.withLock { $0.cancelled += 1 }
                throw error
            }
            throw CancellationError()
        }
    }
}
