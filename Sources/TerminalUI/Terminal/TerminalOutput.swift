import Foundation

/// Escape sequences that ncurses does not know how to send (24-bit colour on a 256-colour terminfo, OSC 52
/// copies), written straight to the terminal right after ncurses has sent and flushed a frame — never in
/// the middle of one, and never through stdio's buffer, which would flush at some later moment and cut
/// into ncurses' output.
@MainActor
final class TerminalOutput {
    private var pending: [UInt8] = []
    /// The frame is wrapped in synchronized output (``beginSynchronizedFrame()``), to be closed after what is pending.
    private var synchronized = false

    /// Sends `sequence` after the next frame.
    func sendAfterFrame(_ sequence: String) {
        pending += sequence.utf8
    }

    /// Sends `bytes` after the next frame.
    func sendAfterFrame(_ bytes: [UInt8]) {
        pending += bytes
    }

    /// Before ncurses sends a frame with pictures to follow it: the terminal is asked to show nothing of it until
    /// the pictures are drawn too (synchronized output, DEC mode 2026; terminals without it ignore the request),
    /// so that a scroll never shows text without its pictures.
    func beginSynchronizedFrame() {
        synchronized = true
        write(Array("\u{1b}[?2026h".utf8))
    }

    /// Writes what is pending; called once ncurses has flushed a frame.
    func frameFlushed() {
        if synchronized {
            synchronized = false
            pending += "\u{1b}[?2026l".utf8
        }
        guard !pending.isEmpty else { return }
        let bytes = pending
        pending = []
        write(bytes)
    }

    /// Writes all of `bytes` to the terminal.
    private func write(_ bytes: [UInt8]) {
        var bytes = bytes
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
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
