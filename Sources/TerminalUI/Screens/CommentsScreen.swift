import ViewModels

/// A photo's comments: each author and date, then the text wrapped to the width; scrolled with the keys.
@MainActor
final class CommentsScreen: Screen {
    private var viewModel: (any PhotoCommentsViewModelType)?
    private let keys: KeyBindings
    private let scroll = TextScroll()

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
        for (offset, line) in scroll.visible(lines, height: canvas.rows - 3).enumerated() {
            canvas.text(line.text, row: 2 + offset, column: 2, width: width, role: line.role, bold: line.bold)
        }
        canvas.status(outputs.statusLine, row: canvas.rows - 1, asBar: true)
        canvas.cursor(at: nil)
    }

    func handle(_ key: Key) -> Bool {
        guard let inputs = viewModel?.inputs else { return false }
        let action = action(for: key, in: keys)
        if scroll.move(for: key, action: action) { return true }
        guard action == .back else { return false }
        inputs.backPressed()
        return true
    }

    func resized(columns: Int, rows: Int, cell: PictureCell) {}
    func newSearchRequested() { viewModel?.inputs.newSearchRequested() }
    func appeared() { viewModel?.inputs.viewDidAppear() }
    func unbind() { viewModel = nil }
}
