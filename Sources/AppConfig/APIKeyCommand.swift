import FoundationEssentials
import Glibc
import Subprocess
import SystemPackage

/// `api_key_command`: a shell command whose first line of output is the API key (for keys kept in a password
/// manager). Run through swift-subprocess in a session of its own, with a deadline and an output cap (a key is
/// one short line): a command that hangs, floods, or leaves a child holding its output open costs a clear
/// line, never the app — everything it started is killed, as a group, on the way out.
public struct APIKeyCommand {
    /// How long the command may take.
    public static let timeout: Duration = .seconds(5)
    /// Bytes of output it may print.
    public static let outputLimit = 4096

    public let command: String

    public init(command: String) {
        self.command = command
    }

    /// The key the command prints; throws a ``ConfigError`` saying why there is none.
    public func run() async throws -> String {
        var options = PlatformOptions()
        options.createSession = true
        options.teardownSequence = [.send(signal: .kill, toProcessGroup: true, allowedDurationToNextStep: .milliseconds(200))]
        let outcome: (status: TerminationStatus, output: [UInt8])?
        do {
            outcome = try await withThrowingTaskGroup(of: (status: TerminationStatus, output: [UInt8])?.self) { group in
                group.addTask { [command, options] in
                    let result = try await Subprocess.run(
                        .path(FilePath("/bin/sh")), arguments: ["-c", command], platformOptions: options,
                        input: .none, output: .bytes(limit: APIKeyCommand.outputLimit), error: .discarded
                    )
                    // Whatever it left running (a child holding its output open) goes with it.
                    kill(-result.processIdentifier.value, SIGKILL)
                    return (result.terminationStatus, result.standardOutput)
                }
                group.addTask {
                    try await Task.sleep(for: APIKeyCommand.timeout)
                    return nil
                }
                let first = try await group.next() ?? nil
                group.cancelAll()
                return first
            }
        } catch let error as SubprocessError where error.code == .outputLimitExceeded {
            throw ConfigError("api_key_command printed more than \(APIKeyCommand.outputLimit) bytes; a key is one short line")
        } catch {
            throw ConfigError("api_key_command could not be run")
        }
        guard let outcome else {
            throw ConfigError("api_key_command did not finish within \(APIKeyCommand.timeout.components.seconds) seconds")
        }
        guard case .exited(0) = outcome.status else {
            let how = switch outcome.status {
            case .exited(let code): "exit status \(code)"
            case .signaled(let signal): "signal \(signal)"
            }
            throw ConfigError("api_key_command failed (\(how))")
        }
        let key = String(decoding: outcome.output, as: UTF8.self).split(separator: "\n").first?.trimmingWhitespace() ?? ""
        guard !key.isEmpty else { throw ConfigError("api_key_command printed no key") }
        return key
    }
}
