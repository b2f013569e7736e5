import CNcursesw

/// The terminal's own sequences for colours — terminfo's setaf and setab — made once per colour and kept: formatting
/// them is most of what a picture cell sent through ncurses costs (callgrind: ~2,200 instructions a colour, 113 colours
/// a frame when a row of thumbnails scrolls in).
struct ColorSequences {
    private var foregrounds: [Int32: [UInt8]] = [:]
    private var backgrounds: [Int32: [UInt8]] = [:]
    /// Colours kept at most, each way (direct colour has 16 million).
    private let kept = 4096

    /// True when the terminfo has both sequences.
    static var available: Bool {
        var probe = [CChar](repeating: 0, count: 64)
        return flk_color_sequence(0, 1, &probe, 64) > 0 && flk_color_sequence(1, 1, &probe, 64) > 0
    }

    /// The sequence that sets the foreground to `color`.
    mutating func foreground(_ color: Int32) -> [UInt8] {
        ColorSequences.sequence(for: color, background: false, in: &foregrounds, keeping: kept)
    }

    /// The sequence that sets the background to `color`.
    mutating func background(_ color: Int32) -> [UInt8] {
        ColorSequences.sequence(for: color, background: true, in: &backgrounds, keeping: kept)
    }

    private static func sequence(for color: Int32, background: Bool, in made: inout [Int32: [UInt8]], keeping kept: Int) -> [UInt8] {
        if let sequence = made[color] { return sequence }
        var buffer = [CChar](repeating: 0, count: 64)
        let length = Int(flk_color_sequence(background ? 1 : 0, color, &buffer, 64))
        let sequence = buffer.prefix(max(length, 0)).map { UInt8(bitPattern: $0) }
        if made.count >= kept { made = [:] }
        made[color] = sequence
        return sequence
    }
}
