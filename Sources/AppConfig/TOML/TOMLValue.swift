/// A value of a TOML document (TOML 1.0): what ``TOMLReader`` makes of the config file.
public enum TOMLValue: Equatable, Sendable, CustomStringConvertible {
    case string(String)
    case integer(Int)
    case float(Double)
    case boolean(Bool)
    /// A date, a time or both, as written: flickterm reads none, but a file may hold them.
    case dateTime(String)
    case array([TOMLValue])
    case table(TOMLTable)

    public var string: String? { if case .string(let value) = self { value } else { nil } }
    public var integer: Int? { if case .integer(let value) = self { value } else { nil } }
    public var boolean: Bool? { if case .boolean(let value) = self { value } else { nil } }
    public var array: [TOMLValue]? { if case .array(let value) = self { value } else { nil } }
    public var table: TOMLTable? { if case .table(let value) = self { value } else { nil } }

    /// The value as TOML writes it, for messages that show what a file holds.
    public var description: String {
        switch self {
        case .string(let text): TOMLValue.quoted(text)
        case .integer(let number): String(number)
        case .float(let number): number.isNaN ? "nan" : number.isInfinite ? (number < 0 ? "-inf" : "inf") : String(number)
        case .boolean(let truth): String(truth)
        case .dateTime(let text): text
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .table(let table): "{" + table.keys.map { "\(TOMLValue.key($0)) = \(table[$0]?.description ?? "")" }.joined(separator: ", ") + "}"
        }
    }

    /// `text` as a TOML basic string.
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// `name` as a TOML key: bare where it can be.
    private static func key(_ name: String) -> String {
        !name.isEmpty && name.utf8.allSatisfy(TOMLReader.isBareKeyByte) ? name : quoted(name)
    }
}
