/// Which keys do what, on each screen: the defaults, with the actions the config file's `[keys]` names
/// given its keys instead. The screens ask it what a key does; the view models build their hints from it,
/// so hints and help always show the keys in force.
public struct KeyBindings: Sendable {
    private let keys: [KeyAction: [KeyName]]
    private let tables: [KeyContext: [KeyName: KeyAction]]

    /// Ctrl-C quits from anywhere; no binding can take it.
    private static let quitKey = KeyName.control("c")

    /// The search field's own keys (readline's), which no action can have there.
    private static let fieldKeys: [(keys: [KeyName], summary: String)] = [
        ([.enter], "search"), ([.escape], "cancel a search, else go back"), ([.left, .right, .home, .end], "move in the field"),
        ([.control("a"), .control("e")], "to the start / end"), ([.alt("b"), .alt("f")], "a word back / on"),
        ([.backspace, .delete, .control("d")], "erase"), ([.control("u"), .control("w"), .control("k")], "erase to start / word / to end"),
        ([.alt("d")], "erase a word on (Alt-Backspace: back)"),
    ]

    /// The keys every action has when the config file binds none.
    public static let standard = KeyBindings(checked: Dictionary(uniqueKeysWithValues: KeyAction.allCases.map { ($0, $0.defaultKeys) }))

    /// The defaults, with each action in `chosen` given those keys instead (none: the action has no key).
    public init(_ chosen: [KeyAction: [KeyName]]) throws(KeyBindingConflict) {
        var keys = KeyBindings.standard.keys
        for (action, names) in chosen {
            var unique: [KeyName] = []
            for name in names where !unique.contains(name) { unique.append(name) }
            keys[action] = unique
        }
        try KeyBindings.check(keys)
        self.init(checked: keys)
    }

    private init(checked keys: [KeyAction: [KeyName]]) {
        self.keys = keys
        // Each action's places made once (a set each), not once for every place, at start-up. A place's actions are
        // still taken in their order: the first wins.
        var tables: [KeyContext: [KeyName: KeyAction]] = [:]
        for action in KeyAction.allCases {
            let contexts = action.contexts
            for context in KeyContext.allCases where contexts.contains(context) {
                for key in keys[action] ?? [] where tables[context]?[key] == nil && KeyBindings.applies(key, in: context) {
                    tables[context, default: [:]][key] = action
                }
            }
        }
        self.tables = tables
    }

    /// Whether `key` can do anything in `context`: in the search field, characters are text.
    private static func applies(_ key: KeyName, in context: KeyContext) -> Bool {
        context != .search || !key.isText
    }

    /// Every key in one place does one thing, and none is Ctrl-C or the search field's own.
    private static func check(_ keys: [KeyAction: [KeyName]]) throws(KeyBindingConflict) {
        for action in KeyAction.allCases {
            for context in KeyContext.allCases where action.contexts.contains(context) {
                for key in keys[action] ?? [] where applies(key, in: context) {
                    if key == quitKey { throw KeyBindingConflict(key: key, actions: [action], context: context, fixedUse: "always quits") }
                    if context == .search, fieldKeys.contains(where: { $0.keys.contains(key) }) {
                        throw KeyBindingConflict(key: key, actions: [action], context: context, fixedUse: "edits the search field")
                    }
                    // The same place, or a place and everywhere (the contact sheet's moves come before the results'
                    // keys on purpose, so those two places are not compared).
                    let rival = KeyAction.allCases.first { other in
                        other != action && (keys[other] ?? []).contains(key) && (other.contexts.contains(context) || other.contexts.contains(.global))
                    }
                    if let rival { throw KeyBindingConflict(key: key, actions: [action, rival], context: context, fixedUse: nil) }
                }
            }
        }
    }

