/// The attribution sentence the Creative Commons licences ask for, built where a source gives none.
public enum Attribution {
    /// "“Title” by Creator is licensed under CC BY 2.0. To view a copy of this license, visit URL." — Openverse's own
    /// wording; "This work" without a title, no "by" without a creator.
    public static func sentence(title: String, creator: String, license: License) -> String {
        let title = TerminalText.singleLine(title), creator = TerminalText.singleLine(creator)
        var sentence = title.isEmpty ? "This work" : "“\(title)”"
        if !creator.isEmpty { sentence += " by \(creator)" }
        sentence += " is licensed under \(TerminalText.singleLine(license.name))."
        if let url = license.url { sentence += " To view a copy of this license, visit \(url.absoluteString)." }
        return sentence
    }
}
