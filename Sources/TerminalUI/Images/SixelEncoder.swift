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
@_spi(Benchmark) public enum SixelEncoder {
    /// A small picture gets a colour for every 40 of its pixels (a 72×72 thumbnail 129): its palette and the colours
    /// each band selects again are much of its bytes — measured on a thumbnail, 128 colours instead of 256 wrote 12 KB
    /// instead of 19 for 37.2 dB instead of 39.3 (img2sixel: 14.8 KB, 35.3 dB). Pictures of 10,240 pixels and more
    /// get every colour the terminal has.
    static let pixelsPerColour = 40

    /// The sixel sequence for `image`, in at most `colors` colours (fewer for a small image: ``pixelsPerColour``); `dithered`: each pixel's error against its colour
    /// spread to the pixels right of and below it (Floyd–Steinberg).
    @_spi(Benchmark) public static func encode(_ image: RGBImage, colors: Int = 256, dithered: Bool = false) -> [UInt8] {
        let width = image.width, height = image.height
        guard width > 0, height > 0 else { return [] }
        var palette = SixelPalette(for: image, limit: min(colors, max(16, width * height / pixelsPerColour)))
        var out: [UInt8] = []
        out.reserveCapacity(width * height / 2)
        out += Array("\u{1b}P0;1;0q\"1;1;".utf8)
        out.appendNumber(width)
        out.append(UInt8(ascii: ";"))
        out.appendNumber(height)
        for (index, color) in palette.colors.enumerated() {
            out.append(UInt8(ascii: "#"))
            out.appendNumber(index)
            out += [UInt8(ascii: ";"), UInt8(ascii: "2"), UInt8(ascii: ";")]
            out.appendNumber(SixelPalette.percent(color.red))
            out.append(UInt8(ascii: ";"))
            out.appendNumber(SixelPalette.percent(color.green))
            out.append(UInt8(ascii: ";"))
            out.appendNumber(SixelPalette.percent(color.blue))
        }
        let colorCount = palette.colors.count
        // Per colour: its six-bit column patterns for the band, and the columns where it has any, in order — so that
        // writing a colour's line costs its own columns, not the width it spans (256 colours spread over a photo's
        // width cost a scan of some 160,000 columns a band, most of the encode, before).
        var bits = [UInt8](repeating: 0, count: colorCount * width)
        var columns = [Int32](repeating: 0, count: colorCount * width)
        var counts = [Int](repeating: 0, count: colorCount)
        var used: [Int] = []
        used.reserveCapacity(colorCount)
        var indices = [UInt8](repeating: 0, count: width * 6)
        var diffusion = dithered ? ErrorDiffusion(width: width) : nil
        image.pixels.withUnsafeBufferPointer { pixels in
            for top in stride(from: 0, to: height, by: 6) {
                let rows = min(6, height - top)
                for row in 0..<rows {
                    let start = (top + row) * width * 3
                    if diffusion != nil {
                        diffusion!.row(pixels, from: start, into: &indices, at: row * width, palette: &palette)
                        continue
                    }
                    var offset = start
                    for x in 0..<width {
                        indices[row * width + x] = palette.index(pixels[offset], pixels[offset + 1], pixels[offset + 2])
                        offset += 3
                    }
                }
                used.removeAll(keepingCapacity: true)
                for x in 0..<width {
                    for row in 0..<rows {
                        let color = Int(indices[row * width + x])
                        let cell = color * width + x
                        if bits[cell] == 0 {
                            if counts[color] == 0 { used.append(color) }
                            columns[color * width + counts[color]] = Int32(x)
                            counts[color] += 1
                        }
                        bits[cell] |= UInt8(1) << row
                    }
                }
                used.sort()
                for (position, color) in used.enumerated() {
                    out.append(UInt8(ascii: "#"))
                    out.appendNumber(color)
                    let base = color * width
                    var next = 0, index = 0
                    while index < counts[color] {
                        let x = Int(columns[base + index])
                        out.appendRun(of: 63, count: x - next)
                        let pattern = bits[base + x]
                        var run = 1
                        while index + run < counts[color], Int(columns[base + index + run]) == x + run, bits[base + x + run] == pattern { run += 1 }
                        out.appendRun(of: 63 + pattern, count: run)
                        for column in x..<x + run { bits[base + column] = 0 }
                        next = x + run
                        index += run
                    }
                    counts[color] = 0
                    // `$` goes back to the band's start for the next colour; `-` begins the next band.
                    if position < used.count - 1 { out.append(UInt8(ascii: "$")) }
                }
                if top + 6 < height { out.append(UInt8(ascii: "-")) }
            }
        }
        out += [0x1B, UInt8(ascii: "\\")]
        return out
    }
}

private extension [UInt8] {
    /// Appends `value` in decimal.
    mutating func appendNumber(_ value: Int) {
        if value >= 10 { appendNumber(value / 10) }
        append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Appends `count` of the sixel `character`: `!count` and the character where that is shorter.
    mutating func appendRun(of character: UInt8, count: Int) {
        if count > 3 {
            append(UInt8(ascii: "!"))
            appendNumber(count)
            append(character)
        } else {
            for _ in 0..<count { append(character) }
        }
    }
}
