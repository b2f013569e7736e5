import Model
import ViewModels

/// The results: a header with the query and position, then either the list (a row a photo, with a small
/// thumbnail) or the contact sheet (tiles of larger thumbnails, titled, the selected one framed), and a
/// footer with key hints. Selection, scrolling and paging are the view model's; the screen tells it how
/// many rows, of how many results each, fit.
@MainActor
@_spi(Benchmark) public final class ResultsScreen: Screen {
    private var viewModel: (any SearchResultsViewModelType)?
    private let keys: KeyBindings
    /// The first screen row of the results.
    private static let listTop = 1
    /// A tile of the contact sheet: a frame around the thumbnail and its title, and a gap after it.
    private struct Tile {
        /// The thumbnail's cells (its pixels are twice as many rows).
        let thumbnail: (columns: Int, rows: Int)
        var columns: Int { thumbnail.columns + 2 }
        var lines: Int { thumbnail.rows + 3 }
        let gap = 1

        /// Tiles sized to the terminal: about `across` of them, their thumbnails 10 to 24 cells wide, and at
        /// least one whole row of them in view.
        init(columns: Int, lines: Int, across: Int) {
            var width = min(max((columns - 1) / across - 3, 10), 24)
            width -= width % 2
            while width > 10, (width / 2 + 3) > lines - 2 { width -= 2 }
            thumbnail = (width, width / 2)
        }
    }

    @_spi(Benchmark) public init(viewModel: any SearchResultsViewModelType, keys: KeyBindings) {
        self.viewModel = viewModel
        self.keys = keys
    }

    var keyContexts: [KeyContext] { viewModel?.outputs.layout == .grid ? [.grid, .results] : [.results] }

    /// The list's thumbnail in cells.
    private var listThumbnail: (columns: Int, rows: Int) {
        let pixels = (viewModel?.outputs.thumbnailSize ?? .small).listPixels
        return (pixels.width, pixels.height / 2)
    }

    /// The contact sheet's tile on a `columns`×`lines` terminal.
    private func tile(columns: Int, lines: Int) -> Tile {
        Tile(columns: columns, lines: lines, across: (viewModel?.outputs.thumbnailSize ?? .small).tilesAcross)
    }

    /// Screen lines a list row takes: two for text, or as many as the thumbnail.
    private var linesPerRow: Int {
        viewModel?.outputs.showsThumbnails == true ? listThumbnail.rows : 2
    }

    /// How many rows, of how many results each, fit on a `columns`×`lines` terminal in the current layout.
    private func viewport(columns: Int, lines: Int) -> (rows: Int, columns: Int) {
        let height = lines - 2
        guard viewModel?.outputs.layout == .grid else { return (max(height / linesPerRow, 1), 1) }
        let tile = tile(columns: columns, lines: lines)
        return (max(height / tile.lines, 1), max((columns - 1) / (tile.columns + tile.gap), 1))
    }

    @_spi(Benchmark) public func draw(on canvas: Canvas) {
        guard let outputs = viewModel?.outputs else { return }
        canvas.bar(row: 0, left: outputs.title, right: [outputs.originLabel, outputs.position].compactMap { $0 }.joined(separator: "  "))
        if let empty = outputs.emptyMessage {
            canvas.text(empty, row: 2, column: 2, role: .dim)
        }
        let shown = outputs.layout == .grid ? drawGrid(outputs, on: canvas) : drawList(outputs, on: canvas)
        // A failure is always shown, over the last row when the list fills the screen; a hint only in room
        // left under the last row.
        if let status = outputs.listStatus, status.tone == .error || ResultsScreen.listTop + shown < canvas.rows - 1 {
            canvas.status(status, row: min(ResultsScreen.listTop + shown, canvas.rows - 2), column: 2)
        }
        canvas.status(outputs.statusLine, row: canvas.rows - 1, asBar: true)
        canvas.cursor(at: nil)
    }

