import CNcursesShim
import CNcursesw
import Foundation
import Model
import TestSupport
import Testing
@testable import TerminalUI

/// Sixel pictures live in the terminal's cells, and the painter sends the terminal's scrolls itself: where the terminal
/// carries its pictures along, only the picture that came into view is sent after a scroll; elsewhere every picture
/// that moved is sent again where it went. The one that left is not.
@MainActor
struct PixelPainterTests {
    @Test(arguments: [true, false]) func sendsThePicturesAScrollDidNotCarry(carried: Bool) async throws {
        let screen = try SixelScreen(scrollsCarryPictures: carried)
        let painter = screen.painter
        // Two shapes in the same cells: a picture moves onto cells kept for another of another shape.
        let pictures = (0..<4).map { RGBImage(width: 20, height: $0 % 2 == 0 ? 80 : 40, color: RGB(UInt8(40 * $0), 90, 200)) }
        for (index, row) in [2, 6, 10].enumerated() {
            painter.photo(pictures[index], row: row, column: 1, area: (columns: 2, rows: 4), on: (columns: 100, rows: 30))
        }
        let first = try await screen.framesAfterEncoding(3)
        #expect(first.pictures == 3, "the first frames sent the three pictures")
        // The list moved up a row of four lines: the first picture left, a new one came in at the bottom.
        painter.scroll(rows: 2..<26, by: 4)
        painter.photo(pictures[3], row: 22, column: 1, area: (columns: 2, rows: 4), on: (columns: 100, rows: 30))
        let afterScroll = try await screen.framesAfterEncoding(1)
        #expect(afterScroll.text.hasPrefix("\u{1b}[?2026h\u{1b}7\u{1b}[m\u{1b}[3;26r\u{1b}[4S\u{1b}[r\u{1b}8"), "the scroll first")
        #expect(afterScroll.text.components(separatedBy: "\u{1b}[3;26r").count == 2, "sent once")
        #expect(afterScroll.pictures == (carried ? 1 : 3), carried ? "only the new picture" : "the new picture, and the two that moved")
    }

    /// A picture the scroll takes only partly out of the scrolled lines leaves part of itself in view: every picture
    /// is sent again, as where the terminal does not carry them.
    @Test func aPictureLeftPartlyInViewHasEveryPictureSentAgain() async throws {
        let screen = try SixelScreen(scrollsCarryPictures: true)
        let painter = screen.painter
        let (thumbnail, pane) = (RGBImage(width: 20, height: 80, color: RGB(200, 0, 0)), RGBImage(width: 40, height: 160, color: RGB(0, 200, 0)))
        for row in [2, 6] { painter.photo(thumbnail, row: row, column: 1, area: (columns: 2, rows: 4), on: (columns: 100, rows: 30)) }
        painter.photo(pane, row: 2, column: 60, area: (columns: 4, rows: 8), on: (columns: 100, rows: 30))
        #expect(try await screen.framesAfterEncoding(2).pictures == 3)
        painter.scroll(rows: 2..<26, by: 4)
        painter.photo(pane, row: 2, column: 60, area: (columns: 4, rows: 8), on: (columns: 100, rows: 30))
        #expect(try await screen.framesAfterEncoding(0).pictures == 2, "the thumbnail that moved, and the pane's picture")
    }

    /// With no picture on the terminal a scroll moves only text: it is left to ncurses, which scrolls as it does for
    /// text alone. Once a picture is there, the painter sends the scroll itself.
    @Test func aScrollWithNoPictureOnTheTerminalIsLeftToNcurses() async throws {
        let screen = try SixelScreen(scrollsCarryPictures: true)
        let painter = screen.painter
        let thumbnail = RGBImage(width: 20, height: 80, color: RGB(200, 0, 0))
        // Past the first frame, which clears the terminal (and sends no scroll).
        #expect(try await screen.framesAfterEncoding(0).pictures == 0)
        painter.scroll(rows: 2..<26, by: 4)
        painter.photo(thumbnail, row: 22, column: 1, area: (columns: 2, rows: 4), on: (columns: 100, rows: 30))
        let first = try await screen.framesAfterEncoding(1)
        #expect(!first.text.contains("\u{1b}[3;26r"), "no scroll of the painter's own")
        #expect(first.pictures == 1, "the picture that came into view")
        painter.scroll(rows: 2..<26, by: 4)
        painter.photo(thumbnail, row: 18, column: 1, area: (columns: 2, rows: 4), on: (columns: 100, rows: 30))
        let second = try await screen.framesAfterEncoding(0)
        #expect(second.text.hasPrefix("\u{1b}[?2026h\u{1b}7\u{1b}[m\u{1b}[3;26r\u{1b}[4S"), "the painter's scroll, with the picture on it")
    }

