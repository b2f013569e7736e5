import Foundation
import Model
import TestSupport
import Testing

/// TLS verification and compressed bodies, against real local peers.
struct HTTPClientTransportTests {
    @Test func refusesAnUnverifiableCertificate() async throws {
        let folder = ScratchFolder.path("tls")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = folder.appendingPathComponent("key.pem").path
        let certificate = folder.appendingPathComponent("cert.pem").path
        let made = try await ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/openssl"), [
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate, "-days", "1",
            "-subj", "/CN=127.0.0.1",
        ])
        #expect(made.status == 0)
        let server = try await HelperServer(["/usr/bin/openssl", "s_server", "-accept", "{port}", "-key", key, "-cert", certificate, "-www", "-quiet"])
        let error = await #expect(throws: HTTPError.self) {
            try await HTTPClient().get(URL(string: "https://127.0.0.1:\(server.port)/")!)
        }
        guard case .insecure? = error else {
            Issue.record("expected a TLS verification failure, got \(String(describing: error))")
            return
        }
    }

    /// HTTP/2 where the peer speaks it (nghttpx in front of the loopback server), its certificate verified against the
    /// file given; HTTP/1.1 straight to the loopback server; and no answer at all without that file.
    @Test func speaksHTTP2WhereThePeerDoes() async throws {
        let server = try await LoopbackServerProcess()
        let front = try await HTTP2Front(backend: server.port)
        let client = HTTPClient(configuration: HTTPClientConfiguration(trustedCertificates: front.certificates))
        let response = try await client.get(front.baseURL.appendingPathComponent("__stats"))
        #expect(response.status == 200)
        #expect(response.multiplexed)
        #expect(try await client.get(server.baseURL.appendingPathComponent("__stats")).multiplexed == false)
        let untrusting = HTTPClient(configuration: HTTPClientConfiguration(trustedCertificates: nil))
        let error = await #expect(throws: HTTPError.self) { try await untrusting.get(front.baseURL.appendingPathComponent("__stats")) }
        guard case .insecure? = error else {
            Issue.record("expected a TLS verification failure, got \(String(describing: error))")
            return
        }
    }

    /// The peer refuses requests that do not accept gzip, so a match proves it was asked for and decoded.
    @Test func decodesGzipBodies() async throws {
        let script = """
        import gzip, http.server, sys
        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                body = b'{"stat":"ok","photos":{"photo":[]}}' * 100
                packed = gzip.compress(body)
                if 'gzip' not in self.headers.get('Accept-Encoding', ''):
                    self.send_error(406)
                    return
                self.send_response(200)
                self.send_header('Content-Type', 'application/json')
                self.send_header('Content-Encoding', 'gzip')
                self.send_header('Content-Length', str(len(packed)))
                self.end_headers()
                self.wfile.write(packed)
            def log_message(self, *args):
                pass
        http.server.HTTPServer(('127.0.0.1', int(sys.argv[1])), Handler).serve_forever()
        """
        let server = try await HelperServer(["/usr/bin/env", "python3", "-c", script, "{port}"])
        let response = try await HTTPClient().get(URL(string: "http://127.0.0.1:\(server.port)/")!)
        #expect(response.body == Data(String(repeating: #"{"stat":"ok","photos":{"photo":[]}}"#, count: 100).utf8))
    }
}
