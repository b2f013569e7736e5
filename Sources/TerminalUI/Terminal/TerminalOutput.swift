import Dispatch
import FoundationEssentials
import Glibc

/// Escape sequences that ncurses does not know how to send (pictures, 24-bit colour on a 256-colour terminfo,
/// OSC 52 copies), written straight to the terminal right after ncurses has sent and flushed a frame — never in
/// the middle of one, and never through stdio's buffer, which would flush at some later moment and cut
/// into ncurses' output.
///
/// A terminal slower than what is sent (a picture over ssh, kitty drawing in software): on a blocking descriptor, as
/// a terminal is opened, a write waits for it. On one another program left non-blocking, what it cannot take yet is
/// kept, in order, and written as it becomes able to read, while keys go on being handled; frames wait for it
/// (``isBusy``), so ncurses never writes into the middle of it. Nothing is dropped — a dropped piece of a picture
/// corrupts every sequence after it.
@MainActor
final class TerminalOutput {
    private var pending: [UInt8] = []
    /// Where the terminal is written.
    private let terminal: Int32
    /// The frame is wrapped in synchronized output (``beginSynchronizedFrame(first:)``), to be closed after what is pending.
    private var synchronized = false
    /// Bytes written but not yet taken by the terminal.
    private var backlog: [UInt8] = []
    private var backlogOffset = 0
    private var writable: (any DispatchSourceWrite)?
    /// Called when the backlog has gone out (a frame held back can be drawn now).
    var drained: @MainActor () -> Void = {}

    /// True while earlier bytes are still on their way: the next frame must wait.
    var isBusy: Bool { backlogOffset < backlog.count }

    /// - Parameter terminal: the terminal's descriptor (standard output; the benchmark's and tests' pipe).
    init(terminal: Int32 = STDOUT_FILENO) {
        self.terminal = terminal
    }

    /// Sends `sequence` now, before the frame being drawn (what changes nothing on the screen: a picture's data).
    func sendNow(_ sequence: String) {
        send(Array(sequence.utf8))
    }

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
    /// so that a scroll never shows text without its pictures. `first` goes with the request, ahead of the frame.
    func beginSynchronizedFrame(first: [UInt8]) {
        synchronized = true
        send(Array("\u{1b}[?2026h".utf8) + first)
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
        send(bytes)
    }

    /// Writes `bytes` after the backlog, as much as the terminal takes now; the rest waits for it.
    private func send(_ bytes: [UInt8]) {
        if isBusy {
            backlog += bytes
            return
        }
        backlog = bytes
        backlogOffset = 0
        writeBacklog()
    }

    /// Writes the backlog until the terminal takes no more (a descriptor left non-blocking; a blocking one waits in
    /// `write`), then waits for it to be writable again.
    private func writeBacklog() {
        while backlogOffset < backlog.count {
            let written = backlog.withUnsafeBytes { write(terminal, $0.baseAddress! + backlogOffset, $0.count - backlogOffset) }
            if written < 0, errno == EINTR { continue }
            if written < 0, errno == EAGAIN {
                awaitWritable()
                return
            }
            // The terminal is gone (a closed pty): nothing more can be shown.
            guard written > 0 else { break }
            backlogOffset += written
        }
        backlog = []
        backlogOffset = 0
        guard let source = writable else { return }
        source.cancel()
        writable = nil
        drained()
    }

    private func awaitWritable() {
        guard writable == nil else { return }
        let source = DispatchSource.makeWriteSource(fileDescriptor: terminal, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { self.writeBacklog() } }
        source.resume()
        writable = source
    }

    /// Before leaving: what is still to go out is written, waiting for the terminal (up to 2 seconds), so the
    /// terminal is left with whole sequences.
    func finish() {
        while isBusy {
            var ready = pollfd(fd: terminal, events: Int16(POLLOUT), revents: 0)
            guard poll(&ready, 1, 2000) > 0 else { return }
            let written = backlog.withUnsafeBytes { write(terminal, $0.baseAddress! + backlogOffset, $0.count - backlogOffset) }
            if written > 0 { backlogOffset += written } else if errno != EAGAIN, errno != EINTR { return }
        }
    }
}
