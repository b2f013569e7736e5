import Foundation
import Glibc
import Model
import TestSupport
import Testing

/// A file is read whole, or up to the limit, whatever size its length says — never more, never a FIFO.
struct FileDescriptorTests {
    /// A file of `count` bytes that are not all alike, and its path.
    private func file(bytes count: Int) throws -> (path: String, bytes: Data) {
        let bytes = Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })
        let url = ScratchFolder.path("descriptor")
        try bytes.write(to: url)
        return (url.path, bytes)
    }

    @Test(arguments: [0, 1, 4_095, 65_536, 200_001])
    func readsAFileWhole(size: Int) throws {
        let (path, bytes) = try file(bytes: size)
        defer { unlink(path) }
        #expect(FileDescriptor.read(path, upTo: 1 << 20) == bytes)
    }

    @Test(arguments: [0, 1, 99_999, 100_000])
    func stopsAtTheLimit(limit: Int) throws {
        let (path, bytes) = try file(bytes: 100_000)
        defer { unlink(path) }
        #expect(FileDescriptor.read(path, upTo: limit) == bytes.prefix(limit))
    }

    /// The kernel's files say they are empty and are not: what the length says is where reading starts, not where it ends.
    @Test func readsPastTheLengthTheFileGives() throws {
        var info = stat()
        #expect(stat("/proc/version", &info) == 0 && info.st_size == 0)
        let read = try #require(FileDescriptor.read("/proc/version", upTo: 1 << 16))
        #expect(String(decoding: read, as: UTF8.self).hasPrefix("Linux version "))
        #expect(read.last == UInt8(ascii: "\n"))
    }

    @Test func refusesWhatIsNotARegularFile() {
        let path = ScratchFolder.path("fifo").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        #expect(FileDescriptor.read(path, upTo: 1 << 16) == nil)
        #expect(FileDescriptor.read(ScratchFolder.path("missing").path, upTo: 1 << 16) == nil)
    }
}
