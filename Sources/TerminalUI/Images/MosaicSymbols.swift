/// The glyphs a mosaic cell is drawn with, and so how many pixels a cell holds: each glyph splits the cell's
/// pixels between its foreground colour and its background one. Every set but `half` also has the eighth blocks
/// (`▁▂▃▄▅▆▇`, `▏▎▍▌▋▊▉`: Unicode 1.1 block elements, which every font draws), for edges between its grid's lines.
public enum MosaicSymbols: String, Sendable, CaseIterable {
    /// `▀` alone: 1×2 pixels a cell.
    case half
    /// The quadrants and halves (▘▝▀▖▌▞▛▗▚▐▜▄▙▟, Unicode 1.1 block elements, which every font draws): a 2×2 grid.
    case quadrant
    /// The sextants (U+1FB00–1FB3B, Unicode 13) and ▌▐: a 2×3 grid — only where the terminal draws them itself.
    case sextant
    /// The octants (U+1CD00–1CDE5, Unicode 16) and the block elements they leave to others: a 2×4 grid — only on
    /// asking (`--symbols octant`): the terminals that draw them themselves are recent versions of those that draw
    /// sextants.
    case octant

    /// Sextants where the terminal draws them itself, else quadrants.
    public static func best(for terminal: TerminalCapabilities) -> MosaicSymbols {
        terminal.drawsSextants ? .sextant : .quadrant
    }

    /// Pixels a cell holds across and down: 1×2 for half blocks; 8×8 for the others — their grid's parts, and an
    /// eighth of the cell each way.
    public var columns: Int { self == .half ? 1 : 8 }
    public var rows: Int { self == .half ? 2 : 8 }

    /// The parts of the cell its grid glyphs split, across and down.
    var gridColumns: Int { self == .half ? 1 : 2 }
    var gridRows: Int {
        switch self {
        case .half, .quadrant: 2
        case .sextant: 3
        case .octant: 4
        }
    }

    /// Whether the eighth blocks are among the glyphs.
    var hasEighths: Bool { self != .half }

    /// The grid's masks a cell may take — bit `i` set where part `i` (row by row) shows the foreground —, each with
    /// its first part set (a mask and its complement are one glyph with the colours swapped), the whole cell first.
    var masks: [Int] {
        let all = 1 << (gridColumns * gridRows)
        return [all - 1] + stride(from: 1, to: all - 1, by: 2)
    }

    /// The part of the grid the cell's pixel `x`, `y` falls in (by the pixel's centre).
    func part(x: Int, y: Int) -> Int {
        (2 * y + 1) * gridRows / (2 * rows) * gridColumns + (2 * x + 1) * gridColumns / (2 * columns)
    }

    /// The glyph that draws `shape`.
    func glyph(of shape: CellShape) -> Character {
        switch shape {
        case .grid(let mask): glyph(mask)
        case .lower(let eighths): Character(Unicode.Scalar(0x2580 + UInt32(eighths))!)
        case .left(let eighths): Character(Unicode.Scalar(0x2590 - UInt32(eighths))!)
        }
    }

    /// The glyph for the grid's `mask`; the whole cell is `▀` in one colour over the same (every terminal draws it,
    /// as the half-block cells always were).
    package func glyph(_ mask: Int) -> Character {
        let whole = (1 << (gridColumns * gridRows)) - 1
        guard mask != whole else { return "▀" }
        switch self {
        case .half: return "▀"
        case .quadrant: return MosaicSymbols.quadrants[mask]
        case .octant: return Character(Unicode.Scalar(MosaicSymbols.octants[mask])!)
        case .sextant:
            switch mask {
            case 0: return " "
            case 21: return "▌"
            case 42: return "▐"
            default: return Character(Unicode.Scalar(0x1FB00 + mask - 1 - (mask > 21 ? 1 : 0) - (mask > 42 ? 1 : 0))!)
            }
        }
    }

