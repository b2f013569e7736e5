extension Photo {
    /// The credit to give with the photo: the source's own sentence, else one built from the title, the creator and the
    /// licence (``Attribution``); `nil` when nothing names the licence or the author.
    public var attribution: String? {
        let credit = TerminalText.singleLine(credit ?? "")
        if !credit.isEmpty { return credit }
        if let license { return Attribution.sentence(title: title, creator: displayOwner, license: license) }
        return displayOwner.isEmpty ? nil : "“\(displayTitle)” by \(displayOwner)"
    }
}
