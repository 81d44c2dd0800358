import SensoriumCore

/// A number the command line takes, and the range it must fall in. Every numeric option of
/// every command is one of the constants below, read with `Arguments.number`, so each is
/// range-checked the same way and its range is written down in this one place.
struct NumberOption<Value: Comparable & LosslessStringConvertible & Sendable>: Sendable {
    let name: String
    let range: ClosedRange<Value>
    /// What the range means, when the bounds alone do not say (`24 hours, the longest replay`).
    var note: String?

    /// `--ticks must be 0 to 10368000 (24 hours, the longest replay)`.
    var requirement: String {
        "\(name) must be \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound))" + (note.map { " (\($0))" } ?? "")
    }

    /// `600`, `0.001`: a bound as a person writes it, not `600.0`.
    private static func text(_ value: Value) -> String {
        if let number = value as? Double { return JSONWriter.number(number) }
        return value.description
    }
}

extension NumberOption where Value == Int {
    // screenshot
    /// Hint presses: the goal pulse, the first part of the solution ghost, the whole ghost.
    static let hint = NumberOption(name: "--hint", range: 1...3, note: "the hint's three steps")
    /// The memory a screenshot takes stays bounded by the frame, not by this.
    static let screenshotTicks = NumberOption(name: "--ticks", range: 0...Replay.maxTicks, note: "24 hours, the longest replay")
    static let homePage = NumberOption(name: "--page", range: 1...100)
    // play
    static let playbackSpeed = NumberOption(name: "--playback-speed", range: 1...16)
    static let liveSplitOnePort = NumberOption(name: "--livesplit-one", range: 1...65_535, note: "a TCP port")
    // haptics dump
    static let hapticRate = NumberOption(name: "--rate", range: HapticTimeline.rateRange, note: "rows a second")
    // save-stress
    static let saveIterations = NumberOption(name: "--iterations", range: 1...1_000_000_000)
}

extension NumberOption where Value == UInt64 {
    // soak
    static let soakSeed = NumberOption(name: "--seed", range: 0...UInt64.max)
}

extension NumberOption where Value == Double {
    // play
    /// Closes the window after this long (tests, demos); a day at most.
    static let playSeconds = NumberOption(name: "--seconds", range: 0.001...86_400)
    // audio render
    static let renderSeconds = NumberOption(name: "--seconds", range: 0.001...600)
    // haptics plot and dump
    static let intensityControl = NumberOption(name: "--intensity-control", range: 0...1)
    // bench, bench darkscan
    static let benchSeconds = NumberOption(name: "--seconds", range: 0.1...3_600)
    static let benchAudioSeconds = NumberOption(name: "--audio-seconds", range: 0.1...3_600)
    // soak
    static let soakMinutes = NumberOption(name: "--minutes", range: 0.001...1_440, note: "a day of play at most")
    static let soakGrowthMB = NumberOption(name: "--check-mb", range: 0...65_536)
}
