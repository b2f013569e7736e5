import Foundation
import LoopbackHarness
import Model
@_spi(Benchmark) import TerminalUI

/// `make bench`'s mosaic figures: each set of glyphs (half blocks, quadrants, sextants) over the catalog's photos
/// at 20×10 and 80×40 cells, in 24-bit colour — time per picture, and fidelity: what a terminal draws rebuilt at
/// 8×16 pixels a cell (``GlyphShape``) against the photo resized to the same pixels (PSNR, mean over the photos) —
/// beside the `chafa` command asked for the same symbols, cells and colours, measured the same way. Prints figures;
/// asserts nothing.
enum MosaicBench {
    static let cell = (width: 8, height: 16)

    static func run() throws {
        let chafa = ["/usr/bin/chafa", "/usr/local/bin/chafa"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let folder = ProjectPaths.catalog.appendingPathComponent("images/z")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jpg") }.sorted()
        let photos = try files.map { try JPEGDecoder.decode(Data(contentsOf: folder.appendingPathComponent($0)), covering: 640, 640) }
        print("\nMosaics, 24-bit colour, the catalog's \(photos.count) photos: ms a picture (ours in process; chafa as a process, on")
        print("\(min(photos.count, 12)) of them) and PSNR of the glyphs drawn at 8×16 pixels a cell against the photo (mean)")
        print(Bench.row("cells", "symbols", "ours ms", "ours dB", "chafa ms", "chafa dB", "Δ dB (photos)"))
        let runs: [(MosaicSymbols, String, ColorMode, String)] = [
            (.half, "half", .truecolor, "full"), (.quadrant, "quad", .truecolor, "full"), (.sextant, "sextant", .truecolor, "full"),
            (.octant, "", .truecolor, "full"), (.quadrant, "block+border", .truecolor, "full"),
            (.quadrant, "quad+stipple", .palette16, "16"), (.quadrant, "quad+stipple", .palette8, "8"),
        ]
        for (columns, rows) in [(20, 10), (80, 40)] {
            for (symbols, chafaSymbols, mode, chafaColors) in runs {
                // Ours over every photo; beside chafa, each photo chafa drew, ours and theirs.
                var times: [Double] = [], ours: [Double] = [], pairs: [(ours: Double, theirs: Double)] = [], theirTimes: [Double] = []
                for (index, photo) in photos.enumerated() {
                    let cells = ImageStore.fit(width: photo.width, height: photo.height * cell.width, into: columns, rows * cell.height)
                    let grid = (columns: cells.width, rows: max(cells.height / cell.height, 1))
                    let reference = photo.areaAveraged(toWidth: grid.columns * cell.width, height: grid.rows * cell.height)
                    let input = photo.areaAveraged(toWidth: grid.columns * symbols.columns, height: grid.rows * symbols.rows)
                    var mosaic: MosaicImage?
                    times.append(Bench.median(of: 5) { mosaic = MosaicImage(input, mode: mode, symbols: symbols) })
                    guard let mosaic else { continue }
                    let fidelity = psnr(drawn(mosaic), reference)
                    ours.append(fidelity)
                    // chafa 1.12 (Debian's) has no octants.
                    guard let chafa, index < 12, !chafaSymbols.isEmpty else { continue }
                    let ppm = ScratchFolder.path("mosaic", suffix: ".ppm")
                    defer { try? FileManager.default.removeItem(at: ppm) }
                    try (Data("P6\n\(photo.width) \(photo.height)\n255\n".utf8) + Data(photo.pixels)).write(to: ppm)
                    var text = ""
                    theirTimes.append(Bench.median(of: 3) {
                        text = (try? ProcessRunner.output(of: URL(fileURLWithPath: chafa), [
                            "--format", "symbols", "--symbols", chafaSymbols, "--colors", chafaColors, "--size", "\(grid.columns)x\(grid.rows)",
                            "--stretch", "--animate", "off", "--polite", "on", ppm.path,
                        ]).stdout) ?? ""
                    })
                    if let cells = parse(text, columns: grid.columns, rows: grid.rows) { pairs.append((fidelity, psnr(cells, reference))) }
                }
                let mean = { (values: [Double]) in values.isEmpty ? nil : values.reduce(0, +) / Double(values.count) }
                let their = mean(pairs.map(\.theirs)), delta = mean(pairs.map { $0.ours - $0.theirs })
                print(Bench.row(
                    "\(columns)×\(rows)",
                    (mode == .truecolor ? symbols.rawValue : "\(symbols.rawValue), \(mode.rawValue) colours")
                        + (chafaSymbols == "block+border" ? " (chafa's default)" : ""), Bench.ms(mean(times) ?? 0), mean(ours).map { String(format: "%.1f", $0) } ?? "–",
                    mean(theirTimes).map(Bench.ms) ?? "–", their.map { String(format: "%.1f", $0) } ?? "–",
                    delta.map { String(format: "%+.1f (%d)", $0, pairs.count) } ?? "–"
                ))
            }
        }
    }

    /// A cell as drawn: its glyph and its two colours.
    struct Drawn {
        let character: Character
        let foreground: RGB
        let background: RGB
    }

    /// Our cells as drawn (indexed colours as xterm's defaults show them).
    static func drawn(_ mosaic: MosaicImage) -> (columns: Int, rows: Int, cells: [Drawn]) {
        let cells = mosaic.cells.map { cell -> Drawn in
            func rgb(_ color: MosaicCell.Color) -> RGB {
                switch color {
                case .rgb(let value): value
                case .indexed(let index): TerminalPalette.color(of: Int(index))
                case .none: RGB(0, 0, 0)
                }
            }
            return Drawn(character: cell.character, foreground: rgb(cell.foreground), background: rgb(cell.background))
        }
        return (mosaic.columns, mosaic.rows, cells)
    }

    /// chafa's `--format symbols` output read back into cells (its SGR colours, 24-bit or indexed; a cell without one
    /// is black);
    /// `nil` when it does not fill `columns`×`rows`.
    static func parse(_ text: String, columns: Int, rows: Int) -> (columns: Int, rows: Int, cells: [Drawn])? {
        var cells: [Drawn] = []
        var foreground = RGB(0, 0, 0), background = RGB(0, 0, 0)
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1b}" {
                guard scalars.first == "[" else { continue }
                scalars.removeFirst()
                var parameters = ""
                while let next = scalars.popFirst() {
                    if (0x40...0x7E).contains(next.value) {
                        if next == "m" { apply(parameters, &foreground, &background) }
                        break
                    }
                    parameters.unicodeScalars.append(next)
                }
            } else if scalar.value >= 0x20 {
                cells.append(Drawn(character: Character(scalar), foreground: foreground, background: background))
            }
        }
        return cells.count == columns * rows ? (columns, rows, cells) : nil
    }

    private static func apply(_ parameters: String, _ foreground: inout RGB, _ background: inout RGB) {
        let values = parameters.split(separator: ";").compactMap { Int($0) }
        var index = 0
        while index < values.count {
            switch values[index] {
            case 0: (foreground, background) = (RGB(0, 0, 0), RGB(0, 0, 0))
            case 30...37: foreground = TerminalPalette.color(of: values[index] - 30)
            case 90...97: foreground = TerminalPalette.color(of: values[index] - 90 + 8)
            case 40...47: background = TerminalPalette.color(of: values[index] - 40)
            case 100...107: background = TerminalPalette.color(of: values[index] - 100 + 8)
            case 38 where index + 2 < values.count && values[index + 1] == 5:
                foreground = TerminalPalette.color(of: values[index + 2])
                index += 2
            case 48 where index + 2 < values.count && values[index + 1] == 5:
                background = TerminalPalette.color(of: values[index + 2])
                index += 2
            case 38 where index + 4 < values.count && values[index + 1] == 2:
                foreground = RGB(UInt8(values[index + 2]), UInt8(values[index + 3]), UInt8(values[index + 4]))
                index += 4
            case 48 where index + 4 < values.count && values[index + 1] == 2:
                background = RGB(UInt8(values[index + 2]), UInt8(values[index + 3]), UInt8(values[index + 4]))
                index += 4
            default: break
            }
            index += 1
        }
    }

    /// PSNR of `cells` rebuilt at 8×16 pixels a cell against `reference` (of that size).
    static func psnr(_ cells: (columns: Int, rows: Int, cells: [Drawn]), _ reference: RGBImage) -> Double {
        var total = 0.0
        for row in 0..<cells.rows {
            for column in 0..<cells.columns {
                let cell = cells.cells[row * cells.columns + column]
                for y in 0..<MosaicBench.cell.height {
                    for x in 0..<MosaicBench.cell.width {
                        let share = GlyphShape.coverage(cell.character, x: x, y: y, width: MosaicBench.cell.width, height: MosaicBench.cell.height) ?? 0
                        let want = reference[column * MosaicBench.cell.width + x, row * MosaicBench.cell.height + y]
                        for (front, back, wanted) in [(cell.foreground.red, cell.background.red, want.red),
                                                      (cell.foreground.green, cell.background.green, want.green),
                                                      (cell.foreground.blue, cell.background.blue, want.blue)] {
                            let shown = share * Double(front) + (1 - share) * Double(back)
                            total += (shown - Double(wanted)) * (shown - Double(wanted))
                        }
                    }
                }
            }
        }
        let mean = total / Double(max(cells.columns * cells.rows * MosaicBench.cell.width * MosaicBench.cell.height * 3, 1))
        return mean == 0 ? 99 : 10 * log10(255 * 255 / mean)
    }
}
