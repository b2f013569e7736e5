/// Trimming without Foundation's `CharacterSet`, which on Linux lives in the part of Foundation that brings its
/// internationalisation (ICU, 34 MB of the binary) with it.
extension StringProtocol {
    /// The text without white space (line breaks included) at either end.
    public func trimmingWhitespace() -> String {
        trimming { $0.isWhitespace }
    }

    /// The text without the characters `drop` says yes to at either end.
    public func trimming(while drop: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !drop($0) }), let last = lastIndex(where: { !drop($0) }) else { return "" }
        return String(self[first...last])
    }
}
