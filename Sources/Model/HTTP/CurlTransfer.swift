import CCurl
import CCurlShim
import FoundationEssentials
import Glibc
import Synchronization

/// One request in flight on the ``CurlTransferLoop``: its easy handle, the body received so far and
/// the continuation to resume when it ends.
///
/// Everything but `cancelRequested` and the continuation hand-off is touched only by the loop thread.
final class CurlTransfer: @unchecked Sendable {
    let handle: UnsafeMutableRawPointer
    let host: String
    private let limit: Int
    private var body = Data()
    private var headers = ResponseHeaders()
    /// The request's own header lines, kept for libcurl until the transfer ends.
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private var exceededLimit = false
    /// A low-speed limit is set: libcurl's time-out then means the transfer stalled.
    private var stalls = false
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
    private let continuation = Mutex<CheckedContinuation<HTTPResponse, any Error>?>(nil)
    private let cancelRequested = Atomic<Bool>(false)
    /// Told the bytes received so far and the length announced (if any) as the body arrives.
    var progress: (@Sendable (_ received: Int, _ expected: Int?) -> Void)?

    init(request: HTTPRequest, configuration: HTTPClientConfiguration) throws {
        let url = request.url
        try URLPolicy.check(url, localFolder: configuration.localFolder)
        let lines = try request.headerLines()
        if let certificates = configuration.trustedCertificates { try CurlTransfer.check(certificates, kind: S_IFREG, named: "SSL_CERT_FILE") }
        if let folder = configuration.trustedCertificateFolder { try CurlTransfer.check(folder, kind: S_IFDIR, named: "SSL_CERT_DIR") }
        guard let handle = flk_curl_easy_init() else { throw HTTPError.transport("libcurl could not make a transfer") }
        self.handle = handle
        self.host = url.host ?? "localhost"
        self.limit = configuration.maximumResponseBytes
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        configure(url: url, configuration: configuration)
        for line in lines { headerList = flk_curl_slist_append(headerList, line) }
        if let headerList { flk_curl_set_headers(handle, headerList) }
        if let form = request.form { flk_curl_set_string(handle, CURLOPT_COPYPOSTFIELDS, QueryString.encode(form.map { ($0.name, $0.value) })) }
    }

    deinit {
        flk_curl_easy_cleanup(handle)
        flk_curl_slist_free_all(headerList)
        errorBuffer.deallocate()
    }

