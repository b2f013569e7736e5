import ViewModels

/// What the results screen drew in its last frame — the bars, each slot, the lines under the slots — so that a frame
/// draws only what changed and moves what scrolled. It holds only while the canvas keeps the screen: an erasure
/// (``Canvas/erasure``) or another layout has everything drawn again.
struct ResultsOnScreen {
    /// What a slot shows.
    enum Slot: Equatable {
        case blank
        /// A row: which one, and whether selected (what else of it changes, its own observation tells).
        case row(ObjectIdentifier, selected: Bool)
        /// Written over since (a failure on the last line): drawn again.
        case spoiled

        /// The row shown, if any.
        var row: ObjectIdentifier? {
            guard case .row(let row, _) = self else { return nil }
            return row
        }

        /// True when this is `other` but for being selected or not.
        func differsOnlyInSelection(from other: Slot) -> Bool {
            guard case .row(let row, let selected) = self else { return false }
            return other == .row(row, selected: !selected)
        }
    }

    /// The lines under the slots: where they start, and what they show.
    struct Tail: Equatable {
        let start: Int
        let emptyMessage: String?
        let status: StatusLine?
    }

    /// The title bar's texts: the query and how many match; where the rows came from and the position.
    struct TitleBar: Equatable {
        let left: String
        let right: String
    }

    /// The canvas' last erasure when this was drawn.
    let erasure: Canvas.Erasure?
    var geometry: ResultsGeometry?
    var firstVisibleIndex = 0
    var slots: [Slot] = []
    var titleBar: TitleBar?
    var statusBar: StatusLine?
    var tail: Tail?
    /// What the preview pane shows; `nil` when it must be drawn again (the list scrolled or cleared across it).
    var preview: PreviewPaneDrawing.Shown?

    init(erasure: Canvas.Erasure?) {
        self.erasure = erasure
    }

    /// The slots' lines were blanked, `count` slots now: each is drawn again, and what is under them.
    mutating func blank(slots count: Int) {
        slots = Array(repeating: .blank, count: count)
        tail = nil
        preview = nil
    }

    /// The screen's lines moved up by `offset` slots (down when negative) in this `geometry`: the slots' contents
    /// move with them; what is under the slots is drawn again.
    mutating func scroll(by offset: Int) {
        slots = slots.indices.map { slots.indices.contains($0 + offset) ? slots[$0 + offset] : .blank }
        tail = nil
        preview = nil
    }
}
