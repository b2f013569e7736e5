import FoundationEssentials
import Synchronization

/// The bearer token of a registered Openverse client: fetched with the client-credentials grant when first needed,
/// kept in a private file with its expiry (so that each start does not ask again), fetched anew when it expires or
/// the API refuses it.
final class OpenverseTokens: Sendable {
    /// The token endpoint, and the longest it may take to answer: a token endpoint that hangs must not hold a search.
    private let endpoint: URL
    private let credentials: OpenverseCredentials
    private let client: HTTPClient
    /// Where the token is kept between runs (`openverse-token.json`, 0600); `nil`: in memory only.
    private let folder: SafeFolder?
    private let now: @Sendable () -> Date
    /// The token in use; read from the file the first time one is wanted (not when the service is made, before the
    /// first frame).
    private let current = Mutex<(token: String, expires: Date)?>(nil)
    private let fileRead = Atomic<Bool>(false)

    static let fileName = "openverse-token.json"

    init(endpoint: URL, credentials: OpenverseCredentials, client: HTTPClient, folder: SafeFolder?, now: @escaping @Sendable () -> Date = Date.init) {
        self.endpoint = endpoint
        self.credentials = credentials
        self.client = client
        self.folder = folder
        self.now = now
    }

    /// A token good for at least another minute.
    func token() async throws -> String {
        if !fileRead.exchange(true, ordering: .acquiringAndReleasing), let stored = OpenverseTokens.read(from: folder, credentials: credentials) {
            current.withLock { $0 = $0 ?? stored }
        }
        if let current = current.withLock({ $0 }), current.expires > now().addingTimeInterval(60) { return current.token }
        return try await refresh()
    }

    /// Forgets the token the API refused.
    func discard() {
        current.withLock { $0 = nil }
        folder?.remove(OpenverseTokens.fileName)
    }

    private func refresh() async throws -> String {
        let request = HTTPRequest(url: endpoint, form: [
            ("client_id", credentials.clientID), ("client_secret", credentials.clientSecret), ("grant_type", "client_credentials"),
        ])
        let body: Data
        do {
            body = try await client.send(request).body
        } catch let error as HTTPError {
            throw SourceError.needsAccount(source: OpenverseMapping.sourceName, reason: "its token could not be had (\(error))")
        }
        guard let answer = try? JSONDecoder().decode(OpenverseToken.self, from: body),
              !answer.accessToken.isEmpty, answer.accessToken.count <= 512 else {
            throw SourceError.malformed(source: OpenverseMapping.sourceName, reason: "the token endpoint sent no token")
        }
        // At most a day, whatever it says; at least a minute past the margin above.
        let lifetime = TimeInterval(min(max(answer.expiresIn ?? 3600, 120), 86_400))
        let entry = (token: answer.accessToken, expires: now().addingTimeInterval(lifetime))
        current.withLock { $0 = entry }
        write(entry)
        return entry.token
    }

    /// What the file keeps: the token, its expiry, and whose it is (a token of another client id is not used).
    private struct Stored: Codable {
        let clientID: String
        let token: String
        let expires: Date
    }

    private func write(_ entry: (token: String, expires: Date)) {
        guard let folder, let data = try? JSONEncoder().encode(Stored(clientID: credentials.clientID, token: entry.token, expires: entry.expires)) else { return }
        folder.remove(OpenverseTokens.fileName)
        try? folder.writeNew(data, as: OpenverseTokens.fileName, mode: 0o600)
    }

    private static func read(from folder: SafeFolder?, credentials: OpenverseCredentials) -> (token: String, expires: Date)? {
        guard let folder, case .read(let data) = FileDescriptor.read(fileName, inside: folder.url.path, upTo: 4096),
              let stored = try? JSONDecoder().decode(Stored.self, from: data), stored.clientID == credentials.clientID,
              stored.expires.timeIntervalSinceNow < 86_400 else { return nil }
        return (stored.token, stored.expires)
    }
}
