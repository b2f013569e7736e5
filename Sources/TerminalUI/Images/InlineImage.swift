import FoundationEssentials

/// iTerm2's inline images (also WezTerm's and mintty's), as a sequence: a file in base64 (`OSC 1337 ; File=`) — the
/// picture's pixels made a JPEG at the size shown (``Model/JPEGEncoder``) —, shown at the cursor scaled into a number
/// of cells, its shape kept. A large file goes in parts where
/// the terminal takes them (iTerm2 ≥ 3.5: `MultipartFile`, `FilePart`, `FileEnd`).
enum InlineImage {
    /// Base64 bytes above which a file goes in parts, and the size of each part.
    static let partSize = 512 << 10

    /// The sequence showing `file` in `cells` at the cursor.
    static func sequence(file: Data, cells: (columns: Int, rows: Int), inParts: Bool) -> [UInt8] {
        let payload = file.base64EncodedString()
        let arguments = "inline=1;size=\(file.count);width=\(cells.columns);height=\(cells.rows);preserveAspectRatio=1"
        guard inParts, payload.utf8.count > partSize else {
            return Array("\u{1b}]1337;File=\(arguments):\(payload)\u{07}".utf8)
        }
        var sequence = "\u{1b}]1337;MultipartFile=\(arguments)\u{07}"
        var start = payload.startIndex
        while start < payload.endIndex {
            let end = payload.index(start, offsetBy: partSize, limitedBy: payload.endIndex) ?? payload.endIndex
            sequence += "\u{1b}]1337;FilePart=\(payload[start..<end])\u{07}"
            start = end
        }
        return Array((sequence + "\u{1b}]1337;FileEnd\u{07}").utf8)
    }
}
