import Model
import ViewModels

/// A box in the middle of the screen: the help (``HelpContents``), the keys in force on the current screen and
/// everywhere.
@MainActor
enum HelpOverlay {
    static func draw(_ help: HelpContents, on canvas: Canvas) {
        let lines = help.lines
        let longestKeys = lines.map { TerminalText.displayWidth($0.keys) }.max() ?? 0
        let descriptionWidth = lines.map { TerminalText.displayWidth($0.summary) }.max() ?? 0
        // Wide enough for both columns; on a narrow terminal the keys give way first, down to 12 columns.
        let width = min(canvas.columns - 2, max(44, longestKeys + descriptionWidth + 4))
        let keyWidth = min(longestKeys, max(12, width - descriptionWidth - 4))
        let height = min(canvas.rows - 2, lines.count + 4)
        let left = (canvas.columns - width) / 2
        let topRow = (canvas.rows - height) / 2
        for row in 0..<height { canvas.text(String(repeating: " ", count: width), row: topRow + row, column: left, role: .bar) }
        canvas.text(" " + help.title, row: topRow, column: left, width: width, role: .bar, bold: true)
        // On a short terminal the last line says how many did not fit, rather than leaving them out unsaid.
        let room = height - 4
        let shown = lines.count > room ? max(room - 1, 0) : lines.count
        for (index, line) in lines.prefix(shown).enumerated() {
            let text = " " + canvas.fitted(line.keys, toWidth: keyWidth) + "  " + line.summary
            canvas.text(text, row: topRow + 2 + index, column: left, width: width, role: .bar)
        }
        if shown < lines.count, room > 0 {
            canvas.text(" " + help.more(lines.count - shown), row: topRow + 2 + shown, column: left, width: width, role: .bar)
        }
        canvas.text(" " + help.closing, row: topRow + height - 1, column: left, width: width, role: .bar)
    }
}
