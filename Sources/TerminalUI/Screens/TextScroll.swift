import ViewModels

/// Where a screen of text (a photo's page, the comments) is scrolled to: moved by the scrolling actions and
/// the wheel, kept within the text each time it is drawn.
struct TextScroll {
    /// The first line shown.
    private(set) var offset = 0
    /// How many lines show at once (as last drawn).
    private var height = 1

    /// The lines of `lines` to show in `height` lines, the offset first kept within them.
    mutating func visible<Line>(_ lines: [Line], height: Int) -> ArraySlice<Line> {
        self.height = max(height, 1)
        offset = max(0, min(offset, lines.count - self.height))
        return lines.dropFirst(offset).prefix(self.height)
    }

    /// Scrolls for the wheel, or for `action`; false when neither scrolls.
    mutating func move(for key: Key, action: KeyAction?) -> Bool {
        if case .wheel(let direction) = key {
            offset += direction
            return true
        }
        switch action {
        case .moveUp: offset -= 1
        case .moveDown: offset += 1
        case .pageUp: offset -= height
        case .pageDown: offset += height
        case .first: offset = 0
        case .last: offset = Int.max / 2
        default: return false
        }
        return true
    }
}
