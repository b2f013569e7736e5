import ViewModels

/// The selected photo in the pane beside the results list: the picture at the top, the title (two lines at most)
/// and the details right under it.
@MainActor
enum PreviewPaneDrawing {
    /// What a pane shows, to draw it only when that changed.
    struct Shown: Equatable {
        let picture: ImageState
        let title: String
        let details: [String]
    }

    /// What `preview` shows now.
    static func shown(_ preview: ResultPreview) -> Shown {
        Shown(picture: preview.pictureState, title: preview.title, details: preview.details)
    }

    /// Draws `shown` in `pane`, blanked first.
    static func draw(_ shown: Shown, in pane: PreviewPane, on canvas: Canvas) {
        let top = ResultsGeometry.top
        canvas.clear(rows: top..<top + pane.lines, columns: pane.column - 1..<pane.column + pane.columns)
        canvas.fill("│", row: top, column: pane.column - 2, columns: 1, rows: pane.lines, role: .dim)
        var pictureLines = pane.pictureLines
        switch shown.picture {
        case .loaded(let image): pictureLines = min(canvas.footprint(of: image).rows, pictureLines)
        case .unavailable: pictureLines = 0
        case .loading, .failed: break
        }
        if pictureLines > 0 {
            PictureArea.draw(shown.picture, row: top, column: pane.column, columns: pane.columns, rows: pictureLines, on: canvas)
        }
        var row = top + pictureLines + (pictureLines > 0 ? 1 : 0)
        for line in WordWrap.lines(shown.title, width: pane.columns).prefix(2) {
            canvas.text(line, row: row, column: pane.column, width: pane.columns, bold: true)
            row += 1
        }
        for detail in shown.details where row < top + pane.lines {
            canvas.text(canvas.fitted(detail, toWidth: pane.columns), row: row, column: pane.column, width: pane.columns, role: .dim)
            row += 1
        }
    }
}
