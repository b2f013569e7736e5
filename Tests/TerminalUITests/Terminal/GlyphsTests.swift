import Testing
@testable import TerminalUI

/// `--ascii`: the chrome's characters and the shades, as ASCII.
struct GlyphsTests {
    @Test func replacesTheChromeWithASCII() {
        let chrome = "↑↓ move  “horses” — 38 photos · newest  Searching…  ▕████░░░░▏ 50%  ┌──┐│▌╭╮╰╯"
        let ascii = Glyphs.ascii.map(chrome)
        #expect(ascii == "^v move  \"horses\" - 38 photos - newest  Searching...  [####::::] 50%  +--+|>++++")
        #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(Glyphs.unicode.map(chrome) == chrome)
        #expect(Glyphs.ascii.map("東京") == "東京", "remote text keeps what the chrome does not use")
        #expect(MosaicImage.shades.map(Glyphs.ascii.map).allSatisfy { $0.isASCII })
    }
}
