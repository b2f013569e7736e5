import Foundation

/// One command of kitty's graphics protocol as the terminal reads it (`ESC _ G keys ; payload ESC \`): its keys
/// and its payload, for tests that check what the app sent.
public struct KittyCommand: Sendable {
    /// The control keys (`a`, `i`, `p`, `s`, `v`, `c`, `r`, `m`, …) and their values.
    public let keys: [String: String]
    /// The base64 payload, where there is one.
    public let payload: String

    public subscript(key: String) -> String? { keys[key] }

    /// Every graphics command in `text`, in order.
    public static func all(in text: String) -> [KittyCommand] {
        var commands: [KittyCommand] = []
        var rest = text[...]
        while let start = rest.range(of: "\u{1b}_G") {
            guard let end = rest[start.upperBound...].range(of: "\u{1b}\\") else { break }
            let body = rest[start.upperBound..<end.lowerBound]
            let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            var keys: [String: String] = [:]
            for pair in parts[0].split(separator: ",") {
                let field = pair.split(separator: "=", maxSplits: 1)
                if field.count == 2 { keys[String(field[0])] = String(field[1]) }
            }
            commands.append(KittyCommand(keys: keys, payload: parts.count > 1 ? String(parts[1]) : ""))
            rest = rest[end.upperBound...]
        }
        return commands
    }

    /// The images transmitted in `commands` (`a=t`, with the chunks that follow it until `m=0`): the first chunk's
    /// keys, the whole payload, and how many chunks carried it.
    public static func transmissions(in commands: [KittyCommand]) -> [(keys: [String: String], payload: String, chunks: Int)] {
        var found: [(keys: [String: String], payload: String, chunks: Int)] = []
        var open = false
        for command in commands {
            if command["a"] == "t" {
                found.append((command.keys, command.payload, 1))
                open = command["m"] == "1"
            } else if open, command["a"] == nil, let last = found.indices.last {
                found[last].payload += command.payload
                found[last].chunks += 1
                open = command["m"] == "1"
            }
        }
        return found
    }
}
