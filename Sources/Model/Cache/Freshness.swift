import FoundationEssentials

/// How long a cached answer stays fresh, by API method: past it, the answer is still shown but a new one
/// is asked for.
public enum Freshness {
    /// Seconds an answer of `method` stays fresh.
    public static func lifetime(of method: String) -> TimeInterval {
        switch method {
        case "flickr.photos.search": 10 * 60
        case "flickr.photos.getInfo", "flickr.photos.getSizes", "flickr.photos.getExif": 24 * 3600
        case "flickr.photos.licenses.getInfo": 7 * 24 * 3600
        case "flickr.photos.getFavorites": 3600
        default: 10 * 60
        }
    }
}
