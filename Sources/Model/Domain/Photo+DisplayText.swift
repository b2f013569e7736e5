/// A photo's title and owner as every screen and the CLI show them: one line, sanitised.
extension Photo {
    /// The title on one line; "(untitled)" when empty.
    public var displayTitle: String {
        let title = TerminalText.singleLine(self.title)
        return title.isEmpty ? "(untitled)" : title
    }

    /// The owner's name, else (also when the name is nothing but what sanitising removes) the owner's id,
    /// on one line; empty when unknown.
    public var displayOwner: String {
        let name = TerminalText.singleLine(owner.name)
        return name.isEmpty ? TerminalText.singleLine(owner.id) : name
    }
}

extension Photo {
    /// The licence as far as known without asking the source: the one the photo carries, else Flickr's by its id.
    public var knownLicense: License? { license ?? License.flickr(id: licenseID) }
}
