import Synchronization

/// Counts fetched this session, by photo id, so that no photo's counts are fetched twice.
public final class PhotoCountsCache: Sendable {
    private let entries = Mutex<[String: PhotoCounts]>([:])

    public init() {}

    /// The counts stored for `photoID`, if any.
    public func counts(for photoID: String) -> PhotoCounts? {
        entries.withLock { $0[photoID] }
    }

    /// Remembers `counts` for `photoID`.
    public func store(_ counts: PhotoCounts, for photoID: String) {
        entries.withLock { $0[photoID] = counts }
    }

    /// The counts of `photo`: from the photo when complete, else from the cache, else fetched from `service`
    /// (in the caller's task, so cancelling the caller cancels the fetch) and stored.
    public func counts(of photo: Photo, from service: any PhotoSearchService) async throws -> PhotoCounts {
        if photo.counts.isComplete { return photo.counts }
        if let cached = counts(for: photo.id) { return cached }
        let fetched = try await service.counts(photoID: photo.id).filled(from: photo.counts)
        store(fetched, for: photo.id)
        return fetched
    }
}
