import Model
import ViewModels

/// The results list: a header with the query and position, two lines a photo, a footer with key hints.
@MainActor
final class ResultsScreen: Screen {
    private var viewModel: SearchResultsViewModel?
    /// Index of the first row on screen.
    private var top = 0
    private var reportedRange: Range<Int>?
    private var rowsPerScreen = 1
    private static let linesPerRow = 2

    init(viewModel: SearchResultsViewModel) {
        self.viewModel = viewModel
    }

    var help: [(String, String)] {
        [("↑/↓ k/j", "move"), ("PgUp/PgDn Ctrl-B/Ctrl-F", "page"), ("Home/End g/G", "first / last"),
         ("Enter l", "open the photo"), ("r", "refresh"), ("Esc h q", "back to the search")]
    }

    func draw(on canvas: Canvas) {
        guard let viewModel else { return }
        let rows = viewModel.rows
        let position = viewModel.selectedIndex.map { "\($0 + 1) of \(viewModel.lastPage.total)" } ?? ""
        canvas.bar(row: 0, left: viewModel.title, right: position)
        let listTop = 1
        let listHeight = canvas.rows - 2
        rowsPerScreen = max(listHeight / ResultsScreen.linesPerRow, 1)
        scrollToSelection(count: rows.count)
        if rows.isEmpty {
            canvas.text("No photos match. Press / to search again.", row: 2, column: 2, role: .dim)
        }
        for offset in 0..<rowsPerScreen where top + offset < rows.count {
            let index = top + offset
            draw(rows[index], selected: index == viewModel.selectedIndex, row: listTop + offset * ResultsScreen.linesPerRow, on: canvas)
        }
        let afterLast = listTop + min(rowsPerScreen, rows.count - top) * ResultsScreen.linesPerRow
        if let error = viewModel.errorMessage {
            canvas.text(error + " — move down to retry", row: min(afterLast, canvas.rows - 2), column: 2, role: .error)
        } else if viewModel.isLoadingMore, afterLast < canvas.rows - 1 {
            canvas.text("loading more…", row: afterLast, column: 2, role: .dim)
        }
        canvas.bar(row: canvas.rows - 1, left: "↑↓ move  Enter open  / search  r refresh  ? help  q back  Q quit", role: .dim)
        canvas.cursor(at: nil)
        reportVisibleRange(count: rows.count)
    }

    private func draw(_ item: ResultItemViewModel, selected: Bool, row: Int, on canvas: Canvas) {
        let role: Theme.Role = selected ? .selection : .normal
        canvas.text(TerminalText.fitted((selected ? "▌" : " ") + item.title, toWidth: canvas.columns), row: row, role: role, bold: true)
        let counts = DisplayFormat.counts(item.counts, separator: "  ")
        let countsWidth = canvas.columns >= 70 ? TerminalText.displayWidth(counts) + 1 : 0
        canvas.text("  " + item.subtitle, row: row + 1, width: canvas.columns - countsWidth, role: .dim)
        if countsWidth > 0 { canvas.text(counts, row: row + 1, column: canvas.columns - countsWidth, role: .dim) }
    }

    private func scrollToSelection(count: Int) {
        guard let selected = viewModel?.selectedIndex else {
            top = 0
            return
        }
        if selected < top { top = selected }
        if selected >= top + rowsPerScreen { top = selected - rowsPerScreen + 1 }
        top = max(0, min(top, max(count - rowsPerScreen, 0)))
    }

    /// Tells the view model which rows are on screen, whenever that changes (scroll, resize, new rows).
    private func reportVisibleRange(count: Int) {
        let range = top..<min(top + rowsPerScreen, count)
        guard range != reportedRange, let viewModel else { return }
        reportedRange = range
        viewModel.visibleRangeChanged(range)
    }

    func handle(_ key: Key) -> Bool {
        guard let viewModel else { return false }
        switch key {
        case .up, .character("k"): viewModel.moveUp()
        case .down, .character("j"): viewModel.moveDown()
        case .pageUp, .control("b"): viewModel.pageUp(pageSize: rowsPerScreen)
        case .pageDown, .control("f"): viewModel.pageDown(pageSize: rowsPerScreen)
        case .home, .character("g"): viewModel.home()
        case .end, .character("G"): viewModel.end()
        case .enter, .character("l"), .right: viewModel.rowActivated()
        case .character("r"): viewModel.refresh()
        case .escape, .backspace, .character("h"), .character("q"), .left: viewModel.backPressed()
        case .wheel(let direction): direction < 0 ? viewModel.moveUp() : viewModel.moveDown()
        case .click(let row):
            if row >= 1 { viewModel.rowSelected(top + (row - 1) / ResultsScreen.linesPerRow) }
        default: return false
        }
        return true
    }

    func unbind() { viewModel = nil }
}
