import Observation
import ViewModels

/// Where a screen of text (a photo's page, the comments) is scrolled to: moved by the scrolling actions and
/// the wheel, kept within the text as last drawn. Observable (its offset only), as a view model's outputs are:
/// a scroll is drawn because the offset changed, not because a key came.
@MainActor
@Observable
final class TextScroll {
    /// The first line shown.
    private(set) var offset = 0
    /// How many lines show at once, and how many there are (as last drawn).
    @ObservationIgnored private var height = 1
    @ObservationIgnored private var count = 0

    /// The lines of `lines` to show in `height` lines.
    func visible<Line>(_ lines: [Line], height: Int) -> ArraySlice<Line> {
        (self.height, count) = (max(height, 1), lines.count)
        return lines.dropFirst(clamped(offset)).prefix(self.height)
    }

    /// Scrolls for the wheel, or for `action`; false when neither scrolls.
    func move(for key: Key, action: KeyAction?) -> Bool {
        let wanted: Int
        if case .wheel(let direction) = key {
            wanted = offset + direction
        } else {
            switch action {
            case .moveUp: wanted = offset - 1
            case .moveDown: wanted = offset + 1
            case .pageUp: wanted = offset - height
            case .pageDown: wanted = offset + height
            case .first: wanted = 0
            case .last: wanted = count
            default: return false
            }
        }
        let kept = clamped(wanted)
        if kept != offset { offset = kept }
        return true
    }

    /// `offset` kept within the text as last drawn.
    private func clamped(_ offset: Int) -> Int {
        max(0, min(offset, count - height))
    }
}
