import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Turns signals into main-queue events through a self-pipe: the handler only writes the signal number
/// (async-signal-safe), and a read source on the main queue hands it to `handler`.
enum SignalPipe {
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    nonisolated(unsafe) private static var source: (any DispatchSourceRead)?

    /// Routes `signals` to `handler`, called on the main queue with each signal number.
    @MainActor
    static func route(_ signals: [Int32], to handler: @escaping @MainActor (Int32) -> Void) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        writeEnd = ends[1]
        let reader = DispatchSource.makeReadSource(fileDescriptor: ends[0], queue: .main)
        reader.setEventHandler {
            var number: UInt8 = 0
            while read(ends[0], &number, 1) == 1 {
                let signal = Int32(number)
                MainActor.assumeIsolated { handler(signal) }
            }
        }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        reader.resume()
        source = reader
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
    }
}
