import Foundation
import LoopbackHarness
import Model
import TerminalUI

/// `make bench`'s real-pixel figures: our sixel encoder beside `img2sixel` (libsixel) and `chafa -f sixel` on the
/// same pixels — time, bytes, and fidelity (the output decoded back to pixels and compared with what was encoded,
/// PSNR), libchafa's sixel in process too — and the bytes kitty's protocol sends for the same picture (lossless),
/// beside `chafa -f kitty`. Ours is timed in process (the
/// encode alone); the two commands as whole processes (start and reading the file included), which is what they
/// cost a program that calls them. Prints figures; asserts nothing.
enum PixelBench {
    struct Case {
        let name: String
        let file: String
        let width: Int
        let height: Int
    }

    /// A list thumbnail, the photo page's preview, and a full-screen viewer frame (the catalog's largest files are
    /// 640 pixels: the viewer frame is that photo scaled up, said so in its name).
    static let cases = [
        Case(name: "list thumbnail", file: "images/q/coco-159269.jpg", width: 72, height: 72),
        Case(name: "preview", file: "images/z/coco-78499.jpg", width: 640, height: 480),
        Case(name: "viewer (scaled up)", file: "images/z/coco-78499.jpg", width: 1024, height: 768),
    ]

    static func run() throws {
        let img2sixel = FileManager.default.isExecutableFile(atPath: "/usr/bin/img2sixel") ? "/usr/bin/img2sixel" : nil
        let chafa = FileManager.default.isExecutableFile(atPath: "/usr/bin/chafa") ? "/usr/bin/chafa" : nil
        let libchafa = ProjectPaths.packageRoot.appendingPathComponent(".build-bench/libchafa-canvas").path
        print("\nReal pixels: sixel encoders on the same pixels (ms: ours in process, the commands as processes; KB written;")
        print("PSNR of the output decoded back against the pixels encoded), and kitty's transmission, a PNG file (over ssh) and raw (local)")
        print(Bench.row("encoder", "ms", "KB", "PSNR dB", "ms × ours", "KB × ours"))
        for test in cases {
            let data = try Data(contentsOf: ProjectPaths.catalog.appendingPathComponent(test.file))
            let decoded = try JPEGDecoder.decode(data, covering: test.width, test.height)
            let image = decoded.areaAveraged(toWidth: test.width, height: test.height)
            print("\(test.name) \(test.width)×\(test.height)")
            let reference = Screenshot(width: image.width, height: image.height, pixels: image.pixels)
            var ours: [UInt8] = []
            let time = Bench.median(of: 15) { ours = SixelEncoder.encode(image) }
            let fidelity = (try? SixelDecoder.decode(ours))?.psnr(against: reference) ?? 0
            print(Bench.row("  flickterm sixel", Bench.ms(time), kilobytes(ours.count), String(format: "%.1f", fidelity), "1.0×", "1.0×"))
            var dithered: [UInt8] = []
            let ditheredTime = Bench.median(of: 15) { dithered = SixelEncoder.encode(image, dithered: true) }
            let ditheredFidelity = (try? SixelDecoder.decode(dithered))?.psnr(against: reference) ?? 0
            print(Bench.row("  flickterm sixel, dithered", Bench.ms(ditheredTime), kilobytes(dithered.count), String(format: "%.1f", ditheredFidelity),
                            String(format: "%.1f×", ditheredTime / time), String(format: "%.2f×", Double(dithered.count) / Double(max(ours.count, 1)))))
            let ppm = ScratchFolder.path("pixel-bench", suffix: ".ppm")
            try (Data("P6\n\(image.width) \(image.height)\n255\n".utf8) + Data(image.pixels)).write(to: ppm)
            defer { try? FileManager.default.removeItem(at: ppm) }
            for (name, command, arguments) in [
                ("img2sixel", img2sixel, [ppm.path]),
                // chafa sizes in cells, of 8×8 pixels where no terminal says otherwise (square: font ratio 1): the
                // picture's own size.
                ("chafa -f sixel", chafa, ["-f", "sixel", "--font-ratio", "1", "-s", "\(image.width / 8)x\(image.height / 8)", "--scale", "max", ppm.path]),
            ] {
                guard let command else {
                    print(Bench.row("  " + name, "–", "–", "–", "–", "–"))
                    continue
                }
                var output = ""
                let theirs = Bench.median(of: 5) { output = (try? ProcessRunner.output(of: URL(fileURLWithPath: command), arguments).stdout) ?? "" }
                let bytes = Array(output.utf8)
                // Compared at the size it drew (chafa's may differ by a few pixels), with the source resized to it.
                let back = try? SixelDecoder.decode(bytes)
                let psnr = back.map { drawn in
                    let resized = image.areaAveraged(toWidth: drawn.width, height: drawn.height)
                    return drawn.psnr(against: Screenshot(width: resized.width, height: resized.height, pixels: resized.pixels))
                }
                let size = back.map { $0.width == image.width && $0.height == image.height ? "" : " at \($0.width)×\($0.height)" } ?? ""
                print(Bench.row("  " + name + size, Bench.ms(theirs), kilobytes(bytes.count), psnr.map { String(format: "%.1f", $0) } ?? "–",
                                String(format: "%.1f×", theirs / time), String(format: "%.2f×", Double(bytes.count) / Double(max(ours.count, 1)))))
            }
            if FileManager.default.isExecutableFile(atPath: libchafa) {
                let sixel = ScratchFolder.path("libchafa", suffix: ".six")
                defer { try? FileManager.default.removeItem(at: sixel) }
                let said = try ProcessRunner.output(of: URL(fileURLWithPath: libchafa), [ppm.path, sixel.path, "sixel"])
                if let theirs = Double(said.stdout.trimmingCharacters(in: .whitespacesAndNewlines)).map({ $0 / 1000 }),
                   let bytes = try? [UInt8](Data(contentsOf: sixel)) {
                    let psnr = (try? SixelDecoder.decode(bytes))?.psnr(against: reference)
                    print(Bench.row("  libchafa sixel (in process)", Bench.ms(theirs), kilobytes(bytes.count), psnr.map { String(format: "%.1f", $0) } ?? "–",
                                    String(format: "%.1f×", theirs / time), String(format: "%.2f×", Double(bytes.count) / Double(max(ours.count, 1)))))
                }
            } else {
                print(Bench.row("  libchafa sixel (in process)", "–", "–", "–", "–", "–"))
            }
            // Over ssh compressed, at home not (Canvas): both, the ratios against the compressed one.
            let kitty = Bench.median(of: 15) { _ = KittyGraphics.Transmission(image, compressed: true) }
            let kittyBytes = KittyGraphics.Transmission(image, compressed: true).chunks(id: 1).joined().utf8.count
            print(Bench.row("  flickterm kitty, PNG (ssh)", Bench.ms(kitty), kilobytes(kittyBytes), "lossless", "", ""))
            let raw = Bench.median(of: 15) { _ = KittyGraphics.Transmission(image, compressed: false) }
            let rawBytes = KittyGraphics.Transmission(image, compressed: false).chunks(id: 1).joined().utf8.count
            print(Bench.row("  flickterm kitty, raw (local)", Bench.ms(raw), kilobytes(rawBytes), "lossless", String(format: "%.2f×", raw / kitty),
                            String(format: "%.2f×", Double(rawBytes) / Double(max(kittyBytes, 1)))))
            // chafa's kitty output beside ours: time and bytes (the ratios against our compressed transmission).
            if let chafa {
                var output = ""
                let theirs = Bench.median(of: 5) {
                    output = (try? ProcessRunner.output(of: URL(fileURLWithPath: chafa), ["-f", "kitty", "--font-ratio", "1", "-s", "\(image.width / 8)x\(image.height / 8)", "--scale", "max", ppm.path]).stdout) ?? ""
                }
                print(Bench.row("  chafa -f kitty (× our PNG)", Bench.ms(theirs), kilobytes(output.utf8.count), "", String(format: "%.1f×", theirs / kitty),
                                String(format: "%.2f×", Double(output.utf8.count) / Double(max(kittyBytes, 1)))))
            }
        }
    }

    private static func kilobytes(_ count: Int) -> String { String(format: "%.1f", Double(count) / 1024) }
}
