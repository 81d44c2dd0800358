import FoundationEssentials
import Glibc
import SensoriumCore
import SensoriumSDL

/// The desktop's animation preference (GNOME `enable-animations`), read through gsettings when it
/// is installed. Started early, answered late; a hung gsettings costs at most 300 ms.
final class DesktopAnimations {
    private let process: ChildProcess

    private init(process: ChildProcess) {
        self.process = process
    }

    /// Starts gsettings, or returns nil when it is not installed or there is no desktop session
    /// bus (without one, gsettings would launch a D-Bus daemon of its own just to answer).
    static func ask() -> DesktopAnimations? {
        guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil else { return nil }
        let candidates = ["/usr/bin/gsettings", "/bin/gsettings"]
        guard let tool = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else { return nil }
        let arguments = ["get", "org.gnome.desktop.interface", "enable-animations"]
        return ChildProcess(tool, arguments: arguments, output: .captured).map(DesktopAnimations.init)
    }

    /// Whether the desktop animates; nil when unknown.
    func answer() -> Bool? {
        let deadline = Date().addingTimeInterval(0.3)
        while process.isRunning && Date() < deadline { usleep(2000) }
        if process.isRunning {
            process.terminate()
            return nil
        }
        let output = String(decoding: process.readAllOutput(), as: UTF8.self)
        return DesktopPreferences.parseGSettingsBoolean(output)
    }
}
