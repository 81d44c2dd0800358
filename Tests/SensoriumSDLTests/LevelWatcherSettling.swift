import Foundation
import SensoriumCore
import SensoriumSDL

/// The level watcher polled as the frame loop polls it, until a change has settled and it
/// reloads. A save shows within a second on an idle machine (the watcher settles for a tenth of
/// one); the wait allows `limit` seconds for a busy one.
enum LevelWatcherSettling {
    /// The watcher's reload, or nil when none came within `limit` seconds (which is what a
    /// test that expects nothing waits for: a short limit, past the settle time).
    static func reload(of watcher: LevelWatcher, within limit: Double = 5) -> (catalog: LevelCatalog, problems: [FormatError])? {
        var reload: (catalog: LevelCatalog, problems: [FormatError])?
        _ = eventually(within: limit) {
            reload = watcher.poll(now: ProcessInfo.processInfo.systemUptime)
            return reload != nil
        }
        return reload
    }
}
