/// A config file that cannot be used, as one line naming the file, the line and what is wrong.
struct ConfigError: Error, CustomStringConvertible {
    let description: String
}
