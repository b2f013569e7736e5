import Model
import Testing

/// A licence's short name is what a list row has room for.
struct LicenseTests {
    @Test func theShortNameIsTheBracketedAbbreviation() {
        #expect(License(id: "CC-BY-SA-2.0", name: "Attribution-ShareAlike 2.0 Generic (CC BY-SA 2.0)", url: nil).shortName == "CC BY-SA 2.0")
        #expect(License(id: "4", name: "Attribution License", url: nil).shortName == "Attribution License")
        #expect(License(id: "x", name: "Odd ()", url: nil).shortName == "Odd ()")
    }
}
