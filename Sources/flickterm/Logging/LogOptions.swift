import ArgumentParser
import FoundationEssentials
import Logging
import Model

/// `--log-level`: how much goes into `flickterm.log` in the state folder (`$XDG_STATE_HOME/flickterm`, else
/// `~/.local/state/flickterm`), shared by every command.
struct LogOptions: ParsableArguments {
    @Option(name: .customLong("log-level"), help: "What goes into the log: trace, debug, info, notice, warning, error, critical (default: info).")
    var level: Logger.Level = .info

    /// A logger for `label` writing what is at `level` or above to the log file, or one writing nothing when the file
    /// cannot be had.
    static func logger(_ label: String, level: Logger.Level) -> Logger {
        guard let file = LogOptions.file else { return .silent }
        return Logger(label: label) { label in LogFileHandler(label: label, file: file, logLevel: level) }
    }

    /// The process's log file, opened once.
    private static let file: LogFile? = UserFiles.stateFolder().flatMap { LogFile(url: $0.appendingPathComponent("flickterm.log")) }
}

extension Logger.Level: @retroactive ExpressibleByArgument, ChoiceArgument {}
