import Model
import ViewModels

/// Lines across the screen: the title and footer bars, and a view model's status line.
extension Canvas {
    /// A full-width line in `role`, with `left` and `right` texts. `drawnRight`: the right text the line shows now
    /// beside this same `left`, where it does — then the left part stands as it is, unless the right one's width changed.
    func bar(row: Int, left: String, right: String = "", role: Theme.Role = .bar, besideDrawn drawnRight: String? = nil) {
        let width = TerminalText.displayWidth(right)
        let rightWidth = min(width, columns / 2)
        // In two parts: the right one (a position) changes from key to key, the left one is fitted and drawn once.
        if drawnRight.map(barSideWidth) != rightWidth {
            text(fitted(" " + left, toWidth: columns - rightWidth - 1), row: row, role: role)
        }
        // A right text that fits (a position always does) goes as it is: fitted, every position passed was kept.
        text((width == rightWidth ? right : fitted(right, toWidth: rightWidth)) + " ", row: row, column: columns - rightWidth - 1, role: role)
    }

    /// The columns a bar gives its right text: its width, at most half the line.
    private func barSideWidth(_ right: String) -> Int { min(TerminalText.displayWidth(right), columns / 2) }

    /// A view model's status line at `row` from `column` to `end` (the line's end when `nil`), drawn as its tone says;
    /// `asBar` draws it full width.
    func status(_ line: StatusLine, row: Int, column: Int = 0, end: Int? = nil, asBar: Bool = false) {
        let role: Theme.Role = switch line.tone {
        case .hint: .dim
        case .progress, .notice: .accent
        case .error: .error
        }
        // Fitted to the rest of the line and padded: a status line clears whatever it lands on.
        if asBar {
            bar(row: row, left: line.text, role: role)
        } else {
            text(TerminalText.fitted(line.text, toWidth: max(min(end ?? columns, columns) - column, 0)), row: row, column: column, role: role)
        }
    }
}
