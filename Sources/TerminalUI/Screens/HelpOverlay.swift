import Model

/// A box in the middle of the screen listing every key of the current screen and the global ones.
@MainActor
enum HelpOverlay {
    static let globalKeys = [
        ("/", "new search"), ("? F1", "this help (F1 in the search field)"), ("Q", "quit (in the search field: Ctrl-C)"),
        ("Ctrl-C", "quit from anywhere"),
    ]

    static func draw(_ entries: [(String, String)], on canvas: Canvas) {
        let all = entries + globalKeys
        let keyWidth = min(all.map { TerminalText.displayWidth($0.0) }.max() ?? 0, 26)
        // Wide enough for the longest description (cut only when the terminal is narrower).
        let descriptionWidth = all.map { TerminalText.displayWidth($0.1) }.max() ?? 0
        let width = min(canvas.columns - 2, max(44, keyWidth + descriptionWidth + 4))
        let height = min(canvas.rows - 2, all.count + 4)
        let left = (canvas.columns - width) / 2
        let topRow = (canvas.rows - height) / 2
        for row in 0..<height { canvas.text(String(repeating: " ", count: width), row: topRow + row, column: left, role: .bar) }
        canvas.text(" Keys", row: topRow, column: left, width: width, role: .bar, bold: true)
        for (index, entry) in all.prefix(height - 4).enumerated() {
            let line = " " + TerminalText.fitted(entry.0, toWidth: keyWidth) + "  " + entry.1
            canvas.text(line, row: topRow + 2 + index, column: left, width: width, role: .bar)
        }
        canvas.text(" any key closes", row: topRow + height - 1, column: left, width: width, role: .bar)
    }
}
