import Foundation

/// Blocking reads of a child process's output, each on a thread of its own, so that a test awaiting them
/// never holds one of Swift concurrency's few cooperative threads (two on a two-core machine): while a
/// slow child starts, every other test keeps running.
enum BlockingRead {
    /// Everything `handle` yields until end of file.
    static func toEnd(of handle: FileHandle) async -> Data {
        await onOwnThread { handle.readDataToEndOfFile() }
    }

    /// What `handle` yields up to and including its first newline, or until end of file.
    static func firstLine(of handle: FileHandle) async -> String {
        await onOwnThread {
            var text = ""
            while !text.contains("\n") {
                let data = handle.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
            }
            return text
        }
    }

    private static func onOwnThread<T: Sendable>(_ read: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: read()) }.start()
        }
    }
}
