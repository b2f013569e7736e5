import Foundation
import LoopbackHarness
import Model
import TerminalUI

/// `make bench`'s mosaic figures: each set of glyphs (half blocks, quadrants, sextants, octants) and colour count over
/// the catalog's photos at Flickr's sizes — 150 px (q) into 8×4 cells, 240 px (m) into 20×10, 640 px (z) into 80×40
/// — time per picture, and fidelity: what a terminal draws rebuilt at 8×16 pixels a cell (``GlyphShape``) against the
/// photo resized to the same pixels (PSNR over RGB and SSIM over luma, means over the photos); beside libchafa in
/// process (``Bench``'s `libchafa-canvas`, its default threads) and the `chafa` command, asked for the same symbols,
/// cells and colours, measured the same way. Prints figures; asserts nothing.
enum MosaicBench {
    static let cell = (width: 8, height: 16)
    /// Photos chafa draws for each figure (each run takes it 10–80 ms).
    static let chafaPhotos = 12

    static func run() throws {
        let chafa = ["/usr/bin/chafa", "/usr/local/bin/chafa"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let libchafa = ProjectPaths.packageRoot.appendingPathComponent(".build-bench/libchafa-canvas").path
        let hasLibchafa = FileManager.default.isExecutableFile(atPath: libchafa)
        print("\nMosaics over the catalog's photos: ms a picture (ours and libchafa in process, from pixels already decoded;")
        print("the chafa command as a process) and fidelity of the glyphs drawn at 8×16 pixels a cell against the photo (PSNR dB,")
        print("SSIM; means) — chafa's from the command's output. chafa on \(chafaPhotos) photos; Δ and × over those.")
        print(Bench.row("photo → cells, symbols", "ours ms", "ours dB", "SSIM", "libchafa", "faster", "chafa dB", "SSIM", "Δ dB", "chafa cmd"))
        let runs: [(MosaicSymbols, String, ColorMode, String)] = [
            (.half, "half", .truecolor, "full"), (.quadrant, "quad", .truecolor, "full"), (.quadrant, "block+border", .truecolor, "full"),
            (.sextant, "sextant", .truecolor, "full"), (.octant, "", .truecolor, "full"), (.quadrant, "block+border", .palette256, "256"),
            (.quadrant, "quad+stipple", .palette16, "16"), (.quadrant, "quad+stipple", .palette8, "8"),
        ]
        for (size, columns, rows) in [("q", 8, 4), ("m", 20, 10), ("z", 80, 40)] {
            let folder = ProjectPaths.catalog.appendingPathComponent("images/\(size)")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jpg") }.sorted()
            let photos = try files.map { try JPEGDecoder.decode(Data(contentsOf: folder.appendingPathComponent($0)), covering: 640, 640) }
            for (symbols, chafaSymbols, mode, chafaColors) in runs {
                var times: [Double] = [], ours: [Fidelity] = [], pairs: [(ours: Fidelity, theirs: Fidelity, time: Double, libchafa: Double?, command: Double)] = []
                for (index, photo) in photos.enumerated() {
                    let cells = ImageStore.fit(width: photo.width, height: photo.height * cell.width, into: columns, rows * cell.height)
                    let grid = (columns: cells.width, rows: max(cells.height / cell.height, 1))
                    let reference = photo.areaAveraged(toWidth: grid.columns * cell.width, height: grid.rows * cell.height)
                    let input = photo.areaAveraged(toWidth: grid.columns * symbols.columns, height: grid.rows * symbols.rows)
                    var mosaic: MosaicImage?
                    times.append(Bench.median(of: 5) { mosaic = MosaicImage(input, mode: mode, symbols: symbols) })
                    guard let mosaic else { continue }
                    let fidelity = Fidelity(drawn(mosaic), reference)
                    ours.append(fidelity)
                    // chafa 1.12 (Debian's) has no octants.
                    guard index < chafaPhotos, !chafaSymbols.isEmpty else { continue }
                    let ppm = ScratchFolder.path("mosaic", suffix: ".ppm"), text = ScratchFolder.path("mosaic", suffix: ".txt")
                    defer { for file in [ppm, text] { try? FileManager.default.removeItem(at: file) } }
                    try (Data("P6\n\(photo.width) \(photo.height)\n255\n".utf8) + Data(photo.pixels)).write(to: ppm)
                    var libchafaTime: Double?
                    if hasLibchafa, let said = try? ProcessRunner.output(of: URL(fileURLWithPath: libchafa), [
                        ppm.path, text.path, "symbols", chafaSymbols, chafaColors, "\(grid.columns)", "\(grid.rows)",
                    ]) {
                        libchafaTime = Double(said.stdout.trimmingCharacters(in: .whitespacesAndNewlines)).map { $0 / 1000 }
                    }
                    guard let chafa else { continue }
                    var output = ""
                    let commandTime = Bench.median(of: 3) {
                        output = (try? ProcessRunner.output(of: URL(fileURLWithPath: chafa), [
                            "--format", "symbols", "--symbols", chafaSymbols, "--colors", chafaColors, "--size", "\(grid.columns)x\(grid.rows)",
                            "--stretch", "--animate", "off", "--polite", "on", ppm.path,
                        ]).stdout) ?? ""
                    }
                    if let cells = parse(output, columns: grid.columns, rows: grid.rows) {
                        pairs.append((fidelity, Fidelity(cells, reference), times[index], libchafaTime, commandTime))
                    }
                }
                let mean = { (values: [Double]) in values.isEmpty ? nil : values.reduce(0, +) / Double(values.count) }
                let decibels = { (value: Double?) in value.map { String(format: "%.1f", $0) } ?? "–" }
                let index = { (value: Double?) in value.map { String(format: "%.3f", $0) } ?? "–" }
                let libchafaTimes = pairs.compactMap(\.libchafa)
                let faster = mean(libchafaTimes).flatMap { theirs in mean(pairs.map(\.time)).map { theirs / max($0, 1e-9) } }
                print(Bench.row(
                    "\(size) → \(columns)×\(rows), \(symbols.rawValue)" + (mode == .truecolor ? "" : ", \(mode.rawValue) colours")
                        + (chafaSymbols.isEmpty ? "" : " (chafa \(chafaSymbols))"),
                    Bench.ms(mean(times) ?? 0), decibels(mean(ours.map(\.psnr))), index(mean(ours.map(\.ssim))),
                    mean(libchafaTimes).map(Bench.ms) ?? "–", faster.map { String(format: "%.0f×", $0) } ?? "–",
                    decibels(mean(pairs.map(\.theirs.psnr))), index(mean(pairs.map(\.theirs.ssim))),
                    mean(pairs.map { $0.ours.psnr - $0.theirs.psnr }).map { String(format: "%+.1f", $0) } ?? "–",
                    mean(pairs.map(\.command)).map(Bench.ms) ?? "–"
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

    /// How near cells drawn come to the photo: rebuilt at 8×16 pixels a cell (``GlyphShape``), PSNR over the three
    /// channels, and SSIM over luma (8×8 windows, every 4 pixels; the usual constants for 8 bits).
    struct Fidelity {
        let psnr: Double
        let ssim: Double

        init(_ cells: (columns: Int, rows: Int, cells: [Drawn]), _ reference: RGBImage) {
            let width = cells.columns * MosaicBench.cell.width, height = cells.rows * MosaicBench.cell.height
            var shown = [Double](repeating: 0, count: width * height * 3)
            for row in 0..<cells.rows {
                for column in 0..<cells.columns {
                    let cell = cells.cells[row * cells.columns + column]
                    for y in 0..<MosaicBench.cell.height {
                        for x in 0..<MosaicBench.cell.width {
                            let share = GlyphShape.coverage(cell.character, x: x, y: y, width: MosaicBench.cell.width, height: MosaicBench.cell.height) ?? 0
                            let offset = ((row * MosaicBench.cell.height + y) * width + column * MosaicBench.cell.width + x) * 3
                            shown[offset] = share * Double(cell.foreground.red) + (1 - share) * Double(cell.background.red)
                            shown[offset + 1] = share * Double(cell.foreground.green) + (1 - share) * Double(cell.background.green)
                            shown[offset + 2] = share * Double(cell.foreground.blue) + (1 - share) * Double(cell.background.blue)
                        }
                    }
                }
            }
            let wanted = reference.pixels.map(Double.init)
            let squares = zip(shown, wanted).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
            let meanSquare = squares / Double(max(shown.count, 1))
            psnr = meanSquare == 0 ? 99 : 10 * log10(255 * 255 / meanSquare)
            ssim = Fidelity.ssim(Fidelity.luma(shown), Fidelity.luma(wanted), width: width, height: height)
        }

        /// Rec. 601 luma of RGB values.
        private static func luma(_ values: [Double]) -> [Double] {
            stride(from: 0, to: values.count, by: 3).map { (offset: Int) -> Double in
                0.299 * values[offset] + 0.587 * values[offset + 1] + 0.114 * values[offset + 2]
            }
        }

        private static func ssim(_ a: [Double], _ b: [Double], width: Int, height: Int) -> Double {
            let c1: Double = (0.01 * 255) * (0.01 * 255), c2: Double = (0.03 * 255) * (0.03 * 255)
            var total = 0.0, windows = 0
            for top in stride(from: 0, through: max(height - 8, 0), by: 4) {
                for left in stride(from: 0, through: max(width - 8, 0), by: 4) {
                    var (sa, sb, saa, sbb, sab, n) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
                    for y in top..<min(top + 8, height) {
                        for x in left..<min(left + 8, width) {
                            let (p, q) = (a[y * width + x], b[y * width + x])
                            (sa, sb, saa, sbb, sab, n) = (sa + p, sb + q, saa + p * p, sbb + q * q, sab + p * q, n + 1)
                        }
                    }
                    let (ma, mb) = (sa / n, sb / n)
                    let (va, vb, cov) = (saa / n - ma * ma, sbb / n - mb * mb, sab / n - ma * mb)
                    total += (2 * ma * mb + c1) * (2 * cov + c2) / ((ma * ma + mb * mb + c1) * (va + vb + c2))
                    windows += 1
                }
            }
            return windows == 0 ? 1 : total / Double(windows)
        }
    }
}
