import FoundationEssentials
import Model

/// A page of results as a plain-text table: title, owner, date taken and counts, fitted to a width.
struct ResultTable {
    let page: PhotoPage

    /// The widest a table gets, whatever the terminal says (`COLUMNS=1000000` would pad every line to it).
    static let maximumWidth = 240

    /// The table, every line at most `width` columns (and ``maximumWidth``), the title column no wider than the longest
    /// title, every text sanitised.
    func render(width: Int) -> String {
        let width = min(max(width, 40), ResultTable.maximumWidth)
        let summary = TerminalText.truncated(
            "\(page.total) result\(page.total == 1 ? "" : "s") for “\(TerminalText.singleLine(page.query.text))” — page \(page.page) of \(max(page.lastReachablePage, 1))",
            toWidth: width
        )
        guard !page.photos.isEmpty else { return summary + "\nNo photos matched." }
        let counts = 6 * 3 + 2
        let date = 10
        let owner = min(20, max(10, width / 5))
        let longest = page.photos.map { TerminalText.displayWidth($0.displayTitle) }.max() ?? 0
        let title = min(max(8, width - counts - date - owner - 3), max(longest, 5))
        let header = row(title: "TITLE", owner: "OWNER", date: "TAKEN", views: "VIEWS", comments: "CMTS", faves: "FAVES", widths: (title, owner))
        let lines = page.photos.map { photo in
            row(
                title: photo.displayTitle,
                owner: photo.displayOwner,
                date: photo.taken.map(DisplayFormat.day) ?? "",
                views: DisplayFormat.count(photo.counts.views),
                comments: DisplayFormat.count(photo.counts.comments),
                faves: DisplayFormat.count(photo.counts.faves),
                widths: (title, owner)
            )
        }
        return ([summary, header] + lines).joined(separator: "\n")
    }

    private func row(title: String, owner: String, date: String, views: String, comments: String, faves: String, widths: (Int, Int)) -> String {
        let left = TerminalText.fitted(title, toWidth: widths.0) + " " + TerminalText.fitted(owner, toWidth: widths.1) + " "
            + TerminalText.fitted(date, toWidth: 10)
        let right = [views, comments, faves].map { String(repeating: " ", count: max(0, 6 - $0.count)) + $0 }.joined(separator: " ")
        let line = left + " " + right
        return String(line.reversed().drop(while: { $0 == " " }).reversed())
    }
}
