import FoundationEssentials

/// What `flickterm cache info` prints.
public struct CacheInfo: Sendable, Equatable {
    /// The database file.
    public let file: URL
    /// Answers kept.
    public let answers: Int
    /// Images kept.
    public let images: Int
    /// Bytes of answers and images.
    public let bytes: Int
    /// The size cap.
    public let capacity: Int
    /// When the oldest entry was fetched; `nil` when empty.
    public let oldest: Date?
}
