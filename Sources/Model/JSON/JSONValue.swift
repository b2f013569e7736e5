import Foundation

/// A parsed JSON value. Numbers keep integers exact; lenient readers accept every form Flickr has used.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The member `key` of an object; `nil` for other values.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// Text sent as a string, a number, or wrapped as `{"_content": …}`; `nil` otherwise.
    public var text: String? {
        switch self {
        case .string(let text): text
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .object(let members): members["_content"]?.text
        default: nil
        }
    }

    /// An integer sent as a number, a numeric string, or wrapped in `_content`; `nil` for `""`, `null` and the rest.
    public var integer: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value): return value.isFinite && abs(value) < 9e18 ? Int(value) : nil
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            return Int(trimmed) ?? Double(trimmed).flatMap { JSONValue.double($0).integer }
        case .object(let members): return members["_content"]?.integer
        default: return nil
        }
    }

    /// The elements of an array that are objects; empty for anything else.
    public var objects: [JSONValue] {
        if case .array(let elements) = self {
            return elements.filter { if case .object = $0 { true } else { false } }
        }
        return []
    }

    /// True for an object.
    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
