/// Why a catalog line is not a record, as a short reason naming the field at fault.
struct CatalogRecordError: Error, CustomStringConvertible {
    let description: String

    init(description: String) {
        self.description = description
    }

    /// The reason for a decoding failure, in words: the field and what is wrong with it.
    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            description = "\(CatalogRecordError.field(context.codingPath)) should be \(CatalogRecordError.noun(for: type))"
        case .valueNotFound(let type, let context):
            description = "\(CatalogRecordError.field(context.codingPath)) is null but should be \(CatalogRecordError.noun(for: type))"
        case .keyNotFound(let key, let context):
            description = "\(CatalogRecordError.field(context.codingPath + [key])) is missing"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            description = "not valid JSON (a broken or truncated line)"
        case .dataCorrupted(let context):
            description = "\(CatalogRecordError.field(context.codingPath)) is not readable"
        @unknown default:
            description = "not a valid record"
        }
    }

    /// `"owner.name"`, `"tags[2]"`: where in the record a field is.
    private static func field(_ path: [any CodingKey]) -> String {
        var name = ""
        for key in path {
            if let index = key.intValue {
                name += "[\(index)]"
            } else {
                name += name.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return name.isEmpty ? "the record" : "\"\(name)\""
    }

    /// What a value of `type` is called in the schema.
    private static func noun(for type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        default: String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }
}
