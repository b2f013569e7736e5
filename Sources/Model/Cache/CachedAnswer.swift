import FoundationEssentials

/// An answer as the cache keeps it: the encoded value and when it was fetched.
public struct CachedAnswer: Sendable, Equatable {
    public let body: Data
    public let fetchedAt: Date
}
