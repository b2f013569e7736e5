import ViewModels

/// The search screen: a title bar, the search field, and a status line for progress and errors.
@MainActor
final class SearchScreen: Screen {
    private var viewModel: SearchViewModel?
    private var field = TextField()
    private let backendName: String

    init(viewModel: SearchViewModel, backendName: String) {
        self.viewModel = viewModel
        self.backendName = backendName
        field = TextField(text: viewModel.searchText)
    }

    var capturesText: Bool { true }

    var help: [(String, String)] {
        [("Enter", "search"), ("←/→ Home/End", "move in the field"), ("Backspace/Delete", "erase"),
         ("Ctrl-U / Ctrl-W", "erase to start / previous word"), ("Esc", "cancel a search, else go back")]
    }

    func draw(on canvas: Canvas) {
        guard let viewModel else { return }
        canvas.bar(row: 0, left: "flickterm — photo search", right: backendName)
        canvas.text("Type a few words and press Enter. Prefix a word with - to exclude it.", row: 2, column: 2, role: .dim)
        let label = "Search: "
        canvas.text(label, row: 4, column: 2, bold: true)
        let fieldColumn = 2 + label.count
        let visible = field.visible(width: canvas.columns - fieldColumn - 2)
        canvas.text(visible.text, row: 4, column: fieldColumn)
        let status = canvas.rows - 1
        if viewModel.isSpinnerVisible {
            canvas.text("Searching…  (Esc cancels)", row: status, column: 1, role: .accent)
        } else if let error = viewModel.errorMessage {
            canvas.text(error, row: status, column: 1, role: .error)
        } else {
            canvas.text("Enter search · Esc back · ? help · Ctrl-C quit", row: status, column: 1, role: .dim)
        }
        canvas.cursor(at: (4, fieldColumn + visible.cursorColumn))
    }

    func handle(_ key: Key) -> Bool {
        guard let viewModel else { return false }
        switch key {
        case .enter:
            viewModel.searchSubmitted()
        case .escape:
            if viewModel.isSearching { viewModel.cancelPressed() } else { viewModel.backPressed() }
        default:
            guard field.handle(key) else { return false }
            viewModel.searchTextChanged(field.text)
        }
        return true
    }

    func appeared() { viewModel?.viewDidAppear() }
    func unbind() { viewModel = nil }
}
