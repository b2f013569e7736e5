/// Flickr's content filter levels.
public enum SafeSearch: Int, Sendable, Codable {
    case safe = 1
    case moderate = 2
    case restricted = 3
}
