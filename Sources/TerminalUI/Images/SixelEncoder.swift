import Model

/// An image as a sixel sequence (DEC's VT340 graphics, drawn by xterm, foot, WezTerm, Konsole, mlterm, Windows
/// Terminal): a palette of its own (``SixelPalette``), then bands of six pixel rows, each band one run of sixel
/// characters per colour it uses, from that colour's first column to its last, repeats run-length encoded.
///
/// Pixels a colour does not cover are left as they were (P2 = 1), so the image's last band never paints below
/// the image; the raster attributes give its exact size.
///
/// Our own rather than libsixel's or libchafa's: `make bench` measures it against both (`img2sixel`,
/// `chafa -f sixel`) on the same images, for time, bytes and fidelity.
package enum SixelEncoder {
    /// A small picture gets a colour for every 40 of its pixels (a 72×72 thumbnail 129): its palette and the colours
    /// each band selects again are much of its bytes, and fewer colours cost a small picture little of its likeness
    /// (`make bench` compares). Pictures of 10,240 pixels and more get every colour the terminal has.
    static let pixelsPerColour = 40

    /// The sixel sequence for `image`, in at most `colors` colours (fewer for a small image: ``pixelsPerColour``); `dithered`: each pixel's error against its colour
    /// spread to the pixels right of and below it (Floyd–Steinberg).
    package static func encode(_ image: RGBImage, colors: Int = 256, dithered: Bool = false) -> [UInt8] {
        let width = image.width, height = image.height
        guard width > 0, height > 0 else { return [] }
        var palette = SixelPalette(for: image, limit: min(colors, max(16, width * height / pixelsPerColour)))
        let colorCount = palette.colors.count
        var out: [UInt8] = []
        out.reserveCapacity(width * height / 2)
        // The header, then each band, written in place into a buffer that holds the most either can take
        // (``SixelPiece``) and appended whole, rather than a byte at a time with a bounds check for each.
        var buffer = [UInt8](repeating: 0, count: SixelPiece.capacity(width: width, height: height, colors: colorCount))
        SixelPiece.append(to: &out, through: &buffer) { piece in
            for byte in "\u{1b}P0;1;0q\"1;1;".utf8 { piece.byte(byte) }
            piece.number(width)
            piece.byte(UInt8(ascii: ";"))
            piece.number(height)
            for (index, color) in palette.colors.enumerated() {
                piece.byte(UInt8(ascii: "#"))
                piece.number(index)
                for byte in ";2;".utf8 { piece.byte(byte) }
                piece.number(SixelPalette.percent(color.red))
                piece.byte(UInt8(ascii: ";"))
                piece.number(SixelPalette.percent(color.green))
                piece.byte(UInt8(ascii: ";"))
                piece.number(SixelPalette.percent(color.blue))
            }
        }
        var used = BandColors()
        var diffusion = dithered ? ErrorDiffusion(width: width) : nil
        BandTables.zeroed(width: width, colors: colorCount) { tables in
            let (bits, columns, counts, indices) = (tables.bits, tables.columns, tables.counts, tables.indices)
            image.pixels.withUnsafeBufferPointer { pixels in
                for top in stride(from: 0, to: height, by: 6) {
                    let rows = min(6, height - top)
                    for row in 0..<rows {
                        let start = (top + row) * width * 3
                        if diffusion != nil {
                            diffusion!.row(pixels, from: start, into: indices, at: row * width, palette: &palette)
                            continue
                        }
                        // Offsets within the image and the band, which their sizes bound: wrapping arithmetic, with
                        // no overflow to check, here and in the bands below.
                        var offset = start, out = row &* width
                        for _ in 0..<width {
                            indices[out] = palette.index(pixels[offset], pixels[offset &+ 1], pixels[offset &+ 2])
                            offset &+= 3
                            out &+= 1
                        }
                    }
                    used.removeAll()
                    for x in 0..<width {
                        var at = x
                        for row in 0..<UInt8(rows) {
                            let color = Int(indices[at])
                            at &+= width
                            let cell = color &* width &+ x
                            let pattern = bits[cell]
                            if pattern == 0 {
                                let count = counts[color]
                                if count == 0 { used.insert(color) }
                                columns[color &* width &+ count] = Int32(truncatingIfNeeded: x)
                                counts[color] = count &+ 1
                            }
                            bits[cell] = pattern | 1 &<< row
                        }
                    }
                    SixelPiece.append(to: &out, through: &buffer) { piece in
                        var first = true
                        used.forEach { color in
                            // `$` goes back to the band's start for the next colour; `-` begins the next band.
                            if !first { piece.byte(UInt8(ascii: "$")) }
                            first = false
                            piece.byte(UInt8(ascii: "#"))
                            piece.number(color)
                            // Offsets in the band's tables, which their sizes bound: wrapping arithmetic, as above.
                            let base = color &* width, count = counts[color]
                            var next = 0, index = 0
                            while index < count {
                                let x = Int(columns[base &+ index])
                                piece.run(of: 63, count: x &- next)
                                // Each column's pattern cleared as it is read, for the next band: a loop clearing
                                // the run afterwards became a call to `memset` for a few bytes.
                                let pattern = bits[base &+ x]
                                bits[base &+ x] = 0
                                var run = 1
                                while index &+ run < count, Int(columns[base &+ index &+ run]) == x &+ run, bits[base &+ x &+ run] == pattern {
                                    bits[base &+ x &+ run] = 0
                                    run &+= 1
                                }
                                piece.run(of: 63 &+ pattern, count: run)
                                next = x &+ run
                                index &+= run
                            }
                            counts[color] = 0
                        }
                        if top + 6 < height { piece.byte(UInt8(ascii: "-")) }
                    }
                }
            }
        }
        out += [0x1B, UInt8(ascii: "\\")]
        return out
    }
}

