import FoundationEssentials

/// Where an answer came from: the network just now, the cache, or the cache because the network could not
/// be reached. Screens show it, so that nobody mistakes an old answer for a new one.
public enum AnswerOrigin: Sendable, Hashable, Codable {
    /// Fetched from the network for this request.
    case network
    /// From the cache, fetched `age` seconds ago; `stale` when past its freshness, so that a fresher answer
    /// is being asked for (``PhotoSearchService/revalidate(_:)``).
    case cache(age: TimeInterval, stale: Bool)
    /// From the cache, fetched `age` seconds ago, because the network could not be reached.
    case offline(age: TimeInterval)
    /// From the demo catalog, because `source` could not be reached.
    case demoStandingIn(for: String)

    /// True when the answer is past its freshness and a newer one should be asked for.
    public var isStale: Bool {
        if case .cache(_, stale: true) = self { return true }
        return false
    }

    /// What a header says about the answer: "cached 3 min ago", "offline · cached 2 h ago"; `nil` for the network.
    public var label: String? {
        switch self {
        case .network: nil
        case .cache(let age, _): "cached \(AnswerOrigin.describe(age: age))"
        case .offline(let age): "offline · cached \(AnswerOrigin.describe(age: age))"
        case .demoStandingIn(let source): "offline: \(source) cannot be reached, the demo catalog answers"
        }
    }

    /// "just now", "12 min ago", "2 h ago", "3 days ago".
    static func describe(age: TimeInterval) -> String {
        // A planted or damaged date may be any number: said in days, at most a million of them.
        guard age.isFinite else { return "at an unknown time" }
        let age = min(age, 1e6 * 86_400)
        return switch age {
        case ..<60: "just now"
        case ..<3600: "\(Int(age / 60)) min ago"
        case ..<86_400: "\(Int(age / 3600)) h ago"
        default: Int(age / 86_400) == 1 ? "1 day ago" : "\(Int(age / 86_400)) days ago"
        }
    }
}
