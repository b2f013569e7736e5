import FoundationEssentials
import Model
import Testing
@testable import TerminalUI

/// What kitty is sent to keep an image: its payload whole, in commands of at most 4096 bytes of it.
struct KittyGraphicsTests {
    /// An image whose pixels zlib cannot shrink much, so that its payload spans several commands.
    private func noisy(width: Int, height: Int) -> RGBImage {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let pixels = (0..<width * height * 3).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    @Test(arguments: [(1, 1), (40, 30), (72, 72), (200, 120)], [true, false])
    func sendsThePayloadWholeInCommandsOf4096Bytes(size: (width: Int, height: Int), compressed: Bool) throws {
        let transmission = KittyGraphics.Transmission(noisy(width: size.width, height: size.height), compressed: compressed)
        let commands = transmission.chunks(id: 7)
        var payload = ""
        for (index, command) in commands.enumerated() {
            let body = try #require(command.split(separator: ";", maxSplits: 1).last?.dropLast(2))
            #expect(command.hasPrefix("\u{1b}_G") && command.hasSuffix("\u{1b}\\"))
            #expect(command.contains("m=\(index < commands.count - 1 ? 1 : 0)"), "all but the last say more follows")
            #expect(body.utf8.count <= 4096 && (index == commands.count - 1 || body.utf8.count == 4096))
            payload += body
        }
        #expect(payload == transmission.payload)
        #expect(commands.count == (transmission.payload.utf8.count + 4095) / 4096)
        let format = compressed ? "f=100" : "f=24,s=\(size.width),v=\(size.height)"
        #expect(commands.first?.hasPrefix("\u{1b}_Ga=t,i=7,\(format),q=2,m=") == true, "the payload is said to be a PNG file where it is")
    }

    /// Uncompressed (a local terminal), the payload is the pixels themselves; compressed (over ssh), a PNG file that
    /// holds exactly them, smaller for smooth pixels (a gradient) — at a thumbnail's size and past the size deflated
    /// by Huffman codes alone.
    @Test(arguments: [(72, 80), (200, 120)])
    func thePayloadIsThePixelsOrAPNGFileOfThem(size: (width: Int, height: Int)) throws {
        var pixels: [UInt8] = []
        for row in 0..<size.height {
            for column in 0..<size.width { pixels += [UInt8(column % 256), UInt8(row * 2 % 256), 128] }
        }
        let image = RGBImage(width: size.width, height: size.height, pixels: pixels)
        let raw = try #require(Data(base64Encoded: KittyGraphics.Transmission(image, compressed: false).payload))
        #expect([UInt8](raw) == pixels)
        let file = try #require(Data(base64Encoded: KittyGraphics.Transmission(image, compressed: true).payload))
        #expect(file.count < raw.count * 3 / 4)
        #expect(try PNGReading.pixels(of: [UInt8](file)) == (size.width, size.height, pixels))
    }
}
