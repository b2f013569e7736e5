/// `--source` and the config file's `source`: where photos come from.
public enum SourceChoice: String, CaseIterable, Sendable {
    case flickr, openverse, commons, demo

    /// The source when neither the command line nor the config file names one: Flickr with a key, else the demo
    /// catalog where one is named (`--catalog`, `FLICKTERM_CATALOG`), else Openverse.
    public static func standard(hasFlickrKey: Bool, catalogNamed: Bool) -> SourceChoice {
        hasFlickrKey ? .flickr : catalogNamed ? .demo : .openverse
    }

    /// How the search screen names it.
    public var displayName: String {
        switch self {
        case .flickr: "Flickr"
        case .openverse: "Openverse"
        case .commons: "Wikimedia Commons"
        case .demo: "demo catalog"
        }
    }

    /// What `flickterm sources` says of it: what it needs, and its limits.
    public var summary: String {
        switch self {
        case .flickr: "needs an API key (a Flickr Pro account); 4,000 results a search"
        case .openverse:
            "no key; 20 results a page, 400 a search, about 20 searches a minute and 200 a day without an account "
                + "(openverse_client_id and openverse_client_secret raise them)"
        case .commons: "no key; 50 results a page, 10,000 a search; one request at a time"
        case .demo: "offline: the bundled catalog (1,827 records, 440 with pictures)"
        }
    }
}
