import CNcursesw
import Glibc
import Testing
@testable import TerminalUI

/// The colour sequences the painter sends are the terminfo's own, as ncurses would send them: the 16 colours in their
/// short forms, the rest in 256-colour form (xterm-256color), and kept once made.
@MainActor
struct ColorSequencesTests {
    @Test func areTheTerminfosSetafAndSetab() throws {
        let output = try #require(fopen("/dev/null", "w")), input = try #require(fopen("/dev/null", "r"))
        let screen = try #require(newterm("xterm-256color", output, input))
        defer {
            endwin()
            delscreen(screen)
            fclose(output)
            fclose(input)
        }
        #expect(ColorSequences.available)
        var sequences = ColorSequences()
        #expect(String(decoding: sequences.foreground(3), as: UTF8.self) == "\u{1b}[33m")
        #expect(String(decoding: sequences.foreground(9), as: UTF8.self) == "\u{1b}[91m")
        #expect(String(decoding: sequences.foreground(196), as: UTF8.self) == "\u{1b}[38;5;196m")
        #expect(String(decoding: sequences.background(4), as: UTF8.self) == "\u{1b}[44m")
        #expect(String(decoding: sequences.background(255), as: UTF8.self) == "\u{1b}[48;5;255m")
        #expect(String(decoding: sequences.foreground(196), as: UTF8.self) == "\u{1b}[38;5;196m", "the same when kept")
    }
}