    private func configure(url: URL, configuration: HTTPClientConfiguration) {
        flk_curl_set_string(handle, CURLOPT_URL, url.absoluteString)
        // Web addresses only (``HTTPClient`` reads the local folder's files itself), redirects included.
        flk_curl_set_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
        flk_curl_set_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        flk_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 1)
        flk_curl_set_long(handle, CURLOPT_MAXREDIRS, configuration.maximumRedirects)
        flk_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, configuration.connectTimeout.wholeMilliseconds)
        flk_curl_set_long(handle, CURLOPT_TIMEOUT_MS, configuration.totalTimeout.wholeMilliseconds)
        if let stall = configuration.stallLimit {
            flk_curl_set_long(handle, CURLOPT_LOW_SPEED_LIMIT, stall.bytes)
            flk_curl_set_long(handle, CURLOPT_LOW_SPEED_TIME, stall.seconds)
            stalls = true
        }
        flk_curl_set_off(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(configuration.maximumResponseBytes))
        flk_curl_set_string(handle, CURLOPT_ACCEPT_ENCODING, "")
        flk_curl_set_string(handle, CURLOPT_USERAGENT, configuration.userAgent)
        flk_curl_set_long(handle, CURLOPT_NOSIGNAL, 1)
        // Requests made together to a host not yet connected wait for the first connection and share it where the
        // server speaks HTTP/2, rather than each opening its own.
        flk_curl_set_long(handle, CURLOPT_PIPEWAIT, 1)
        if let certificates = configuration.trustedCertificates { flk_curl_set_string(handle, CURLOPT_CAINFO, certificates) }
        if let folder = configuration.trustedCertificateFolder { flk_curl_set_string(handle, CURLOPT_CAPATH, folder) }
        flk_curl_set_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer)
        flk_curl_set_write_callback(handle, { data, size, count, context in
            guard let data, let context else { return 0 }
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
            return transfer.receive(UnsafeRawPointer(data), count: size * count)
        }, Unmanaged.passUnretained(self).toOpaque())
        flk_curl_set_header_callback(handle, { data, size, count, context in
            guard let data, let context else { return 0 }
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
            let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
            transfer.headers.take(String(decoding: bytes, as: UTF8.self))
            return size * count
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Refuses a certificate file that is not a regular file (OpenSSL would wait for ever on a FIFO or a device), or a
    /// certificate folder that is not a folder.
    private static func check(_ path: String, kind: mode_t, named name: String) throws(HTTPError) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == kind else {
            let what = kind == S_IFDIR ? "a folder" : "a regular file"
            throw .insecure("\(name) (\(TerminalText.singleLine(TerminalText.sanitized(path)))) is not \(what) of certificates")
        }
    }

    /// Stores the continuation the loop resumes; called before the transfer is handed to the loop.
    func await(with continuation: CheckedContinuation<HTTPResponse, any Error>) {
        self.continuation.withLock { $0 = continuation }
    }

    /// Marks the transfer cancelled; safe from any thread.
    func requestCancel() { cancelRequested.store(true, ordering: .sequentiallyConsistent) }

    var isCancelRequested: Bool { cancelRequested.load(ordering: .sequentiallyConsistent) }

    private func receive(_ bytes: UnsafeRawPointer, count: Int) -> Int {
        if isCancelRequested { return 0 }
        guard body.count + count <= limit else {
            exceededLimit = true
            return 0
        }
        body.append(bytes.assumingMemoryBound(to: UInt8.self), count: count)
        if let progress {
            // Content-Length counts the bytes as sent: a compressed body decodes to more, so its length is not told.
            var length: curl_off_t = -1
            _ = flk_curl_get_off(handle, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &length)
            let encoded = headers.values["content-encoding"].map { !$0.isEmpty && $0.lowercased() != "identity" } ?? false
            progress(body.count, length > 0 && !encoded ? Int(length) : nil)
        }
        return count
    }

    /// Ends the transfer with libcurl's result code.
    func complete(_ code: CURLcode) {
        finish(result(for: code))
    }

    /// Ends the transfer as cancelled.
    func completeCancelled() {
        finish(.failure(HTTPError.cancelled))
    }

    private func finish(_ result: Result<HTTPResponse, HTTPError>) {
        let continuation = self.continuation.withLock { value in
            defer { value = nil }
            return value
        }
        continuation?.resume(with: result.mapError { $0 as any Error })
    }

    private func result(for code: CURLcode) -> Result<HTTPResponse, HTTPError> {
        if isCancelRequested { return .failure(.cancelled) }
        if exceededLimit || code == CURLE_FILESIZE_EXCEEDED { return .failure(.tooLarge(limit: limit)) }
        guard code == CURLE_OK else { return .failure(error(for: code)) }
        var status = 0, version = 0
        flk_curl_get_long(handle, CURLINFO_RESPONSE_CODE, &status)
        flk_curl_get_long(handle, CURLINFO_HTTP_VERSION, &version)
        var contentType: UnsafePointer<CChar>?
        flk_curl_get_string(handle, CURLINFO_CONTENT_TYPE, &contentType)
        if status == 429 {
            return .failure(.rateLimited(retryAfter: ResponseHeaders.retryAfter(headers.values["retry-after"]), excerpt: excerpt()))
        }
        if status >= 400 {
            return .failure(.status(status, excerpt: excerpt()))
        }
        return .success(HTTPResponse(
            status: status, contentType: contentType.map { String(cString: $0) }, body: body,
            multiplexed: version == CURL_HTTP_VERSION_2_0 || version == CURL_HTTP_VERSION_3, headers: headers.values
        ))
    }

    /// The start of an error answer's body, safe to print.
    private func excerpt() -> String {
        TerminalText.singleLine(TerminalText.sanitized(String(decoding: body.prefix(160), as: UTF8.self)))
    }

    private func error(for code: CURLcode) -> HTTPError {
        let detail = errorBuffer.pointee != 0 ? String(cString: errorBuffer) : String(cString: flk_curl_easy_strerror(code))
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return .cannotResolve(host: host)
        case CURLE_COULDNT_CONNECT: return .cannotConnect(host: host)
        case CURLE_OPERATION_TIMEDOUT: return stalls && detail.contains("too slow") ? .stalled : .timedOut
        case CURLE_ABORTED_BY_CALLBACK: return .cancelled
        case CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR: return .connectionLost
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CACERT_BADFILE:
            return .insecure(TerminalText.sanitized(detail))
        case CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL: return .invalidURL(detail)
        // libcurl refuses a header line over its limit (100 KB) with this code, not a lack of memory.
        case CURLE_OUT_OF_MEMORY: return .transport("the server sent a header line longer than libcurl reads")
        default: return .transport(TerminalText.sanitized(detail))
        }
    }
}
