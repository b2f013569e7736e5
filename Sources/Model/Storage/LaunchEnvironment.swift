import FoundationEssentials
import Glibc

/// The process's environment variables, read once: `ProcessInfo.environment` builds a new dictionary from `environ`
/// on every call, and start-up asked for it about nine times.
/// flickterm never changes its own environment.
public enum LaunchEnvironment {
    /// The variables as the process was started with them: read from `environ` itself, cheaper at start than one call
    /// to `ProcessInfo.environment`.
    /// As for `getenv`, the first of a name given twice wins; an entry without `=` is no variable.
    public static let variables: [String: String] = {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.utf8.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }()
}
