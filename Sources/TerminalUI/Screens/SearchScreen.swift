import ViewModels

/// The search screen: a title bar, the search field, and a status line for progress and errors.
@MainActor
final class SearchScreen: Screen {
    private var viewModel: (any SearchViewModelType)?
    private let keys: KeyBindings

    init(viewModel: any SearchViewModelType, keys: KeyBindings) {
        self.viewModel = viewModel
        self.keys = keys
    }

    /// Forwards a sentence that arrived after the first frame (from the app's background start-up work).
    func noticeArrived(_ sentence: String) {
        viewModel?.inputs.backgroundNoticeArrived(sentence)
    }

    let keyContexts: [KeyContext] = [.search]

    func draw(on canvas: Canvas) {
        guard let outputs = viewModel?.outputs else { return }
        canvas.bar(row: 0, left: outputs.title, right: outputs.sourceName)
        canvas.text(outputs.prompt, row: 2, column: 2, role: .dim)
        canvas.text(outputs.fieldLabel, row: 4, column: 2, bold: true)
        let fieldColumn = 2 + outputs.fieldLabel.count
        let window = FieldWindow(outputs.field, width: canvas.columns - fieldColumn - 2)
        canvas.text(window.text, row: 4, column: fieldColumn)
        var row = 6
        if let choices = outputs.historyChoices, canvas.rows >= 14 {
            for (index, entry) in choices.entries.enumerated() {
                let selected = index == choices.selected
                canvas.text((selected ? "▌" : " ") + entry, row: 5 + index, column: fieldColumn - 1, width: canvas.columns - fieldColumn - 1,
                            role: selected ? .selection : .dim)
            }
            row += choices.entries.count
        }
        canvas.text(outputs.filters, row: row, column: 2, width: canvas.columns - 4, role: .dim)
        if let suggestions = outputs.suggestionLine, canvas.rows >= 12 {
            canvas.text(suggestions, row: row + 2, column: 2, width: canvas.columns - 4, role: .dim)
        }
        canvas.status(outputs.statusLine, row: canvas.rows - 1, column: 1)
        canvas.cursor(at: (4, fieldColumn + window.cursorColumn))
    }

    func handle(_ key: Key) -> Bool {
        guard let inputs = viewModel?.inputs else { return false }
        switch (key, action(for: key, in: keys)) {
        case (.enter, _): inputs.searchSubmitted()
        case (.escape, _): inputs.escapePressed()
        case (_, .historyOlder): inputs.historyOlderRequested()
        case (_, .historyNewer): inputs.historyNewerRequested()
        case (_, .historySearch): inputs.historySearchRequested()
        case (_, .cycleSort): inputs.sortCycled()
        case (_, .cycleLicense): inputs.licenseFilterCycled()
        case (_, .cycleSource): inputs.sourceCycled()
        default:
            guard let edit = SearchScreen.edit(for: key) else { return false }
            inputs.searchFieldEdited(edit)
        }
        return true
    }

    /// The key map of the field: readline's keys.
    private static func edit(for key: Key) -> SearchFieldEdit? {
        switch key {
        case .character(let character): .insert(String(character))
        case .left: .moveLeft
        case .right: .moveRight
        case .home, .control("a"): .moveToStart
        case .end, .control("e"): .moveToEnd
        case .backspace, .control("h"): .deleteBackward
        case .delete, .control("d"): .deleteForward
        case .control("u"): .deleteToStart
        case .control("k"): .deleteToEnd
        case .control("w"), .altBackspace: .deleteWordBackward
        case .alt("d"): .deleteWordForward
        case .alt("b"): .moveWordLeft
        case .alt("f"): .moveWordRight
        case .paste(let text): .insert(text)
        default: nil
        }
    }

    func resized(columns: Int, rows: Int, cell: PictureCell) {}
    func newSearchRequested() { viewModel?.inputs.newSearchRequested() }
    func appeared() { viewModel?.inputs.viewDidAppear() }
    func unbind() { viewModel = nil }
}
