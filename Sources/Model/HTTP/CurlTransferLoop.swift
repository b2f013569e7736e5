import CCurl
import CCurlShim
import FoundationEssentials
import Synchronization

/// Drives every ``CurlTransfer`` on one thread through a libcurl multi handle, so that connections and
/// DNS answers are reused across requests and many requests run at once without blocking anyone.
///
/// The thread sleeps in `curl_multi_poll` and is woken by `curl_multi_wakeup` when work arrives.
final class CurlTransferLoop: @unchecked Sendable {
    /// The process-wide loop, made on the first request (that is when libcurl is loaded), or why libcurl
    /// could not be loaded.
    static let shared = Result { try CurlTransferLoop() }

    private struct Inbox {
        var starts: [CurlTransfer] = []
        var cancels: [CurlTransfer] = []
        var threadStarted = false
    }

    private let multi: UnsafeMutableRawPointer
    private let inbox = Mutex(Inbox())
    /// Transfers attached to the multi handle, by easy handle; touched only by the loop thread.
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]

    private init() throws(HTTPError) {
        if let failure = flk_curl_load() { throw .transport(String(cString: failure)) }
        guard let multi = flk_curl_multi_init() else { throw .transport("libcurl could not make a multi handle") }
        self.multi = multi
        // Idle connections kept for reuse, across every host: the API, and up to six image fetches per image
        // host, each of which would otherwise push the others' connections out.
        flk_curl_multi_set_long(multi, CURLMOPT_MAXCONNECTS, 128)
    }

    /// Hands a transfer to the loop; its continuation is resumed when it ends.
    func start(_ transfer: CurlTransfer) {
        let startThread = inbox.withLock { inbox in
            inbox.starts.append(transfer)
            defer { inbox.threadStarted = true }
            return !inbox.threadStarted
        }
        if startThread {
            DedicatedThread.start(named: "flickterm.curl") { [self] in run() }
        }
        flk_curl_multi_wakeup(multi)
    }

    /// Aborts a transfer promptly; it ends with ``HTTPError/cancelled``.
    func cancel(_ transfer: CurlTransfer) {
        transfer.requestCancel()
        inbox.withLock { $0.cancels.append(transfer) }
        flk_curl_multi_wakeup(multi)
    }

    private func run() {
        while true {
            takeInbox()
            var running: Int32 = 0
            flk_curl_multi_perform(multi, &running)
            collectFinished()
            let idleWait: Int32 = active.isEmpty ? 3_600_000 : 1000
            flk_curl_multi_poll(multi, idleWait)
        }
    }

    private func takeInbox() {
        let (starts, cancels) = inbox.withLock { inbox in
            defer { inbox.starts = []; inbox.cancels = [] }
            return (inbox.starts, inbox.cancels)
        }
        for transfer in starts {
            if transfer.isCancelRequested {
                transfer.completeCancelled()
            } else {
                active[transfer.handle] = transfer
                flk_curl_multi_add_handle(multi, transfer.handle)
            }
        }
        for transfer in cancels where active.removeValue(forKey: transfer.handle) != nil {
            flk_curl_multi_remove_handle(multi, transfer.handle)
            transfer.completeCancelled()
        }
    }

    private func collectFinished() {
        var remaining: Int32 = 0
        while let message = flk_curl_multi_info_read(multi, &remaining) {
            guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle else { continue }
            let code = message.pointee.data.result
            flk_curl_multi_remove_handle(multi, handle)
            active.removeValue(forKey: handle)?.complete(code)
        }
    }
}
