import Model
import ViewModels

/// One photo in full: title, owner, dates, licence, counts, tags, the description wrapped, credit and link.
/// The lines are the view model's; the screen wraps them to its width and scrolls them.
@MainActor
final class DetailScreen: Screen {
    private var viewModel: (any PhotoDetailViewModelType)?
    private var scroll = 0
    private var bodyHeight = 1

    init(viewModel: any PhotoDetailViewModelType) {
        self.viewModel = viewModel
    }

    var help: [(String, String)] {
        [("↑/↓ k/j, PgUp/PgDn", "scroll"), ("o", "open the page in a browser"), ("y", "copy the link"),
         ("d", "download the image"), ("Esc h q", "back to the results")]
    }

    func draw(on canvas: Canvas) {
        guard let viewModel = viewModel?.outputs else { return }
        canvas.bar(row: 0, left: viewModel.title, right: viewModel.progress)
        let lines = body(of: viewModel, width: canvas.columns - 4)
        bodyHeight = max(canvas.rows - 2, 1)
        scroll = max(0, min(scroll, lines.count - bodyHeight))
        for (offset, line) in lines.dropFirst(scroll).prefix(bodyHeight).enumerated() {
            canvas.text(line.text, row: 1 + offset, column: 2, role: line.role, bold: line.bold)
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
        lines.append(Line(text: viewModel.countsLine))
        if let license = viewModel.licenseLine { lines.append(Line(text: license)) }
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
        switch key {
        case .up, .character("k"), .wheel(-1): scroll -= 1
        case .down, .character("j"), .wheel(1): scroll += 1
        case .pageUp, .control("b"): scroll -= bodyHeight
        case .pageDown, .control("f"), .character(" "): scroll += bodyHeight
        case .home, .character("g"): scroll = 0
        case .end, .character("G"): scroll = Int.max / 2
        case .character("o"): viewModel.openInBrowserPressed()
        case .character("y"): viewModel.copyLinkPressed()
        case .character("d"): viewModel.downloadPressed()
        case .escape, .backspace, .character("h"), .character("q"), .left: viewModel.backPressed()
        default: return false
        }
        return true
    }

    func resized(columns: Int, rows: Int) {}
    func newSearchRequested() { viewModel?.inputs.newSearchRequested() }
    func appeared() { viewModel?.inputs.viewDidAppear() }
    func unbind() { viewModel = nil }
}
