import Model

/// Where a photo was opened from: the results loaded, its place among them, how many the list can reach (its "N of
/// M"), and how to select another of them there — so that the viewer counts as the list does and leaves the list on
/// the photo it showed.
public struct ResultsPlace {
    public let photos: [Photo]
    public let index: Int
    /// The M of the list's "N of M".
    public let total: Int
    /// Selects the result at an index in the list the photo came from.
    let select: @MainActor (Int) -> Void

    public init(photos: [Photo], index: Int, total: Int? = nil, select: @escaping @MainActor (Int) -> Void = { _ in }) {
        precondition(photos.indices.contains(index), "no photo at \(index)")
        self.photos = photos
        self.index = index
        self.total = max(total ?? photos.count, photos.count)
        self.select = select
    }

    /// A photo alone.
    public init(photo: Photo) {
        self.init(photos: [photo], index: 0)
    }
}
