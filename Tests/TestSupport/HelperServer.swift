import Foundation

/// A throwaway server process for a transport test (an `openssl s_server`, a Python script), bounded in time
/// by `timeout` so it can never outlive the test run, and killed (with its process group) when released.
public final class HelperServer: Sendable {
    private let process: Process
    public let port: Int

    /// Starts `arguments` (where `{port}` becomes a free port) and waits until the port accepts connections;
    /// throws when it never does within 30 s (the server is killed then). `seconds` bounds the server's life when
    /// the test run dies before releasing it: longer than the whole suite, since a test may wait long for a thread.
    public init(_ arguments: [String], seconds: Int = 900) async throws {
        // Below the kernel's ephemeral range (32768–60999), where the loopback servers' own ports (port 0) land:
        // a helper on one of those would see another server answer in its place. One nobody listens on yet.
        var port = Int.random(in: 20_000..<32_768)
        while HelperServer.accepts(port) { port = Int.random(in: 20_000..<32_768) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = [String(seconds)] + arguments.map { $0.replacingOccurrences(of: "{port}", with: String(port)) }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = Pipe()
        try ChildProcess.start(process)
        self.process = process
        self.port = port
        let deadline = ContinuousClock.now + .seconds(30)
        while !HelperServer.accepts(port) {
            guard ContinuousClock.now < deadline, process.isRunning else {
                HelperServer.kill(process)
                throw HelperServerStartError(command: arguments.joined(separator: " "), port: port)
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    deinit {
        HelperServer.kill(process)
    }

    /// Kills `timeout` and the server it started: `timeout` leads a process group of its own.
    private static func kill(_ process: Process) {
        Glibc.kill(-process.processIdentifier, SIGKILL)
        Glibc.kill(process.processIdentifier, SIGKILL)
    }

    private static func accepts(_ port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }
}

/// A helper server did not accept connections within its deadline.
public struct HelperServerStartError: Error, CustomStringConvertible {
    public let command: String
    public let port: Int
    public var description: String { "\(command) never accepted connections on port \(port)" }
}
