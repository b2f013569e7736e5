import Model
import ViewModels

/// The results list: a header with the query and position, two lines a photo, a footer with key hints.
/// Scrolling, selection and paging are the view model's; the screen tells it how many rows fit.
@MainActor
@_spi(Benchmark) public final class ResultsScreen: Screen {
    private var viewModel: (any SearchResultsViewModelType)?
    /// The first screen row of the list.
    private static let listTop = 1
    /// The thumbnail's size in cells (its pixels are twice as many rows).
    private static let thumbnailCells = (columns: ResultItemViewModel.thumbnailPixels.width, rows: ResultItemViewModel.thumbnailPixels.height / 2)

    @_spi(Benchmark) public init(viewModel: any SearchResultsViewModelType) {
        self.viewModel = viewModel
    }

    var help: [(String, String)] {
        [("↑/↓ k/j", "move"), ("PgUp/PgDn Ctrl-B/Ctrl-F", "page"), ("Home/End g/G", "first / last"),
         ("Enter l", "open the photo"), ("r", "refresh"), ("Esc h q", "back to the search")]
    }

    /// Screen lines a row takes: two for text, or as many as the thumbnail.
    private var linesPerRow: Int { viewModel?.outputs.showsThumbnails == true ? ResultsScreen.thumbnailCells.rows : 2 }

    /// How many rows fit in `lines` screen lines between the header and the footer.
    private func rowsPerScreen(lines: Int) -> Int {
        max((lines - 2) / linesPerRow, 1)
    }

    @_spi(Benchmark) public func draw(on canvas: Canvas) {
        guard let outputs = viewModel?.outputs else { return }
        canvas.bar(row: 0, left: outputs.title, right: outputs.position)
        let first = outputs.firstVisibleIndex
        let shown = max(min(rowsPerScreen(lines: canvas.rows), outputs.rowCount - first), 0)
        if let empty = outputs.emptyMessage {
            canvas.text(empty, row: 2, column: 2, role: .dim)
        }
        for offset in 0..<shown {
            let index = first + offset
            draw(outputs.row(index).outputs, selected: index == outputs.selectedIndex,
                 row: ResultsScreen.listTop + offset * linesPerRow, on: canvas)
        }
        if let status = outputs.listStatus {
            let afterLast = ResultsScreen.listTop + shown * linesPerRow
            canvas.status(status, row: min(afterLast, canvas.rows - 2), column: 2)
        }
        canvas.status(outputs.statusLine, row: canvas.rows - 1, asBar: true)
        canvas.cursor(at: nil)
    }

    private func draw(_ item: any ResultItemViewModelOutputs, selected: Bool, row: Int, on canvas: Canvas) {
        let role: Theme.Role = selected ? .selection : .normal
        guard viewModel?.outputs.showsThumbnails == true else {
            canvas.text(TerminalText.fitted((selected ? "▌" : " ") + item.title, toWidth: canvas.columns), row: row, role: role, bold: true)
            drawSubtitleAndCounts(item, row: row + 1, column: 2, on: canvas)
            return
        }
        let cells = ResultsScreen.thumbnailCells
        for line in 0..<cells.rows { canvas.text(selected ? "▌" : " ", row: row + line, role: role) }
        draw(item.thumbnail, row: row, column: 1, cells: cells, on: canvas)
        let textColumn = 2 + cells.columns
        canvas.text(TerminalText.fitted(item.title, toWidth: canvas.columns - textColumn), row: row, column: textColumn, role: role, bold: true)
        drawSubtitleAndCounts(item, row: row + 1, column: textColumn, on: canvas)
    }

    /// The owner and date, with the counts at the right end when the terminal is wide enough.
    private func drawSubtitleAndCounts(_ item: any ResultItemViewModelOutputs, row: Int, column: Int, on canvas: Canvas) {
        let counts = item.countsText
        let countsWidth = canvas.columns >= 70 ? TerminalText.displayWidth(counts) + 1 : 0
        canvas.text(item.subtitle, row: row, column: column, width: canvas.columns - countsWidth - column, role: .dim)
        if countsWidth > 0 { canvas.text(counts, row: row, column: canvas.columns - countsWidth, role: .dim) }
    }

    /// A thumbnail, or its placeholder: a light shade while it loads, a cross where it failed.
    private func draw(_ state: ImageState, row: Int, column: Int, cells: (columns: Int, rows: Int), on canvas: Canvas) {
        switch state {
        case .loaded(let image): canvas.image(canvas.images.cells(for: image), row: row, column: column)
        case .loading: canvas.placeholder("░", row: row, column: column, columns: cells.columns, rows: cells.rows, role: .dim)
        case .failed: canvas.placeholder("╳", row: row, column: column, columns: cells.columns, rows: cells.rows, role: .dim)
        case .unavailable: canvas.placeholder("·", row: row, column: column, columns: cells.columns, rows: cells.rows, role: .dim)
        }
    }

    @_spi(Benchmark) public func handle(_ key: Key) -> Bool {
        guard let viewModel else { return false }
        let inputs = viewModel.inputs
        switch key {
        case .up, .character("k"): inputs.moveUp()
        case .down, .character("j"): inputs.moveDown()
        case .pageUp, .control("b"): inputs.pageUp()
        case .pageDown, .control("f"): inputs.pageDown()
        case .home, .character("g"): inputs.home()
        case .end, .character("G"): inputs.end()
        case .enter, .character("l"), .right: inputs.rowActivated()
        case .character("r"): inputs.refresh()
        case .escape, .backspace, .character("h"), .character("q"), .left: inputs.backPressed()
        case .wheel(let direction): direction < 0 ? inputs.moveUp() : inputs.moveDown()
        case .click(let row):
            guard row >= ResultsScreen.listTop else { return true }
            inputs.rowSelected(viewModel.outputs.firstVisibleIndex + (row - ResultsScreen.listTop) / linesPerRow)
        default: return false
        }
        return true
    }

    @_spi(Benchmark) public func resized(columns: Int, rows: Int) {
        viewModel?.inputs.viewportResized(rows: rowsPerScreen(lines: rows))
    }

    func newSearchRequested() { viewModel?.inputs.newSearchRequested() }
    func unbind() { viewModel = nil }
}
