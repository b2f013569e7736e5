import Dispatch
import Glibc
import Synchronization

/// The app's event loop: libdispatch's main queue, which runs the main actor's work, and one thread that waits in
/// `poll` on every descriptor watched (the terminal, the signal pipe) and runs their handlers with
/// `DispatchQueue.main.sync`, which runs a block on the calling thread when the queue is free (as `dispatch_sync` is
/// documented to): a key is read, handled and drawn on the thread it woke, where a read source had libdispatch's
/// manager thread wake a worker for it and again to watch the descriptor anew. Nothing polls with a timeout.
public enum MainLoop {
    /// A watched descriptor and what is told, on the main actor, when input waits on it.
    private struct Watch {
        let descriptor: Int32
        let arrived: @MainActor (_ hungUp: Bool) -> Void
    }

    /// The descriptors watched, read by the waiting thread and told on the main actor; changed with `version` counted
    /// up, so that the thread builds its list for `poll` again only then.
    private static let watches = Mutex<(version: Int, list: [Watch])>((0, []))
    /// The pipe written to wake the thread when a descriptor is added (its ends -1 where none could be made: poll
    /// ignores them).
    private static let wakeUp: (read: Int32, write: Int32) = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return (-1, -1) }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        return (ends[0], ends[1])
    }()

    /// Serves the main queue for ever: the process ends by `exit`. Called from `main` with the work to do already on
    /// the main queue (a `Task` on the main actor).
    public static func run() -> Never {
        dispatchMain()
    }

    /// Has `arrived` told, on the main actor, each time input is waiting on `descriptor`, and once, with `hungUp`, when
    /// its other end hung up (nothing left to read and no more to come): it is watched no more.
    @MainActor static func watch(_ descriptor: Int32, arrived: @escaping @MainActor (_ hungUp: Bool) -> Void) {
        watches.withLock { watches in
            watches.list.removeAll { $0.descriptor == descriptor }
            watches.list.append(Watch(descriptor: descriptor, arrived: arrived))
            watches.version += 1
        }
        guard waiting else {
            TerminalSession.quit(status: 1, saying: "flickterm: cannot wait for keys (no thread to wait in)")
        }
        // The thread waits on the descriptors it had: it is woken to wait on this one too.
        var byte: UInt8 = 1
        _ = write(wakeUp.write, &byte, 1)
    }

    /// The watching thread, started once, with the first descriptor watched; false when there can be none.
    private static let waiting = startWaiting()

    /// Starts the watching thread; false when there can be none. Not isolated: the thread runs outside the main actor.
    private nonisolated static func startWaiting() -> Bool {
        var thread = pthread_t()
        guard pthread_create(&thread, nil, { _ in MainLoop.wait() }, nil) == 0 else { return false }
        pthread_detach(thread)
        return true
    }

    /// The watching thread's life: wait for any descriptor, then hand the ready ones to their handlers on the main
    /// queue, which has them read what waits before the next wait.
    private static func wait() -> Never {
        var waits: [pollfd] = []
        var version = -1
        while true {
            watches.withLock { watches in
                guard watches.version != version else { return }
                version = watches.version
                waits = [pollfd(fd: wakeUp.read, events: Int16(POLLIN), revents: 0)]
                for watch in watches.list { waits.append(pollfd(fd: watch.descriptor, events: Int16(POLLIN), revents: 0)) }
            }
            guard poll(&waits, nfds_t(waits.count), -1) > 0 else { continue }
            if waits[0].revents != 0 {
                var bytes = [UInt8](repeating: 0, count: 64)
                while read(wakeUp.read, &bytes, bytes.count) > 0 {}
            }
            var ready: [(descriptor: Int32, hungUp: Bool)] = []
            for wait in waits.dropFirst() where wait.revents != 0 {
                let hungUp = wait.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 && nothingToRead(wait.fd)
                ready.append((wait.fd, hungUp))
            }
            guard !ready.isEmpty else { continue }
            // A descriptor hung up is watched no more, and told so once.
            let told = watches.withLock { watches in
                var told: [(arrived: @MainActor (Bool) -> Void, hungUp: Bool)] = []
                for (descriptor, hungUp) in ready {
                    guard let index = watches.list.firstIndex(where: { $0.descriptor == descriptor }) else { continue }
                    told.append((watches.list[index].arrived, hungUp))
                    if hungUp {
                        watches.list.remove(at: index)
                        watches.version += 1
                    }
                }
                return told
            }
            DispatchQueue.main.sync {
                MainActor.assumeIsolated {
                    for (arrived, hungUp) in told { arrived(hungUp) }
                }
            }
        }
    }

    private static func nothingToRead(_ descriptor: Int32) -> Bool {
        var ready: Int32 = 0
        return ioctl(descriptor, UInt(FIONREAD), &ready) != 0 || ready == 0
    }
}