    /// The places where `action` works but no key does it (a binding left empty, or only characters in the
    /// search field); the global actions, which Ctrl-C and the other screens cover, are not counted.
    public func placesWithoutKey(for action: KeyAction) -> [KeyContext] {
        KeyContext.allCases.filter { $0 != .global && action.contexts.contains($0) && keys(for: action, in: $0).isEmpty }
    }

    /// What `key` does in `context`, if anything.
    public func action(for key: KeyName, in context: KeyContext) -> KeyAction? {
        tables[context]?[key]
    }

    /// Every key bound to `action`, hint-first.
    public func keys(for action: KeyAction) -> [KeyName] {
        keys[action] ?? []
    }

    /// The keys that do `action` in `context` (global actions work everywhere), hint-first.
    public func keys(for action: KeyAction, in context: KeyContext) -> [KeyName] {
        keys(for: action).filter { KeyBindings.applies($0, in: context) }
    }

    /// The first key of each of `actions` in `context`, as a hint shows them: "↑↓", "Ctrl-P/Ctrl-N";
    /// `nil` when one of them has no key there.
    public func label(_ actions: [KeyAction], in context: KeyContext) -> String? {
        let labels = actions.compactMap { keys(for: $0, in: context).first?.label }
        guard labels.count == actions.count else { return nil }
        return labels.joined(separator: labels.allSatisfy { $0.count == 1 } ? "" : "/")
    }

    /// How a line names the key of `action` in `context`: `preferred` when it is one of its keys (Esc, for
    /// what stops work), else the first; `nil` when there is none.
    public func label(_ action: KeyAction, in context: KeyContext, preferring preferred: KeyName) -> String? {
        let keys = keys(for: action, in: context)
        return (keys.contains(preferred) ? preferred : keys.first)?.label
    }

    /// A footer of hints, "↑↓ move  Enter open  q back": each entry's keys and words, leaving out an entry
    /// whose actions have no key in `context`, or that the source cannot do (`unavailable`).
    public func hints(
        _ entries: [(actions: [KeyAction], words: String)], in context: KeyContext, leaving unavailable: Set<KeyAction> = []
    ) -> String {
        entries.filter { !Set($0.actions).isSubset(of: unavailable) }
            .compactMap { entry in label(entry.actions, in: context).map { $0 + " " + entry.words } }.joined(separator: "  ")
    }

    /// The help for a screen whose keys are those of `contexts` (the first tried first): its actions, the
    /// search field's own keys on the search screen, then the keys that work everywhere; not those the source cannot do
    /// (`unavailable`).
    public func help(for contexts: [KeyContext], leaving unavailable: Set<KeyAction> = []) -> [KeyHelpLine] {
        let here = contexts.first ?? .global
        var lines: [KeyHelpLine] = []
        // A key listed only under what it does on this screen: on the contact sheet ← and → move, they do not go back.
        func does(_ key: KeyName) -> KeyAction? { (contexts + [.global]).lazy.compactMap { self.action(for: key, in: $0) }.first }
        func labels(_ action: KeyAction) -> String {
            keys(for: action, in: here).filter { does($0) == action }.map(\.label).joined(separator: " ")
        }
        for context in contexts + [.global] {
            if context == .search {
                lines += KeyBindings.fieldKeys.map { KeyHelpLine(keys: $0.keys.map(\.label).joined(separator: " "), summary: $0.summary) }
            }
            let partners = Set(KeyAction.allCases.compactMap { $0.partner(in: context)?.action })
            for action in KeyAction.allCases where action.contexts.contains(context) && !partners.contains(action) && !unavailable.contains(action) {
                let line = action.partner(in: context).map { partner in
                    KeyHelpLine(keys: [labels(action), labels(partner.action)].filter { !$0.isEmpty }.joined(separator: " / "), summary: partner.summary)
                } ?? KeyHelpLine(keys: labels(action), summary: action.summary(in: context))
                if !line.keys.isEmpty { lines.append(line) }
            }
        }
        return lines + [KeyHelpLine(keys: KeyBindings.quitKey.name, summary: "quit from anywhere")]
    }
}
