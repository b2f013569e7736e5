import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1: blocking sockets, a thread per connection, keep-alive.
final class LoopbackServer: Sendable {
    let port: UInt16
    private let listener: Int32
    private let router: ServerRouter

    init(port: UInt16, router: ServerRouter) throws {
        signal(SIGPIPE, SIG_IGN)
        self.router = router
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 128) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.port = UInt16(bigEndian: address.sin_port)
    }

    /// Accepts connections forever.
    func run() -> Never {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            router.connectionOpened()
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var buffer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            while !buffer.containsHeaderEnd {
                let count = recv(client, &chunk, chunk.count, 0)
                guard count > 0 else { return }
                buffer += chunk[0..<count]
            }
            let end = buffer.headerEnd!
            let head = String(decoding: buffer[0..<end], as: UTF8.self)
            buffer.removeFirst(end + 4)
            guard var request = HTTPRequestHead(head) else {
                write(client, ServerResponse.text("bad request\n", status: 400).head(keepAlive: false))
                return
            }
            while buffer.count < request.contentLength {
                let count = recv(client, &chunk, chunk.count, 0)
                guard count > 0 else { return }
                buffer += chunk[0..<count]
            }
            request.addForm(Array(buffer.prefix(request.contentLength)))
            buffer.removeFirst(request.contentLength)
            let counted = ServerRouter.isCounted(request)
            if counted { router.answerStarted() }
            let (response, delay) = router.route(request)
            if delay > 0 { usleep(useconds_t(delay) * 1000) }
            let open = deliver(response, to: client, keepAlive: request.keepAlive)
            if counted { router.answerEnded() }
            guard open, request.keepAlive else { return }
        }
    }

    /// Sends `response`; false when the connection must close afterwards.
    private func deliver(_ response: ServerResponse, to client: Int32, keepAlive: Bool) -> Bool {
        switch response.delivery {
        case .drop:
            return false
        case .normal:
            return write(client, response.head(keepAlive: keepAlive) + response.body)
        case .truncated:
            _ = write(client, response.head(keepAlive: false) + response.body.prefix(response.body.count / 2))
            return false
        case .drip(let milliseconds):
            guard write(client, response.head(keepAlive: false)) else { return false }
            var offset = 0
            while offset < response.body.count {
                let piece = response.body[offset..<min(offset + 8, response.body.count)]
                guard write(client, Data(piece)) else { return false }
                offset += piece.count
                usleep(useconds_t(milliseconds) * 1000)
            }
            return false
        }
    }

    @discardableResult
    private func write(_ client: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let count = send(client, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                guard count > 0 else { return false }
                sent += count
            }
            return true
        }
    }
}

private extension Array where Element == UInt8 {
    /// Offset of the blank line ending the request head.
    var headerEnd: Int? {
        guard count >= 4 else { return nil }
        for index in 0...(count - 4) where self[index] == 13 && self[index + 1] == 10 && self[index + 2] == 13 && self[index + 3] == 10 {
            return index
        }
        return nil
    }

    var containsHeaderEnd: Bool { headerEnd != nil }
}
