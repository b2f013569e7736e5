import Model
import Testing
@testable import TerminalUI

/// The terminal's answers decide the colours, whatever TERM says; the environment fills in what it does not say.
struct TerminalCapabilitiesTests {
    private func absorbing(_ replies: [TerminalReply], environment: [String: String] = ["TERM": "xterm"]) -> TerminalCapabilities {
        var capabilities = TerminalCapabilities(environment: environment)
        replies.forEach { capabilities.absorb($0) }
        return capabilities
    }

    /// xterm as installed: TERM=xterm (8 colours in terminfo), yet it keeps a 24-bit colour it is given.
    @Test func xtermAsInstalledGets24BitColour() {
        let capabilities = absorbing(KeyDecoderTests.replies)
        #expect(capabilities.isComplete)
        #expect(capabilities.truecolor == .answer)
        #expect(capabilities.colorMode(environment: ["TERM": "xterm"], terminfoColors: 8, terminfoDeclaresRGB: false) == .truecolor)
        #expect(capabilities.sixel)
        #expect(capabilities.sixelRegisters == 1024)
        #expect(capabilities.cellSize?.width == 9 && capabilities.cellSize?.height == 17)
        #expect(capabilities.name == "XTerm(379)")
        #expect(capabilities.kitty == .answer)
    }

    /// Terminals that move their sixel or inline pictures with a scroll, by the name they answer or their environment
    /// gives; tmux (whose name answers first inside it), foot and a terminal that says nothing are not taken to.
    @Test func knowsWhichTerminalsCarryPicturesThroughAScroll() {
        #expect(absorbing(KeyDecoderTests.replies).scrollsCarryPictures)
        #expect(TerminalCapabilities(environment: ["TERM_PROGRAM": "WezTerm", "TERM_PROGRAM_VERSION": "20240203"]).scrollsCarryPictures)
        #expect(TerminalCapabilities(environment: ["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.5.0"]).scrollsCarryPictures)
        #expect(TerminalCapabilities(environment: ["XTERM_VERSION": "XTerm(379)"]).scrollsCarryPictures)
        #expect(!TerminalCapabilities(environment: ["TERM_PROGRAM": "tmux", "TMUX": "/tmp/tmux-0/default,1,0"]).scrollsCarryPictures)
        #expect(!absorbing([.version("foot(1.16.2)")]).scrollsCarryPictures)
        #expect(!TerminalCapabilities(environment: [:]).scrollsCarryPictures)
    }

    /// A terminal (or the one outside tmux) that lies about its cell, in its answer or in the window's pixels: the
    /// size is not believed, and the 1:2 guess stands.
    @Test func aCellSizeOutsideSaneBoundsIsNotBelieved() {
        let huge = absorbing([.cellSize(width: 5000, height: 5000)])
        #expect(huge.cellSize == nil)
        #expect(huge.refusedCellSize == TerminalCapabilities.CellSize(width: 5000, height: 5000, measure: .answer))
        #expect(absorbing([.cellSize(width: Int.max, height: 20)]).cellSize == nil)
        #expect(absorbing([.cellSize(width: 10, height: 20)]).cellSize == TerminalCapabilities.CellSize(width: 10, height: 20, measure: .answer))
        var window = absorbing([])
        window.noteWindow(columns: 20, rows: 6, width: 65535, height: 65535)
        #expect(window.cellSize == nil && window.refusedCellSize?.measure == .window)
        window.noteWindow(columns: 100, rows: 30, width: 1000, height: 600)
        #expect(window.cellSize == TerminalCapabilities.CellSize(width: 10, height: 20, measure: .window))
    }

    /// The background the terminal answers (OSC 11), else `COLORFGBG`'s entry, says whether it is light: xterm as
    /// installed (black on white) is; a dark one is not; nothing said leaves it unknown.
    @Test func knowsALightBackgroundFromTheAnswerOrTheEnvironment() {
        #expect(absorbing(KeyDecoderTests.replies).hasLightBackground == true)
        #expect(absorbing([.backgroundColor(RGB(30, 30, 30))]).hasLightBackground == false)
        #expect(absorbing([]).hasLightBackground == nil)
        #expect(absorbing([], environment: ["COLORFGBG": "0;15"]).hasLightBackground == true)
        #expect(absorbing([.backgroundColor(RGB(0, 0, 0))], environment: ["COLORFGBG": "0;15"]).hasLightBackground == false, "the answer wins")
    }

    @Test func theDECRQSSRoundTripAloneProvesTruecolor() {
        #expect(absorbing([.graphicRendition("0;38;2;1;2;3m")]).truecolor == .answer)
        #expect(absorbing([.graphicRendition("0;38;5;16m")]).truecolor == nil, "mapped to the palette: no 24-bit colour")
        #expect(absorbing([.capability(name: "RGB", value: nil)]).truecolor == nil)
    }

    @Test func twoHundredFiftySixColoursWhenTheTerminalSaysSo() {
        let capabilities = absorbing([.capability(name: "Co", value: "256"), .primaryAttributes([62])])
        #expect(capabilities.colorMode(environment: [:], terminfoColors: 8, terminfoDeclaresRGB: false) == .palette256)
    }

    /// OSC 4 answers replace xterm's default colours with the terminal's own; one out of range changes nothing.
    @Test func takesTheTerminalsOwnSixteenColours() {
        let capabilities = absorbing([.paletteColor(index: 4, color: RGB(38, 139, 210)), .paletteColor(index: 99, color: RGB(1, 2, 3))])
        #expect(capabilities.ansiColorsAnswered)
        #expect(capabilities.ansiColors[4] == RGB(38, 139, 210))
        #expect(capabilities.ansiColors.count == 16)
        #expect(Array(capabilities.ansiColors.prefix(4)) == Array(TerminalPalette.ansi16.prefix(4)))
        #expect(!absorbing([]).ansiColorsAnswered)
    }

