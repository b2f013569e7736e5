import Foundation

/// Escape sequences that ncurses does not know how to send (24-bit colour on a 256-colour terminfo, OSC 52
/// copies), written straight to the terminal right after ncurses has sent and flushed a frame — never in
/// the middle of one, and never through stdio's buffer, which would flush at some later moment and cut
/// into ncurses' output.
@MainActor
final class TerminalOutput {
    private var pending = ""

    /// Sends `sequence` after the next frame.
    func sendAfterFrame(_ sequence: String) {
        pending += sequence
    }

    /// Writes what is pending; called once ncurses has flushed a frame.
    func frameFlushed() {
        guard !pending.isEmpty else { return }
        var bytes = Array(pending.utf8)
        pending = ""
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            if written < 0, errno == EAGAIN {
                // The terminal is behind (the descriptor is non-blocking: the input's dispatch source made it so,
                // and stdin and stdout share it): wait until it reads, rather than drop the rest — a dropped
                // piece left cells in ncurses' plain colours that the app believed painted (seen under load).
                var writable = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
                guard poll(&writable, 1, 2000) > 0 else { return }
                continue
            }
            guard written > 0 else { return }
            offset += written
        }
    }
}
