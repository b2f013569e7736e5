/// A mosaic cell ``ImagePainter`` paints after ncurses' frame, in colours ncurses cannot send: its colours as SGR takes
/// them — a palette index, or 24 bits above ``direct`` — and its glyph.
struct OverlayCell: Equatable {
    let foreground: UInt32
    let background: UInt32
    let glyph: Unicode.Scalar

    static let direct: UInt32 = 1 << 24

    /// Appends the cell at `row`, `column` (from 0) to `bytes`: a cursor move, its colours, its glyph. Numbers are
    /// written digit by digit: string interpolation made this much of a 24-bit frame's cost.
    func append(row: Int, column: Int, to bytes: inout [UInt8]) {
        OverlayCell.appendCursorMove(row: row, column: column, to: &bytes)
        bytes += [0x1B, UInt8(ascii: "[")]
        OverlayCell.append(foreground, ground: "3", to: &bytes)
        bytes.append(UInt8(ascii: ";"))
        OverlayCell.append(background, ground: "4", to: &bytes)
        bytes.append(UInt8(ascii: "m"))
        if let glyph = UTF8.encode(glyph) { bytes += glyph }
    }

    /// `color`'s SGR parameters as the foreground (`ground` 3) or background (4).
    private static func append(_ color: UInt32, ground: Unicode.Scalar, to bytes: inout [UInt8]) {
        bytes += [UInt8(ascii: ground), UInt8(ascii: "8"), UInt8(ascii: ";"), UInt8(ascii: color >= direct ? "2" : "5"), UInt8(ascii: ";")]
        guard color >= direct else { return OverlayCell.append(decimal: Int(color), to: &bytes) }
        OverlayCell.append(decimal: Int(color >> 16 & 0xFF), to: &bytes)
        bytes.append(UInt8(ascii: ";"))
        OverlayCell.append(decimal: Int(color >> 8 & 0xFF), to: &bytes)
        bytes.append(UInt8(ascii: ";"))
        OverlayCell.append(decimal: Int(color & 0xFF), to: &bytes)
    }

    /// Appends a move of the cursor to `row`, `column` (from 0) to `bytes`.
    private static func appendCursorMove(row: Int, column: Int, to bytes: inout [UInt8]) {
        bytes += [0x1B, UInt8(ascii: "[")]
        append(decimal: row + 1, to: &bytes)
        bytes.append(UInt8(ascii: ";"))
        append(decimal: column + 1, to: &bytes)
        bytes.append(UInt8(ascii: "H"))
    }

    private static func append(decimal value: Int, to bytes: inout [UInt8]) {
        if value >= 10 { append(decimal: value / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
