/// A key name in `[keys]` that names no key the app can tell apart.
public struct KeyNameError: Error, Equatable, CustomStringConvertible {
    /// What was written.
    public let text: String
    /// Why it is not a key, as the end of a sentence.
    public let reason: String

    /// "“Ctrl-I” reaches the app as Tab; write Tab".
    public var description: String { "“\(text)” \(reason)" }
}
