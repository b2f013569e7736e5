import AppConfig
import ArgumentParser
import FoundationEssentials
import Model
import TerminalUI

/// `flickterm doctor`: asks the terminal what it can do, as the app does at start-up, and says what was found,
/// from what, what flickterm will use, and how to get more where more is possible.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor", abstract: "Ask the terminal what it can show, and say what flickterm will use and why."
    )

    func run() throws {
        let environment = LaunchEnvironment.variables
        guard let found = TerminalProbe.ask(environment: environment) else {
            throw CommandFailure.report(CommandProblem(description: "doctor needs a terminal (/dev/tty) to ask"))
        }
        let terminfo = TerminalProbe.terminfoColors()
        let term = environment["TERM"].map { "TERM=\($0)" } ?? "TERM is not set"
        var lines = [
            "terminal   " + (found.name ?? "did not say its name") + (found.isComplete ? "" : " (it did not answer every question in time)"),
            "terminfo   \(term): " + (terminfo.direct ? "24-bit colour" : "\(terminfo.colors) colours"),
            "colours    " + DoctorCommand.colours(found),
            "pixels     " + DoctorCommand.pixels(found),
            "cell       " + DoctorCommand.cell(found),
            "background " + DoctorCommand.background(found, chosen: (try? ConfigFile.forCurrentUser())?.theme),
        ]
        if found.insideTmux {
            lines.append("tmux       " + (found.passthrough ? "passthrough is allowed: the terminal outside answered" : "the terminal outside did not answer"))
        }
        // What the app would choose: the config file's `images` and `colors` where they are not `auto`.
        let config = (try? ConfigFile.forCurrentUser()) ?? ConfigFile()
        let mode = config.colors?.mode
            ?? found.colorMode(environment: environment, terminfoColors: terminfo.colors, terminfoDeclaresRGB: terminfo.direct)
        let style = config.images?.style ?? ImageStyle.best(for: found)
        let drawing = switch style {
        case .kitty:
            (found.insideTmux ? "kitty's graphics protocol through tmux, as Unicode placeholders (real pixels" : "kitty's graphics protocol (real pixels")
                + (found.remote ? ", compressed: the session came over ssh)" : ")")
        case .iterm: "iTerm2's inline images (real pixels: each picture made a JPEG at the size it is shown)"
        case .sixel:
            "sixel (real pixels" + (found.sixelRegisters.map { ", up to \(min($0, 256)) colours a photo" } ?? "")
                + (config.dither ?? (found.sixelRegisters ?? 256 < 256) ? ", dithered)" : ")")
        case .blocks:
            switch mode == .none ? .half : config.symbols?.symbols ?? MosaicSymbols.best(for: found) {
            case .half: "half blocks in " + DoctorCommand.name(of: mode)
            case .quadrant: "quadrant blocks in " + DoctorCommand.name(of: mode)
            case .sextant: "sextants in " + DoctorCommand.name(of: mode)
            case .octant: "octants in " + DoctorCommand.name(of: mode)
            }
        case .none: "no photos (images = \"none\" in the config file)"
        }
        lines.append("will use   " + drawing)
        if let hint = DoctorCommand.hint(found, mode: mode, style: style) { lines.append("to get more " + hint) }
        print(lines.joined(separator: "\n"))
    }

    private static func colours(_ found: TerminalCapabilities) -> String {
        switch found.truecolor {
        case .answer?: "24-bit (the terminal kept a 24-bit colour it was given)"
        case .environment?: "24-bit (the environment says so: COLORTERM or the terminal's name)"
        case nil: found.colors.map { "\($0) (the terminal's own word)" } ?? "not proven beyond terminfo's"
        }
    }

    /// The background and the theme it calls for, unless the config file chose one.
    private static func background(_ found: TerminalCapabilities, chosen: ThemeName?) -> String {
        let theme = chosen.map { "the config file's \($0.rawValue) theme" }
        guard let background = found.background, let light = found.hasLightBackground else {
            return "not said (OSC 11, COLORFGBG): " + (theme ?? "the default (dark) theme")
        }
        let color = background.color
        let how = background.source == .answer ? "its answer to OSC 11" : "COLORFGBG"
        return "\(light ? "light" : "dark") (\(color.red), \(color.green), \(color.blue); \(how)): "
            + (theme ?? (light ? "the light theme" : "the default (dark) theme"))
    }

    /// The cell's size and how it is known; a size the terminal gave that is not believed, and why.
    private static func cell(_ found: TerminalCapabilities) -> String {
        if let cell = found.cellSize { return "\(cell.width)×\(cell.height) pixels (\(cell.measure.rawValue))" }
        guard let refused = found.refusedCellSize else { return "size in pixels unknown; 1:2 is assumed" }
        let widths = TerminalCapabilities.cellWidths, heights = TerminalCapabilities.cellHeights
        return "\(refused.measure.rawValue) said \(refused.width)×\(refused.height) pixels, outside "
            + "\(widths.lowerBound)–\(widths.upperBound) × \(heights.lowerBound)–\(heights.upperBound): not believed; 1:2 is assumed"
    }

    private static func pixels(_ found: TerminalCapabilities) -> String {
        var protocols: [String] = []
        if found.sixel { protocols.append("sixel" + (found.sixelRegisters.map { " (\($0) colour registers)" } ?? "")) }
        if let kitty = found.kitty { protocols.append("kitty graphics (\(kitty.rawValue))") }
        if found.inlineImages { protocols.append("iTerm2 inline images (the environment)") }
        return protocols.isEmpty ? "none declared" : protocols.joined(separator: ", ")
    }

    private static func name(of mode: ColorMode) -> String {
        switch mode {
        case .truecolor: "24-bit colour"
        case .palette256: "256 colours"
        case .palette16: "16 colours"
        case .palette8: "8 colours"
        case .none: "shades, without colour"
        }
    }

    private static func hint(_ found: TerminalCapabilities, mode: ColorMode, style: ImageStyle) -> String? {
        if found.insideTmux, !found.passthrough { return "tmux: set -g allow-passthrough on (then the terminal outside can be asked)" }
        if style == .blocks, found.insideTmux, found.kitty != nil, !found.placeholders {
            return "real pixels in tmux: kitty 0.28 or later (it draws Unicode placeholders, which tmux carries as text)"
        }
        if style == .blocks, !found.insideTmux, found.name?.hasPrefix("XTerm") == true {
            return "real pixels: start xterm as `xterm -ti vt340` (sixel)"
        }
        if mode != .truecolor, !style.isPixels { return "a terminal with 24-bit colour (most have it: kitty, WezTerm, foot, xterm, GNOME Terminal)" }
        return nil
    }
}