    /// A thumbnail whose file a server padded to megabytes (APP15 segments, bytes after its end) goes to an iTerm2
    /// terminal as a JPEG made from the pixels it is shown at: its bytes are bounded by its cells, not by the file.
    @Test func aPaddedFileGoesToITerm2BoundedByItsCells() async throws {
        let thumbnail = try Data(contentsOf: ProjectPaths.catalog.appendingPathComponent("images/q").appendingPathComponent(
            try #require(FileManager.default.contentsOfDirectory(atPath: ProjectPaths.catalog.appendingPathComponent("images/q").path).sorted().first)
        ))
        var padded = Data(thumbnail.prefix(2))
        for _ in 0..<120 { padded += Data([0xFF, 0xEF, 0xFF, 0xFF]) + Data(repeating: 0x41, count: 65_533) }
        padded += thumbnail.dropFirst(2) + Data(repeating: 0x42, count: 1 << 20)
        #expect(padded.count > 8_000_000)
        let image = try JPEGDecoder.decode(padded, covering: 80, 80)
        let screen = try SixelScreen(wire: .iterm(parts: false))
        screen.painter.photo(image, row: 2, column: 1, area: (columns: 8, rows: 4), on: (columns: 100, rows: 30))
        let sent = try await screen.bytesAfterEncoding(1)
        #expect(sent > 1_000 && sent < image.width * image.height * 3, "\(sent) bytes for \(image.width)×\(image.height) pixels")
    }
}

/// An ncurses screen of its own (written to /dev/null) with a sixel painter whose output is read back.
@MainActor
private final class SixelScreen {
    private final class Redraws {
        var count = 0
    }

    let painter: PixelPainter
    private let output: TerminalOutput
    private let screen: OpaquePointer
    private let screenOutput: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private let ends: [Int32]
    private let redraws = Redraws()

    init(wire: PixelPainter.Wire = .sixel(colors: 16, dithered: false), scrollsCarryPictures: Bool = false) throws {
        setenv("LINES", "30", 1)
        setenv("COLUMNS", "100", 1)
        screenOutput = try #require(fopen("/dev/null", "w"))
        input = try #require(fopen("/dev/null", "r"))
        screen = try #require(newterm("xterm-256color", screenOutput, input))
        set_term(screen)
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        self.ends = ends
        let redraws = redraws
        output = TerminalOutput(terminal: ends[1])
        painter = PixelPainter(
            wire: wire, cell: (width: 10, height: 20, guessed: false), scrollsCarryPictures: scrollsCarryPictures, output: output,
            redraw: { redraws.count += 1 }
        )
    }

    /// Draws a frame, waits until `encodings` pictures have been encoded (each asks for a frame), and draws another;
    /// returns what the two sent, and the sixel pictures in it.
    func framesAfterEncoding(_ encodings: Int) async throws -> (text: String, pictures: Int) {
        let text = try await afterEncoding(encodings)
        return (text, text.components(separatedBy: "\u{1b}P").count - 1)
    }

    /// Draws a frame, waits until `encodings` pictures have been encoded, and draws another; returns the bytes the two
    /// sent.
    func bytesAfterEncoding(_ encodings: Int) async throws -> Int {
        try await afterEncoding(encodings).utf8.count
    }

    private func afterEncoding(_ encodings: Int) async throws -> String {
        let wanted = redraws.count + encodings
        var sent = frame()
        let deadline = ContinuousClock.now + .seconds(10)
        while redraws.count < wanted, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        try #require(redraws.count >= wanted, "the pictures were encoded within 10 s")
        sent += frame()
        return sent
    }

    /// One frame, sent as the canvas sends it (ncurses' part to /dev/null): what the painter sent around it.
    private func frame() -> String {
        set_term(screen)
        painter.frameDrawn()
        wnoutrefresh(flk_canvas())
        doupdate()
        output.frameFlushed()
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while case let count = read(ends[0], &buffer, buffer.count), count > 0 { bytes += buffer[..<count] }
        return String(decoding: bytes, as: UTF8.self)
    }

    isolated deinit {
        // Left open, as NcursesScreen's: deleting a screen frees the windows of every screen.
        set_term(screen)
        endwin()
        close(ends[0])
        close(ends[1])
    }
}
