/// A one-line message at the foot of a screen, and how it should look.
public struct StatusLine: Equatable, Sendable {
    /// How a status line is drawn.
    public enum Tone: Equatable, Sendable {
        /// Key hints, dimmed.
        case hint
        /// Work in progress.
        case progress
        /// Something failed.
        case error
        /// The outcome of the last action (copied, saved, …).
        case notice
    }

    public let text: String
    public let tone: Tone

    public init(_ text: String, tone: Tone) {
        self.text = text
        self.tone = tone
    }
}
