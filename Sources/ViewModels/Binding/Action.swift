import Model
import Observation

/// A unit of asynchronous work a view model exposes, with RACCommand semantics: observable
/// ``isExecuting``, ``isEnabled`` and ``latestError``; refuses input while disabled; applies a ``Policy`` to
/// a second input while busy; can be cancelled; and keeps working after an error. Each run's value goes to
/// the one who started it (``start(_:)`` or ``apply(_:)``); its error stays in ``latestError`` for the view
/// model's outputs to read. Cancelling goes through the action alone.
///
/// Its observable state is an ``ActionStatus``'s, which makes the key paths Observation needs once for the program.
@MainActor
public final class Action<Input: Sendable, Output: Sendable> {
    /// What ``apply(_:)`` does while a run is in flight.
    public enum Policy: Sendable {
        /// Refuse the new input (paging: one load at a time).
        case refuseWhileExecuting
        /// Cancel the running work and start the new one ("latest wins", as search needs).
        case cancelRunning
    }

    /// True while a run is in flight.
    public private(set) var isExecuting: Bool {
        get { status.isExecuting }
        set { status.isExecuting = newValue }
    }

    /// The error of the last run, cleared when a new run starts; cancellation is not an error.
    public private(set) var latestError: (any Error)? {
        get { status.latestError }
        set { status.latestError = newValue }
    }

    private let status = ActionStatus()
    private let policy: Policy
    private let condition: (@MainActor () -> Bool)?
    private let work: @MainActor (Input) async throws -> Output
    private var running: Task<Void, Never>?
    private var generation = 0

    /// - Parameters:
    ///   - enabledIf: read on every ``isEnabled`` (always enabled when `nil`); observable state it reads makes
    ///     ``isEnabled`` observable too.
    public init(
        policy: Policy = .refuseWhileExecuting,
        enabledIf condition: (@MainActor () -> Bool)? = nil,
        work: @escaping @MainActor (Input) async throws -> Output
    ) {
        self.policy = policy
        self.condition = condition
        self.work = work
    }

    /// True when ``apply(_:)`` would accept input now.
    public var isEnabled: Bool {
        (condition?() ?? true) && (policy == .cancelRunning || !isExecuting)
    }

    /// Runs the work for `input` and waits for it. Returns its result, or `nil` when the input was refused,
    /// or the run was cancelled or superseded by a newer one.
    @discardableResult
    public func apply(_ input: Input) async -> Result<Output, any Error>? {
        var outcome: Result<Output, any Error>?
        guard let run = start(input, then: { outcome = $0 }) else { return nil }
        await withTaskCancellationHandler {
            await run.value
        } onCancel: {
            run.cancel()
        }
        return outcome
    }

    /// Starts the work for `input` at once (``isExecuting`` is true on return) and returns the run: one task, on
    /// the main actor, which calls `deliver` with the result as it ends — unless the run was cancelled or a newer
    /// one superseded it — and ends itself right after (a test awaits its `value`). `nil` when the input was
    /// refused. A ``WorkInFlight`` that is current records the run.
    @discardableResult
    public func start(_ input: Input, then deliver: @escaping @MainActor (Result<Output, any Error>) -> Void = { _ in }) -> Task<Void, Never>? {
        guard isEnabled else { return nil }
        running?.cancel()
        generation += 1
        let current = generation
        isExecuting = true
        latestError = nil
        let work = work
        let task = Task { [weak self] in
            let result: Result<Output, any Error>
            do {
                result = .success(try await work(input))
            } catch {
                result = .failure(error)
            }
            guard let self, current == self.generation else { return }
            self.running = nil
            self.isExecuting = false
            if case .failure(let error) = result {
                if error.isCancellation { return }
                self.latestError = error
            }
            deliver(result)
        }
        running = task
        WorkInFlight.current?.started(task)
        return task
    }

    /// Forgets the last run's error (the screen showing it was left).
    public func clearError() {
        latestError = nil
    }

    /// Stops the running work, if any; it ends without a value or an error.
    public func cancel() {
        running?.cancel()
        running = nil
        generation += 1
        isExecuting = false
    }
}

extension Error {
    /// True for errors that only say the work was cancelled.
    public var isCancellation: Bool {
        self is CancellationError || (self as? HTTPError) == .cancelled
    }
}
