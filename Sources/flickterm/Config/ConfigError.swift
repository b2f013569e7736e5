/// A config file that cannot be used, as one line naming the file, the line and what is wrong — with the
/// warnings found before it (unknown keys), which are reported with it rather than lost.
struct ConfigError: Error, CustomStringConvertible {
    let description: String
    var warnings: [String] = []
}