    /// Draws the visible rows of the list; returns the lines they took.
    private func drawList(_ outputs: any SearchResultsViewModelOutputs, on canvas: Canvas) -> Int {
        let first = outputs.firstVisibleIndex
        let shown = max(min(viewport(columns: canvas.columns, lines: canvas.rows).rows, outputs.rowCount - first), 0)
        for offset in 0..<shown {
            let index = first + offset
            drawRow(outputs.row(index).outputs, selected: index == outputs.selectedIndex,
                    row: ResultsScreen.listTop + offset * linesPerRow, on: canvas)
        }
        return shown * linesPerRow
    }

    /// Draws the visible tiles of the contact sheet; returns the lines they took.
    private func drawGrid(_ outputs: any SearchResultsViewModelOutputs, on canvas: Canvas) -> Int {
        let fit = viewport(columns: canvas.columns, lines: canvas.rows)
        let tile = tile(columns: canvas.columns, lines: canvas.rows)
        let first = outputs.firstVisibleIndex
        let shown = max(min(fit.rows * fit.columns, outputs.rowCount - first), 0)
        for offset in 0..<shown {
            let index = first + offset
            let row = ResultsScreen.listTop + offset / fit.columns * tile.lines
            let column = offset % fit.columns * (tile.columns + tile.gap)
            drawTile(outputs.row(index).outputs, selected: index == outputs.selectedIndex, row: row, column: column, tile: tile, on: canvas)
        }
        return (shown + fit.columns - 1) / fit.columns * tile.lines
    }

    private func drawRow(_ item: any ResultItemViewModelOutputs, selected: Bool, row: Int, on canvas: Canvas) {
        let role: Theme.Role = selected ? .selection : .normal
        guard viewModel?.outputs.showsThumbnails == true else {
            canvas.text(TerminalText.fitted((selected ? "▌" : " ") + item.title, toWidth: canvas.columns), row: row, role: role, bold: true)
            drawSubtitleAndCounts(item, row: row + 1, column: 2, on: canvas)
            return
        }
        let cells = listThumbnail
        for line in 0..<cells.rows { canvas.text(selected ? "▌" : " ", row: row + line, role: role) }
        drawThumbnail(item.thumbnail, row: row, column: 1, cells: cells, on: canvas)
        let textColumn = 2 + cells.columns
        canvas.text(TerminalText.fitted(item.title, toWidth: canvas.columns - textColumn), row: row, column: textColumn, role: role, bold: true)
        drawSubtitleAndCounts(item, row: row + 1, column: textColumn, on: canvas)
    }

    /// A tile: the thumbnail and the title under it, framed when selected.
    private func drawTile(_ item: any ResultItemViewModelOutputs, selected: Bool, row: Int, column: Int, tile: Tile, on canvas: Canvas) {
        let cells = tile.thumbnail
        if selected {
            let inner = String(repeating: "─", count: tile.columns - 2)
            canvas.text("╭" + inner + "╮", row: row, column: column, role: .accent)
            for line in 1..<tile.lines - 1 {
                canvas.text("│", row: row + line, column: column, role: .accent)
                canvas.text("│", row: row + line, column: column + tile.columns - 1, role: .accent)
            }
            canvas.text("╰" + inner + "╯", row: row + tile.lines - 1, column: column, role: .accent)
        }
        drawThumbnail(item.thumbnail, row: row + 1, column: column + 1, cells: cells, on: canvas)
        canvas.text(TerminalText.fitted(item.title, toWidth: cells.columns), row: row + 1 + cells.rows, column: column + 1,
                    role: selected ? .selection : .normal, bold: selected)
    }

    /// The owner and date, with the counts at the right end when the terminal is wide enough.
    private func drawSubtitleAndCounts(_ item: any ResultItemViewModelOutputs, row: Int, column: Int, on canvas: Canvas) {
        let counts = item.countsText
        let countsWidth = canvas.columns >= 70 ? TerminalText.displayWidth(counts) + 1 : 0
        // One blank column always stays between a cut subtitle and the counts.
        canvas.text(item.subtitle, row: row, column: column, width: canvas.columns - countsWidth - column - 1, role: .dim)
        if countsWidth > 0 { canvas.text(counts, row: row, column: canvas.columns - countsWidth, role: .dim) }
    }

