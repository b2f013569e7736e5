import FoundationEssentials
import Model

/// A page of results as a plain-text table: each photo's id (what a script acts on), title, owner, date taken and
/// counts — a column only where some row fills it — fitted to a width.
struct ResultTable {
    let page: PhotoPage

    /// The widest a table gets, whatever the terminal says (`COLUMNS=1000000` would pad every line to it).
    static let maximumWidth = 240

    /// One column: its heading, its cells, and whether they stand to the right (numbers).
    private struct Column {
        let heading: String
        let cells: [String]
        let right: Bool
        var width: Int

        init(_ heading: String, _ cells: [String], right: Bool = false, widest: Int = .max) {
            self.heading = heading
            self.cells = cells
            self.right = right
            width = min(([heading] + cells).map(TerminalText.displayWidth).max() ?? 0, widest)
        }

        var isFilled: Bool { cells.contains { !$0.isEmpty } }

        func cell(_ text: String) -> String {
            let fitted = TerminalText.truncated(text, toWidth: width)
            let padding = String(repeating: " ", count: max(0, width - TerminalText.displayWidth(fitted)))
            return right ? padding + fitted : fitted + padding
        }
    }

    /// The table, every line at most `width` columns (and ``maximumWidth``), the title column no wider than the longest
    /// title, every text sanitised.
    func render(width: Int) -> String {
        let width = min(max(width, 40), ResultTable.maximumWidth)
        let summary = TerminalText.truncated(
            "\(page.total) result\(page.total == 1 ? "" : "s") for “\(TerminalText.singleLine(page.query.text))” — page \(page.page) of \(max(page.lastReachablePage, 1))",
            toWidth: width
        )
        guard !page.photos.isEmpty else { return summary + "\nNo photos matched." }
        let photos = page.photos
        let id = Column("ID", photos.map { TerminalText.singleLine($0.id) }, widest: 24)
        let others = [
            Column("OWNER", photos.map(\.displayOwner), widest: min(20, max(10, width / 5))),
            Column("TAKEN", photos.map { $0.taken.map(DisplayFormat.day) ?? "" }),
            Column("VIEWS", photos.map { $0.counts.views.map(DisplayFormat.count) ?? "" }, right: true),
            Column("CMTS", photos.map { $0.counts.comments.map(DisplayFormat.count) ?? "" }, right: true),
            Column("FAVES", photos.map { $0.counts.faves.map(DisplayFormat.count) ?? "" }, right: true),
        ].filter(\.isFilled)
        var title = Column("TITLE", photos.map(\.displayTitle))
        title.width = min(title.width, max(8, width - ([id] + others).map { $0.width + 1 }.reduce(0, +)))
        let columns = [id, title] + others
        let lines = [columns.map { $0.cell($0.heading) }] + photos.indices.map { row in columns.map { $0.cell($0.cells[row]) } }
        return ([summary] + lines.map { cells in
            let line = cells.joined(separator: " ")
            return String(line.reversed().drop(while: { $0 == " " }).reversed())
        }).joined(separator: "\n")
    }
}
