/// Decodes a sixel sequence back to pixels, as a terminal would draw it on a background of one colour: for the
/// tests (what the encoder wrote is the picture) and the bench (the fidelity of ours, img2sixel's and chafa's
/// output, measured the same way). RGB colour definitions only (`#n;2;r;g;b`), which is what all three write.
public enum SixelDecoder {
    /// What is wrong with a sequence.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The image `sequence` draws, sized by its raster attributes (or by what it draws, where larger).
    public static func decode(_ sequence: [UInt8], background: (UInt8, UInt8, UInt8) = (0, 0, 0)) throws -> Screenshot {
        guard let start = sequence.firstIndex(of: UInt8(ascii: "q")), sequence.starts(with: [0x1B, UInt8(ascii: "P")]) else {
            throw Failure(description: "no DCS … q introducer")
        }
        var registers: [Int: (UInt8, UInt8, UInt8)] = [:]
        var color = (UInt8(0), UInt8(0), UInt8(0))
        var declared = (width: 0, height: 0)
        var drawn: [[(UInt8, UInt8, UInt8)?]] = []
        var x = 0, band = 0, maxX = 0, maxY = 0
        var index = start + 1
        func numbers() -> [Int] {
            var values: [Int] = [], current = 0, digits = false
            while index < sequence.count {
                let byte = sequence[index]
                if byte >= 0x30, byte <= 0x39 {
                    current = current * 10 + Int(byte - 0x30)
                    digits = true
                } else if byte == UInt8(ascii: ";") {
                    values.append(current)
                    current = 0
                    digits = false
                } else {
                    break
                }
                index += 1
            }
            if digits { values.append(current) }
            return values
        }
        while index < sequence.count {
            let byte = sequence[index]
            index += 1
            switch byte {
            case 0x1B: // ESC \ ends it
                return paint(drawn, size: (max(declared.width, maxX), max(declared.height, maxY)), background: background)
            case UInt8(ascii: "\""):
                let values = numbers()
                guard values.count >= 4 else { throw Failure(description: "short raster attributes") }
                declared = (values[2], values[3])
            case UInt8(ascii: "#"):
                let values = numbers()
                guard let number = values.first else { throw Failure(description: "# without a register") }
                if values.count == 5 {
                    guard values[1] == 2 else { throw Failure(description: "colour space \(values[1]) (only RGB is read)") }
                    func channel(_ percent: Int) -> UInt8 { UInt8((min(percent, 100) * 255 + 50) / 100) }
                    registers[number] = (channel(values[2]), channel(values[3]), channel(values[4]))
                }
                color = registers[number] ?? (0, 0, 0)
            case UInt8(ascii: "!"):
                let count = numbers().first ?? 1
                guard index < sequence.count else { throw Failure(description: "a repeat with no character") }
                let character = sequence[index]
                index += 1
                for _ in 0..<count { put(character) }
            case UInt8(ascii: "$"): x = 0
            case UInt8(ascii: "-"):
                x = 0
                band += 1
            case 63...126: put(byte)
            default: break
            }
        }
        throw Failure(description: "no ST at the end")

        func put(_ character: UInt8) {
            let bits = Int(character) - 63
            for row in 0..<6 where bits & (1 << row) != 0 {
                let y = band * 6 + row
                while drawn.count <= y { drawn.append([]) }
                if drawn[y].count <= x { drawn[y] += [(UInt8, UInt8, UInt8)?](repeating: nil, count: x + 1 - drawn[y].count) }
                drawn[y][x] = color
                maxY = max(maxY, y + 1)
            }
            x += 1
            maxX = max(maxX, x)
        }
    }

    private static func paint(_ drawn: [[(UInt8, UInt8, UInt8)?]], size: (Int, Int), background: (UInt8, UInt8, UInt8)) -> Screenshot {
        var pixels = [UInt8](repeating: 0, count: size.0 * size.1 * 3)
        for offset in stride(from: 0, to: pixels.count, by: 3) {
            (pixels[offset], pixels[offset + 1], pixels[offset + 2]) = background
        }
        for (y, row) in drawn.enumerated() where y < size.1 {
            for (x, color) in row.enumerated() where x < size.0 {
                guard let color else { continue }
                let offset = (y * size.0 + x) * 3
                (pixels[offset], pixels[offset + 1], pixels[offset + 2]) = color
            }
        }
        return Screenshot(width: size.0, height: size.1, pixels: pixels)
    }
}
