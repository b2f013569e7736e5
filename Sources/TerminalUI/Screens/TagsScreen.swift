import ViewModels

/// A photo's tags, one a line, the selected one highlighted; Enter searches it.
@MainActor
final class TagsScreen: Screen {
    private var viewModel: (any PhotoTagsViewModelType)?
    private let keys: KeyBindings

    init(viewModel: any PhotoTagsViewModelType, keys: KeyBindings) {
        self.viewModel = viewModel
        self.keys = keys
    }

    let keyContexts: [KeyContext] = [.tags]

    func draw(on canvas: Canvas) {
        guard let outputs = viewModel?.outputs else { return }
        canvas.bar(row: 0, left: outputs.title)
        if let empty = outputs.emptyMessage { canvas.text(empty, row: 2, column: 2, role: .dim) }
        let height = max(canvas.rows - 3, 1)
        let selected = outputs.selectedIndex ?? 0
        let first = max(0, min(selected - height / 2, outputs.tags.count - height))
        for (offset, tag) in outputs.tags.dropFirst(first).prefix(height).enumerated() {
            let isSelected = first + offset == outputs.selectedIndex
            canvas.text((isSelected ? "▌" : " ") + tag, row: 2 + offset, column: 1, width: canvas.columns - 2,
                        role: isSelected ? .selection : .normal)
        }
        canvas.status(outputs.statusLine, row: canvas.rows - 1, asBar: true)
        canvas.cursor(at: nil)
    }

    func handle(_ key: Key) -> Bool {
        guard let inputs = viewModel?.inputs else { return false }
        switch key {
        case .wheel(let direction): direction < 0 ? inputs.moveUp() : inputs.moveDown()
        default:
            switch action(for: key, in: keys) {
            case .moveUp: inputs.moveUp()
            case .moveDown: inputs.moveDown()
            case .open: inputs.tagActivated()
            case .back: inputs.backPressed()
            default: return false
            }
        }
        return true
    }

    func resized(columns: Int, rows: Int, cell: PictureCell) {}
    func newSearchRequested() { viewModel?.inputs.newSearchRequested() }
    func unbind() { viewModel = nil }
}