    @Test func nothingAnsweredLeavesTerminfosWord() {
        let capabilities = absorbing([])
        #expect(!capabilities.isComplete)
        #expect(capabilities.colorMode(environment: [:], terminfoColors: 8, terminfoDeclaresRGB: false) == .palette8)
        #expect(capabilities.colorMode(environment: ["NO_COLOR": "1"], terminfoColors: 256, terminfoDeclaresRGB: false) == .none)
    }

    /// Inside tmux: tmux answers the first DA1 itself; the outer terminal's answers prove passthrough.
    @Test func insideTmuxWaitsForTheOuterTerminal() {
        var capabilities = TerminalCapabilities(environment: ["TMUX": "/tmp/tmux-0/default,1,0", "TERM": "tmux-256color"])
        capabilities.absorb(.primaryAttributes([1, 2]))
        #expect(!capabilities.isComplete)
        #expect(!capabilities.passthrough)
        capabilities.absorb(.version("kitty(0.26.5)"))
        capabilities.absorb(.primaryAttributes([62, 22]))
        #expect(capabilities.isComplete)
        #expect(capabilities.passthrough)
        #expect(capabilities.name == "kitty(0.26.5)")
    }

    @Test func theEnvironmentFillsIn() {
        #expect(TerminalCapabilities(environment: ["COLORTERM": "truecolor"]).truecolor == .environment)
        #expect(TerminalCapabilities(environment: ["KITTY_WINDOW_ID": "1"]).kitty == .environment)
        #expect(TerminalCapabilities(environment: ["KITTY_WINDOW_ID": "1", "TMUX": "x"]).kitty == nil)
        #expect(TerminalCapabilities(environment: ["TERM_PROGRAM": "WezTerm", "TERM_PROGRAM_VERSION": "2024"]).name == "WezTerm 2024")
        #expect(TerminalCapabilities(environment: ["SSH_CONNECTION": "10.0.0.2 52114 10.0.0.1 22"]).remote)
        #expect(TerminalCapabilities(environment: ["SSH_TTY": "/dev/pts/3", "TMUX": "x"]).remote)
        #expect(!TerminalCapabilities(environment: ["TERM": "xterm-kitty", "DISPLAY": ":0"]).remote)
    }

    /// The way photos are drawn follows what the terminal proved, the environment only where no answer tells.
    @Test func picksTheBestWayToDrawPhotos() {
        #expect(ImageStyle.best(for: absorbing([.kittyGraphics(ok: true), .primaryAttributes([62, 4])])) == .kitty)
        #expect(ImageStyle.best(for: absorbing([.primaryAttributes([62, 4])])) == .sixel)
        #expect(ImageStyle.best(for: absorbing([.primaryAttributes([62, 22])])) == .blocks)
        #expect(ImageStyle.best(for: absorbing([], environment: ["TERM_PROGRAM": "iTerm.app"])) == .iterm)
        #expect(ImageStyle.best(for: absorbing([.primaryAttributes([62, 4])], environment: ["TERM_PROGRAM": "WezTerm"])) == .iterm,
                "the file as it came before sixel")
        // Behind tmux: kitty's and iTerm2's pictures would not pass; sixel only as tmux itself declares it.
        let tmux = ["TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "iTerm.app", "KITTY_WINDOW_ID": "1"]
        #expect(ImageStyle.best(for: absorbing([.kittyGraphics(ok: true), .primaryAttributes([62, 22]), .primaryAttributes([62, 4])], environment: tmux)) == .blocks)
        #expect(ImageStyle.best(for: absorbing([.primaryAttributes([62, 4])], environment: tmux)) == .sixel)
        // …except as Unicode placeholders, through passthrough, to a kitty that draws them (0.28 on).
        let outside: [TerminalReply] = [.version("tmux 3.3a"), .kittyGraphics(ok: true), .primaryAttributes([62, 22])]
        #expect(ImageStyle.best(for: absorbing(outside + [.version("kitty(0.35.2)"), .primaryAttributes([62, 22])], environment: tmux)) == .kitty)
        #expect(ImageStyle.best(for: absorbing(outside + [.version("kitty(0.26.5)"), .primaryAttributes([62, 22])], environment: tmux)) == .blocks)
        #expect(ImageStyle.best(for: absorbing([.primaryAttributes([62, 4])], environment: ["STY": "1.pts"])) == .blocks, "GNU screen")
        // iTerm2 3.5 takes large files in parts; 3.4 does not.
        #expect(absorbing([], environment: ["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.5.2"]).inlineImageParts)
        #expect(!absorbing([], environment: ["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.4.23"]).inlineImageParts)
    }

    /// A terminal that answers its name with escape sequences (a clipboard write, a title, a clear) has them printed as
    /// nothing: `doctor` shows the name.
    @Test func aNameWithEscapeSequencesIsMadePrintable() {
        let answered = absorbing([.version("evil\u{1b}]52;c;aGVsbG8=\u{7}\u{1b}[2J\u{1b}[6n" + String(repeating: "x", count: 500))])
        let name = answered.name ?? ""
        #expect(!name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || (0x80...0x9F).contains($0.value) }, "\(name)")
        #expect(name.count <= 80 && name.hasPrefix("evil"))
        #expect(absorbing([.capability(name: "TN", value: "xterm\u{1b}]0;owned\u{7}")]).name?.contains("\u{1b}") == false)
    }
}
