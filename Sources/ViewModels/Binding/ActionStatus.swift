import Observation

/// What an ``Action`` shows of its runs, observable: whether one is in flight, and the last one's error.
///
/// A class of its own and not generic, so that the key paths its observable properties hand to Observation are made
/// once for the program: in the generic ``Action`` they are made for every instance (`swift_getKeyPath`), two an
/// action, two or three actions a row of results.
@Observable @MainActor
final class ActionStatus {
    /// True while a run is in flight.
    var isExecuting = false
    /// The error of the last run, cleared when a new run starts.
    var latestError: (any Error)?
}
