/// The colour pairs pictures take beyond the theme's: one for each foreground and background, made the first time
/// they are needed. When the terminal's pairs run out all are made anew from the first — and the screen must then be
/// painted again, or a cell would keep a reused pair's old colours. No terminal I/O: the painter makes the pairs.
struct ColorPairs {
    /// A pair to draw with: its number, whether it is to be made now, whether the pairs ran out before it.
    struct Allocation: Equatable {
        let pair: Int32
        let isNew: Bool
        let ranOut: Bool
    }

    private let first: Int32
    private var pairs: [Int64: Int32] = [:]
    private var next: Int32

    /// - Parameter first: the first pair pictures may take (those below are the theme's).
    init(first: Int32) {
        self.first = first
        next = first
    }

    /// The pair for `foreground` on `background`, of the terminal's `limit` pairs.
    mutating func pair(_ foreground: Int32, _ background: Int32, limit: Int32) -> Allocation {
        let key = Int64(foreground) << 32 | Int64(UInt32(bitPattern: background))
        if let pair = pairs[key] { return Allocation(pair: pair, isNew: false, ranOut: false) }
        let ranOut = next >= limit
        if ranOut {
            pairs = [:]
            next = first
        }
        let pair = next
        next += 1
        pairs[key] = pair
        return Allocation(pair: pair, isNew: true, ranOut: ranOut)
    }
}
