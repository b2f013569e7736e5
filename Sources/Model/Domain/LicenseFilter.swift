/// Which licences a search admits, as Flickr's search page offers them.
public enum LicenseFilter: String, Sendable, CaseIterable, Codable {
    /// Every photo, whatever its licence.
    case any
    /// Creative Commons licences and CC0.
    case creativeCommons = "creative-commons"
    /// Licences that allow commercial use.
    case commercialUse = "commercial-use"
    /// No known copyright restrictions: the Commons, public domain, US government works.
    case noKnownRestrictions = "no-known-restrictions"

    /// Flickr's licence ids admitted (its `license` parameter); empty for ``any``.
    public var flickrIDs: [String] {
        switch self {
        case .any: []
        case .creativeCommons: ["1", "2", "3", "4", "5", "6", "9"]
        case .commercialUse: ["4", "5", "6", "7", "8", "9", "10"]
        case .noKnownRestrictions: ["7", "8", "9", "10"]
        }
    }

    /// The filter whose ids are `ids` (in any order); `nil` for a list no filter names.
    public init?(flickrIDs ids: [String]) {
        guard let filter = LicenseFilter.allCases.first(where: { Set($0.flickrIDs) == Set(ids) }) else { return nil }
        self = filter
    }

    /// Flickr's licence id for a licence code of the demo catalog (SPDX-like: `CC-BY-2.0`, `PDM`); `nil` for
    /// one Flickr has no id for.
    public static func flickrID(forCatalogCode code: String) -> String? {
        switch code {
        case "CC-BY-NC-SA-2.0": "1"
        case "CC-BY-NC-2.0": "2"
        case "CC-BY-NC-ND-2.0": "3"
        case let code where code.hasPrefix("CC-BY-SA-"): "5"
        case let code where code.hasPrefix("CC-BY-ND-"): "6"
        case let code where code.hasPrefix("CC-BY-") && !code.contains("NC"): "4"
        case "NKCR": "7"
        case "USGOV": "8"
        case "CC0-1.0": "9"
        case "PDM": "10"
        default: nil
        }
    }

    /// What a header calls it.
    public var label: String {
        switch self {
        case .any: "any licence"
        case .creativeCommons: "Creative Commons"
        case .commercialUse: "commercial use allowed"
        case .noKnownRestrictions: "no known restrictions"
        }
    }

    /// The next filter in the cycle (Shift-Tab, `L`).
    public var next: LicenseFilter {
        let all = LicenseFilter.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
