import FoundationEssentials

/// Reading the desktop's own choices. The platform layer runs the processes; the parsing is here
/// so it is tested without a desktop.
public enum DesktopPreferences {
    /// The value of `gsettings get org.gnome.desktop.interface enable-animations` ("true\n" or
    /// "false\n"); nil for anything else (no GNOME, no such key, an error message).
    public static func parseGSettingsBoolean(_ output: String) -> Bool? {
        switch output.trimmingWhitespace() {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }
}
