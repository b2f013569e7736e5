#if canImport(Glibc)
import Glibc
#endif

/// Turns signals into main-thread events through a self-pipe: the handler only writes the signal number
/// (async-signal-safe), and the main loop (``MainLoop/watch(_:arrived:)``) hands it to `handler` — beside the keys, in
/// the one wait the main thread makes, where a read source on the main queue had libdispatch start its manager thread
/// to watch the pipe, before the first frame.
enum SignalPipe {
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    /// Routes `signals` to `handler`, called on the main thread with each signal number; false when the pipe cannot be
    /// made or watched (the main loop is not running).
    @MainActor
    static func route(_ signals: [Int32], to handler: @escaping @MainActor (Int32) -> Void) -> Bool {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        let readEnd = ends[0]
        MainLoop.watch(readEnd) { _ in
            // Every number waiting, each told once however many times it came (a storm of SIGWINCH is one resize).
            var numbers: [Int32] = []
            var byte: UInt8 = 0
            while read(readEnd, &byte, 1) == 1 {
                if !numbers.contains(Int32(byte)) { numbers.append(Int32(byte)) }
            }
            for number in numbers { handler(number) }
        }
        writeEnd = ends[1]
        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(SignalPipe.writeEnd, &byte, 1)
            }
            action.sa_flags = Int32(SA_RESTART)
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
        return true
    }
}
