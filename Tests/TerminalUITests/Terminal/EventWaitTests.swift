import CInputShim
import Glibc
import Model
@testable import TerminalUI
import Testing

/// The main thread's wait, on a pipe standing in for the terminal (the same readiness, edge by edge) and an eventfd
/// standing in for the main queue's: each arrival is told, read or not, and the other end closing; the queue until its
/// handle is read. The app's own wait (``MainLoop``) serves every `TerminalAppTests`.
struct EventWaitTests {
    /// A pipe's two ends (`keyboard` types, `app` is what the app watches and reads) and a queue's handle, closed when
    /// it goes — each once: a number closed twice may by then be another test's.
    private final class Terminal {
        private(set) var keyboard: Int32
        let app: Int32
        let queue: Int32

        init() throws {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            (app, keyboard) = (ends[0], ends[1])
            _ = fcntl(app, F_SETFL, fcntl(app, F_GETFL) | O_NONBLOCK)
            queue = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
            try #require(queue >= 0)
        }

        deinit {
            for descriptor in [keyboard, app, queue] where descriptor >= 0 { close(descriptor) }
        }

        func type(_ text: String) {
            _ = text.utf8CString.withUnsafeBufferPointer { write(keyboard, $0.baseAddress, $0.count - 1) }
        }

        /// What the app's side can read now.
        func read() -> String {
            var bytes = [UInt8](repeating: 0, count: 64)
            let count = Glibc.read(app, &bytes, bytes.count)
            return String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self)
        }

        /// The keyboard's end closes.
        func hangUp() {
            close(keyboard)
            keyboard = -1
        }
    }

    /// What the next wait tells, within 10 s; past that the queue is poked to end the wait, and the answer is the
    /// queue alone (never what a working wait gives for input).
    private func next(_ wait: EventWait, _ terminal: Terminal) async -> [EventWait.Due] {
        let waiting = Task.detached {
            var due: [EventWait.Due] = []
            wait.next { due.append($0) }
            return due
        }
        let rescue = Task.detached { [queue = terminal.queue] in
            try await Task.sleep(for: .seconds(10))
            EventWaitTests.poke(queue)
        }
        let due = await waiting.value
        rescue.cancel()
        return due
    }

    /// Blocks were put on the queue whose handle is `queue`.
    private static func poke(_ queue: Int32) {
        #expect(eventfd_write(queue, 1) == 0)
    }

    @Test func tellsOfEachArrivalWhetherOrNotTheLastWasRead() async throws {
        let terminal = try Terminal()
        let wait = try #require(EventWait(queue: terminal.queue))
        #expect(wait.watch(terminal.app))
        terminal.type("a")
        #expect(await next(wait, terminal) == [.init(descriptor: terminal.app, hungUp: false)])
        terminal.type("b")
        #expect(await next(wait, terminal) == [.init(descriptor: terminal.app, hungUp: false)], "the second key told, the first unread")
        #expect(terminal.read() == "ab")
        terminal.type("c")
        #expect(await next(wait, terminal) == [.init(descriptor: terminal.app, hungUp: false)])
        #expect(terminal.read() == "c")
    }

    @Test func tellsWhenTheTerminalHangsUp() async throws {
        let terminal = try Terminal()
        let wait = try #require(EventWait(queue: terminal.queue))
        #expect(wait.watch(terminal.app))
        terminal.hangUp()
        #expect(await next(wait, terminal) == [.init(descriptor: terminal.app, hungUp: true)])
    }

    /// The queue is due once poked, and no longer once told (its handle read): the next wait is for the key alone.
    @Test func tellsOfTheQueueUntilItIsTold() async throws {
        let terminal = try Terminal()
        let wait = try #require(EventWait(queue: terminal.queue))
        #expect(wait.watch(terminal.app))
        EventWaitTests.poke(terminal.queue)
        EventWaitTests.poke(terminal.queue)
        #expect(await next(wait, terminal) == [.init(descriptor: nil, hungUp: false)])
        terminal.type("x")
        #expect(await next(wait, terminal) == [.init(descriptor: terminal.app, hungUp: false)])
    }

    /// The code lines prefetched at each wake (`flk_key_code`) are this program's own code: each one that this
    /// build has lies in an executable mapping — an offset past its function's end, or an address from another build,
    /// would not. This debug build has a part of them (the release build's own names; others are specialised apart).
    @Test func prefetchesTheProgramsOwnCode() throws {
        try #expect(EventWaitTests.lines(flk_key_code) { $0.hasPrefix("r-x") })
    }

    /// The data lines prefetched with them (`flk_key_data`) are this program's own data: each one that this build has
    /// lies in a readable mapping that is not code (read-only once relocated, as Swift's metadata is, or writable) — an
    /// offset past its object's end into code or a gap, or an address from another build, would not.
    @Test func prefetchesTheProgramsOwnData() throws {
        try #expect(EventWaitTests.lines(flk_key_data) { $0.hasPrefix("r") && !$0.contains("x") })
    }

    /// True when the lines `listed` gives are some, and the non-null ones each lie in a mapping of this process whose
    /// permissions (`r-xp`, `rw-p`…) `fit`.
    private static func lines(
        _ listed: (UnsafeMutablePointer<UInt>?) -> UnsafePointer<UnsafePointer<CChar>?>?, in fit: (Substring) -> Bool
    ) throws -> Bool {
        // This process's memory mappings, read to the end (the kernel says a size of 0 and hands them out a page at a time).
        let maps = String(decoding: try #require(FileDescriptor.read("/proc/self/maps", upTo: 1 << 24)), as: UTF8.self)
        let mappings = maps.split(separator: "\n").compactMap { line -> ClosedRange<UInt>? in
            let fields = line.split(separator: " ")
            guard fields.count > 1, fit(fields[1]), let dash = fields[0].firstIndex(of: "-"),
                  let start = UInt(fields[0][..<dash], radix: 16), let end = UInt(fields[0][fields[0].index(after: dash)...], radix: 16)
            else { return nil }
            return start...(end - 1)
        }
        var count: UInt = 0
        let array = try #require(listed(&count))
        let lines = (0..<Int(count)).map { UInt(bitPattern: array[$0]) }.filter { $0 >= 1 << 16 }
        return !lines.isEmpty && lines.allSatisfy { line in mappings.contains { $0.contains(line) } }
    }
}
