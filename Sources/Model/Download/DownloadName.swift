import FoundationEssentials

/// A downloaded photo's file name, made from its title and id: readable, and safe whatever the title holds —
/// no path separators, no `..`, no control or invisible characters, no leading `-` or `.`, at most ``maximumBytes`` bytes (with the
/// extension), and never the name of a file already there.
public enum DownloadName {
    /// File systems take 255 bytes a name; this leaves room for ` (2)` and the `.txt` sidecar.
    public static let maximumBytes = 200

    /// `Title words (id).jpg`, or `id.jpg` when the title has nothing printable.
    public static func make(title: String, id: String, extension fileExtension: String = "jpg") -> String {
        let safeID = clean(id)
        let suffix = (safeID.isEmpty ? "photo" : safeID) + "." + fileExtension
        let room = maximumBytes - suffix.utf8.count - 3
        var stem = ""
        for character in clean(title) {
            guard stem.utf8.count + String(character).utf8.count <= room else { break }
            stem.append(character)
        }
        stem = stem.trimming { " .-".contains($0) }
        return stem.isEmpty ? suffix : "\(stem) (\(suffix.dropLast(fileExtension.count + 1))).\(fileExtension)"
    }

    /// `name` itself, or `name (2)`, `name (3)`… — the first for which `isTaken` says no; `isTaken` is asked
    /// of the name without its extension, so that a photo and its sidecar are reserved together.
    public static func unused(_ name: String, isTaken: (_ stem: String) -> Bool) -> String {
        let (base, fileExtension) = DownloadName.split(name)
        var stem = base
        var number = 2
        while isTaken(stem) {
            stem = "\(base) (\(number))"
            number += 1
        }
        return stem + "." + fileExtension
    }

    /// `name` as its stem and its extension (`""` when it has none): what follows the last dot, unless the dot
    /// starts the name or is its last character.
    static func split(_ name: String) -> (stem: String, extension: String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else { return (name, "") }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    /// The text with separators made dashes, control and format characters dropped, runs of dots and spaces
    /// made one, and no leading dot.
    private static func clean(_ text: String) -> String {
        var result = ""
        for scalar in TerminalText.singleLine(text).unicodeScalars {
            switch scalar {
            case "/", "\\", ":": result.append("-")
            case _ where scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format: continue
            case "." where result.hasSuffix("."), " " where result.hasSuffix(" "): continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        // No leading dot (a hidden file) and no leading dash (read as an option by whatever is given the name).
        while result.hasPrefix(".") || result.hasPrefix(" ") || result.hasPrefix("-") { result.removeFirst() }
        return result
    }
}