/// The colours a band uses: a set of up to 256, read in order of their numbers, with no sort.
private struct BandColors {
    private var words = SIMD4<UInt64>(repeating: 0)

    mutating func insert(_ color: Int) {
        words[color &>> 6] |= 1 &<< UInt64(color & 63)
    }

    mutating func removeAll() {
        words = SIMD4(repeating: 0)
    }

    /// Calls `body` with each colour, in order.
    func forEach(_ body: (Int) -> Void) {
        for word in 0..<4 {
            var bits = words[word]
            while bits != 0 {
                body(word &<< 6 | bits.trailingZeroBitCount)
                bits &= bits &- 1
            }
        }
    }
}

/// A band's tables, through their buffers for the whole encode (as arrays, each write checked the array's bounds and that
/// it was not shared). Per colour: its six-bit column patterns
/// for the band, and the columns where it has any, in order — so that writing a colour's line costs its own columns,
/// not the width it spans (256 colours spread over a photo's width cost a scan of some 160,000 columns a band, most of
/// the encode, before); how many of those columns; and the band's pixels' colours, row by row.
private struct BandTables {
    let bits: UnsafeMutableBufferPointer<UInt8>
    let columns: UnsafeMutableBufferPointer<Int32>
    let counts: UnsafeMutableBufferPointer<Int>
    let indices: UnsafeMutableBufferPointer<UInt8>

    /// Calls `body` with tables, all zero, for bands `width` pixels wide in `colors` colours.
    static func zeroed<Result>(width: Int, colors: Int, _ body: (BandTables) -> Result) -> Result {
        var bits = [UInt8](repeating: 0, count: colors * width)
        // Each colour's columns are written before they are read: not cleared (a 1024-pixel photo's 1 MB).
        var columns = [Int32](unsafeUninitializedCapacity: colors * width) { _, count in count = colors * width }
        var counts = [Int](repeating: 0, count: colors)
        var indices = [UInt8](repeating: 0, count: width * 6)
        return bits.withUnsafeMutableBufferPointer { bits in
            columns.withUnsafeMutableBufferPointer { columns in
                counts.withUnsafeMutableBufferPointer { counts in
                    indices.withUnsafeMutableBufferPointer { indices in
                        body(BandTables(bits: bits, columns: columns, counts: counts, indices: indices))
                    }
                }
            }
        }
    }
}

/// A piece of a sixel sequence — its header, or one band — written in place into a buffer of
/// ``capacity(width:height:colors:)`` bytes, which no piece exceeds.
private struct SixelPiece {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    private init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    /// Writes a piece with `body` into `buffer` and appends it to `out`.
    static func append(to out: inout [UInt8], through buffer: inout [UInt8], _ body: (inout SixelPiece) -> Void) {
        let count = buffer.withUnsafeMutableBufferPointer { buffer in
            var piece = SixelPiece(buffer)
            body(&piece)
            return piece.count
        }
        out.append(contentsOf: buffer[..<count])
    }

    /// The most a piece of an image of `width`×`height` in `colors` colours takes. The header: its 14 bytes, the
    /// size, and for each colour `#`, its number and its three percents (`;2;` and `;` twice: 18 bytes at most). A
    /// band: for each colour it uses, `#`, its number (3 digits) and `$`; for each column a colour covers (six pixels
    /// a column, so at most 6 × `width` of them over all colours), at most a run of blanks before it and a run of its
    /// pattern, each `!`, a count (of at most `width`) and the character; and the `-` that ends it.
    static func capacity(width: Int, height: Int, colors: Int) -> Int {
        let header = 14 + String(width).utf8.count + 1 + String(height).utf8.count + colors * 18
        let run = 2 + String(width).utf8.count
        return max(header, min(colors, 6 * width) * 5 + 6 * width * 2 * run + 1)
    }

    mutating func byte(_ byte: UInt8) {
        // Checked where tests run (debug builds); unchecked in the release, whose bound the tests hold.
        buffer[count] = byte
        count &+= 1
    }

    /// `value` (not negative) in decimal: two digits a step (colour numbers and counts have one to four).
    mutating func number(_ value: Int) {
        let zero = UInt8(ascii: "0")
        if value >= 100 {
            number(value / 100)
            let rest = value % 100
            byte(zero &+ UInt8(truncatingIfNeeded: rest / 10))
            byte(zero &+ UInt8(truncatingIfNeeded: rest % 10))
        } else if value >= 10 {
            byte(zero &+ UInt8(truncatingIfNeeded: value / 10))
            byte(zero &+ UInt8(truncatingIfNeeded: value % 10))
        } else {
            byte(zero &+ UInt8(truncatingIfNeeded: value))
        }
    }

    /// `count` of the sixel `character`: `!count` and the character where that is shorter.
    mutating func run(of character: UInt8, count: Int) {
        if count > 3 {
            byte(UInt8(ascii: "!"))
            number(count)
            byte(character)
        } else if count > 0 {
            // Written out: a loop of one to three bytes became a call to `memset`.
            byte(character)
            if count > 1 { byte(character) }
            if count > 2 { byte(character) }
        }
    }
}
