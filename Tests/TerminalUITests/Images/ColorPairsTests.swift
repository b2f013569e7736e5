import Testing
@testable import TerminalUI

/// Pairs for pictures beyond the theme's: made once each, and all made anew from the first when the terminal's
/// run out — which tells the painter to repaint, so that no cell keeps a reused pair's old colours.
struct ColorPairsTests {
    @Test func makesEachPairOnceAndStartsAgainWhenTheyRunOut() {
        var pairs = ColorPairs(first: 16)
        let made = (0..<4).map { pairs.pair(Int32($0), 0, limit: 20) }
        #expect(made.map(\.pair) == [16, 17, 18, 19])
        #expect(made.allSatisfy { $0.isNew && !$0.ranOut })
        #expect(pairs.pair(2, 0, limit: 20) == .init(pair: 18, isNew: false, ranOut: false), "made once")
        #expect(pairs.pair(9, 9, limit: 20) == .init(pair: 16, isNew: true, ranOut: true), "out of pairs: from the first again")
        #expect(pairs.pair(0, 0, limit: 20) == .init(pair: 17, isNew: true, ranOut: false), "the old ones are forgotten")
        #expect(pairs.pair(-1, 7, limit: 20).pair == 18, "the terminal's default colour is a colour like the others")
        #expect(pairs.pair(7, -1, limit: 20).pair == 19)
    }
}
