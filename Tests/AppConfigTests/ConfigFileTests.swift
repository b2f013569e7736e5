import AppConfig
import Foundation
import Model
import Testing
import ViewModels

/// The config file read from text, without a process: values, defaults, and every problem and warning at once.
struct ConfigFileTests {
    let file = URL(fileURLWithPath: "/home/u/.config/flickterm/config.toml")

    private func read(_ text: String) throws -> ConfigFile { try ConfigFile(text: text, file: file) }

    /// The problems and warnings `text` makes, or nothing when it reads.
    private func complaints(_ text: String) -> (problems: [String], warnings: [String])? {
        do {
            _ = try read(text)
            return nil
        } catch let error as ConfigError {
            return (error.problems, error.warnings)
        } catch {
            Issue.record("not a ConfigError: \(error)")
            return nil
        }
    }

    @Test func readsEveryKey() throws {
        let config = try read("""
            per_page = 20
            sort = "interestingness-desc"
            safe_search = "moderate"
            license = "creative-commons"
            images = "sixel"
            colors = "16"
            symbols = "sextant"
            dither = true
            view = "grid"
            theme = "light"
            mouse = true
            cache_size = 50
            history = false
            thumbnail_size = "large"
            slideshow_seconds = 12
            image_delay = 0
            endpoint = "https://example.test/rest/"
            api_key_command = "pass show flickr"
            [keys]
            move_down = ["n", "Down"]
            """)
        #expect(config.searchDefaults == SearchDefaults(perPage: 20, sort: .interestingnessDescending, licenses: LicenseFilter.creativeCommons.flickrIDs, safeSearch: .moderate))
        #expect((config.images, config.colors, config.symbols, config.dither, config.grid, config.theme) == (.sixel, .palette16, .sextant, true, true, .light))
        #expect((config.mouse, config.cacheSize, config.history, config.thumbnailSize, config.slideshowSeconds, config.imageDelay) == (true, 50, false, .large, 12, 0))
        #expect((config.endpoint, config.apiKeyCommand) == ("https://example.test/rest/", "pass show flickr"))
        #expect(config.keyBindings?.keys(for: .moveDown).map(\.name) == ["n", "Down"])
        #expect(config.warnings.isEmpty)
    }

    @Test func anEmptyFileIsTheDefaults() throws {
        let config = try read("# nothing\n")
        #expect(config.searchDefaults == SearchDefaults())
        #expect(config.keyBindings == nil && config.images == nil && config.warnings.isEmpty)
    }

    @Test func theExampleReadsAsItIsAndNamesEveryKey() throws {
        let config = try read(ConfigExample.text)
        #expect(config.warnings.isEmpty)
        for key in ConfigFile.keys { #expect(ConfigExample.text.contains("# \(key) =") || key == "keys", "\(key) in the example") }
        let uncommented = ConfigExample.text.split(separator: "\n").map { $0.hasPrefix("# ") && $0.contains(" = ") ? String($0.dropFirst(2)) : String($0) }
        let all = try read(uncommented.joined(separator: "\n").replacingOccurrences(of: "# [keys]", with: "[keys]"))
        #expect(all.warnings.isEmpty, "every key the example shows is known: \(all.warnings)")
        #expect(KeyAction.allCases.allSatisfy { all.keyBindings?.keys(for: $0) == KeyBindings.standard.keys(for: $0) }, "the keys as they are")
    }

    /// Every problem of a file at once, in the file's order, with every warning — the unknown key, an unknown
    /// action in [keys] after a bad value — rather than the first alone.
    @Test func reportsEveryProblemAtOnce() {
        let found = complaints("""
            colour = "red"
            sort = "newest"
            per_page = 0
            mouse = "yes"
            [keys]
            fly = "f"
            move_down = "Hyper-x"
            """)
        #expect(found?.problems.dropLast() == [
            #"\#(file.path) line 2: sort must be one of "relevance", "date-posted-desc", "interestingness-desc", not "newest""#,
            "\(file.path) line 3: per_page must be a whole number from 1 to 500, not 0",
            #"\#(file.path) line 4: mouse must be true or false, not "yes""#,
        ])
        #expect(found?.problems.last?.hasPrefix("\(file.path) line 7: keys.move_down: “Hyper-x” is not a key name") == true)
        #expect(found?.warnings.count == 2)
        #expect(found?.warnings.first == "\(file.path) line 1: unknown key colour was ignored")
        #expect(found?.warnings.last?.hasPrefix("\(file.path) line 6: unknown action fly in [keys] was ignored; the actions are ") == true)
    }

    @Test func aSlideshowOfNoSecondsIsRefused() {
        #expect(complaints("slideshow_seconds = 0\n")?.problems == ["\(file.path) line 1: slideshow_seconds must be a whole number of seconds from 1 to 3600, not 0"])
    }

    @Test func refusesKeysTwoActionsWouldShare() {
        let found = complaints("[keys]\nmove_down = \"q\"\n")
        #expect(found?.problems.count == 1)
        #expect(found?.problems.first?.hasPrefix("\(file.path) line 2: keys: ") == true)
    }

    @Test func aNULOrABrokenLineIsOneProblem() {
        #expect(complaints("per_page = 20\u{0}\n")?.problems == ["\(file.path) line 1: the file holds a NUL byte; a config file is plain text"])
        let broken = complaints("per_page = 20\nper_page = [1,\n")
        #expect(broken?.problems.count == 1)
        #expect(broken?.problems.first?.hasPrefix("\(file.path) line 2: ") == true)
    }

    @Test func aHugeBadValueIsShownCut() {
        let found = complaints("sort = \"\(String(repeating: "z", count: 500))\"\n")
        #expect(found?.problems.first?.hasSuffix("… (502 characters)") == true)
        #expect((found?.problems.first?.count ?? 0) < 250)
    }
}
