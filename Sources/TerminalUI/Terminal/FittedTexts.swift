/// Text made drawable and fitted to a width, remembered: a frame draws mostly the titles, owners and hints the one
/// before drew, and sanitising, measuring and cutting them all again was a fifth of the CPU of a move down the
/// results (callgrind, `make bench`). Forgotten all at once past ``limit`` entries, so it never grows without bound.
@MainActor
final class FittedTexts {
    /// What was fitted, to what width, and how (cut only, or cut and padded with spaces to the width).
    private struct Key: Hashable {
        let text: String
        let width: Int
        let padded: Bool
    }

    /// Entries kept at most (a few screens' worth of texts at a few widths).
    static let limit = 4096

    private var fitted: [Key: String] = [:]

    /// `text` fitted to `width`: remembered, else made by `fit` and remembered.
    func text(_ text: String, width: Int, padded: Bool, fit: () -> String) -> String {
        let key = Key(text: text, width: width, padded: padded)
        if let known = fitted[key] { return known }
        if fitted.count >= FittedTexts.limit { fitted.removeAll(keepingCapacity: true) }
        let made = fit()
        fitted[key] = made
        return made
    }
}
