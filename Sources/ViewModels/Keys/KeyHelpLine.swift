/// One line of the help: keys, and what they do.
public struct KeyHelpLine: Equatable, Sendable {
    /// The keys as hints show them ("↑ k").
    public let keys: String
    /// What they do.
    public let summary: String

    public init(keys: String, summary: String) {
        self.keys = keys
        self.summary = summary
    }
}
