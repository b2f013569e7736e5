import Glibc
import Testing
@testable import TerminalUI

/// The main loop hands what arrives on a descriptor to the main actor, and says once when the other end hangs up.
@MainActor
struct MainLoopTests {
    @Test func tellsWhatArrivesThenThatTheOtherEndHungUp() async throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        let (reader, writer) = (ends[0], ends[1])
        defer { close(reader) }
        let (events, heard) = AsyncStream.makeStream(of: String.self)
        MainLoop.watch(reader) { hungUp in
            var bytes = [UInt8](repeating: 0, count: 16)
            let count = read(reader, &bytes, bytes.count)
            heard.yield(hungUp ? "hung up" : String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self))
        }
        var told = events.makeAsyncIterator()
        #expect(write(writer, "j", 1) == 1)
        #expect(await told.next() == "j")
        #expect(write(writer, "kk", 2) == 2)
        #expect(await told.next() == "kk")
        close(writer)
        #expect(await told.next() == "hung up")
        // Watched no more: a descriptor watched later is told alone.
        try #require(pipe(&ends) == 0)
        let (laterReader, laterWriter) = (ends[0], ends[1])
        let (later, laterHeard) = AsyncStream.makeStream(of: Bool.self)
        MainLoop.watch(laterReader) { hungUp in
            var byte: UInt8 = 0
            _ = read(laterReader, &byte, 1)
            laterHeard.yield(hungUp)
        }
        var laterTold = later.makeAsyncIterator()
        #expect(write(laterWriter, "q", 1) == 1)
        #expect(await laterTold.next() == false)
        close(laterWriter)
        #expect(await laterTold.next() == true)
        close(laterReader)
        heard.finish()
        #expect(await told.next() == nil)
    }
}
