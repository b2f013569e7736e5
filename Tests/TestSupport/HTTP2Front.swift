import Foundation
import LoopbackHarness

/// An HTTP/2 server over TLS in front of a loopback port: `nghttpx` (Debian's nghttp2-proxy) with a certificate of
/// its own made for 127.0.0.1, which a client trusts through ``certificates`` — as Flickr's hosts speak HTTP/2 and
/// the loopback server only HTTP/1.1.
public final class HTTP2Front: Sendable {
    private let server: HelperServer
    private let folder: URL
    /// The certificate to trust (a PEM file).
    public let certificates: String
    /// `https://127.0.0.1:PORT/`.
    public let baseURL: URL

    /// Starts the front for `backend` (a port on 127.0.0.1), which it reaches over up to 64 connections.
    public init(backend: Int) async throws {
        folder = ScratchFolder.path("h2")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let key = folder.appendingPathComponent("key.pem").path
        certificates = folder.appendingPathComponent("cert.pem").path
        let made = try await ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/openssl"), [
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificates, "-days", "1",
            "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
        ])
        guard made.status == 0 else { throw HelperServerStartError(command: "openssl req", port: 0) }
        server = try await HelperServer([
            "/usr/sbin/nghttpx", "--conf=/dev/null", "--frontend=127.0.0.1,{port}", "--backend=127.0.0.1,\(backend)",
            "--backend-connections-per-host=64", "--workers=1", "--no-ocsp", "--errorlog-file=/dev/null", key, certificates,
        ])
        baseURL = URL(string: "https://127.0.0.1:\(server.port)/")!
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}
