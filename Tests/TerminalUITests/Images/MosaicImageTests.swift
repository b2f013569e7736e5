import Foundation
import LoopbackHarness
import Model
import Testing
@testable import TerminalUI

/// Exact cells for synthetic images in every colour mode.
struct MosaicImageTests {
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
        let truecolor = MosaicImage(solid, mode: .truecolor)
        #expect(truecolor.columns == 2)
        #expect(truecolor.rows == 2)
        #expect(truecolor.cells.allSatisfy { $0 == MosaicCell(character: "▀", foreground: .rgb(red), background: .rgb(red)) })
        #expect(MosaicImage(solid, mode: .palette256)[0, 0] == MosaicCell(character: "▀", foreground: .indexed(196), background: .indexed(196)))
        #expect(MosaicImage(solid, mode: .palette16)[1, 1] == MosaicCell(character: "▀", foreground: .indexed(9), background: .indexed(9)))
        #expect(MosaicImage(solid, mode: .none)[0, 1] == MosaicCell(character: "░", foreground: .none, background: .none))
    }

    @Test func putsTheUpperPixelInFrontAndTheLowerBehind() {
        let board = checkerboard(2, 2)
        #expect(MosaicImage(board, mode: .truecolor)[0, 0] == MosaicCell(character: "▀", foreground: .rgb(white), background: .rgb(black)))
        #expect(MosaicImage(board, mode: .truecolor)[1, 0] == MosaicCell(character: "▀", foreground: .rgb(black), background: .rgb(white)))
        #expect(MosaicImage(board, mode: .palette256)[0, 0] == MosaicCell(character: "▀", foreground: .indexed(231), background: .indexed(16)))
        #expect(MosaicImage(board, mode: .palette16)[0, 0] == MosaicCell(character: "▀", foreground: .indexed(15), background: .indexed(0)))
        #expect(MosaicImage(board, mode: .none)[0, 0].character == "▒")
    }

    @Test func mapsAGreyGradientToTheGreyRamp() {
        let gradient = RGBImage(width: 3, height: 2, pixels: [8, 8, 8, 128, 128, 128, 238, 238, 238] + [8, 8, 8, 128, 128, 128, 238, 238, 238])
        let cells = MosaicImage(gradient, mode: .palette256)
        #expect(cells.cells.map(\.foreground) == [.indexed(232), .indexed(244), .indexed(255)])
        #expect(MosaicImage(gradient, mode: .none).cells.map(\.character) == [" ", "▒", "█"])
    }

    /// An image between whole cells is drawn in the nearest number of them, its pixels spread over them: no row of
    /// it is lost, none is repeated at its foot (which drew photos a cell too tall).
    @Test func anImageBetweenWholeCellsIsSpreadOverTheNearest() {
        let image = RGBImage(width: 1, height: 3, pixels: [255, 0, 0, 0, 255, 0, 0, 0, 255])
        let cells = MosaicImage(image, mode: .truecolor)
        #expect(cells.rows == 2)
        #expect(cells[0, 0] == MosaicCell(character: "▀", foreground: .rgb(RGB(255, 0, 0)), background: .rgb(RGB(0, 255, 0))))
        #expect(cells[0, 1] == MosaicCell(character: "▀", foreground: .rgb(RGB(0, 255, 0)), background: .rgb(RGB(0, 0, 255))))
        let five = MosaicImage(RGBImage(width: 1, height: 5, pixels: Array(repeating: 9, count: 15)), mode: .truecolor)
        #expect(five.rows == 3, "five pixels: two and a half cells, drawn in three")
        let seven = MosaicImage(RGBImage(width: 1, height: 7, pixels: Array(repeating: 9, count: 21)), mode: .truecolor, symbols: .sextant)
        #expect(seven.rows == (7 + MosaicSymbols.sextant.rows / 2) / MosaicSymbols.sextant.rows)
    }

    /// An image of `width`×`height` pixels, each `white` unless `isRed` says red.
    private func picture(_ width: Int, _ height: Int, isRed: (Int, Int) -> Bool) -> RGBImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { pixels += isRed(x, y) ? [255, 0, 0] : [255, 255, 255] }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    /// An image of `width`×`height` parts of `symbols`' grid (cells of its pixels), each part `white` unless
    /// `isRed` says red.
    private func picture(_ symbols: MosaicSymbols, _ width: Int, _ height: Int, isRed: (Int, Int) -> Bool) -> RGBImage {
        let (across, down) = (width / symbols.gridColumns * symbols.columns, height / symbols.gridRows * symbols.rows)
        return picture(across, down) { x, y in
            let part = symbols.part(x: x % symbols.columns, y: y % symbols.rows)
            return isRed(x / symbols.columns * symbols.gridColumns + part % symbols.gridColumns, y / symbols.rows * symbols.gridRows + part / symbols.gridColumns)
        }
    }

    @Test func quadrantsFollowADiagonalEdgeADotAndAChecker() {
        // A diagonal edge over 2×2 cells: red above it. The upper left cell is all red, the lower right all white,
        // the two others split along the edge.
        let edge = MosaicImage(picture(.quadrant, 4, 4) { x, y in x + y < 3 }, mode: .truecolor, symbols: .quadrant)
        #expect((edge.columns, edge.rows) == (2, 2))
        #expect(edge[0, 0] == MosaicCell(character: "▀", foreground: .rgb(red), background: .rgb(red)))
        #expect(edge[1, 0] == MosaicCell(character: "▘", foreground: .rgb(red), background: .rgb(white)))
        #expect(edge[0, 1] == MosaicCell(character: "▘", foreground: .rgb(red), background: .rgb(white)))
        #expect(edge[1, 1] == MosaicCell(character: "▀", foreground: .rgb(white), background: .rgb(white)))
        // One red pixel at the lower right: the glyph of the other three in white, on red.
        let dot = MosaicImage(picture(.quadrant, 2, 2) { x, y in x == 1 && y == 1 }, mode: .truecolor, symbols: .quadrant)
        #expect(dot[0, 0] == MosaicCell(character: "▛", foreground: .rgb(white), background: .rgb(red)))
        let board = MosaicImage(picture(.quadrant, 2, 2) { x, y in (x + y) % 2 == 1 }, mode: .palette256, symbols: .quadrant)
        #expect(board[0, 0] == MosaicCell(character: "▚", foreground: .indexed(231), background: .indexed(196)))
        // Half blocks see only the two rows' means.
        #expect(MosaicImage(picture(1, 2) { _, y in y == 0 }, mode: .truecolor)[0, 0] == MosaicCell(character: "▀", foreground: .rgb(red), background: .rgb(white)))
    }

    /// Edges between the grid's lines: the eighth blocks, in every set but half blocks.
    @Test func eighthsFollowAnEdgeBetweenTheGridsLines() {
        for symbols in [MosaicSymbols.quadrant, .sextant, .octant] {
            // Red below a horizon an eighth up the cell: ▁, red on white.
            let horizon = MosaicImage(picture(8, 8) { _, y in y >= 7 }, mode: .truecolor, symbols: symbols)
            #expect(horizon[0, 0] == MosaicCell(character: "▁", foreground: .rgb(red), background: .rgb(white)), "\(symbols)")
            // Three eighths: ▃ in quadrants, where no part of the grid ends.
            let higher = MosaicImage(picture(8, 8) { _, y in y >= 5 }, mode: .truecolor, symbols: .quadrant)
            #expect(higher[0, 0] == MosaicCell(character: "▃", foreground: .rgb(red), background: .rgb(white)))
            // A red post an eighth wide at the left: ▏.
            let post = MosaicImage(picture(8, 8) { x, _ in x == 0 }, mode: .truecolor, symbols: symbols)
            #expect(post[0, 0] == MosaicCell(character: "▏", foreground: .rgb(red), background: .rgb(white)), "\(symbols)")
            // All but the leftmost eighth red: ▉ in red (its complement would be ▕, the same split).
            let wide = MosaicImage(picture(8, 8) { x, _ in x > 0 }, mode: .truecolor, symbols: symbols)
            #expect(wide[0, 0] == MosaicCell(character: "▏", foreground: .rgb(white), background: .rgb(red)), "\(symbols)")
        }
        // Half blocks have none.
        #expect(MosaicImage(picture(1, 8) { _, y in y >= 5 }, mode: .truecolor).cells.map(\.character) == ["▀", "▀", "▀", "▀"])
    }

    @Test func sextantsSplitACellInSix() {
        // A red dot in the middle right of a 2×3 cell: the sextant of the other five, white on red.
        let dot = MosaicImage(picture(.sextant, 2, 3) { x, y in x == 1 && y == 1 }, mode: .truecolor, symbols: .sextant)
        #expect(dot[0, 0] == MosaicCell(character: "\u{1FB34}", foreground: .rgb(white), background: .rgb(red)))
        // The left column red: the left half block, which the sextants leave to ▌.
        let left = MosaicImage(picture(.sextant, 2, 3) { x, _ in x == 0 }, mode: .truecolor, symbols: .sextant)
        #expect(left[0, 0] == MosaicCell(character: "▌", foreground: .rgb(red), background: .rgb(white)))
        // The top row red: one third, which quadrants cannot draw.
        let top = MosaicImage(picture(.sextant, 2, 3) { _, y in y == 0 }, mode: .truecolor, symbols: .sextant)
        #expect(top[0, 0] == MosaicCell(character: "\u{1FB02}", foreground: .rgb(red), background: .rgb(white)))
        // Between whole cells: the nearest number of cells, the pixels spread over them.
        let narrow = MosaicImage(picture(9, 12) { _, _ in true }, mode: .truecolor, symbols: .sextant)
        let (across, down) = (MosaicSymbols.sextant.columns, MosaicSymbols.sextant.rows)
        #expect((narrow.columns, narrow.rows) == ((9 + across / 2) / across, (12 + down / 2) / down))
        #expect(narrow.cells.allSatisfy { $0 == MosaicCell(character: "▀", foreground: .rgb(red), background: .rgb(red)) })
    }

    /// In 16 or 8 colours a shade between the ANSI colours is two of them mixed through ░▒▓, far nearer than the
    /// nearest one colour; a sharp edge keeps its glyph and exact colours; 8 colours never name a bright one.
    @Test func mixesTwoColoursWhereNoneIsNear() {
        let brown = RGB(140, 90, 40)
        let shares: [Character: Double] = ["░": 0.25, "▒": 0.5, "▓": 0.75]
        func distance(_ a: (Double, Double, Double), _ b: RGB) -> Double {
            let d = (a.0 - Double(b.red), a.1 - Double(b.green), a.2 - Double(b.blue))
            return d.0 * d.0 + d.1 * d.1 + d.2 * d.2
        }
        for colors in [16, 8] {
            let mode: ColorMode = colors == 16 ? .palette16 : .palette8
            let cell = MosaicImage(RGBImage(width: 8, height: 8, color: brown), mode: mode, symbols: .quadrant)[0, 0]
            guard let share = shares[cell.character], case .indexed(let front) = cell.foreground, case .indexed(let back) = cell.background else {
                Issue.record("\(colors) colours: \(cell)")
                continue
            }
            #expect(front < colors && back < colors)
            let (f, b) = (TerminalPalette.ansi16[Int(front)], TerminalPalette.ansi16[Int(back)])
            let mixed = (share * Double(f.red) + (1 - share) * Double(b.red), share * Double(f.green) + (1 - share) * Double(b.green),
                         share * Double(f.blue) + (1 - share) * Double(b.blue))
            let single = TerminalPalette.ansi16.prefix(colors).map { distance((Double($0.red), Double($0.green), Double($0.blue)), brown) }.min() ?? 0
            #expect(distance(mixed, brown) < single / 4, "\(colors) colours: \(cell) against one colour's \(single)")
        }
        let edge = MosaicImage(picture(.quadrant, 2, 2) { x, _ in x == 0 }, mode: .palette16, symbols: .quadrant)[0, 0]
        #expect(edge == MosaicCell(character: "▌", foreground: .indexed(9), background: .indexed(15)))
        // A terminal whose colour 3 is that brown (its answer to OSC 4): the colour itself, nothing mixed.
        var themed = TerminalPalette.ansi16
        themed[3] = brown
        let own = MosaicImage(RGBImage(width: 8, height: 8, color: brown), mode: .palette16, symbols: .quadrant, ansiColors: themed)[0, 0]
        #expect(own == MosaicCell(character: "▀", foreground: .indexed(3), background: .indexed(3)))
    }

    @Test func octantsSplitACellInEight() {
        // The top row red: the upper quarter, a block element of its own (no octant has that shape).
        let top = MosaicImage(picture(.octant, 2, 4) { _, y in y == 0 }, mode: .truecolor, symbols: .octant)
        #expect(top[0, 0] == MosaicCell(character: "\u{1FB82}", foreground: .rgb(red), background: .rgb(white)))
        // The left column but its lowest eighth: BLOCK OCTANT-135.
        let column = MosaicImage(picture(.octant, 2, 4) { x, y in x == 0 && y < 3 }, mode: .truecolor, symbols: .octant)
        #expect(column[0, 0] == MosaicCell(character: "\u{1CD0D}", foreground: .rgb(red), background: .rgb(white)))
        #expect(Unicode.Scalar(0x1CD0D)?.properties.name == "BLOCK OCTANT-135")
        // Every shape but the whole cell, which is drawn as ▀ in one colour over the same.
        #expect(Set((0..<255).map(MosaicSymbols.octant.glyph)).count == 255, "a glyph for every shape, none twice")
    }

    /// Bad input: a single pixel, a line of 10,000, one colour, pure noise — in every set and colour mode each makes
    /// whole cells of glyphs one cell wide, and a single colour makes no glyph but the plain one.
    @Test func oddImagesStillMakeWholeCells() {
        var generator = SystemRandomNumberGenerator()
        let noise = RGBImage(width: 40, height: 40, pixels: (0..<4800).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let images = [
            RGBImage(width: 1, height: 1, color: red), RGBImage(width: 1, height: 10_000, color: red), RGBImage(width: 10_000, height: 1, color: red),
            RGBImage(width: 30, height: 30, color: RGB(17, 99, 200)), noise,
        ]
        for symbols in MosaicSymbols.allCases {
            for mode in ColorMode.allCases {
                for image in images {
                    let cells = MosaicImage(image, mode: mode, symbols: symbols)
                    #expect(cells.cells.count == cells.columns * cells.rows)
                    #expect(cells.columns == (image.width + symbols.columns - 1) / symbols.columns)
                    #expect(cells.rows == (image.height + symbols.rows - 1) / symbols.rows)
                    #expect(cells.cells.allSatisfy { TerminalText.displayWidth(String($0.character)) == 1 }, "\(symbols) \(mode)")
                    if image.height == 30, mode == .truecolor {
                        #expect(cells.cells.allSatisfy { $0.character == "▀" && $0.foreground == $0.background }, "one colour: \(symbols)")
                    }
                }
            }
        }
    }

    /// Every catalog photo (Flickr's 150 px size) as most terminals show it (quadrants, 256 colours), and every
    /// eleventh in every set and colour count: whole cells, each a glyph of its set — in the default set only Unicode
    /// 1.1 block elements, which every terminal draws — and colours the mode has. Every pair for every
    /// photo would hold one of the test run's threads for most of the run, starving tests that wait on deadlines.
    @Test func drawsEveryCatalogPhotoInEverySetAndColourCount() throws {
        let folder = ProjectPaths.catalog.appendingPathComponent("images/q")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jpg") }.sorted()
        #expect(files.count == 440)
        let blocks: ClosedRange<UInt32> = 0x2580...0x259F
        let allowed: [MosaicSymbols: [ClosedRange<UInt32>]] = [
            .half: [0x2580...0x2580, 0x2591...0x2593], .quadrant: [blocks], .sextant: [blocks, 0x1FB00...0x1FB3B],
            .octant: [blocks, 0x1CD00...0x1CDE5, 0x1CEA0...0x1CEAB, 0x1FB82...0x1FB85, 0x1FBE6...0x1FBE7],
        ]
        for (index, file) in files.enumerated() {
            let photo = try JPEGDecoder.decode(Data(contentsOf: folder.appendingPathComponent(file)), covering: 150, 150)
            let everyPair = index % 11 == 0
            for symbols in everyPair ? MosaicSymbols.allCases : [.quadrant] {
                let image = photo.areaAveraged(toWidth: 12 * symbols.columns, height: 6 * symbols.rows)
                for mode in everyPair ? ColorMode.allCases : [.palette256] {
                    let cells = MosaicImage(image, mode: mode, symbols: symbols)
                    #expect(cells.cells.count == 72)
                    for cell in cells.cells {
                        let scalar = cell.character.unicodeScalars.first!.value
                        let drawable = scalar == 0x20 || (mode == .none ? (0x2591...0x2593).contains(scalar) || scalar == 0x2588
                            : allowed[symbols]!.contains { $0.contains(scalar) })
                        #expect(drawable, "\(file) \(symbols) \(mode): \(cell.character)")
                        for color in [cell.foreground, cell.background] {
                            switch (mode, color) {
                            case (.truecolor, .rgb), (.palette256, .indexed), (.none, .none): break
                            case (.palette16, .indexed(let index)): #expect(index < 16)
                            case (.palette8, .indexed(let index)): #expect(index < 8)
                            default: Issue.record("\(file) \(symbols) \(mode): \(color)")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func everySymbolIsOneCellWideAndEveryMaskHasOne() {
        for symbols in MosaicSymbols.allCases {
            let glyphs = Set((0..<(1 << (symbols.gridColumns * symbols.gridRows))).map(symbols.glyph))
            #expect(glyphs.filter { TerminalText.displayWidth(String($0)) != 1 }.isEmpty, "\(symbols)")
        }
        #expect(MosaicSymbols.quadrant.masks.count == 8)
        #expect(MosaicSymbols.sextant.masks.count == 32)
        #expect(MosaicSymbols.octant.masks.count == 128)
    }

    @Test func picksPerceptualNeighbours() {
        #expect(TerminalPalette.nearest256(RGB(0, 0, 95)) == 17, "a dark blue stays blue, not grey")
        #expect(TerminalPalette.color(of: 17) == RGB(0, 0, 95))
        #expect(PaletteMixer(colors: 16).nearest(RGB(250, 250, 250)) == 15)
        #expect(PaletteMixer(colors: 8).nearest(RGB(250, 250, 250)) == 7, "no bright white among eight")
    }

    @Test func detectsTheColourMode() {
        #expect(TerminalCapabilities(environment: ["COLORTERM": "truecolor"]).colorMode(environment: ["COLORTERM": "truecolor"], terminfoColors: 256, terminfoDeclaresRGB: false) == .truecolor)
        #expect(TerminalCapabilities(environment: [:]).colorMode(environment: [:], terminfoColors: 0x1000000, terminfoDeclaresRGB: true) == .truecolor)
        #expect(TerminalCapabilities(environment: [:]).colorMode(environment: [:], terminfoColors: 256, terminfoDeclaresRGB: false) == .palette256)
        #expect(TerminalCapabilities(environment: [:]).colorMode(environment: [:], terminfoColors: 16, terminfoDeclaresRGB: false) == .palette16)
        #expect(TerminalCapabilities(environment: [:]).colorMode(environment: [:], terminfoColors: 8, terminfoDeclaresRGB: false) == .palette8)
        #expect(TerminalCapabilities(environment: ["TERM": "dumb"]).colorMode(environment: ["TERM": "dumb"], terminfoColors: -1, terminfoDeclaresRGB: false) == .none)
        #expect(TerminalCapabilities(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]).colorMode(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], terminfoColors: 256, terminfoDeclaresRGB: false) == .none)
    }
}
