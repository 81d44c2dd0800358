import Glibc

/// Counts onsets: a clap, a tap on the desk, a click of the tongue. An onset is a sharp rise of
/// energy, measured on 2.5 ms hops: a hop at least 20 dB louder than the level 5-7.5 ms before
/// it and louder than -36 dBFS. A clap rises 40 dB within a millisecond; a hum or a breath
/// swells over tens of milliseconds and never rises 20 dB in 7.5 ms while loud enough to count,
/// and a steady room noise never rises at all. After an onset, 80 ms pass before the next one
/// counts, so a clap's ring and its echoes are one clap.
struct OnsetDetector: Sendable {
    /// The rise an onset needs, in decibels.
    static let rise: Float = 20
    /// The level an onset needs, dBFS: quieter rises are the room, not the player.
    static let minimumLevel: Float = -36
    /// How long after an onset the next one may count.
    static let refractorySeconds = 0.08

    private let hopLength: Int
    private let refractoryHops: Int
    private var hopSquares: Float = 0
    private var hopFilled = 0
    /// The levels of the last three hops in dBFS, the latest first.
    private var previous: (Float, Float, Float) = (-120, -120, -120)
    private var hopsSinceOnset: Int
    /// Onsets heard since init, wrapping like `HeardSound.onsets`.
    private(set) var count: UInt32 = 0

    init(sampleRate: Int) {
        hopLength = max(1, sampleRate / 400)
        refractoryHops = Int((Self.refractorySeconds * 400).rounded(.up))
        hopsSinceOnset = refractoryHops
    }

    mutating func feed(_ samples: UnsafeBufferPointer<Float>) {
        for sample in samples {
            hopSquares += sample * sample
            hopFilled += 1
            if hopFilled == hopLength { endHop() }
        }
    }

    private mutating func endHop() {
        let level = 10 * log10(hopSquares / Float(hopLength) + 1e-12)
        hopSquares = 0
        hopFilled = 0
        hopsSinceOnset += 1
        let before = max(previous.1, previous.2)
        if hopsSinceOnset >= refractoryHops, level >= Self.minimumLevel, level - before >= Self.rise {
            count &+= 1
            hopsSinceOnset = 0
        }
        previous = (level, previous.0, previous.1)
    }
}
