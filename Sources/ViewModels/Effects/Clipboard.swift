/// Where copied text goes: the terminal front end writes it as OSC 52, which terminals (and tmux with
/// `set-clipboard`) put on the system clipboard.
@MainActor
public protocol Clipboard: AnyObject {
    /// Puts `text` on the clipboard.
    func copy(_ text: String)
}
