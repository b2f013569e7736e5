import Foundation
import Subprocess
import SystemPackage

/// Runs executables to completion for end-to-end tests, through swift-subprocess: children start with a
/// clean signal mask, their output is collected without polling, and a child still running at the deadline
/// is killed.
public enum ProcessRunner {
    /// How much of each output stream is kept.
    private static let outputLimit = 16 << 20

    /// Variables no program a test starts inherits: the tests' own ncurses screens set `LINES` and `COLUMNS` in the
    /// test process, and ncurses in the program would take them for its terminal's size.
    public static let uninherited = ["LINES", "COLUMNS"]

    /// Runs `executable` with `arguments` in `directory` (else this process's); the environment is this
    /// process's plus `environment`, less the variables in `removing` and ``uninherited``. Throws
    /// ``ProcessTimeout`` when the child is still running after `timeout` (it is killed then).
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:], removing: [String] = [],
        in directory: URL? = nil, timeout: Duration = .seconds(60)
    ) async throws -> ProcessResult {
        var changes: [Environment.Key: String?] = [:]
        for name in removing + uninherited { changes[Environment.Key(stringLiteral: name)] = String?.none }
        for (name, value) in environment { changes[Environment.Key(stringLiteral: name)] = value }
        let configuration = Configuration(
            executable: .path(FilePath(executable.path)), arguments: Arguments(arguments), environment: .inherit.updating(changes),
            workingDirectory: directory.map { FilePath($0.path) }
        )
        return try await withThrowingTaskGroup(of: ProcessResult?.self) { group in
            group.addTask {
                let result = try await Subprocess.run(
                    configuration, output: .string(limit: outputLimit), error: .string(limit: outputLimit)
                )
                let status: Int32 = switch result.terminationStatus {
                case .exited(let code): code
                case .signaled(let signal): 128 + signal
                }
                return ProcessResult(status: status, stdout: result.standardOutput, stderr: result.standardError)
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            guard let first else { throw ProcessTimeout(executable: executable.lastPathComponent, timeout: timeout) }
            return first
        }
    }

    /// Runs a short tool (ImageMagick, chafa) to its end, synchronously, and returns its exit status and what it
    /// printed on standard output.
    public static func output(of executable: URL, _ arguments: [String]) throws -> (status: Int32, stdout: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// A child process ran past its deadline.
public struct ProcessTimeout: Error, CustomStringConvertible {
    public let executable: String
    public let timeout: Duration
    public var description: String { "\(executable) was still running after \(timeout)" }
}
