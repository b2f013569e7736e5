import Model
import ViewModels

/// One photo in full: title, owner, dates, licence, counts, tags, the description wrapped, credit and link.
/// The lines are the view model's; the screen wraps them to its width and scrolls them.
@MainActor
final class DetailScreen: Screen {
    private var viewModel: (any PhotoDetailViewModelType)?
    private let keys: KeyBindings
    private let scroll = TextScroll()

    init(viewModel: any PhotoDetailViewModelType, keys: KeyBindings) {
        self.viewModel = viewModel
        self.keys = keys
    }

    let keyContexts: [KeyContext] = [.detail]

    /// Where the preview and the text go on a `columns`×`rows` terminal: the preview beside the text when the
    /// terminal is wide, above it otherwise; the text alone when there is no picture to show.
    private struct Layout {
        var preview: (row: Int, column: Int, columns: Int, rows: Int)?
        var text: (row: Int, column: Int, width: Int, height: Int)

        init(columns: Int, rows: Int, withPreview: Bool) {
            let height = max(rows - 2, 1)
            guard withPreview, columns >= 40, rows >= 12 else {
                text = (1, 2, columns - 4, height)
                return
            }
            if columns >= rows * 3 {
                let paneColumns = columns / 2 - 2
                preview = (1, 1, paneColumns, height)
                text = (1, paneColumns + 3, columns - paneColumns - 5, height)
            } else {
                let paneRows = height / 2
                preview = (1, 1, columns - 2, paneRows)
                text = (paneRows + 2, 2, columns - 4, height - paneRows - 1)
            }
        }
    }

    func draw(on canvas: Canvas) {
        guard let viewModel = viewModel?.outputs else { return }
        canvas.bar(row: 0, left: viewModel.title, right: viewModel.progress)
        let layout = Layout(columns: canvas.columns, rows: canvas.rows, withPreview: viewModel.preview != .unavailable)
        if let pane = layout.preview {
            PictureArea.draw(viewModel.preview, row: pane.row, column: pane.column, columns: pane.columns, rows: pane.rows, on: canvas)
        }
        let lines = body(of: viewModel, width: layout.text.width)
        for (offset, line) in scroll.visible(lines, height: layout.text.height).enumerated() {
            canvas.text(line.text, row: layout.text.row + offset, column: layout.text.column, width: layout.text.width,
                        role: line.role, bold: line.bold)
        }
        canvas.status(viewModel.statusLine, row: canvas.rows - 1, asBar: true)
        canvas.cursor(at: nil)
    }

    private struct Line {
        var text: String
        var role: Theme.Role = .normal
        var bold = false
    }

    private func body(of viewModel: any PhotoDetailViewModelOutputs, width: Int) -> [Line] {
        var lines: [Line] = []
        if TerminalText.displayWidth(viewModel.title) > width - 12 {
            lines += WordWrap.lines(viewModel.title, width: width).map { Line(text: $0, bold: true) }
        }
        if let byline = viewModel.byline { lines.append(Line(text: byline, role: .accent)) }
        if let dates = viewModel.datesLine { lines.append(Line(text: dates)) }
        if !viewModel.countsLine.isEmpty { lines.append(Line(text: viewModel.countsLine)) }
        if let license = viewModel.licenseLine { lines += WordWrap.lines(license, width: width).map { Line(text: $0) } }
        if let tags = viewModel.tagsLine {
            lines += WordWrap.lines(tags, width: width).map { Line(text: $0, role: .dim) }
        }
        if !viewModel.description.isEmpty {
            lines.append(Line(text: ""))
            lines += WordWrap.lines(viewModel.description, width: width).map { Line(text: $0) }
        }
        lines.append(Line(text: ""))
        if !viewModel.credit.isEmpty { lines += WordWrap.lines(viewModel.credit, width: width).map { Line(text: $0, role: .dim) } }
        if let url = viewModel.pageURL { lines.append(Line(text: url.absoluteString, role: .accent)) }
        return lines
    }

    func handle(_ key: Key) -> Bool {
        guard let viewModel = viewModel?.inputs else { return false }
        viewModel.noticeDismissed()
        let action = action(for: key, in: keys)
        if scroll.move(for: key, action: action) { return true }
        switch action {
        case .openInBrowser: viewModel.openInBrowserPressed()
        case .copyLink: viewModel.copyLinkPressed()
        case .download: viewModel.downloadPressed()
        case .ownerPhotos: viewModel.ownerPhotosRequested()
        case .tags: viewModel.tagsRequested()
        case .comments: viewModel.commentsRequested()
        case .open, .fullScreen: viewModel.fullScreenRequested()
        case .back: viewModel.backPressed()
        default: return false
        }
        return true
    }

    func resized(columns: Int, rows: Int, cell: PictureCell) {
        let pane = Layout(columns: columns, rows: rows, withPreview: true).preview
        viewModel?.inputs.previewAreaChanged(
            width: (pane?.columns ?? 0) * cell.width, height: (pane?.rows ?? 0) * cell.height, pixelAspect: cell.aspect
        )
    }

    func newSearchRequested() { viewModel?.inputs.newSearchRequested() }
    func appeared() { viewModel?.inputs.viewDidAppear() }
    func unbind() { viewModel = nil }
}
