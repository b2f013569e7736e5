import FoundationEssentials

/// Turns the HTML Flickr puts in descriptions and comments into plain text.
public enum HTMLText {
    /// `html` with tags removed (`<br>` and `</p>` becoming line breaks) and character entities decoded.
    public static func plainText(_ html: String) -> String {
        var text = ""
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let close = html[index...].firstIndex(of: ">") {
                let tag = html[html.index(after: index)..<close].lowercased()
                if tag.hasPrefix("br") || tag == "/p" || tag.hasPrefix("p ") || tag == "p" { text += "\n" }
                index = html.index(after: close)
            } else if character == "&", let semicolon = html[index...].prefix(12).firstIndex(of: ";"),
                      let decoded = entity(String(html[html.index(after: index)..<semicolon])) {
                text.append(decoded)
                index = html.index(after: semicolon)
            } else {
                text.append(character)
                index = html.index(after: index)
            }
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingWhitespace() }
            .joined(separator: "\n")
            .trimmingWhitespace()
    }

    private static let named: [String: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ndash": "–", "mdash": "—",
        "hellip": "…", "copy": "©", "reg": "®", "laquo": "«", "raquo": "»", "rsquo": "’", "lsquo": "‘",
        "rdquo": "”", "ldquo": "“", "eacute": "é", "egrave": "è", "uuml": "ü", "ouml": "ö", "auml": "ä",
    ]

    private static func entity(_ name: String) -> Character? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map(Character.init)
        }
        if name.hasPrefix("#") { return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map(Character.init) }
        return named[name]
    }
}
