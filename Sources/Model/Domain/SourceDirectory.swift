/// The app as the sources' etiquette asks it be named.
public enum SourceDirectory {
    /// The version the User-Agent names.
    public static let version = "0.1"
    /// `flickterm/VERSION (project URL; contact)`, as Wikimedia's User-Agent policy asks.
    public static let userAgent = "flickterm/\(version) (https://github.com/flickterm/flickterm; flickterm@users.noreply.github.com)"
}
