import CFileShim
import Glibc

/// A thread of its own for work that blocks for the life of the process (libcurl's transfer loop), so that it never
/// holds one of the few threads Swift's executors share. POSIX threads, not Foundation's `Thread`, which on Linux
/// brings Foundation's internationalisation (ICU, 34 MB of the binary) with it.
enum DedicatedThread {
    /// Starts `body` on a new, detached thread named `name` (its first 15 bytes).
    static func start(named name: String, _ body: @escaping @Sendable () -> Void) {
        final class Start: Sendable {
            let name: String
            let body: @Sendable () -> Void
            init(name: String, body: @escaping @Sendable () -> Void) {
                self.name = name
                self.body = body
            }
        }
        var thread = pthread_t()
        let start = Unmanaged.passRetained(Start(name: name, body: body)).toOpaque()
        let status = pthread_create(&thread, nil, { argument in
            let start = Unmanaged<Start>.fromOpaque(argument!).takeRetainedValue()
            flk_name_thread(start.name)
            start.body()
            return nil
        }, start)
        precondition(status == 0, "no thread could be started (\(status))")
        pthread_detach(thread)
    }
}
