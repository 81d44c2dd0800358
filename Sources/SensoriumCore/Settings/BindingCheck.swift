/// A settings file is held to what the settings screen keeps: no key or button bound to two
/// actions (the screen refuses such a clash, `Rebinding`), and on the keyboard every action a
/// level or the menus need has a key (every level is proven solvable from the keyboard). A
/// hand-edited file that breaks this would make actions impossible to tell apart or to press,
/// so the actions involved get their default bindings back, and each fix is reported with the
/// field, keeping the game playable and the player informed.
enum BindingCheck {
    /// Actions the keyboard must reach: everything the simulation reads, and the pause menu
    /// (the way to the settings screen).
    static func needsAKey(_ action: ControlAction) -> Bool {
        action.button != nil || action == .pause
    }

    /// `map` with every action of a clash, and (on the keyboard) every needed action left
    /// unbound, back on its defaults; one warning per fix, its path the settings file's field.
    static func checked(_ map: [ControlAction: [String]], device: BindingDevice)
        -> (map: [ControlAction: [String]], warnings: [FormatError]) {
        let defaults = device == .keyboard ? Settings.defaultKeyboard : Settings.defaultGamepad
        let noun = device == .keyboard ? "keys" : "buttons"
        var map = map
        var warnings: [FormatError] = []
        if device == .keyboard {
            for action in ControlAction.allCases where needsAKey(action) && (map[action] ?? []).isEmpty {
                map[action] = defaults[action] ?? []
                warnings.append(FormatError(path: "keyboard.\(action.rawValue)",
                                          reason: "no key is bound, so it could never be pressed; using the default keys"))
            }
        }
        // Each round puts at least one more action back on its defaults, and the defaults never
        // clash, so this ends.
        while let clash = firstClash(in: map) {
            let reset = [clash.owner, clash.action].filter { map[$0] != defaults[$0] }
            guard !reset.isEmpty else { break }
            for action in reset { map[action] = defaults[action] ?? [] }
            let names = reset.map(\.rawValue).joined(separator: " and ")
            warnings.append(FormatError(
                path: "\(device.rawValue).\(clash.action.rawValue)[\(clash.index)]",
                reason: "\(TerminalText.quoted(clash.name)) is also bound to \(clash.owner.rawValue), a clash the settings screen "
                    + "refuses; using the default \(noun) for \(names)"))
        }
        return (map, warnings)
    }

    /// The first name (in table order) bound to a second action; names compare as the
    /// settings screen compares them, ignoring case.
    private static func firstClash(in map: [ControlAction: [String]])
        -> (owner: ControlAction, action: ControlAction, index: Int, name: String)? {
        var owners: [String: ControlAction] = [:]
        for action in ControlAction.allCases {
            for (index, name) in (map[action] ?? []).enumerated() {
                let key = name.lowercased()
                if let owner = owners[key], owner != action { return (owner, action, index, name) }
                owners[key] = action
            }
        }
        return nil
    }
}
