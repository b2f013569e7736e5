import Foundation
import LoopbackHarness
import Model
@_spi(Benchmark) import TerminalUI

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
        let chafa = ["/usr/bin/chafa", "/usr/local/bin/chafa"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let libchafa = ProjectPaths.packageRoot.appendingPathComponent(".build-bench/libchafa-bench").path
        let hasLibchafa = FileManager.default.isExecutableFile(atPath: libchafa)
        print("\nImages, speed (medians, ms): flickterm from the file (decode at the DCT scale that covers, average,")
        print("cells) and from decoded pixels (average, cells), beside libchafa in process on the same two footings and")
        print("the chafa command (process start included)")
        print(Bench.row("image → cells", "mode", "file", "pixels", "lib file", "faster", "lib px", "faster", "chafa", "faster"))
        var fidelity: [String] = []
        for test in cases {
            let url = ProjectPaths.catalog.appendingPathComponent(test.file)
            let data = try Data(contentsOf: url)
            let source = try JPEGDecoder.decode(data, covering: Int.max / 2, Int.max / 2)
            let box = ImageStore.fit(width: source.width, height: source.height, into: test.columns, test.rows * 2)
            let reference = source.areaAveraged(toWidth: box.width, height: box.height)
            let name = "\(source.width)×\(source.height) → \(test.columns)×\(test.rows)"
            for (mode, chafaColors) in [(ColorMode.truecolor, "full"), (.palette256, "256")] {
                let fromFile = Bench.median(of: 50) {
                    guard let image = try? JPEGDecoder.decode(data, covering: box.width, box.height) else { return }
                    _ = HalfBlockImage(image.areaAveraged(toWidth: box.width, height: box.height), mode: mode)
                }
                let fromPixels = Bench.median(of: 50) {
                    _ = HalfBlockImage(source.areaAveraged(toWidth: box.width, height: box.height), mode: mode)
                }
                var library = ("–", "–", "–", "–")
                if hasLibchafa, let text = try? output(of: libchafa, [url.path, "\(box.width)", "\((box.height + 1) / 2)", chafaColors == "full" ? "truecolor" : "256"]) {
                    let figures = text.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                    if figures.count == 2 {
                        library = (String(format: "%.3f", figures[1]), String(format: "%.0f×", figures[1] / 1000 / fromFile),
                                   String(format: "%.3f", figures[0]), String(format: "%.0f×", figures[0] / 1000 / fromPixels))
                    }
                }
                let ourPixels = rebuilt(HalfBlockImage(reference, mode: mode))
                var command = ("–", "–")
                var chafaQuality = ("–", "–")
                if let chafa {
                    let arguments = ["--format", "symbols", "--symbols", "vhalf", "--colors", chafaColors,
                                     "--size", "\(box.width)x\((box.height + 1) / 2)", "--stretch", "--animate", "off", url.path]
                    let time = Bench.median(of: 10) { _ = try? output(of: chafa, arguments) }
                    let chafaPixels = ChafaCells.pixels(try output(of: chafa, arguments), width: box.width, height: box.height)
                    command = (Bench.ms(time), String(format: "%.0f×", time / fromFile))
                    chafaQuality = (String(format: "%.1f", psnr(chafaPixels, reference)), String(format: "%.3f", ssim(chafaPixels, reference)))
                }
                print(Bench.row(name, mode.rawValue, Bench.ms(fromFile), Bench.ms(fromPixels), library.0, library.1, library.2, library.3,
                                command.0, command.1))
                fidelity.append(Bench.row(name, mode.rawValue, String(format: "%.1f", psnr(ourPixels, reference)),
                                          String(format: "%.3f", ssim(ourPixels, reference)), chafaQuality.0, chafaQuality.1))
            }
        }
        print("\nImages, fidelity: PSNR (dB) and SSIM of the cells against the source area-averaged to the same grid")
        print(Bench.row("image → cells", "mode", "PSNR", "SSIM", "chafa", "chafa"))
        fidelity.forEach { print($0) }
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

    /// The pixels half-block cells stand for (truecolor exactly, palette colours by their RGB).
    static func rebuilt(_ cells: HalfBlockImage) -> [RGB?] {
        var pixels = [RGB?](repeating: nil, count: cells.columns * cells.rows * 2)
        func rgb(_ color: HalfBlockCell.Color) -> RGB? {
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
