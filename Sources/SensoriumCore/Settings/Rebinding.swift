/// Which binding table a rebinding changes.
public enum BindingDevice: String, Equatable, Sendable {
    case keyboard, gamepad
}

/// Rebinding one action to a newly pressed key or button: the pressed name becomes the action's
/// first binding (replacing the old first one, keeping the others, so WASD survives a new arrow
/// key), unless another action already uses it. A clash is never resolved behind the player's
/// back: it is reported, and the settings screen shakes and shows the action that owns it.
public enum Rebinding {
    public enum Result: Equatable, Sendable {
        /// The action's new list of names.
        case bound([String])
        /// `name` already belongs to this other action; nothing changed.
        case clash(ControlAction)
    }

    /// - Parameters:
    ///   - name: the SDL name of the pressed key or button ("K", "Return", "x").
    ///   - map: the device's current bindings (action -> names).
    public static func bind(_ name: String, to action: ControlAction, in map: [ControlAction: [String]]) -> Result {
        let key = name.lowercased()
        for other in ControlAction.allCases where other != action {
            if (map[other] ?? []).contains(where: { $0.lowercased() == key }) { return .clash(other) }
        }
        let old = map[action] ?? []
        if old.contains(where: { $0.lowercased() == key }) { return .bound(old) }
        return .bound([name] + old.dropFirst())
    }
}
