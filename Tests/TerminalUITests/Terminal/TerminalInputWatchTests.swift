import Glibc
@testable import TerminalUI
import TestSupport
import Testing

/// The watch on a pipe standing in for the terminal (the same readiness, edge by edge): the main queue hears of every
/// arrival, read or not, and of the other end closing. The app's own terminal is watched in every `TerminalAppTests`.
@MainActor
struct TerminalInputWatchTests {
    /// A pipe's two ends: `keyboard` types, `app` is what the app would watch and read.
    private struct Terminal {
        let keyboard: Int32
        let app: Int32

        init() throws {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            (app, keyboard) = (ends[0], ends[1])
            _ = fcntl(app, F_SETFL, fcntl(app, F_GETFL) | O_NONBLOCK)
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
    }

    @Test func tellsOfEachArrivalWhetherOrNotTheLastWasRead() async throws {
        let terminal = try Terminal()
        defer { close(terminal.keyboard); close(terminal.app) }
        var arrivals: [Bool] = []
        let watch = try #require(TerminalInputWatch.start(terminal.app) { arrivals.append($0) })
        terminal.type("a")
        try await waitUntil("the first key told", timeout: .seconds(10)) { arrivals == [false] }
        terminal.type("b")
        try await waitUntil("the second key told, the first unread", timeout: .seconds(10)) { arrivals == [false, false] }
        #expect(terminal.read() == "ab")
        terminal.type("c")
        try await waitUntil("the third key told", timeout: .seconds(10)) { arrivals.count == 3 }
        #expect(terminal.read() == "c")
        withExtendedLifetime(watch) {}
    }

    @Test func tellsWhenTheTerminalHangsUp() async throws {
        let terminal = try Terminal()
        defer { close(terminal.app) }
        var arrivals: [Bool] = []
        let watch = try #require(TerminalInputWatch.start(terminal.app) { arrivals.append($0) })
        close(terminal.keyboard)
        try await waitUntil("the hang-up told", timeout: .seconds(10)) { arrivals.last == true }
        withExtendedLifetime(watch) {}
    }
}
