import Model
import Testing
import ViewModels

/// Error lines are human sentences: a line per status people meet, and never markup.
struct UserMessageTests {
    let page = "<html><body><h1>503</h1>Flickr is taking a break.</body></html>"

    @Test func saysWhatARateLimitMeans() {
        #expect(UserMessage.describe(HTTPError.rateLimited(retryAfter: nil, excerpt: "<html>Too Many Requests</html>"))
            == "The server is limiting requests — wait a minute, then try again")
        #expect(UserMessage.describe(RateLimitError(source: "Openverse", retryAfter: 600, anonymous: true))
            == "Openverse's limit for searches without an account is reached; try again in 10 minutes")
    }

    @Test func saysTheServerFailed() {
        #expect(UserMessage.describe(HTTPError.status(503, excerpt: page)) == "Flickr's server failed (503); try again shortly")
    }

    @Test func keepsPlainTextButNeverMarkup() {
        #expect(UserMessage.describe(HTTPError.status(404, excerpt: page)) == "Server answered HTTP 404")
        #expect(UserMessage.describe(HTTPError.status(403, excerpt: "key revoked")) == "Server answered HTTP 403: key revoked")
        #expect(String(describing: HTTPError.status(500, excerpt: page)) == "server answered HTTP 500")
    }
}
