import Model
import Observation
import ViewModels

/// The results: a header with the query and position, then either the list (a row a photo, with a small
/// thumbnail) or the contact sheet (tiles of larger thumbnails, titled, the selected one framed), and a
/// footer with key hints. Selection, scrolling, paging and the layout (``ResultsGeometry``) are the view model's;
/// the screen tells it the terminal's size and where a click fell.
@MainActor
package final class ResultsScreen: Screen {
    private var viewModel: (any SearchResultsViewModelType)?
    private let keys: KeyBindings
    /// What the last frame drew.
    private var onScreen = ResultsOnScreen(erasure: nil)

    package init(viewModel: any SearchResultsViewModelType, keys: KeyBindings) {
        self.viewModel = viewModel
        self.keys = keys
    }

    var keyContexts: [KeyContext] { viewModel?.outputs.layout == .grid ? [.grid, .results] : [.results] }

    package func draw(on canvas: Canvas) {
        guard let outputs = viewModel?.outputs else { return }
        if onScreen.erasure != canvas.erasure { onScreen = ResultsOnScreen(erasure: canvas.erasure) }
        // The frame observes what a move changes, the selection and the position it makes; the rest are parts.
        selection = (outputs.firstVisibleIndex, outputs.selectedIndex)
        position = outputs.position
        canvas.cursor(at: nil)
    }

    /// The parts a move does not change, each observed on its own (``ObservedApart``): the slots (what scrolls, which
    /// rows go where for the frame's selection: the layout and the rows change them), the title bar (but for the
    /// position), the rows planned (a row's thumbnail and counts change while it is on screen, rarely), the lines under
    /// them and the status bar. A part that changes asks for a frame with `changed`.
    package func drawParts(on canvas: Canvas, changed: @escaping @MainActor () -> Void) {
        guard let outputs = viewModel?.outputs else { return }
        let partChanged: @MainActor (Part) -> Void = { [weak self] part in self?.partChanged(part, changed: changed) }
        parts.run(.slots, changed: partChanged) { linesShown = planSlots(outputs, on: canvas) }
        parts.run(.titleBar, changed: partChanged) { drawTitleBar(outputs, on: canvas) }
        if let geometry = onScreen.geometry {
            for slot in slotsDue {
                let place = geometry.slot(slot.offset)
                guard !slot.marksOnly else {
                    ResultItemDrawing.marks(selected: slot.selected, row: place.line, geometry: geometry, on: canvas)
                    canvas.restyle(row: place.line, from: ResultItemDrawing.textColumn(geometry), to: geometry.slotColumns,
                                   role: slot.selected ? .selection : .normal, bold: true)
                    continue
                }
                parts.run(.row(ObjectIdentifier(slot.row)), changed: partChanged) {
                    draw(slot.row.outputs, selected: slot.selected, at: place, geometry: geometry, on: canvas)
                }
            }
        }
        slotsDue = []
        prepareAhead(outputs, on: canvas)
        parts.run(.tail, changed: partChanged) { drawTail(outputs, on: canvas) }
        if let pane = onScreen.geometry?.preview {
            parts.run(.preview, changed: partChanged) {
                guard let preview = outputs.preview else { return }
                let shown = PreviewPaneDrawing.shown(preview)
                guard onScreen.preview != shown else { return }
                PreviewPaneDrawing.draw(shown, in: pane, on: canvas)
                onScreen.preview = shown
            }
        }
        parts.run(.statusBar, changed: partChanged) {
            let statusLine = outputs.statusLine
            if onScreen.statusBar != statusLine {
                canvas.status(statusLine, row: canvas.rows - 1, asBar: true)
                onScreen.statusBar = statusLine
            }
        }
    }

    /// The screen keeps what it drew: a frame draws only the slots that changed, and scrolls.
    var keepsItsDrawing: Bool { true }

    /// A part of the screen observed on its own.
    private enum Part: Hashable {
        case slots, row(ObjectIdentifier), titleBar, tail, statusBar, preview
    }

    /// A slot to draw in ``drawParts(on:changed:)``: which, its row, and whether only its selection changed.
    private struct SlotDue {
        let offset: Int
        let row: any ResultItemViewModelType
        let selected: Bool
        let marksOnly: Bool
    }

    private let parts = ObservedApart<Part>()
    /// Rows that changed since they were drawn.
    private var changedRows: Set<ObjectIdentifier> = []
    /// The slots the slots part planned this frame, drawn after it; and the lines the rows take, where the tail goes.
    private var slotsDue: [SlotDue] = []
    private var linesShown = 0
    /// The first row on screen and the selected one, and where the selection is, as this frame read them: the
    /// parts' (``planSlots(_:on:)``, ``drawTitleBar(_:on:)``).
    private var selection: (first: Int, selected: Int?) = (0, nil)
    private var position = ""

    /// The title bar: the query and how many match at the left; where the rows came from and the position at the
    /// right. The position is the frame's, which observes the selection (it moves with every key); the rest only a page
    /// changes, observed here apart — with them in the frame, every move registered and cancelled them again.
    private func drawTitleBar(_ outputs: any SearchResultsViewModelOutputs, on canvas: Canvas) {
        let titleBar = ResultsOnScreen.TitleBar(left: outputs.title, right: outputs.originLabel.map { $0 + "  " + position } ?? position)
        guard onScreen.titleBar != titleBar else { return }
        // Mostly only the position changed: the title beside it stands.
        let drawn = onScreen.titleBar
        canvas.bar(row: 0, left: titleBar.left, right: titleBar.right, besideDrawn: drawn?.left == titleBar.left ? drawn?.right : nil)
        onScreen.titleBar = titleBar
    }

    /// A part changed: drawn again in a frame, asked for if it is on screen (a row may have left it).
    private func partChanged(_ part: Part, changed: @MainActor () -> Void) {
        guard case .row(let id) = part else { return changed() }
        changedRows.insert(id)
        if onScreen.slots.contains(where: { $0.row == id }) { changed() }
    }

    /// Moves what scrolled, blanks the slots that are gone and plans the slots whose rows, selection or contents
    /// changed since the last frame, in the list's rows or the contact sheet's tiles; returns the lines the rows take.
    private func planSlots(_ outputs: any SearchResultsViewModelOutputs, on canvas: Canvas) -> Int {
        let geometry = outputs.geometry, (first, selectedIndex) = selection
        let area = ResultsGeometry.top..<ResultsGeometry.top + geometry.lines(for: geometry.screenful)
        var vacated = 0..<0
        if onScreen.geometry != geometry {
            canvas.clear(rows: ResultsGeometry.top..<canvas.rows - 1)
            onScreen.geometry = geometry
            onScreen.blank(slots: geometry.screenful)
        } else if first != onScreen.firstVisibleIndex {
            let offset = first - onScreen.firstVisibleIndex
            if offset % geometry.columns == 0, !onScreen.slots.contains(.spoiled) {
                canvas.scroll(rows: area, by: offset / geometry.columns * geometry.slotLines)
                onScreen.scroll(by: offset)
                vacated = offset > 0 ? max(geometry.screenful - offset, 0)..<geometry.screenful : 0..<min(-offset, geometry.screenful)
            } else {
                canvas.clear(rows: area)
                onScreen.blank(slots: geometry.screenful)
            }
        }
        onScreen.firstVisibleIndex = first
        let rows = outputs.rows(in: first..<first + geometry.screenful)
        slotsDue = []
        for offset in 0..<geometry.screenful {
            let selected = first + offset == selectedIndex
            let row = offset < rows.count ? rows[offset] : nil
            let slot: ResultsOnScreen.Slot = row.map { .row(ObjectIdentifier($0), selected: selected) } ?? .blank
            let changed = slot.row.map(changedRows.contains) ?? false
            guard slot != onScreen.slots[offset] || changed else { continue }
            let place = geometry.slot(offset)
            // A list row that was only selected or left: its marks and its title's colours, nothing else.
            let marksOnly = !changed && geometry.layout == .list && geometry.showsThumbnails && slot.differsOnlyInSelection(from: onScreen.slots[offset])
            // The slots the scroll left behind are blank lines already: not cleared again.
            if !marksOnly, !vacated.contains(offset) {
                canvas.clear(rows: place.line..<place.line + geometry.slotLines, columns: place.column..<place.column + geometry.slotColumns)
            }
            onScreen.slots[offset] = slot
            if let row { slotsDue.append(SlotDue(offset: offset, row: row, selected: selected, marksOnly: marksOnly)) }
        }
        changedRows = []
        return geometry.lines(for: rows.count)
    }

    /// Makes ready the pictures one move brings in (the line of rows under the screen, the one above it): the frame that
    /// scrolls a row in shows its picture. Their thumbnails, fetched a screenful ahead, are read unobserved.
    private func prepareAhead(_ outputs: any SearchResultsViewModelOutputs, on canvas: Canvas) {
        guard canvas.drawsPixels, let geometry = onScreen.geometry, geometry.showsThumbnails else { return }
        let first = onScreen.firstVisibleIndex, next = first + geometry.screenful
        for row in outputs.rows(in: max(first - geometry.columns, 0)..<first) + outputs.rows(in: next..<next + geometry.columns) {
            if case .loaded(let image) = row.outputs.thumbnail { canvas.prepare(image) }
        }
    }

    /// A row whole, in the list's line or the contact sheet's tile at `place`.
    private func draw(
        _ item: any ResultItemViewModelOutputs, selected: Bool, at place: (line: Int, column: Int), geometry: ResultsGeometry, on canvas: Canvas
    ) {
        if geometry.layout == .grid {
            ResultItemDrawing.tile(item, selected: selected, row: place.line, column: place.column, geometry: geometry, on: canvas)
        } else {
            ResultItemDrawing.row(item, selected: selected, row: place.line, geometry: geometry, on: canvas)
        }
    }

    /// The lines under the rows, if they changed: the message of an empty list, and the list's status — a hint only
    /// where there is room under the last row, a failure always, over the last row when the list fills the screen (drawn
    /// on every frame, and that row drawn again under it once it is gone).
    private func drawTail(_ outputs: any SearchResultsViewModelOutputs, on canvas: Canvas) {
        // Beside a preview pane, the list's own columns.
        let listColumns = onScreen.geometry.flatMap { geometry in geometry.preview.map { _ in 0..<geometry.slotColumns } }
        let start = ResultsGeometry.top + linesShown
        let status = outputs.listStatus.flatMap { $0.tone == .error || start < canvas.rows - 1 ? $0 : nil }
        let statusRow = min(start, canvas.rows - 2)
        let tail = ResultsOnScreen.Tail(start: start, emptyMessage: outputs.emptyMessage, status: statusRow >= start ? status : nil)
        if onScreen.tail != tail {
            canvas.clear(rows: start..<max(start, canvas.rows - 1), columns: listColumns)
            if let empty = tail.emptyMessage { canvas.text(empty, row: 2, column: 2, role: .dim) }
            if let status = tail.status { canvas.status(status, row: statusRow, column: 2, end: listColumns?.upperBound) }
            onScreen.tail = tail
        }
        guard let status, statusRow < start, let geometry = onScreen.geometry else { return }
        canvas.status(status, row: statusRow, column: 2, end: listColumns?.upperBound)
        for offset in onScreen.slots.indices {
            let line = geometry.slot(offset).line
            if (line..<line + geometry.slotLines).contains(statusRow) { onScreen.slots[offset] = .spoiled }
        }
    }

    package func handle(_ key: Key) -> Bool {
        guard let viewModel else { return false }
        let inputs = viewModel.inputs
        inputs.noticeDismissed()
        switch key {
        case .wheel(let direction): direction < 0 ? inputs.moveUp() : inputs.moveDown()
        case .click(let row, let column): inputs.clicked(line: row, column: column)
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
            case .toggleView: inputs.layoutToggled()
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

    package func resized(columns: Int, rows: Int, cell: PictureCell) {
        viewModel?.inputs.viewportChanged(columns: columns, lines: rows, cell: cell)
    }

    func newSearchRequested() { viewModel?.inputs.newSearchRequested() }
    func unbind() { viewModel = nil }
}
