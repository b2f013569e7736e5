import Foundation
import Model

/// Kitty's terminal graphics protocol: an image sent as base64 RGBA in chunks of 4096 bytes, displayed at the
/// cursor scaled into a given number of cells, the cursor left where it was, and no reply asked for. The image
/// is one pixel a half cell; one of an odd number of rows gets a transparent last row, so that kitty's
/// scaling into whole cells never stretches it out of its shape.
enum KittyGraphics {
    static func transmit(_ image: RGBImage, columns: Int, rows: Int) -> String {
        let height = max(image.height, rows * 2)
        var pixels = [UInt8]()
        pixels.reserveCapacity(image.width * height * 4)
        for index in stride(from: 0, to: image.pixels.count, by: 3) {
            pixels.append(contentsOf: image.pixels[index..<index + 3])
            pixels.append(255)
        }
        pixels += [UInt8](repeating: 0, count: image.width * (height - image.height) * 4)
        let payload = Data(pixels).base64EncodedString()
        var chunks: [Substring] = []
        var start = payload.startIndex
        while start < payload.endIndex {
            let end = payload.index(start, offsetBy: 4096, limitedBy: payload.endIndex) ?? payload.endIndex
            chunks.append(payload[start..<end])
            start = end
        }
        var sequence = ""
        for (index, chunk) in chunks.enumerated() {
            let more = index < chunks.count - 1 ? 1 : 0
            let control = index == 0
                ? "a=T,f=32,s=\(image.width),v=\(height),c=\(columns),r=\(rows),C=1,q=2,m=\(more)"
                : "m=\(more)"
            sequence += "\u{1b}_G\(control);\(chunk)\u{1b}\\"
        }
        return sequence
    }
}
