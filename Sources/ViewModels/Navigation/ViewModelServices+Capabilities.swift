import Model

extension ViewModelServices {
    /// The actions the source cannot do: left out of the hints and the help, and said when their key is pressed.
    var unavailableActions: Set<KeyAction> { photos.capabilities.unavailableActions }

    /// Why `action` does nothing with this source, in one line; `nil` when the source can do it.
    func unavailability(of action: KeyAction) -> String? {
        guard unavailableActions.contains(action) else { return nil }
        return switch action {
        case .comments: "\(sourceName) has no comments on its photos"
        case .ownerPhotos: "\(sourceName) cannot search one creator's photos"
        case .cycleSort: "\(sourceName) orders its results by relevance only"
        case .cycleLicense: "\(sourceName)'s photos are all openly licensed: it has no licence filter"
        default: "\(sourceName) cannot do that"
        }
    }
}

extension SourceCapabilities {
    /// The key actions that need what the source lacks.
    public var unavailableActions: Set<KeyAction> {
        var actions = Set<KeyAction>()
        if !comments { actions.insert(.comments) }
        if !ownerPhotos { actions.insert(.ownerPhotos) }
        if sorts.count < 2 { actions.insert(.cycleSort) }
        if !licenseFilters { actions.insert(.cycleLicense) }
        return actions
    }
}
