/// A registered Openverse client (`/v1/auth_tokens/register/`), whose tokens raise the anonymous limits. The secret
/// is never logged or shown.
public struct OpenverseCredentials: Sendable, Equatable, CustomStringConvertible {
    public var clientID: String
    public var clientSecret: String

    public init(clientID: String, clientSecret: String) {
        self.clientID = clientID
        self.clientSecret = clientSecret
    }

    public var description: String { "Openverse client \(TerminalText.singleLine(clientID))" }
}
