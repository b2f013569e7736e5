import Model
import ViewModels

/// The results list: a header with the query and position, two lines a photo, a footer with key hints.
/// Scrolling, selection and paging are the view model's; the screen tells it how many rows fit.
@MainActor
@_spi(Benchmark) public final class ResultsScreen: Screen {
    private var viewModel: (any SearchResultsViewModelType)?
    private static let linesPerRow = 2
    /// The first screen row of the list.
    private static let listTop = 1

    @_spi(Benchmark) public init(viewModel: any SearchResultsViewModelType) {
        self.viewModel = viewModel
    }

    var help: [(String, String)] {
        [("↑/↓ k/j", "move"), ("PgUp/PgDn Ctrl-B/Ctrl-F", "page"), ("Home/End g/G", "first / last"),
         ("Enter l", "open the photo"), ("r", "refresh"), ("Esc h q", "back to the search")]
    }

    /// How many rows fit in `lines` screen lines between the header and the footer.
    private static func rowsPerScreen(lines: Int) -> Int {
        max((lines - 2) / linesPerRow, 1)
    }

    @_spi(Benchmark) public func draw(on canvas: Canvas) {
        guard let outputs = viewModel?.outputs else { return }
        canvas.bar(row: 0, left: outputs.title, right: outputs.position)
        let first = outputs.firstVisibleIndex
        let shown = max(min(ResultsScreen.rowsPerScreen(lines: canvas.rows), outputs.rowCount - first), 0)
        if let empty = outputs.emptyMessage {
            canvas.text(empty, row: 2, column: 2, role: .dim)
        }
        for offset in 0..<shown {
            let index = first + offset
            draw(outputs.row(index).outputs, selected: index == outputs.selectedIndex,
                 row: ResultsScreen.listTop + offset * ResultsScreen.linesPerRow, on: canvas)
        }
        if let status = outputs.listStatus {
            let afterLast = ResultsScreen.listTop + shown * ResultsScreen.linesPerRow
            canvas.status(status, row: min(afterLast, canvas.rows - 2), column: 2)
        }
        canvas.status(outputs.statusLine, row: canvas.rows - 1, asBar: true)
        canvas.cursor(at: nil)
    }

    private func draw(_ item: any ResultItemViewModelOutputs, selected: Bool, row: Int, on canvas: Canvas) {
        let role: Theme.Role = selected ? .selection : .normal
        canvas.text(TerminalText.fitted((selected ? "▌" : " ") + item.title, toWidth: canvas.columns), row: row, role: role, bold: true)
        let counts = item.countsText
        let countsWidth = canvas.columns >= 70 ? TerminalText.displayWidth(counts) + 1 : 0
        canvas.text("  " + item.subtitle, row: row + 1, width: canvas.columns - countsWidth, role: .dim)
        if countsWidth > 0 { canvas.text(counts, row: row + 1, column: canvas.columns - countsWidth, role: .dim) }
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
            inputs.rowSelected(viewModel.outputs.firstVisibleIndex + (row - ResultsScreen.listTop) / ResultsScreen.linesPerRow)
        default: return false
        }
        return true
    }

    @_spi(Benchmark) public func resized(columns: Int, rows: Int) {
        viewModel?.inputs.viewportResized(rows: ResultsScreen.rowsPerScreen(lines: rows))
    }

    func newSearchRequested() { viewModel?.inputs.newSearchRequested() }
    func unbind() { viewModel = nil }
}
