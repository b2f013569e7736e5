import CNcursesw
import Foundation
import ViewModels

/// The clipboard as a terminal offers it: OSC 52, sent through ncurses' own output so that it reaches the
/// terminal in order with the screen updates (terminals, and tmux with `set-clipboard`, honour it).
@MainActor
final class TerminalClipboard: Clipboard {
    func copy(_ text: String) {
        flk_send_raw("\u{1b}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}")
    }
}
