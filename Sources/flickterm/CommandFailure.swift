import ArgumentParser
import Foundation
import Model

/// How a command ends on an error that is not a usage mistake: one sanitised line on stderr, then exit 1.
enum CommandFailure {
    /// Writes `flickterm: <reason>` for `error` and returns the exit to throw.
    static func report(_ error: any Error) -> ExitCode {
        FileHandle.standardError.write(Data("flickterm: \(TerminalText.singleLine(String(describing: error)))\n".utf8))
        return ExitCode.failure
    }
}
