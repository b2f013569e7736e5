/// Makes a stream of bytes valid UTF-8, piece by piece: each byte that cannot begin or continue a character becomes
/// U+FFFD, and a character cut at the end of a piece waits for the next.
struct UTF8Repair {
    /// The start of a character the last piece ended inside.
    private var pending: [UInt8] = []

    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// True when no character is begun: a piece of ASCII is then valid as it is.
    var isIdle: Bool { pending.isEmpty }

    /// `piece` made valid, with what the last piece left pending before it.
    mutating func repaired(_ piece: some Collection<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(pending.count + piece.count)
        for byte in piece {
            if pending.isEmpty {
                start(byte, into: &out)
            } else if UTF8Repair.continues(pending, with: byte) {
                pending.append(byte)
                if pending.count == UTF8Repair.length(of: pending[0]) {
                    out += pending
                    pending = []
                }
            } else {
                // The character was cut short: it stands for one replacement, and this byte starts afresh.
                out += UTF8Repair.replacement
                pending = []
                start(byte, into: &out)
            }
        }
        return out
    }

    /// `byte` with no character begun: ASCII as it is, a lead byte kept pending, anything else replaced.
    private mutating func start(_ byte: UInt8, into out: inout [UInt8]) {
        if byte < 0x80 {
            out.append(byte)
        } else if UTF8Repair.length(of: byte) > 1 {
            pending = [byte]
        } else {
            out += UTF8Repair.replacement
        }
    }

    /// The bytes of a character that starts with `lead`; 1 for a byte that starts none (a continuation, or C0, C1,
    /// F5–FF, which UTF-8 never uses).
    private static func length(of lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }

    /// Whether `byte` may follow `started` (a lead byte and the continuations after it): RFC 3629's table, which
    /// leaves out overlong forms, surrogates and what lies beyond U+10FFFF.
    private static func continues(_ started: [UInt8], with byte: UInt8) -> Bool {
        guard started.count == 1 else { return (0x80...0xBF).contains(byte) }
        switch started[0] {
        case 0xE0: return (0xA0...0xBF).contains(byte)
        case 0xED: return (0x80...0x9F).contains(byte)
        case 0xF0: return (0x90...0xBF).contains(byte)
        case 0xF4: return (0x80...0x8F).contains(byte)
        default: return (0x80...0xBF).contains(byte)
        }
    }
}
