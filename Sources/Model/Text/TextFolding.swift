/// Text folded for matching, case and accents aside: "Café" and "CAFE" fold alike. What Foundation's
/// `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)` did here — which brings Foundation's
/// internationalisation (ICU, 34 MB of the binary) with it: cases folded by upper- then lower-casing (ß → ss),
/// then each character with diacritics made its base (``DiacriticBases``) and combining marks dropped. A test
/// checks it against Foundation's over every word of the demo catalog.
enum TextFolding {
    static func folded(_ text: String) -> String {
        var folded = String.UnicodeScalarView()
        for scalar in text.uppercased().lowercased().unicodeScalars {
            if let base = bases[scalar.value] {
                folded.append(contentsOf: base)
            } else if ![.nonspacingMark, .enclosingMark].contains(scalar.properties.generalCategory) {
                folded.append(scalar)
            }
        }
        return String(folded)
    }

    /// ``DiacriticBases/table`` by scalar.
    private static let bases: [UInt32: [Unicode.Scalar]] = {
        var bases: [UInt32: [Unicode.Scalar]] = [:]
        for line in DiacriticBases.table.split(separator: "\n") {
            let values = line.split(separator: " ").compactMap { UInt32($0, radix: 16) }
            guard let first = values.first else { continue }
            bases[first] = values.dropFirst().compactMap(Unicode.Scalar.init)
        }
        return bases
    }()
}
