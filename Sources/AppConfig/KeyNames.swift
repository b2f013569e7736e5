/// A `[keys]` entry: one key name, or a list of them (`move_down = "j"`, `move_down = ["j", "Down"]`).
struct KeyNames: Decodable {
    let names: [String]

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let name = try? container.decode(String.self) {
            names = [name]
        } else {
            names = try container.decode([String].self)
        }
    }
}
