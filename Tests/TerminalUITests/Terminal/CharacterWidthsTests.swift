import Glibc
import Testing

// The name ncurses calls, linked as its calls are, through the shim (Swift's Glibc module does not bring wchar.h's).
@_silgen_name("wcwidth") private func linkedWcwidth(_ character: Int32) -> Int32

/// ncurses' measure of a character (`character_widths.c`, linked in place of the C library's `wcwidth`): the C
/// library's own answers — looked up in it by name — for every character of the first planes and beyond, under UTF-8
/// and under ASCII.
struct CharacterWidthsTests {
    @Test(arguments: ["C.UTF-8", "C"]) func measuresAsTheCLibraryDoes(locale: String) throws {
        typealias Measure = @convention(c) (Int32) -> Int32
        // RTLD_DEFAULT (nil): the global scope, where the C library is the only wcwidth.
        let library = try #require(dlsym(nil, "wcwidth"), "the C library's wcwidth")
        let cWcwidth = unsafeBitCast(library, to: Measure.self)
        try withThreadLocale(locale) {
            let characters = Array(Int32(-1)...0x2FFFF) + [0xE0001, 0x10FFFF, 0x110000]
            let differing = characters.filter { linkedWcwidth($0) != cWcwidth($0) }
            #expect(differing.isEmpty, "\(differing.count) differ, the first U+\(String(differing.first ?? 0, radix: 16))")
        }
    }
}
