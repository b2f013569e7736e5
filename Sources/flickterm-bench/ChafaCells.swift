import Model
import TerminalUI

/// Reads chafa's half-block output back into pixels: each `▀`/`▄`/`█`/space cell with its SGR colours
/// (`38;2`/`48;2` or `38;5`/`48;5`) stands for an upper and a lower pixel.
enum ChafaCells {
    static func pixels(_ text: String, width: Int, height: Int) -> [RGB?] {
        var pixels = [RGB?](repeating: nil, count: width * height)
        var foreground: RGB?
        var background: RGB?
        var row = 0
        var column = 0
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{1b}" {
                var sequence = ""
                while let next = scalars.next() {
                    sequence.unicodeScalars.append(next)
                    if next.properties.isAlphabetic, next != "[" { break }
                }
                guard sequence.hasSuffix("m") else { continue }
                apply(sequence.dropFirst().dropLast(), foreground: &foreground, background: &background)
                continue
            }
            if scalar == "\n" {
                row += 1
                column = 0
                continue
            }
            let (upper, lower): (RGB?, RGB?) = switch scalar {
            case "▀": (foreground, background)
            case "▄": (background, foreground)
            case "█": (foreground, foreground)
            default: (background, background)
            }
            if column < width, row * 2 + 1 < height + 1 {
                if row * 2 < height { pixels[row * 2 * width + column] = upper }
                if row * 2 + 1 < height { pixels[(row * 2 + 1) * width + column] = lower }
            }
            column += 1
        }
        return pixels
    }

    private static func apply(_ parameters: Substring, foreground: inout RGB?, background: inout RGB?) {
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
        var index = 0
        if numbers.isEmpty { foreground = nil; background = nil }
        while index < numbers.count {
            switch numbers[index] {
            case 0:
                foreground = nil
                background = nil
            case 38 where index + 1 < numbers.count, 48 where index + 1 < numbers.count:
                let isForeground = numbers[index] == 38
                var color: RGB?
                if numbers[index + 1] == 2, index + 4 < numbers.count {
                    color = RGB(UInt8(numbers[index + 2]), UInt8(numbers[index + 3]), UInt8(numbers[index + 4]))
                    index += 4
                } else if numbers[index + 1] == 5, index + 2 < numbers.count {
                    color = TerminalPalette.color(of: max(numbers[index + 2], 16))
                    index += 2
                }
                if isForeground { foreground = color } else { background = color }
            case 39: foreground = nil
            case 49: background = nil
            default: break
            }
            index += 1
        }
    }
}
