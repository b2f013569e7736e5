import Foundation

/// Starts a child process with no signal blocked. `Process.run()` spawns with the calling thread's signal
/// mask, and Swift concurrency's threads block nearly every signal: children started from them (tmux
/// servers, `timeout`, the loopback server) inherited that mask and ignored SIGTERM and even their own
/// SIGALRM, so they outlived the tests. Spawning from a fresh thread whose mask is empty gives children
/// the default a shell would.
public enum ChildProcess {
    public static func start(_ process: Process) throws {
        let started = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var failure: (any Error)?
        Thread {
            var nothing = sigset_t()
            sigemptyset(&nothing)
            pthread_sigmask(SIG_SETMASK, &nothing, nil)
            do {
                try process.run()
            } catch {
                failure = error
            }
            started.signal()
        }.start()
        started.wait()
        if let failure { throw failure }
    }
}
