import Glibc
import Model
import Testing
@testable import TerminalUI

/// Every style of every theme keeps its text at WCAG's 4.5:1 contrast or more against the background the theme is
/// for, in xterm's palette, on terminals of 8, 16 and 256 colours — whichever way a terminal draws bold (in the bright
/// colours or not) and faint text (kitty's 40 %, the strongest).
struct ThemeStylesTests {
    /// The terminal's own colours behind each theme: light text on black, black on white.
    static let dark = (foreground: RGB(229, 229, 229), background: RGB(0, 0, 0))
    static let light = (foreground: RGB(0, 0, 0), background: RGB(255, 255, 255))

    @Test(arguments: ThemeName.allCases, [8, 16, 256, nil])
    func everyStyleReadsAtFourAndAHalfToOne(theme: ThemeName, colors: Int?) {
        let styles = ThemeStyles.of(theme, colors: colors)
        #expect(Set(styles.keys) == Set(Theme.Role.allCases))
        // Monochrome is for any background.
        let grounds = theme == .light ? [Self.light] : theme == .monochrome || colors == nil ? [Self.dark, Self.light] : [Self.dark]
        for ground in grounds {
            for (role, style) in styles {
                for bold in Self.boldDrawings(style) {
                    let ratio = Self.contrast(style, ground: ground, brightBold: bold)
                    #expect(ratio >= 4.5, "\(theme) \(colors.map(String.init) ?? "no") colours, \(role): \(ratio)")
                }
            }
        }
    }

    /// The light theme's bar keeps black text, never bold (which terminals draw grey), and the dark one light on blue.
    @Test func theSelectionBarsStayAsPeopleKnowThem() {
        #expect(ThemeStyles.of(.light, colors: 256)[.selection] == TextStyle(foreground: 0, background: 6))
        #expect(ThemeStyles.neverBold(.light) == [.selection])
        #expect(ThemeStyles.of(.default, colors: 256)[.selection] == TextStyle(foreground: 7, background: 4, bold: true))
    }

    /// A measure that can fail: faint grey on black, as the themes drew hints before, is under 4.5:1.
    @Test func faintTextOnBlackIsTooDim() {
        #expect(Self.contrast(TextStyle(dim: true), ground: Self.dark, brightBold: false) < 4.5)
        #expect(Self.contrast(TextStyle(foreground: 1), ground: Self.dark, brightBold: false) < 4.5)
    }

    /// Bold drawn in the bright colours (xterm's `boldColors`) and not.
    static func boldDrawings(_ style: TextStyle) -> [Bool] { style.bold ? [false, true] : [false] }

    /// The WCAG contrast ratio of `style`'s text on its background.
    static func contrast(_ style: TextStyle, ground: (foreground: RGB, background: RGB), brightBold: Bool) -> Double {
        var text = style.foreground.map { TerminalPalette.color(of: brightBold && $0 < 8 ? $0 + 8 : $0) } ?? ground.foreground
        var back = style.background.map(TerminalPalette.color(of:)) ?? ground.background
        if style.reverse { swap(&text, &back) }
        if style.dim { text = blend(text, back, 0.4) }
        let (lighter, darker) = (max(luminance(text), luminance(back)), min(luminance(text), luminance(back)))
        return (lighter + 0.05) / (darker + 0.05)
    }

    static func blend(_ a: RGB, _ b: RGB, _ share: Double) -> RGB {
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) * share + Double(y) * (1 - share)).rounded()) }
        return RGB(mix(a.red, b.red), mix(a.green, b.green), mix(a.blue, b.blue))
    }

    /// WCAG 2's relative luminance.
    static func luminance(_ color: RGB) -> Double {
        func linear(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }
}