    /// By mask: bit 0 the upper left quadrant, 1 the upper right, 2 the lower left, 3 the lower right.
    private static let quadrants: [Character] = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]

    /// By mask (bit `i` the octant at column `i % 2`, row `i / 2`): the octant of that name, or the block element that
    /// already draws that shape (Unicode gives those no octant of their own) — generated from the names in Swift's
    /// Unicode 16 tables.
    private static let octants: [UInt32] = [
        0x20, 0x1CEA8, 0x1CEAB, 0x1FB82, 0x1CD00, 0x2598, 0x1CD01, 0x1CD02,
        0x1CD03, 0x1CD04, 0x259D, 0x1CD05, 0x1CD06, 0x1CD07, 0x1CD08, 0x2580,
        0x1CD09, 0x1CD0A, 0x1CD0B, 0x1CD0C, 0x1FBE6, 0x1CD0D, 0x1CD0E, 0x1CD0F,
        0x1CD10, 0x1CD11, 0x1CD12, 0x1CD13, 0x1CD14, 0x1CD15, 0x1CD16, 0x1CD17,
        0x1CD18, 0x1CD19, 0x1CD1A, 0x1CD1B, 0x1CD1C, 0x1CD1D, 0x1CD1E, 0x1CD1F,
        0x1FBE7, 0x1CD20, 0x1CD21, 0x1CD22, 0x1CD23, 0x1CD24, 0x1CD25, 0x1CD26,
        0x1CD27, 0x1CD28, 0x1CD29, 0x1CD2A, 0x1CD2B, 0x1CD2C, 0x1CD2D, 0x1CD2E,
        0x1CD2F, 0x1CD30, 0x1CD31, 0x1CD32, 0x1CD33, 0x1CD34, 0x1CD35, 0x1FB85,
        0x1CEA3, 0x1CD36, 0x1CD37, 0x1CD38, 0x1CD39, 0x1CD3A, 0x1CD3B, 0x1CD3C,
        0x1CD3D, 0x1CD3E, 0x1CD3F, 0x1CD40, 0x1CD41, 0x1CD42, 0x1CD43, 0x1CD44,
        0x2596, 0x1CD45, 0x1CD46, 0x1CD47, 0x1CD48, 0x258C, 0x1CD49, 0x1CD4A,
        0x1CD4B, 0x1CD4C, 0x259E, 0x1CD4D, 0x1CD4E, 0x1CD4F, 0x1CD50, 0x259B,
        0x1CD51, 0x1CD52, 0x1CD53, 0x1CD54, 0x1CD55, 0x1CD56, 0x1CD57, 0x1CD58,
        0x1CD59, 0x1CD5A, 0x1CD5B, 0x1CD5C, 0x1CD5D, 0x1CD5E, 0x1CD5F, 0x1CD60,
        0x1CD61, 0x1CD62, 0x1CD63, 0x1CD64, 0x1CD65, 0x1CD66, 0x1CD67, 0x1CD68,
        0x1CD69, 0x1CD6A, 0x1CD6B, 0x1CD6C, 0x1CD6D, 0x1CD6E, 0x1CD6F, 0x1CD70,
        0x1CEA0, 0x1CD71, 0x1CD72, 0x1CD73, 0x1CD74, 0x1CD75, 0x1CD76, 0x1CD77,
        0x1CD78, 0x1CD79, 0x1CD7A, 0x1CD7B, 0x1CD7C, 0x1CD7D, 0x1CD7E, 0x1CD7F,
        0x1CD80, 0x1CD81, 0x1CD82, 0x1CD83, 0x1CD84, 0x1CD85, 0x1CD86, 0x1CD87,
        0x1CD88, 0x1CD89, 0x1CD8A, 0x1CD8B, 0x1CD8C, 0x1CD8D, 0x1CD8E, 0x1CD8F,
        0x2597, 0x1CD90, 0x1CD91, 0x1CD92, 0x1CD93, 0x259A, 0x1CD94, 0x1CD95,
        0x1CD96, 0x1CD97, 0x2590, 0x1CD98, 0x1CD99, 0x1CD9A, 0x1CD9B, 0x259C,
        0x1CD9C, 0x1CD9D, 0x1CD9E, 0x1CD9F, 0x1CDA0, 0x1CDA1, 0x1CDA2, 0x1CDA3,
        0x1CDA4, 0x1CDA5, 0x1CDA6, 0x1CDA7, 0x1CDA8, 0x1CDA9, 0x1CDAA, 0x1CDAB,
        0x2582, 0x1CDAC, 0x1CDAD, 0x1CDAE, 0x1CDAF, 0x1CDB0, 0x1CDB1, 0x1CDB2,
        0x1CDB3, 0x1CDB4, 0x1CDB5, 0x1CDB6, 0x1CDB7, 0x1CDB8, 0x1CDB9, 0x1CDBA,
        0x1CDBB, 0x1CDBC, 0x1CDBD, 0x1CDBE, 0x1CDBF, 0x1CDC0, 0x1CDC1, 0x1CDC2,
        0x1CDC3, 0x1CDC4, 0x1CDC5, 0x1CDC6, 0x1CDC7, 0x1CDC8, 0x1CDC9, 0x1CDCA,
        0x1CDCB, 0x1CDCC, 0x1CDCD, 0x1CDCE, 0x1CDCF, 0x1CDD0, 0x1CDD1, 0x1CDD2,
        0x1CDD3, 0x1CDD4, 0x1CDD5, 0x1CDD6, 0x1CDD7, 0x1CDD8, 0x1CDD9, 0x1CDDA,
        0x2584, 0x1CDDB, 0x1CDDC, 0x1CDDD, 0x1CDDE, 0x2599, 0x1CDDF, 0x1CDE0,
        0x1CDE1, 0x1CDE2, 0x259F, 0x1CDE3, 0x2586, 0x1CDE4, 0x1CDE5, 0x2588
    ]
}
