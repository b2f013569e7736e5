/// Why a TOML file cannot be read, and the line where that was found.
public struct TOMLError: Error, Equatable, CustomStringConvertible {
    public let line: Int
    public let reason: String

    public var description: String { "line \(line): \(reason)" }
}
