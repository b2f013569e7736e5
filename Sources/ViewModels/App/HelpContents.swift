/// The help as the overlay shows it: a title, the keys in force on the screen and everywhere, and how to close it.
public struct HelpContents: Equatable, Sendable {
    public let title: String
    public let lines: [KeyHelpLine]
    public let closing: String

    /// The line standing for the `hidden` last lines a short terminal has no room for.
    public func more(_ hidden: Int) -> String { "… and \(hidden) more: a taller terminal shows them all" }
}
