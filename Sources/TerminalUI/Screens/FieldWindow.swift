import Model
import ViewModels

/// The part of a search field a screen can show in a given width, scrolled to keep the cursor in view,
/// measured in columns as the terminal draws each character.
struct FieldWindow {
    /// The characters shown.
    let text: String
    /// The cursor's column within ``text``.
    let cursorColumn: Int

    init(_ field: SearchField, width: Int) {
        let width = max(width, 1)
        let characters = field.characters
        var start = 0
        var columns = TerminalText.displayWidth(String(characters[0..<field.cursor]))
        while columns >= width, start < field.cursor {
            columns -= TerminalText.displayWidth(of: characters[start])
            start += 1
        }
        var shown = ""
        var used = 0
        for character in characters[start...] {
            let size = TerminalText.displayWidth(of: character)
            if used + size > width { break }
            shown.append(character)
            used += size
        }
        text = shown
        cursorColumn = columns
    }
}
