import Foundation

/// The suite's one way to wait: look every 20 ms until the thing waited for is there, for at most
/// `timeout` seconds. Tests that watch another process (the game's readiness lines, a window
/// appearing, a file written) wait for the thing itself, never a fixed time, which is too long on
/// a quiet machine and too short on a busy one. This file is the only one in the suite that
/// sleeps (`SuiteRulesTests` checks it).
///
/// On the deadline it throws a `WaitTimeout` that says what was waited for and what `seen`
/// said there was instead, so a red run on a loaded machine explains itself.
func waitFor(_ what: String, timeout: Double = 30, seen: () -> String = { "nothing to show" },
             until condition: () throws -> Bool) throws {
    guard try eventually(within: timeout, condition) else { throw WaitTimeout(what: what, seconds: timeout, seen: seen()) }
}

/// Waits until `condition` holds, for at most `seconds`; returns whether it came true.
func eventually(within seconds: Double = 10, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
        if try condition() { return true }
        if Date() >= deadline { return false }
        usleep(20_000)
    }
}

/// A wait that reached its deadline: one line, what was awaited and what was there instead.
struct WaitTimeout: Error, CustomStringConvertible, LocalizedError {
    let what: String
    let seconds: Double
    let seen: String

    var description: String { "waited \(String(format: "%.0f", seconds)) s for \(what); saw instead: \(seen)" }
    var errorDescription: String? { description }
}
