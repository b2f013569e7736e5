import Synchronization

/// The photo sources a session can switch between, the one in use first: each made the first time it is chosen, and
/// kept for when it is chosen again.
public final class PhotoSources: Sendable {
    /// A source the session may switch to: its name, and how to make it.
    public struct Choice: Sendable {
        public let name: String
        public let make: @Sendable () throws -> any PhotoSearchService

        public init(name: String, make: @escaping @Sendable () throws -> any PhotoSearchService) {
            self.name = name
            self.make = make
        }
    }

    private let choices: [Choice]
    private let state: Mutex<(index: Int, made: [Int: any PhotoSearchService])>

    /// - Parameters:
    ///   - name: the name of the source in use, `service`.
    ///   - others: the sources to switch to, in order.
    public init(name: String, service: any PhotoSearchService, others: [Choice] = []) {
        choices = [Choice(name: name) { service }] + others
        state = Mutex((0, [0: service]))
    }

    /// The source in use: its name and its service.
    public var current: (name: String, service: any PhotoSearchService) {
        state.withLock { state in (choices[state.index].name, state.made[state.index]!) }
    }

    /// True when there is another source to switch to.
    public var canSwitch: Bool { choices.count > 1 }

    /// Switches to the next source (after the last, the first), made now if it was not yet; throws why it could not be
    /// made, the one in use left as it was.
    public func next() throws -> (name: String, service: any PhotoSearchService) {
        let index = state.withLock { ($0.index + 1) % choices.count }
        let service = try state.withLock { $0.made[index] } ?? choices[index].make()
        state.withLock { state in
            state.index = index
            state.made[index] = service
        }
        return (choices[index].name, service)
    }
}
