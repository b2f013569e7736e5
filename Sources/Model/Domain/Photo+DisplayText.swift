/// A photo's title and owner as every screen and the CLI show them: one line, sanitised.
extension Photo {
    /// The title on one line; "(untitled)" when empty.
    public var displayTitle: String {
        let title = TerminalText.singleLine(self.title)
        return title.isEmpty ? "(untitled)" : title
    }

    /// The owner's name, else the owner's id, on one line; empty when unknown.
    public var displayOwner: String {
        TerminalText.singleLine(owner.name.isEmpty ? owner.id : owner.name)
    }
}
