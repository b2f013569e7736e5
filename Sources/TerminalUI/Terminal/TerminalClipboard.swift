import CNcursesw
import FoundationEssentials
import ViewModels

/// The clipboard as a terminal offers it: OSC 52 (terminals, and tmux with `set-clipboard`, honour it), sent
/// after the next frame so that it never cuts into ncurses' output.
@MainActor
final class TerminalClipboard: Clipboard {
    private let output: TerminalOutput

    init(output: TerminalOutput) {
        self.output = output
    }

    func copy(_ text: String) {
        output.sendAfterFrame("\u{1b}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}")
    }
}
