import ViewModels

extension Key {
    /// The key as bindings name it; `nil` for the mouse and for pasted text, which no binding takes.
    var name: KeyName? {
        switch self {
        case .character(let character): .character(character)
        case .control(let letter): .control(letter)
        case .alt(let character): .alt(character)
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .home: .home
        case .end: .end
        case .enter: .enter
        case .backspace: .backspace
        case .delete: .delete
        case .escape: .escape
        case .tab: .tab
        case .backTab: .backTab
        case .help: .f1
        case .wheel, .click, .altBackspace, .paste: nil
        }
    }
}
