import FoundationEssentials

/// What a key cap on the settings screen shows for a binding: the key's own name, as printed on
/// the keyboard ("W", "SPACE"), or a pad button as the pad prints it ("A", "LB", "RT"). The
/// pixel font has capitals, digits and a few signs, so names are upper-cased and shortened.
public enum BindingLabel {
    static let padLabels: [String: String] = [
        "a": "A", "b": "B", "x": "X", "y": "Y",
        "dpup": "D-UP", "dpdown": "D-DN", "dpleft": "D-LT", "dpright": "D-RT",
        "leftshoulder": "LB", "rightshoulder": "RB", "lefttrigger": "LT", "righttrigger": "RT",
        "leftstick": "LS", "rightstick": "RS", "start": "START", "back": "BACK", "guide": "HOME",
        "misc1": "M1", "paddle1": "P1", "paddle2": "P2", "paddle3": "P3", "paddle4": "P4", "touchpad": "PAD",
    ]

    /// The cap text for `name` of `device`'s bindings.
    public static func text(_ name: String, device: BindingDevice) -> String {
        switch device {
        case .gamepad: return padLabels[name.lowercased()] ?? name.uppercased()
        case .keyboard:
            let short = ["Backspace": "BKSP", "Return": "ENTER", "Escape": "ESC", "Left Shift": "SHIFT",
                         "Right Shift": "SHIFT", "Left Ctrl": "CTRL", "Right Ctrl": "CTRL"]
            if let known = short[name] { return known }
            return name.replacing("Shift+", with: "SHIFT+").uppercased()
        }
    }
}
