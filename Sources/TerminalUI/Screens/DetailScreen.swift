import Model
import ViewModels

/// One photo in full: title, owner, dates, licence, counts, tags, the description wrapped, credit and link.
@MainActor
final class DetailScreen: Screen {
    private var viewModel: PhotoDetailViewModel?
    private var scroll = 0
    private var bodyHeight = 1

    init(viewModel: PhotoDetailViewModel) {
        self.viewModel = viewModel
    }

    var help: [(String, String)] {
        [("↑/↓ k/j, PgUp/PgDn", "scroll"), ("o", "open the page in a browser"), ("y", "copy the link"),
         ("d", "download the image"), ("Esc h q", "back to the results")]
    }

    func draw(on canvas: Canvas) {
        guard let viewModel else { return }
        canvas.bar(row: 0, left: viewModel.title, right: viewModel.isLoading ? "loading…" : "")
        let lines = body(of: viewModel, width: canvas.columns - 4)
        bodyHeight = max(canvas.rows - 2, 1)
        scroll = max(0, min(scroll, lines.count - bodyHeight))
        for (offset, line) in lines.dropFirst(scroll).prefix(bodyHeight).enumerated() {
            canvas.text(line.text, row: 1 + offset, column: 2, role: line.role, bold: line.bold)
        }
        let footer = viewModel.errorMessage ?? "↑↓ scroll  o open  y copy link  d download  ? help  q back"
        canvas.bar(row: canvas.rows - 1, left: footer, role: viewModel.errorMessage == nil ? .dim : .error)
        canvas.cursor(at: nil)
    }

    private struct Line {
        var text: String
        var role: Theme.Role = .normal
        var bold = false
    }

    private func body(of viewModel: PhotoDetailViewModel, width: Int) -> [Line] {
        var lines: [Line] = []
        if TerminalText.displayWidth(viewModel.title) > width - 12 {
            lines += WordWrap.lines(viewModel.title, width: width).map { Line(text: $0, bold: true) }
        }
        if !viewModel.owner.isEmpty { lines.append(Line(text: "by " + viewModel.owner, role: .accent)) }
        let dates = [viewModel.taken.map { "Taken \($0)" }, viewModel.posted.map { "Posted \($0)" }].compactMap { $0 }
        if !dates.isEmpty { lines.append(Line(text: dates.joined(separator: " · "))) }
        lines.append(Line(text: DisplayFormat.counts(viewModel.counts, separator: " · ")))
        if let license = viewModel.licenseName {
            lines.append(Line(text: "Licence: " + license + (viewModel.licenseURL.map { " <\($0.absoluteString)>" } ?? "")))
        }
        if !viewModel.tags.isEmpty {
            lines += WordWrap.lines("Tags: " + viewModel.tags.joined(separator: ", "), width: width).map { Line(text: $0, role: .dim) }
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
        guard let viewModel else { return false }
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

    func appeared() { viewModel?.viewDidAppear() }
    func unbind() { viewModel = nil }
}
