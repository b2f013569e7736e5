import Model

/// One terminal cell of an image: `▀` with the upper pixel as foreground and the lower as background, or
/// (without colour) a shade character for both.
struct HalfBlockCell: Equatable, Sendable {
    /// A cell's colour as the terminal is told it.
    enum Color: Equatable, Sendable {
        case rgb(RGB)
        case indexed(UInt8)
        case none
    }

    let character: Character
    let foreground: Color
    let background: Color
}
