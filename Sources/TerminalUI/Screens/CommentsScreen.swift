import ViewModels

/// A photo's comments: each author and date, then the text wrapped to the width; scrolled with the keys.
@MainActor
final class CommentsScreen: Screen {
    private var viewModel: (any PhotoCommentsViewModelType)?
    private let keys: KeyBindings
    private var scroll = 0
    private var bodyHeight = 1

    init(viewModel: any PhotoCommentsViewModelType, keys: KeyBindings) {
        self.viewModel = viewModel
        self.keys = keys
    }

    let keyContexts: [KeyContext] = [.comments]

    func draw(on canvas: Canvas) {
        guard let outputs = viewModel?.outputs else { return }
        canvas.bar(row: 0, left: outputs.title)
        let width = max(canvas.columns - 4, 1)
        var lines: [(text: String, role: Theme.Role, bold: Bool)] = []
        if let empty = outputs.emptyMessage { lines.append((empty, .dim, false)) }
        for comment in outputs.comments {
            lines.append((comment.heading, .accent, true))
            lines += WordWrap.lines(comment.text, width: width).map { ($0, .normal, false) }
            lines.append(("", .normal, false))
        }
        bodyHeight = max(canvas.rows - 3, 1)
        scroll = max(0, min(scroll, lines.count - bodyHeight))
        for (offset, line) in lines.dropFirst(scroll).prefix(bodyHeight).enumerated() {
            canvas.text(line.text, row: 2 + offset, column: 2, width: width, role: line.role, bold: line.bold)
        }
        canvas.status(outputs.statusLine, row: canvas.rows - 1, asBar: true)
        canvas.cursor(at: nil)
    }

    func handle(_ key: Key) -> Bool {
        guard let inputs = viewModel?.inputs else { return false }
        if case .wheel(let direction) = key {
            scroll += direction
            return true
        }
        switch action(for: key, in: keys) {
        case .moveUp: scroll -= 1
        case .moveDown: scroll += 1
        case .pageUp: scroll -= bodyHeight
        case .pageDown: scroll += bodyHeight
        case .first: scroll = 0
        case .last: scroll = Int.max / 2
        case .back: inputs.backPressed()
        default: return false
        }
        return true
    }

    func resized(columns: Int, rows: Int) {}
    func newSearchRequested() { viewModel?.inputs.newSearchRequested() }
    func appeared() { viewModel?.inputs.viewDidAppear() }
    func unbind() { viewModel = nil }
}
