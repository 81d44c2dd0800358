import Foundation

/// How busy the machine is: its one-minute load average per core, at least 1. A test that bounds
/// a wall-clock time (a frame's) scales its bound by this and prints it: on two cores running
/// twenty programs a frame waits its turn for a processor, which is the machine's doing, not the
/// game's, and an idle machine still holds the game to the plain bound.
enum MachineLoad {
    static var perCore: Double {
        var load = [0.0, 0.0, 0.0]
        guard getloadavg(&load, 3) == 3 else { return 1 }
        return max(1, load[0] / Double(ProcessInfo.processInfo.activeProcessorCount))
    }

    /// `bound`, a time on an idle machine, stretched by the load; with a line saying both.
    static func scaled(_ bound: Double, unit: String = "ms") -> (limit: Double, said: String) {
        let factor = perCore
        return (bound * factor, "\(Int(bound)) \(unit) x load \(String(format: "%.1f", factor)) per core")
    }
}