    /// A thumbnail centred in its cells, or its placeholder: a light shade while it loads, a cross where it
    /// failed, dots where there is none.
    private func drawThumbnail(_ state: ImageState, row: Int, column: Int, cells: (columns: Int, rows: Int), on canvas: Canvas) {
        switch state {
        case .loaded(let image): canvas.photo(image, row: row, column: column, area: cells)
        case .loading: canvas.placeholder("░", row: row, column: column, columns: cells.columns, rows: cells.rows, role: .dim)
        case .failed: canvas.placeholder("╳", row: row, column: column, columns: cells.columns, rows: cells.rows, role: .dim)
        case .unavailable: canvas.placeholder("·", row: row, column: column, columns: cells.columns, rows: cells.rows, role: .dim)
        }
    }

    @_spi(Benchmark) public func handle(_ key: Key) -> Bool {
        guard let viewModel else { return false }
        let inputs = viewModel.inputs
        inputs.noticeDismissed()
        switch key {
        case .wheel(let direction): direction < 0 ? inputs.moveUp() : inputs.moveDown()
        case .click(let row, let column):
            if let index = result(atRow: row, column: column) { inputs.rowClicked(index) }
        default:
            guard let action = action(for: key, in: keys) else { return false }
            switch action {
            case .moveUp: inputs.moveUp()
            case .moveDown: inputs.moveDown()
            case .moveLeft: inputs.moveLeft()
            case .moveRight: inputs.moveRight()
            case .pageUp: inputs.pageUp()
            case .pageDown: inputs.pageDown()
            case .first: inputs.home()
            case .last: inputs.end()
            case .open: inputs.rowActivated()
            case .fullScreen: inputs.fullScreenRequested()
            case .toggleView:
                inputs.layoutToggled()
                resized(columns: Canvas.size.columns, rows: Canvas.size.rows)
            case .refresh: inputs.refresh()
            case .cycleSort: inputs.sortCycled()
            case .cycleLicense: inputs.licenseFilterCycled()
            case .openInBrowser: inputs.openInBrowserPressed()
            case .copyLink: inputs.copyLinkPressed()
            case .download: inputs.downloadPressed()
            case .back: inputs.backPressed()
            default: return false
            }
        }
        return true
    }

    /// The result drawn at screen row `row`, column `column`, if any: a row of the list or a tile of the sheet.
    private func result(atRow row: Int, column: Int) -> Int? {
        guard let outputs = viewModel?.outputs, row >= ResultsScreen.listTop else { return nil }
        let size = Canvas.size
        let fit = viewport(columns: size.columns, lines: size.rows)
        let offset: Int
        if outputs.layout == .grid {
            let tile = tile(columns: size.columns, lines: size.rows)
            let tileColumn = column / (tile.columns + tile.gap)
            guard tileColumn < fit.columns, column % (tile.columns + tile.gap) < tile.columns else { return nil }
            offset = (row - ResultsScreen.listTop) / tile.lines * fit.columns + tileColumn
        } else {
            offset = (row - ResultsScreen.listTop) / linesPerRow
        }
        guard offset < fit.rows * fit.columns, outputs.firstVisibleIndex + offset < outputs.rowCount else { return nil }
        return outputs.firstVisibleIndex + offset
    }

    @_spi(Benchmark) public func resized(columns: Int, rows: Int) {
        let fit = viewport(columns: columns, lines: rows)
        let thumbnail = viewModel?.outputs.layout == .grid ? tile(columns: columns, lines: rows).thumbnail : listThumbnail
        let cell = Canvas.pictureCell
        viewModel?.inputs.viewportResized(
            rows: fit.rows, columns: fit.columns, thumbnailPixels: (thumbnail.columns * cell.width, thumbnail.rows * cell.height),
            pixelAspect: cell.aspect
        )
    }

    func newSearchRequested() { viewModel?.inputs.newSearchRequested() }
    func unbind() { viewModel = nil }
}
