import Foundation
import Glibc
import Model
import TestSupport
import Testing

/// A folder that is refused lets go of what it opened once, and only once.
struct SafeFolderTests {
    /// A private folder of another user is refused 20,000 times while another thread opens files and checks each is
    /// still its own before closing it. A refusal that closed its descriptor twice closed, now and then, the number
    /// the other thread had just been given (as it once closed SQLite's, and a cache would not open).
    @Test func aRefusedFolderClosesItsDescriptorOnce() async throws {
        let foreign = ScratchFolder.path("foreign")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try #require(chown(foreign.path, 65534, 65534) == 0, "the tests run as root")
        let stop = Task.detached { () -> Int in
            var lost = 0
            while !Task.isCancelled {
                let file = open("/dev/null", O_RDONLY | O_CLOEXEC)
                var status = stat()
                // Closed under it, or closed and opened again as the folder.
                if fstat(file, &status) != 0 || status.st_mode & S_IFMT != S_IFCHR {
                    lost += 1
                } else {
                    close(file)
                }
            }
            return lost
        }
        for _ in 0..<20_000 {
            #expect(throws: FileError.self) { try SafeFolder(foreign, private: true) }
        }
        stop.cancel()
        #expect(await stop.value == 0, "descriptors of the other thread's closed by a refused folder")
    }

    /// Folders above made as `mkdir -p` does, and where one cannot be, the real cause named with it: a file in the
    /// way, not "a folder on the way is missing".
    @Test func aFolderThatCannotBeMadeSaysWhy() throws {
        let base = ScratchFolder.path("made")
        let deep = base.appendingPathComponent("one/two/three")
        _ = try SafeFolder(deep)
        var status = stat()
        #expect(stat(deep.path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR)
        let file = base.appendingPathComponent("file")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data()))
        #expect(throws: FileError(path: file.appendingPathComponent("inner").path, reason: "a file is in the way where a folder should be")) {
            try SafeFolder(file.appendingPathComponent("inner/folder"))
        }
    }
}
