import AppConfig
import ArgumentParser
import FoundationEssentials
import Glibc
import Model

/// How a command ends on an error that is not a usage mistake: one sanitised line on stderr, then exit 1.
enum CommandFailure {
    /// Writes `flickterm: <reason>` for `error` (for a config file, a line for each warning and each problem) and
    /// returns the exit to throw.
    static func report(_ error: any Error) -> ExitCode {
        if let config = error as? ConfigError {
            (config.warnings + config.problems).forEach(warn)
        } else {
            warn(String(describing: error))
        }
        return ExitCode.failure
    }

    /// Writes `flickterm: <text>` on one line of stderr: a warning, a notice, where an answer came from.
    static func warn(_ text: String) {
        FileDescriptor.write("flickterm: \(TerminalText.singleLine(text))\n".utf8, to: STDERR_FILENO)
    }

    /// `file`, or — when it is `nil` because neither `variable` nor `HOME` is set — the failure saying so.
    static func required(_ file: URL?, under variable: String, naming what: String) throws -> URL {
        guard let file else { throw report(CommandProblem(description: "neither \(variable) nor HOME is set, so there is no \(what)")) }
        return file
    }
}
