import Model
import Testing
@_spi(Benchmark) @testable import TerminalUI

/// Exact cells for synthetic images in every colour mode.
struct HalfBlockImageTests {
    let red = RGB(255, 0, 0)
    let white = RGB(255, 255, 255)
    let black = RGB(0, 0, 0)

    /// A `width`×`height` checkerboard of white and black pixels.
    private func checkerboard(_ width: Int, _ height: Int) -> RGBImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { pixels += (x + y) % 2 == 0 ? [255, 255, 255] : [0, 0, 0] }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    @Test func drawsASolidImageInEveryMode() {
        let solid = RGBImage(width: 2, height: 4, color: red)
        let truecolor = HalfBlockImage(solid, mode: .truecolor)
        #expect(truecolor.columns == 2)
        #expect(truecolor.rows == 2)
        #expect(truecolor.cells.allSatisfy { $0 == HalfBlockCell(character: "▀", foreground: .rgb(red), background: .rgb(red)) })
        #expect(HalfBlockImage(solid, mode: .palette256)[0, 0] == HalfBlockCell(character: "▀", foreground: .indexed(196), background: .indexed(196)))
        #expect(HalfBlockImage(solid, mode: .palette16)[1, 1] == HalfBlockCell(character: "▀", foreground: .indexed(9), background: .indexed(9)))
        #expect(HalfBlockImage(solid, mode: .none)[0, 1] == HalfBlockCell(character: "░", foreground: .none, background: .none))
    }

    @Test func putsTheUpperPixelInFrontAndTheLowerBehind() {
        let board = checkerboard(2, 2)
        #expect(HalfBlockImage(board, mode: .truecolor)[0, 0] == HalfBlockCell(character: "▀", foreground: .rgb(white), background: .rgb(black)))
        #expect(HalfBlockImage(board, mode: .truecolor)[1, 0] == HalfBlockCell(character: "▀", foreground: .rgb(black), background: .rgb(white)))
        #expect(HalfBlockImage(board, mode: .palette256)[0, 0] == HalfBlockCell(character: "▀", foreground: .indexed(231), background: .indexed(16)))
        #expect(HalfBlockImage(board, mode: .palette16)[0, 0] == HalfBlockCell(character: "▀", foreground: .indexed(15), background: .indexed(0)))
        #expect(HalfBlockImage(board, mode: .none)[0, 0].character == "▒")
    }

    @Test func mapsAGreyGradientToTheGreyRamp() {
        let gradient = RGBImage(width: 3, height: 2, pixels: [8, 8, 8, 128, 128, 128, 238, 238, 238] + [8, 8, 8, 128, 128, 128, 238, 238, 238])
        let cells = HalfBlockImage(gradient, mode: .palette256)
        #expect(cells.cells.map(\.foreground) == [.indexed(232), .indexed(244), .indexed(255)])
        #expect(HalfBlockImage(gradient, mode: .none).cells.map(\.character) == [" ", "▒", "█"])
    }

    @Test func keepsAnOddLastRowWhole() {
        let image = RGBImage(width: 1, height: 3, pixels: [255, 0, 0, 0, 255, 0, 0, 0, 255])
        let cells = HalfBlockImage(image, mode: .truecolor)
        #expect(cells.rows == 2)
        #expect(cells[0, 1] == HalfBlockCell(character: "▀", foreground: .rgb(RGB(0, 0, 255)), background: .rgb(RGB(0, 0, 255))))
    }

    @Test func picksPerceptualNeighbours() {
        #expect(TerminalPalette.nearest256(RGB(0, 0, 95)) == 17, "a dark blue stays blue, not grey")
        #expect(TerminalPalette.color(of: 17) == RGB(0, 0, 95))
        #expect(TerminalPalette.nearest16(RGB(250, 250, 250)) == 15)
    }

    @Test func detectsTheColourMode() {
        #expect(TerminalCapabilities(environment: ["COLORTERM": "truecolor"]).colorMode(environment: ["COLORTERM": "truecolor"], terminfoColors: 256, terminfoDeclaresRGB: false) == .truecolor)
        #expect(TerminalCapabilities(environment: [:]).colorMode(environment: [:], terminfoColors: 0x1000000, terminfoDeclaresRGB: true) == .truecolor)
        #expect(TerminalCapabilities(environment: [:]).colorMode(environment: [:], terminfoColors: 256, terminfoDeclaresRGB: false) == .palette256)
        #expect(TerminalCapabilities(environment: [:]).colorMode(environment: [:], terminfoColors: 8, terminfoDeclaresRGB: false) == .palette16)
        #expect(TerminalCapabilities(environment: ["TERM": "dumb"]).colorMode(environment: ["TERM": "dumb"], terminfoColors: -1, terminfoDeclaresRGB: false) == .none)
        #expect(TerminalCapabilities(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]).colorMode(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], terminfoColors: 256, terminfoDeclaresRGB: false) == .none)
    }
}
