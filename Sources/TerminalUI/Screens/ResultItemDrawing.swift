import Model
import ViewModels

/// How one result is drawn: a row of the list, or a tile of the contact sheet.
@MainActor
enum ResultItemDrawing {
    /// A list row: the marks, the thumbnail, the title and under it the owner, the date and the counts.
    static func row(_ item: any ResultItemViewModelOutputs, selected: Bool, row: Int, geometry: ResultsGeometry, on canvas: Canvas) {
        let role: Theme.Role = selected ? .selection : .normal
        let width = geometry.slotColumns
        guard geometry.showsThumbnails else {
            canvas.text(canvas.fitted((selected ? "▌" : " ") + item.title, toWidth: width), row: row, role: role, bold: true)
            subtitleAndCounts(item, row: row + 1, column: 2, width: width, on: canvas)
            return
        }
        marks(selected: selected, row: row, geometry: geometry, on: canvas)
        let textColumn = textColumn(geometry)
        canvas.text(canvas.fitted(item.title, toWidth: width - textColumn), row: row, column: textColumn, role: role, bold: true)
        thumbnail(item, row: row, column: 1, cells: (geometry.thumbnailColumns, geometry.thumbnailRows), on: canvas)
        subtitleAndCounts(item, row: row + 1, column: textColumn, width: width, on: canvas)
    }

    /// Where a list row's title and subtitle start: right of the marks, the thumbnail and a blank column.
    static func textColumn(_ geometry: ResultsGeometry) -> Int { 2 + geometry.thumbnailColumns }

    /// The marks left of a list row's thumbnail that show whether it is selected.
    static func marks(selected: Bool, row: Int, geometry: ResultsGeometry, on canvas: Canvas) {
        canvas.fill(selected ? "▌" : " ", row: row, column: 0, columns: 1, rows: geometry.thumbnailRows, role: selected ? .selection : .normal)
    }

    /// A tile: the thumbnail and the title under it, framed when selected.
    static func tile(_ item: any ResultItemViewModelOutputs, selected: Bool, row: Int, column: Int, geometry: ResultsGeometry, on canvas: Canvas) {
        let cells = (columns: geometry.thumbnailColumns, rows: geometry.thumbnailRows)
        if selected {
            let inner = String(repeating: "─", count: geometry.slotColumns - 2)
            canvas.text("╭" + inner + "╮", row: row, column: column, role: .accent)
            for line in 1..<geometry.slotLines - 1 {
                canvas.text("│", row: row + line, column: column, role: .accent)
                canvas.text("│", row: row + line, column: column + geometry.slotColumns - 1, role: .accent)
            }
            canvas.text("╰" + inner + "╯", row: row + geometry.slotLines - 1, column: column, role: .accent)
        }
        thumbnail(item, row: row + 1, column: column + 1, cells: cells, on: canvas)
        canvas.text(canvas.fitted(item.title, toWidth: cells.columns), row: row + 1 + cells.rows, column: column + 1,
                    role: selected ? .selection : .normal, bold: selected)
    }

    /// The owner and date, with the counts at the right end of the row's `width` when it is wide enough.
    private static func subtitleAndCounts(_ item: any ResultItemViewModelOutputs, row: Int, column: Int, width: Int, on canvas: Canvas) {
        let counts = item.countsText
        let countsWidth = width >= 70 ? TerminalText.displayWidth(counts) + 1 : 0
        // One blank column always stays between a cut subtitle and the counts.
        canvas.text(item.subtitle, row: row, column: column, width: width - countsWidth - column - 1, role: .dim)
        if countsWidth > 0 { canvas.text(counts, row: row, column: width - countsWidth, role: .dim) }
    }

    /// A thumbnail centred in its cells, or its placeholder: a light shade while it loads; a tile of its own, its note a
    /// word a line in the middle, where there is no picture or it failed.
    private static func thumbnail(_ item: any ResultItemViewModelOutputs, row: Int, column: Int, cells: (columns: Int, rows: Int), on canvas: Canvas) {
        switch item.thumbnail {
        case .loaded(let image): canvas.photo(image, row: row, column: column, area: cells)
        case .loading: canvas.fill("░", row: row, column: column, columns: cells.columns, rows: cells.rows, role: .dim)
        case .failed, .unavailable:
            canvas.fill(" ", row: row, column: column, columns: cells.columns, rows: cells.rows, role: .dim)
            let words = (item.pictureNote ?? "").split(separator: " ").prefix(cells.rows)
            for (offset, word) in words.enumerated() {
                let text = canvas.fitted(String(word), toWidth: min(word.count, cells.columns))
                let left = column + max(cells.columns - TerminalText.displayWidth(text), 0) / 2
                canvas.text(text, row: row + (cells.rows - words.count) / 2 + offset, column: left, role: .dim)
            }
        }
    }
}
