import Model

/// What a terminal answered to one of the start-up questions (``TerminalProbe``), read by the ``KeyDecoder``
/// from the same input as the keys, never taken for keys.
public enum TerminalReply: Equatable, Sendable {
    /// DA1 (`CSI ? 64 ; 4 ; … c`): the attributes the terminal declares (4: sixel). It comes last: the sentinel.
    case primaryAttributes([Int])
    /// Kitty's graphics protocol answered its query (`APC G i=…;OK ST`); `false` when it answered an error.
    case kittyGraphics(ok: Bool)
    /// XTGETTCAP (`DCS 1 + r NAME=VALUE ST`): a terminfo capability the terminal itself declares; `nil` value
    /// for one it does not have (`DCS 0 + r`).
    case capability(name: String, value: String?)
    /// DECRQSS of the SGR in force (`DCS 1 $ r … m ST`) after a 24-bit colour was set: the parameters.
    case graphicRendition(String)
    /// XTSMGRAPHICS (`CSI ? item ; status ; values S`): 1 = colour registers, 2 = largest sixel image.
    case graphicsAttribute(item: Int, status: Int, values: [Int])
    /// CSI 16 t's answer: one cell's size in pixels.
    case cellSize(width: Int, height: Int)
    /// CSI 14 t's answer: the text area's size in pixels.
    case textAreaSize(width: Int, height: Int)
    /// XTVERSION (`DCS > | NAME(VERSION) ST`): the terminal's name and version.
    case version(String)
    /// OSC 4 (`OSC 4 ; N ; rgb:RRRR/GGGG/BBBB ST`): the colour the terminal shows for palette entry N.
    case paletteColor(index: Int, color: RGB)
    /// OSC 11 (`OSC 11 ; rgb:RRRR/GGGG/BBBB ST`): the terminal's background colour.
    case backgroundColor(RGB)

    /// The reply a CSI sequence is (`body`: its parameters and final character), if it is one.
    static func csi(_ body: String) -> TerminalReply? {
        guard let final = body.last else { return nil }
        let parameters = body.dropLast()
        switch final {
        case "c" where parameters.hasPrefix("?"):
            return .primaryAttributes(numbers(parameters.dropFirst()))
        case "S" where parameters.hasPrefix("?"):
            let values = numbers(parameters.dropFirst())
            guard values.count >= 2 else { return nil }
            return .graphicsAttribute(item: values[0], status: values[1], values: Array(values.dropFirst(2)))
        case "t":
            let values = numbers(parameters)
            guard values.count == 3 else { return nil }
            switch values[0] {
            case 6: return .cellSize(width: values[2], height: values[1])
            case 4: return .textAreaSize(width: values[2], height: values[1])
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The reply a DCS string is (`body`: what stands between `ESC P` and the string terminator).
    static func dcs(_ body: String) -> TerminalReply? {
        if body.hasPrefix(">|") { return .version(String(body.dropFirst(2))) }
        if body.hasPrefix("1$r") { return .graphicRendition(String(body.dropFirst(3))) }
        if body.hasPrefix("1+r") {
            let pair = body.dropFirst(3).split(separator: "=", maxSplits: 1)
            guard let name = pair.first.flatMap({ hexDecoded($0) }) else { return nil }
            return .capability(name: name, value: pair.count > 1 ? hexDecoded(pair[1]) : "")
        }
        if body.hasPrefix("0+r") {
            return .capability(name: hexDecoded(body.dropFirst(3)) ?? "", value: nil)
        }
        return nil
    }

    /// The reply an OSC string is (`body`: what stands between `ESC ]` and the string terminator): a palette colour or
    /// the background colour, each channel in 1 to 4 hex digits (scaled to 8 bits).
    static func osc(_ body: String) -> TerminalReply? {
        let fields = body.split(separator: ";")
        if fields.count == 2, fields[0] == "11", let color = color(fields[1]) { return .backgroundColor(color) }
        guard fields.count == 3, fields[0] == "4", let index = Int(fields[1]), let color = color(fields[2]) else { return nil }
        return .paletteColor(index: index, color: color)
    }

    /// `rgb:R/G/B`, each channel 1 to 4 hex digits.
    private static func color(_ text: Substring) -> RGB? {
        guard text.hasPrefix("rgb:") else { return nil }
        let channels = text.dropFirst(4).split(separator: "/").compactMap { hex -> UInt8? in
            guard (1...4).contains(hex.count), let value = Int(hex, radix: 16) else { return nil }
            return UInt8((value * 255 + ((1 << (4 * hex.count)) - 1) / 2) / ((1 << (4 * hex.count)) - 1))
        }
        return channels.count == 3 ? RGB(channels[0], channels[1], channels[2]) : nil
    }

    /// The reply an APC string is (`body`: what stands between `ESC _` and the string terminator).
    static func apc(_ body: String) -> TerminalReply? {
        guard body.hasPrefix("G"), let semicolon = body.firstIndex(of: ";") else { return nil }
        return .kittyGraphics(ok: body[body.index(after: semicolon)...] == "OK")
    }

    private static func numbers(_ text: Substring) -> [Int] {
        text.split(separator: ";").map { Int($0.split(separator: ":").first ?? "") ?? 0 }
    }

    /// Text written as hex pairs (`524742` → `RGB`); `nil` when it is not.
    private static func hexDecoded(_ hex: Substring) -> String? {
        guard hex.count.isMultiple(of: 2), hex.count <= 512 else { return nil }
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
