import Foundation
import Testing
@testable import TerminalUI

/// iTerm2's inline images, as bytes: the file itself, sized in cells, in parts only where the terminal takes them.
struct InlineImageTests {
    private let file = Data((0..<3000).map { UInt8($0 % 251) })

    @Test func sendsTheFileAsItCameSizedInCells() throws {
        let text = String(decoding: InlineImage.sequence(file: file, cells: (12, 6), inParts: false), as: UTF8.self)
        #expect(text.hasPrefix("\u{1b}]1337;File=inline=1;size=3000;width=12;height=6;preserveAspectRatio=1:"))
        #expect(text.hasSuffix("\u{07}"))
        let payload = text.dropFirst(text.firstIndex(of: ":").map { text.distance(from: text.startIndex, to: $0) + 1 } ?? 0).dropLast()
        #expect(Data(base64Encoded: String(payload)) == file)
    }

    @Test func sendsALargeFileInPartsWhereTheTerminalTakesThem() throws {
        let large = Data(repeating: 7, count: InlineImage.partSize) // base64 is a third larger: two parts
        let text = String(decoding: InlineImage.sequence(file: large, cells: (80, 40), inParts: true), as: UTF8.self)
        let commands = text.split(separator: "\u{07}").map(String.init)
        #expect(commands.first?.hasPrefix("\u{1b}]1337;MultipartFile=inline=1;size=\(large.count);width=80;height=40") == true)
        let parts = commands.filter { $0.hasPrefix("\u{1b}]1337;FilePart=") }.map { $0.dropFirst("\u{1b}]1337;FilePart=".count) }
        #expect(parts.count == 2)
        #expect(Data(base64Encoded: parts.joined()) == large)
        #expect(commands.last == "\u{1b}]1337;FileEnd")
        // Without parts (an older iTerm2, WezTerm), one sequence however large.
        #expect(String(decoding: InlineImage.sequence(file: large, cells: (80, 40), inParts: false), as: UTF8.self).hasPrefix("\u{1b}]1337;File="))
    }
}
