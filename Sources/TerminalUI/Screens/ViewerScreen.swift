import Model
import ViewModels

/// One photo at the whole terminal's size, with one line under it: its title, by whom and its credit, and where
/// it is among the results (or what was just said).
@MainActor
final class ViewerScreen: Screen {
    private var viewModel: (any PhotoViewerViewModelType)?
    private let keys: KeyBindings

    init(viewModel: any PhotoViewerViewModelType, keys: KeyBindings) {
        self.viewModel = viewModel
        self.keys = keys
    }

    /// The contact sheet's left and right first: here they go to the previous and next photo.
    let keyContexts: [KeyContext] = [.grid, .viewer]

    /// The terminal as last told, for laying the picture out again when the details pane opens or closes.
    private var size: (columns: Int, rows: Int, cell: PictureCell)?

    /// The details pane's width on a terminal of `columns`, when the details show: a third of it, 24 to 40 columns;
    /// the whole width where that would leave the photo less than 40.
    private static func paneColumns(_ columns: Int, showing: Bool) -> Int {
        guard showing else { return 0 }
        let pane = min(max(columns / 3, 24), 40)
        return columns - pane - 1 >= 40 ? pane : columns
    }

    func draw(on canvas: Canvas) {
        guard let viewModel = viewModel?.outputs else { return }
        let height = canvas.rows - 1
        let pane = ViewerScreen.paneColumns(canvas.columns, showing: viewModel.details != nil)
        let width = max(canvas.columns - pane - (pane > 0 ? 1 : 0), 0)
        if width > 0 {
            switch viewModel.picture {
            case .loaded(let image): canvas.photo(image, row: 0, column: 0, area: (width, height))
            case .loading: canvas.fill("░", row: 0, column: 0, columns: width, rows: height, role: .dim)
            case .failed: canvas.fill("╳", row: 0, column: 0, columns: width, rows: height, role: .dim)
            case .unavailable: canvas.text("No picture of this photo", row: height / 2, column: 2, width: width - 2, role: .dim)
            }
        }
        if let details = viewModel.details {
            let column = canvas.columns - pane
            // Each detail wrapped to the pane (a long credit reads whole); the first, the camera or its absence, stands out.
            let lines = details.enumerated().flatMap { index, line in
                (line.isEmpty ? [""] : WordWrap.lines(line, width: pane - 1)).map { (text: $0, first: index == 0) }
            }
            for (row, line) in lines.prefix(height - 1).enumerated() {
                canvas.text(canvas.fitted(line.text, toWidth: pane - 1), row: row + 1, column: column, width: pane - 1, role: line.first ? .accent : .normal)
            }
        }
        if let notice = viewModel.notice {
            canvas.status(notice, row: height, asBar: true)
        } else {
            let right = [viewModel.slideshowLabel ?? "", viewModel.zoomLabel ?? "", viewModel.position].filter { !$0.isEmpty }.joined(separator: "  ")
            canvas.bar(row: height, left: viewModel.caption, right: right.isEmpty ? "" : "  " + right)
        }
        canvas.cursor(at: nil)
    }

    func handle(_ key: Key) -> Bool {
        guard let viewModel = viewModel?.inputs else { return false }
        viewModel.noticeDismissed()
        let action = action(for: key, in: keys)
        if action == .slideshow { viewModel.slideshowPressed(); return true }
        viewModel.otherKeyPressed()
        switch action {
        case .moveLeft: viewModel.previousPressed()
        case .moveRight: viewModel.nextPressed()
        case .moveUp: viewModel.upPressed()
        case .moveDown: viewModel.downPressed()
        case .zoomIn: viewModel.zoomInPressed()
        case .zoomOut: viewModel.zoomOutPressed()
        case .zoomFit: viewModel.zoomFitPressed()
        case .zoomOneToOne: viewModel.oneToOnePressed()
        case .details:
            viewModel.detailsPressed()
            if let size { resized(columns: size.columns, rows: size.rows, cell: size.cell) }
        case .openInBrowser: viewModel.openInBrowserPressed()
        case .copyLink: viewModel.copyLinkPressed()
        case .download: viewModel.downloadPressed()
        case .back: viewModel.backPressed()
        default: return false
        }
        return true
    }

    func resized(columns: Int, rows: Int, cell: PictureCell) {
        size = (columns, rows, cell)
        let pane = ViewerScreen.paneColumns(columns, showing: viewModel?.outputs.details != nil)
        let width = max(columns - pane - (pane > 0 ? 1 : 0), 0)
        viewModel?.inputs.pictureAreaChanged(width: width * cell.width, height: max(rows - 1, 0) * cell.height, pixelAspect: cell.aspect)
    }

    func newSearchRequested() { viewModel?.inputs.newSearchRequested() }
    func unbind() { viewModel = nil }
}
