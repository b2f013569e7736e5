import Foundation
import LoopbackHarness
import Model
import TerminalUI

/// `make bench`'s image figures: decode + scale + map to half-block cells, beside the `chafa` command on the
/// same file and grid, and the fidelity of each (PSNR of the pixels rebuilt from the cells against the
/// source area-averaged to the same grid). Prints figures; asserts nothing.
enum ImageBench {
    struct Case {
        let file: String
        let columns: Int
        let rows: Int
    }

    static let cases = [
        Case(file: "images/q/coco-159269.jpg", columns: 8, rows: 4),
        Case(file: "images/m/coco-159269.jpg", columns: 20, rows: 10),
        Case(file: "images/z/coco-78499.jpg", columns: 40, rows: 20),
        Case(file: "images/z/coco-78499.jpg", columns: 80, rows: 40),
    ]

    static func run() throws {
        let tableStart = ContinuousClock.now
        TerminalPalette.fillTable()
        print("\nThe 256-colour table, each entry found when a picture first asks for it; all of it at once (so that the")
        print("figures below count no filling): \(Bench.ms(Bench.seconds(ContinuousClock.now - tableStart))) ms")
        let chafa = ["/usr/bin/chafa", "/usr/local/bin/chafa"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let libchafa = ProjectPaths.packageRoot.appendingPathComponent(".build-bench/libchafa-bench").path
        let hasLibchafa = FileManager.default.isExecutableFile(atPath: libchafa)
        print("\nImages, speed (medians, ms): flickterm from the file (decode at the DCT scale that covers, average,")
        print("cells) and from decoded pixels (average, cells), beside libchafa in process on the same two footings and")
        print("the chafa command (process start included)")
        print(Bench.row("image → cells", "mode", "file", "pixels", "lib file", "faster", "lib px", "faster", "chafa", "faster"))
        for test in cases {
            let url = ProjectPaths.catalog.appendingPathComponent(test.file)
            let data = try Data(contentsOf: url)
            let source = try JPEGDecoder.decode(data, covering: Int.max / 2, Int.max / 2)
            let box = ImageStore.fit(width: source.width, height: source.height, into: test.columns, test.rows * 2)
            let name = "\(source.width)×\(source.height) → \(test.columns)×\(test.rows)"
            for (mode, chafaColors) in [(ColorMode.truecolor, "full"), (.palette256, "256")] {
                let fromFile = Bench.median(of: 50) {
                    guard let image = try? JPEGDecoder.decode(data, covering: box.width, box.height) else { return }
                    _ = MosaicImage(image.areaAveraged(toWidth: box.width, height: box.height), mode: mode)
                }
                let fromPixels = Bench.median(of: 50) {
                    _ = MosaicImage(source.areaAveraged(toWidth: box.width, height: box.height), mode: mode)
                }
                var library = ("–", "–", "–", "–")
                if hasLibchafa, let text = try? output(of: libchafa, [url.path, "\(box.width)", "\((box.height + 1) / 2)", chafaColors == "full" ? "truecolor" : "256"]) {
                    let figures = text.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                    if figures.count == 2 {
                        library = (String(format: "%.3f", figures[1]), String(format: "%.0f×", figures[1] / 1000 / fromFile),
                                   String(format: "%.3f", figures[0]), String(format: "%.0f×", figures[0] / 1000 / fromPixels))
                    }
                }
                var command = ("–", "–")
                if let chafa {
                    let time = Bench.median(of: 10) { _ = try? output(of: chafa, chafaArguments(url, box, chafaColors)) }
                    command = (Bench.ms(time), String(format: "%.0f×", time / fromFile))
                }
                print(Bench.row(name, mode.rawValue, Bench.ms(fromFile), Bench.ms(fromPixels), library.0, library.1, library.2, library.3,
                                command.0, command.1))
            }
        }
        try printFidelity(chafa: chafa)
        let squares = try FileManager.default.contentsOfDirectory(atPath: ProjectPaths.catalog.appendingPathComponent("images/q").path)
            .sorted().map { try Data(contentsOf: ProjectPaths.catalog.appendingPathComponent("images/q/\($0)")) }
        let cache = ImageCache(capacity: 64 << 20)
        let before = residentBytes()
        for index in 0..<1000 {
            let image = try JPEGDecoder.decode(squares[index % squares.count], covering: 8, 8).areaAveraged(toWidth: 8, height: 8)
            cache.store(image, for: ImageCache.Key(url: URL(string: "https://e.test/\(index)")!, width: 8, height: 8))
        }
        let grown = residentBytes() - before
        print("1,000 thumbnails cached: \(cache.usage.bytes / 1024) KiB of pixels, resident memory +\(grown / 1024) KiB")
    }

    /// Fidelity over every photo of the catalog at each size (one photo flatters one renderer or the other:
    /// the 150 px case alone put 256 colours 0.5 dB ahead of chafa, all 86 put them 2 dB ahead).
    static func printFidelity(chafa: String?) throws {
        print("\nImages, fidelity: mean PSNR (dB) and SSIM of the cells against the source area-averaged to the same grid,")
        print("over every catalog photo of that size")
        print(Bench.row("photos → cells", "mode", "PSNR", "SSIM", "chafa", "chafa", "Δ PSNR"))
        for (size, columns, rows) in [("q", 8, 4), ("m", 20, 10), ("z", 80, 40)] {
            let folder = ProjectPaths.catalog.appendingPathComponent("images/\(size)")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            for (mode, chafaColors) in [(ColorMode.truecolor, "full"), (.palette256, "256")] {
                var ours = (psnr: 0.0, ssim: 0.0), theirs = (psnr: 0.0, ssim: 0.0)
                for file in files {
                    let url = folder.appendingPathComponent(file)
                    let source = try JPEGDecoder.decode(try Data(contentsOf: url), covering: Int.max / 2, Int.max / 2)
                    let box = ImageStore.fit(width: source.width, height: source.height, into: columns, rows * 2)
                    let reference = source.areaAveraged(toWidth: box.width, height: box.height)
                    let pixels = rebuilt(MosaicImage(reference, mode: mode))
                    ours.psnr += psnr(pixels, reference)
                    ours.ssim += ssim(pixels, reference)
                    if let chafa {
                        let cells = ChafaCells.pixels(try output(of: chafa, chafaArguments(url, box, chafaColors)), width: box.width, height: box.height)
                        theirs.psnr += psnr(cells, reference)
                        theirs.ssim += ssim(cells, reference)
                    }
                }
                let count = Double(max(files.count, 1))
                print(Bench.row(
                    "\(files.count) × \(size) → \(columns)×\(rows)", mode.rawValue, String(format: "%.1f", ours.psnr / count),
                    String(format: "%.3f", ours.ssim / count), chafa == nil ? "–" : String(format: "%.1f", theirs.psnr / count),
                    chafa == nil ? "–" : String(format: "%.3f", theirs.ssim / count),
                    chafa == nil ? "–" : String(format: "%+.1f", (ours.psnr - theirs.psnr) / count)
                ))
            }
        }
    }

    /// chafa's arguments for half blocks filling `box` (pixels; two a cell vertically).
    static func chafaArguments(_ url: URL, _ box: (width: Int, height: Int), _ colors: String) -> [String] {
        ["--format", "symbols", "--symbols", "vhalf", "--colors", colors, "--size", "\(box.width)x\((box.height + 1) / 2)",
         "--stretch", "--animate", "off", url.path]
    }

    /// The pixels half-block cells stand for (truecolor exactly, palette colours by their RGB).
    static func rebuilt(_ cells: MosaicImage) -> [RGB?] {
        var pixels = [RGB?](repeating: nil, count: cells.columns * cells.rows * 2)
        func rgb(_ color: MosaicCell.Color) -> RGB? {
            switch color {
            case .rgb(let value): value
            case .indexed(let index): TerminalPalette.color(of: Int(index))
            case .none: nil
            }
        }
        for row in 0..<cells.rows {
            for column in 0..<cells.columns {
                let cell = cells.cells[row * cells.columns + column]
                pixels[(row * 2) * cells.columns + column] = rgb(cell.foreground)
                pixels[(row * 2 + 1) * cells.columns + column] = rgb(cell.background)
            }
        }
        return pixels
    }

    /// PSNR of `pixels` against `reference`, over the rows both have (a missing pixel counts as black).
    static func psnr(_ pixels: [RGB?], _ reference: RGBImage) -> Double {
        var squared = 0.0
        var count = 0
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let want = reference[x, y]
                let index = y * reference.width + x
                let got = index < pixels.count ? pixels[index] ?? RGB(0, 0, 0) : RGB(0, 0, 0)
                for (a, b) in [(want.red, got.red), (want.green, got.green), (want.blue, got.blue)] {
                    squared += pow(Double(a) - Double(b), 2)
                    count += 1
                }
            }
        }
        let mse = squared / Double(max(count, 1))
        return mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
    }

    /// The process's resident memory now, in bytes (`/proc/self/statm`).
    static func residentBytes() -> Int {
        let fields = ((try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "").split(separator: " ")
        return (fields.count > 1 ? Int(fields[1]) ?? 0 : 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Mean SSIM of the luma of `pixels` against `reference`, over 8×8 windows a stride of 4 apart (one window
    /// when the image is smaller).
    static func ssim(_ pixels: [RGB?], _ reference: RGBImage) -> Double {
        func luma(_ color: RGB) -> Double { 0.299 * Double(color.red) + 0.587 * Double(color.green) + 0.114 * Double(color.blue) }
        let width = reference.width, height = reference.height
        let got = (0..<width * height).map { luma(($0 < pixels.count ? pixels[$0] : nil) ?? RGB(0, 0, 0)) }
        let want = (0..<width * height).map { luma(reference[$0 % width, $0 / width]) }
        let window = min(8, width, height)
        let c1: Double = 0.01 * 255 * 0.01 * 255, c2: Double = 0.03 * 255 * 0.03 * 255
        var total = 0.0, windows = 0
        for top in stride(from: 0, through: height - window, by: max(window / 2, 1)) {
            for left in stride(from: 0, through: width - window, by: max(window / 2, 1)) {
                var a: [Double] = [], b: [Double] = []
                for y in top..<top + window {
                    for x in left..<left + window {
                        a.append(want[y * width + x])
                        b.append(got[y * width + x])
                    }
                }
                let n = Double(a.count)
                let meanA = a.reduce(0, +) / n, meanB = b.reduce(0, +) / n
                let varA = a.map { pow($0 - meanA, 2) }.reduce(0, +) / n
                let varB = b.map { pow($0 - meanB, 2) }.reduce(0, +) / n
                let cov = zip(a, b).map { ($0 - meanA) * ($1 - meanB) }.reduce(0, +) / n
                total += (2 * meanA * meanB + c1) * (2 * cov + c2) / ((meanA * meanA + meanB * meanB + c1) * (varA + varB + c2))
                windows += 1
            }
        }
        return windows == 0 ? 1 : total / Double(windows)
    }

    private static func output(of executable: String, _ arguments: [String]) throws -> String {
        try ProcessRunner.output(of: URL(fileURLWithPath: executable), arguments).stdout
    }
}
