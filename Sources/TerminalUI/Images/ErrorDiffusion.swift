import Model

/// Floyd–Steinberg dithering, a row at a time: each pixel takes its palette colour for the colour it has plus the
/// error its neighbours passed on, and passes its own error on — 7/16 to the right, 3/16, 5/16 and 1/16 to the
/// three below. Rows go alternately left to right and right to left (no drift to one side).
struct ErrorDiffusion {
    private let width: Int
    /// Errors owed to this row and the next, per channel, in sixteenths, with a pixel of margin either side.
    private var current: [Int32]
    private var next: [Int32]
    private var rightward = true

    init(width: Int) {
        self.width = width
        current = [Int32](repeating: 0, count: (width + 2) * 3)
        next = current
    }

    /// Chooses the palette colours of the row of RGB `pixels` from `start`, into `indices` from `out`.
    mutating func row(
        _ pixels: UnsafeBufferPointer<UInt8>, from start: Int, into indices: UnsafeMutableBufferPointer<UInt8>, at out: Int, palette: inout SixelPalette
    ) {
        let step = rightward ? 1 : -1
        var x = rightward ? 0 : width - 1
        for _ in 0..<width {
            let slot = (x + 1) * 3, ahead = slot + step * 3, behind = slot - step * 3
            var wanted: (Int32, Int32, Int32) = (0, 0, 0)
            wanted.0 = min(max(Int32(pixels[start + x * 3]) + current[slot] / 16, 0), 255)
            wanted.1 = min(max(Int32(pixels[start + x * 3 + 1]) + current[slot + 1] / 16, 0), 255)
            wanted.2 = min(max(Int32(pixels[start + x * 3 + 2]) + current[slot + 2] / 16, 0), 255)
            let index = palette.index(UInt8(wanted.0), UInt8(wanted.1), UInt8(wanted.2))
            indices[out + x] = index
            let chosen = palette.colors[Int(index)]
            spread(wanted.0 - Int32(chosen.red), channel: 0, slot: slot, ahead: ahead, behind: behind)
            spread(wanted.1 - Int32(chosen.green), channel: 1, slot: slot, ahead: ahead, behind: behind)
            spread(wanted.2 - Int32(chosen.blue), channel: 2, slot: slot, ahead: ahead, behind: behind)
            x += step
        }
        swap(&current, &next)
        for index in next.indices { next[index] = 0 }
        rightward.toggle()
    }

    private mutating func spread(_ error: Int32, channel: Int, slot: Int, ahead: Int, behind: Int) {
        current[ahead + channel] += error * 7
        next[behind + channel] += error * 3
        next[slot + channel] += error * 5
        next[ahead + channel] += error
    }
}
