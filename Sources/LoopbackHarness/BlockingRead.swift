import Foundation

/// A blocking read of a long-running child's output (the loopback server's port line), on a thread of its
/// own, so that a test awaiting it never holds one of Swift concurrency's few cooperative threads (two on a
/// two-core machine): while a slow child starts, every other test keeps running. Children that run to
/// completion go through swift-subprocess (``ProcessRunner``) instead.
enum BlockingRead {
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
