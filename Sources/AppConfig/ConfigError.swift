/// A config file that cannot be used: every problem found in it, each one line naming the file, the line and what
/// is wrong — with the warnings found beside them (unknown keys), reported together rather than one at a time.
public struct ConfigError: Error, CustomStringConvertible {
    /// What makes the file unusable, one sentence each.
    public let problems: [String]
    /// What does not stop anything, one sentence each.
    public var warnings: [String] = []

    public init(_ problem: String, warnings: [String] = []) {
        problems = [problem]
        self.warnings = warnings
    }

    public init(problems: [String], warnings: [String]) {
        self.problems = problems
        self.warnings = warnings
    }

    public var description: String { problems.joined(separator: "; ") }
}
