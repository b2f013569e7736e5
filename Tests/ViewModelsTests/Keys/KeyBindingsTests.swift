import Testing
@testable import ViewModels

struct KeyBindingsTests {
    @Test func theDefaultsGiveEveryActionAKeyAndNoKeyTwoActions() throws {
        let standard = KeyBindings.standard
        #expect(try KeyBindings([:]).keys(for: .open) == standard.keys(for: .open), "the defaults pass the conflict check")
        for action in KeyAction.allCases {
            #expect(!standard.keys(for: action).isEmpty, "\(action.name) has a key")
        }
        #expect(standard.action(for: .character("j"), in: .results) == .moveDown)
        #expect(standard.action(for: .character("l"), in: .results) == .open)
        #expect(standard.action(for: .character("l"), in: .grid) == .moveRight, "the contact sheet's moves come first there")
        #expect(standard.action(for: .character("?"), in: .global) == .help)
    }

    @Test func anActionBoundInTheConfigHasThoseKeysInsteadOfItsOwn() throws {
        let keys = try KeyBindings([.moveDown: [.character("n"), .control("n")], .download: []])
        #expect(keys.action(for: .character("n"), in: .results) == .moveDown)
        #expect(keys.action(for: .control("n"), in: .detail) == .moveDown)
        #expect(keys.action(for: .character("j"), in: .results) == nil, "j no longer moves")
        #expect(keys.action(for: .character("d"), in: .detail) == nil, "an empty list leaves the action without a key")
        #expect(keys.label([.moveUp, .moveDown], in: .results) == "↑n")
        #expect(keys.hints([([.moveDown], "down"), ([.download], "save"), ([.back], "back")], in: .results) == "n down  q back")
    }

    @Test func charactersAreTextInTheSearchField() throws {
        let keys = try KeyBindings([.cycleSort: [.character("x"), .control("o")]])
        #expect(keys.action(for: .character("x"), in: .search) == nil)
        #expect(keys.action(for: .control("o"), in: .search) == .cycleSort)
        #expect(keys.action(for: .character("x"), in: .results) == .cycleSort)
        #expect(KeyBindings.standard.label([.cycleSort], in: .search) == "Tab")
        #expect(KeyBindings.standard.label([.cycleSort], in: .results) == "s")
    }

    @Test func reportsTwoActionsGivenOneKeyWhereBothWork() {
        #expect(throws: KeyBindingConflict.self) { try KeyBindings([.openInBrowser: [.character("d")]]) }
        let conflict = #expect(throws: KeyBindingConflict.self) { try KeyBindings([.openInBrowser: [.character("d")]]) }
        #expect(conflict?.description == "“d” would be both open_in_browser and download on the results; give one of them another key")
        let global = #expect(throws: KeyBindingConflict.self) { try KeyBindings([.tags: [.character("/")]]) }
        #expect(global?.actions == [.tags, .newSearch], "a screen's key cannot be one that works everywhere")
        let quit = #expect(throws: KeyBindingConflict.self) { try KeyBindings([.help: [.control("c")]]) }
        #expect(quit?.description == "“Ctrl-C” always quits, so it cannot be help")
        let field = #expect(throws: KeyBindingConflict.self) { try KeyBindings([.historySearch: [.control("a")]]) }
        #expect(field?.description == "“Ctrl-A” edits the search field, so it cannot be history_search")
    }

    @Test func keysOnScreensThatNeverMeetDoNotConflict() throws {
        let keys = try KeyBindings([.ownerPhotos: [.character("v")], .comments: [.character("r")]])
        #expect(keys.action(for: .character("v"), in: .detail) == .ownerPhotos)
        #expect(keys.action(for: .character("v"), in: .results) == .toggleView)
        #expect(try KeyBindings([.cycleSort: [.character("u")]]).action(for: .character("u"), in: .results) == .cycleSort)
    }

    @Test func theHelpListsTheKeysInForce() throws {
        let keys = try KeyBindings([.moveDown: [.character("n")], .toggleView: [.character("V"), .f1], .help: [.character("?")]])
        let help = keys.help(for: [.results])
        #expect(help.first == KeyHelpLine(keys: "↑ k / n", summary: "move up / down"))
        #expect(help.contains(KeyHelpLine(keys: "V F1", summary: "list or contact sheet")))
        #expect(help.contains(KeyHelpLine(keys: "?", summary: "this help")))
        #expect(help.last == KeyHelpLine(keys: "Ctrl-C", summary: "quit from anywhere"))
        let search = KeyBindings.standard.help(for: [.search])
        #expect(search.first == KeyHelpLine(keys: "Enter", summary: "search"))
        #expect(search.contains(KeyHelpLine(keys: "F1", summary: "this help")), "? is a letter in the field")
        #expect(!search.contains { $0.summary == "quit" }, "Q is a letter in the field")
    }

    /// The contact sheet's help lists ←, →, h and l once, under what they do there (move), not under back and open.
    @Test func theHelpListsEachKeyUnderWhatItDoesThere() {
        let sheet = KeyBindings.standard.help(for: [.grid, .results])
        let listed = sheet.flatMap { $0.keys.split(separator: " ").map(String.init) }
        for key in ["←", "→", "h", "l"] { #expect(listed.filter { $0 == key }.count == 1, "\(key) in \(sheet)") }
    }

    @Test func findsActionsLeftWithoutAKeyWhereTheyWork() throws {
        for action in KeyAction.allCases {
            #expect(KeyBindings.standard.placesWithoutKey(for: action).isEmpty, "\(action.name) has a key wherever it works")
        }
        let keys = try KeyBindings([.download: [], .historySearch: [.character("x")]])
        #expect(keys.placesWithoutKey(for: .download) == [.results, .detail, .viewer])
        #expect(keys.placesWithoutKey(for: .historySearch) == [.search], "a character is text in the search field")
        #expect(try KeyBindings([.quit: []]).placesWithoutKey(for: .quit).isEmpty, "Ctrl-C still quits")
    }
}

