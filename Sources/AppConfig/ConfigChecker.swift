import Model
import ViewModels

/// Checks the values of a config file (a ``TOMLDocument``) and makes flickterm's own of them, collecting every problem
/// and warning on the way — each one line naming the file, the line, the key, and what is allowed.
struct ConfigChecker {
    /// Characters of a bad value a message shows.
    static let shownCharacters = 60

    private let name: String
    private let document: TOMLDocument
    /// What makes the file unusable, with the line each is on (messages go out in the file's order).
    private(set) var problems: [(line: Int, text: String)] = []
    private(set) var warnings: [String] = []

    /// - Parameters:
    ///   - name: the file as messages name it.
    init(name: String, document: TOMLDocument) {
        self.name = name
        self.document = document
    }

    /// `value` as a message shows it: one line, at most ``shownCharacters`` characters.
    static func shown(_ value: String) -> String {
        let line = TerminalText.singleLine(value)
        return line.count <= shownCharacters ? line : line.prefix(shownCharacters) + "… (\(line.count) characters)"
    }

    /// "FILE line N" for `key` (a dotted path inside a table).
    func located(_ key: String) -> String { "\(name) line \(document.line(of: key))" }

    mutating func warn(_ text: String) { warnings.append(text) }

    /// A problem with `key`; for a value, `text` says what it must be.
    private mutating func problem(_ key: String, _ text: String) {
        problems.append((document.line(of: key), "\(located(key)): \(text)"))
    }

    /// The value of `key` made by `make` from the file's, read as `kind` (``TOMLValue/string`` and the like); `nil`,
    /// and a problem saying it must be `allowed`, when the file's is of another kind or `make` refuses it; `nil` when
    /// the file has none.
    mutating func value<Raw, Value>(_ key: ConfigKey, _ kind: (TOMLValue) -> Raw?, _ allowed: String, _ make: (Raw) -> Value?) -> Value? {
        guard let found = document.root[key.rawValue] else { return nil }
        if let raw = kind(found), let value = make(raw) { return value }
        problem(key.rawValue, "\(key.rawValue) must be \(allowed), not \(ConfigChecker.shown(found.description))")
        return nil
    }

    /// The choice `key` names, of `T`'s cases.
    mutating func choice<T: RawRepresentable & CaseIterable>(_ key: ConfigKey, _: T.Type) -> T? where T.RawValue == String {
        value(key, \.string, "one of " + T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "), T.init(rawValue:))
    }

    /// `[keys]`: each action named there gets the keys given (a name or a list of names) instead of its defaults.
    /// An unknown action is a warning; a key that is no key, or one two actions would share, a problem.
    mutating func keyBindings() -> KeyBindings? {
        guard let found = document.root[ConfigKey.keys.rawValue] else { return nil }
        guard let entries = found.table else {
            problem("keys", "keys must be a table: [keys] then lines such as move_down = [\"j\", \"Down\"]")
            return nil
        }
        var chosen: [KeyAction: [KeyName]] = [:], sound = true
        for named in entries.keys {
            let path = "keys." + named
            guard let action = KeyAction(rawValue: named) else {
                warn("\(located(path)): unknown action \(TerminalText.singleLine(named)) in [keys] was ignored; the actions are "
                    + KeyAction.allCases.map(\.name).joined(separator: ", "))
                continue
            }
            let entry = entries[named]
            let texts: [String]? = switch entry {
            case .string(let name)?: [name]
            case .array(let values)?: values.allSatisfy { $0.string != nil } ? values.compactMap(\.string) : nil
            default: nil
            }
            guard let texts else {
                problem(path, "\(path) must be a key name or a list of them, such as [\"j\", \"Down\"], not "
                    + ConfigChecker.shown(entry?.description ?? ""))
                sound = false
                continue
            }
            do {
                chosen[action] = try texts.map { text throws(KeyNameError) in try KeyName(parsing: text) }
            } catch {
                problem(path, "\(path): \(ConfigChecker.shown(error.description))")
                sound = false
            }
        }
        guard sound else { return nil }
        do {
            let bindings = try KeyBindings(chosen)
            for action in KeyAction.allCases where chosen[action] != nil {
                let places = bindings.placesWithoutKey(for: action)
                if !places.isEmpty { warn("\(located("keys." + action.name)): \(action.name) has no key \(places.map(\.phrase).joined(separator: ", "))") }
            }
            return bindings
        } catch {
            let mine = error.actions.first { chosen[$0] != nil } ?? error.actions[0]
            problem("keys." + mine.name, "keys: \(error.description)")
            return nil
        }
    }
}
