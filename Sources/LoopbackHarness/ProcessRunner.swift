import Foundation

/// Runs executables to completion for end-to-end tests.
public enum ProcessRunner {
    /// Runs `executable` with `arguments` in `directory` (else this process's), waiting at most `timeout`;
    /// the environment is this process's plus `environment`, less the variables in `removing`.
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:], removing: [String] = [],
        in directory: URL? = nil, timeout: Duration = .seconds(60)
    ) async throws -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        for name in removing { env.removeValue(forKey: name) }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try ChildProcess.start(process)
        async let stdout = BlockingRead.toEnd(of: out.fileHandleForReading)
        async let stderr = BlockingRead.toEnd(of: err.fileHandleForReading)
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            if ContinuousClock.now > deadline {
                process.terminate()
                break
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus,
            stdout: String(decoding: await stdout, as: UTF8.self),
            stderr: String(decoding: await stderr, as: UTF8.self)
        )
    }
}
