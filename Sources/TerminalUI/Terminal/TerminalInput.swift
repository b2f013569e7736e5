import Glibc

/// The terminal's bytes on their way to ncurses, which reads them from a pipe of the app's own: every byte the
/// terminal has is read as soon as it comes and passed on made valid UTF-8 (``UTF8Repair``). ncurses' `wget_wch` fails
/// on a byte that is not UTF-8 and then leaves what follows it unread — a Latin-1 paste, or a terminal answering in
/// binary, made the app deaf, and a full input buffer kept out even Ctrl-C.
final class TerminalInput {
    /// Bytes read from the terminal at a time: ncurses drains the pipe between reads, so the pipe never fills.
    static let piece = 4096

    /// The pipe's end ncurses reads, for `newterm`.
    let ncursesSide: UnsafeMutablePointer<FILE>
    private let terminal: Int32
    private let pipeInput: Int32
    private var repair = UTF8Repair()
    /// Where the terminal's bytes are read: one buffer for every read.
    private var buffer = [UInt8](repeating: 0, count: TerminalInput.piece)

    /// `nil` when no pipe can be made.
    init?(terminal: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        guard let side = fdopen(ends[0], "r") else {
            close(ends[0])
            close(ends[1])
            return nil
        }
        // Never blocks the main thread: the app reads what it writes before it writes more.
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        ncursesSide = side
        pipeInput = ends[1]
        self.terminal = terminal
    }

    /// Reads what the terminal has ready (up to ``piece`` bytes) and passes it to ncurses; true when more may be
    /// waiting (a whole piece was read). Bytes that arrive after the read wake the main loop again.
    func passOn() -> Bool {
        var ready: Int32 = 0
        guard ioctl(terminal, UInt(FIONREAD), &ready) == 0, ready > 0 else { return false }
        let terminal = terminal
        let count = buffer.withUnsafeMutableBytes { read(terminal, $0.baseAddress, min(Int(ready), $0.count)) }
        guard count > 0 else { return false }
        // Keys are ASCII but for text typed or pasted: passed on as read unless a character needs mending.
        if repair.isIdle, !buffer[..<count].contains(where: { $0 >= 0x80 }) {
            buffer.withUnsafeBytes { pass(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        } else {
            repair.repaired(buffer[..<count]).withUnsafeBytes(pass)
        }
        return count == TerminalInput.piece
    }

    /// Writes `bytes` to ncurses' end of the pipe.
    private func pass(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let written = write(pipeInput, bytes.baseAddress! + offset, bytes.count - offset)
            guard written > 0 else { break }
            offset += written
        }
    }
}
