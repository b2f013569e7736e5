import Glibc
import Testing

// The C library's names, which Swift's Glibc module does not bring (wchar.h): the calls link as ncurses' do, through
// the shim.
@_silgen_name("wcrtomb") private func cWcrtomb(_ bytes: UnsafeMutablePointer<CChar>, _ character: Int32, _ state: UnsafeMutableRawPointer) -> Int
@_silgen_name("wctob") private func cWctob(_ character: UInt32) -> Int32

/// ncurses' conversions of the characters it sends (`utf8_conversions.c`, linked in place of the C library's
/// `wcrtomb` and `wctob`): the bytes and answers the C library gives, under UTF-8 and under another character set.
struct UTF8ConversionsTests {
    /// Characters of one to four bytes in UTF-8, and the ends of each length.
    private static let characters: [UInt32] = [0x41, 0x7F, 0x80, 0xB7, 0x7FF, 0x800, 0x258C, 0xFFFD, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF]

    @Test func encodesAsTheCLibraryDoesUnderUTF8() throws {
        try withThreadLocale("C.UTF-8") {
            for value in UTF8ConversionsTests.characters {
                let expected = Array(String(Unicode.Scalar(value)!).utf8)
                #expect(encoded(value) == expected.map { CChar(bitPattern: $0) }, "U+\(String(value, radix: 16))")
                #expect(cWctob(value) == (value < 0x80 ? Int32(value) : EOF))
            }
            #expect(encoded(0xD800) == nil, "a surrogate is no character")
            #expect(cWctob(UInt32.max) == EOF, "WEOF")
        }
    }

    @Test func leavesOtherCharacterSetsToTheCLibrary() throws {
        try withThreadLocale("C") {
            #expect(encoded(0x41) == [0x41])
            #expect(cWctob(0x41) == 0x41)
            // The C locale's character set is ASCII: the C library has no bytes for anything above 0x7F.
            #expect(encoded(0x258C) == nil)
            #expect(encoded(0xB7) == nil)
        }
    }

    /// `value`'s bytes from `wcrtomb`, or nil when it says the character has none.
    private func encoded(_ value: UInt32) -> [CChar]? {
        var bytes = [CChar](repeating: 0, count: 16)
        var state: UInt64 = 0  // an mbstate_t: 8 bytes, zero its first state
        let count = withUnsafeMutableBytes(of: &state) { cWcrtomb(&bytes, Int32(bitPattern: value), $0.baseAddress!) }
        return count < 0 ? nil : Array(bytes.prefix(count))
    }
}
