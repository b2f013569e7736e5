/// Two actions given one key where both would work, or an action given a key the app keeps for itself.
public struct KeyBindingConflict: Error, Equatable, CustomStringConvertible {
    /// The key both want.
    public let key: KeyName
    /// The actions that want it: two, or one when the key is one the app keeps (``fixedUse``).
    public let actions: [KeyAction]
    /// Where they meet.
    public let context: KeyContext
    /// What the key always does when the app keeps it ("always quits").
    let fixedUse: String?

    public var description: String {
        guard let fixedUse else {
            return "“\(key.name)” would be both \(actions.map(\.name).joined(separator: " and ")) \(context.phrase); give one of them another key"
        }
        return "“\(key.name)” \(fixedUse), so it cannot be \(actions[0].name)"
    }
}
