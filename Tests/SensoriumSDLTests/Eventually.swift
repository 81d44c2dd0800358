import Foundation

/// Waits until `condition` holds, checking every 50 ms, for at most `seconds`; returns whether
/// it came true. Tests that watch another process (a window appearing, a resize taking effect)
/// wait for the thing itself rather than a fixed time that is too long on a quiet machine and too
/// short on a busy one.
func eventually(within seconds: Double = 10, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
        if try condition() { return true }
        if Date() >= deadline { return false }
        usleep(50_000)
    }
}
