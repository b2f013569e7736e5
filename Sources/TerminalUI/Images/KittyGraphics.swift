import Foundation
import Model

/// Kitty's terminal graphics protocol: an image sent as base64 RGB in chunks of 4096 bytes, displayed at the
/// cursor scaled into a given number of cells, the cursor left where it was, and no reply asked for.
enum KittyGraphics {
    static func transmit(_ image: RGBImage, columns: Int, rows: Int) -> String {
        let payload = Data(image.pixels).base64EncodedString()
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
                ? "a=T,f=24,s=\(image.width),v=\(image.height),c=\(columns),r=\(rows),C=1,q=2,m=\(more)"
                : "m=\(more)"
            sequence += "\u{1b}_G\(control);\(chunk)\u{1b}\\"
        }
        return sequence
    }
}
