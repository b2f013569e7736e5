/// The pane beside the list on a terminal wide enough, where the selected photo shows (as yazi and ranger show the
/// file under the cursor): its picture at the top, what is known of it under the picture.
public struct PreviewPane: Equatable, Sendable {
    /// The narrowest terminal that gets a pane: the list keeps 66 columns beside it.
    public static let minimumColumns = 120
    /// Lines kept under the picture for the title (two) and the details (four), with a blank line between.
    public static let textLines = 7

    /// The pane's first column and its width.
    public let column: Int
    public let columns: Int
    /// Its lines (from ``ResultsGeometry/top``), and the picture's at their top: none where the pane is too short.
    public let lines: Int
    public let pictureLines: Int

    /// The pane on a terminal of `columns`×`lines` cells, beside a list of `listColumns`; `nil` when it is too narrow
    /// or too short for one.
    init?(columns: Int, lines: Int, listColumns: Int) {
        let height = lines - 2
        guard columns >= PreviewPane.minimumColumns, height >= PreviewPane.textLines + 2 else { return nil }
        column = listColumns + 2
        self.columns = columns - column - 1
        self.lines = height
        let picture = height - PreviewPane.textLines
        pictureLines = picture >= 4 ? picture : 0
    }
}
