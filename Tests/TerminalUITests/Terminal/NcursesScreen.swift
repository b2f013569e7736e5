import CNcursesw
import Foundation
import Testing
@testable import TerminalUI

/// An ncurses screen of its own (xterm-256color, written to /dev/null), for a canvas to draw on.
@MainActor
final class NcursesScreen {
    /// A cell as ncurses holds it: its character, attributes and colours.
    struct Cell: Equatable {
        let character: Character
        let attributes: attr_t
        let foreground: Int32
        let background: Int32
    }

    private let screen: OpaquePointer
    private let canvas: Canvas
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    let lines: Int, columns: Int

    /// A `columns`×`lines` screen whose canvas draws in `colors`. ncurses takes the size from `LINES` and `COLUMNS`
    /// (its output is no terminal); the terminal windows the tests open drop them, or their programs would take them.
    init(columns: Int, lines: Int, colors: ColorMode) throws {
        setenv("LINES", String(lines), 1)
        setenv("COLUMNS", String(columns), 1)
        output = try #require(fopen("/dev/null", "w"))
        input = try #require(fopen("/dev/null", "r"))
        screen = try #require(newterm("xterm-256color", output, input))
        (self.lines, self.columns) = (lines, columns)
        set_term(screen)
        canvas = Canvas(theme: Theme.make(colors: true), imageMode: colors, terminal: fileno(output))
    }

    /// Draws a frame of `screen` — keeping the last one, or from an erased screen — and sends it; `changed` is what its
    /// rows call when they change.
    func draw(_ screen: ResultsScreen, keeping: Bool, changed: @escaping @MainActor () -> Void = {}) {
        set_term(self.screen)
        screen.resized(columns: columns, rows: lines, cell: canvas.pictureCell)
        drawFrame(keeping: keeping ? ObjectIdentifier(screen) : nil) { canvas in
            screen.draw(on: canvas)
            screen.drawParts(on: canvas, changed: changed)
        }
    }

    /// Draws a frame with `draw` — on the last one, kept for `scene`, or on an erased screen — and sends it.
    func drawFrame(keeping scene: ObjectIdentifier?, _ draw: (Canvas) -> Void) {
        set_term(screen)
        canvas.beginFrame(keeping: scene)
        draw(canvas)
        canvas.present()
    }

    /// Every cell of the screen, line by line — or, `shown`, of what ncurses has sent the terminal (its virtual screen,
    /// read back from `scr_dump`'s file with `getwin`).
    func cells(shown: Bool = false) -> [Cell] {
        set_term(screen)
        guard shown else { return cells(of: flk_canvas()) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flickterm-screen-\(UUID().uuidString)").path
        defer { unlink(path) }
        guard scr_dump(path) == OK, let file = fopen(path, "r") else { return [] }
        defer { fclose(file) }
        guard let window = getwin(file) else { return [] }
        defer { delwin(window) }
        return cells(of: window)
    }

    private func cells(of window: UnsafeMutablePointer<WINDOW>) -> [Cell] {
        // Read where the next frame's cursor is left as it was (the canvas' cursor is the terminal's).
        let (y, x) = (getcury(window), getcurx(window))
        defer { wmove(window, y, x) }
        var cells: [Cell] = []
        for line in 0..<lines {
            for column in 0..<columns {
                var cell = cchar_t()
                wmove(window, Int32(line), Int32(column))
                win_wch(window, &cell)
                var text = [wchar_t](repeating: 0, count: 8)
                var attributes: attr_t = 0
                var pair: Int16 = 0
                var extended: Int32 = 0
                getcchar(&cell, &text, &attributes, &pair, &extended)
                var foreground: Int32 = 0, background: Int32 = 0
                extended_pair_content(extended, &foreground, &background)
                let character = UnicodeScalar(UInt32(bitPattern: text[0])).map(Character.init) ?? " "
                cells.append(Cell(character: character, attributes: attributes & ~flk_color_pair(255), foreground: foreground, background: background))
            }
        }
        return cells
    }

    isolated deinit {
        // Left open: deleting a screen frees the windows of every screen (ncurses keeps one list of them), so the
        // screens of tests running beside this one would lose theirs.
        set_term(screen)
        endwin()
    }
}
