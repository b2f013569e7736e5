/// Text made drawable and fitted to a width, remembered: a frame draws mostly the titles, owners and hints the one
/// before drew, and sanitising, measuring and cutting them all again was much of a move's work. Forgotten all at once
/// past ``limit`` entries, so it never grows without bound.
/// `Value` is what is kept of a fitted text (the text itself, or also its wide characters, ready for ncurses).
@MainActor
final class FittedTexts<Value> {
    /// What was fitted, to what width.
    private struct Key: Hashable {
        let text: String
        let width: Int
    }

    /// Entries kept at most (a few screens' worth of texts at a few widths).
    let limit = 4096
    private var fitted: [Key: Value] = [:]

    /// `text` fitted to `width`: remembered, else made by `fit` and remembered.
    func text(_ text: String, width: Int, fit: () -> Value) -> Value {
        if fitted.count >= limit { fitted.removeAll(keepingCapacity: true) }
        // Looked up and, when missing, made and kept with one hashing of the text (the defaulted subscript's modify
        // accessor), where a lookup then an insertion hashed a new title twice.
        return FittedTexts.value(&fitted[Key(text: text, width: width), default: fit()])
    }

    private static func value(_ value: inout Value) -> Value { value }
}

