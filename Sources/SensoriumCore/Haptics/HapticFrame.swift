/// Strength and feel of one layer of haptic output during one tick.
public struct HapticLayer: Equatable, Sendable {
    /// 0 nothing ... 1 full strength.
    public var intensity: Double
    /// 0 round ... 1 crisp; 0 when the layer is silent.
    public var sharpness: Double

    public init(intensity: Double, sharpness: Double) {
        self.intensity = intensity
        self.sharpness = sharpness
    }

    public static let silent = HapticLayer(intensity: 0, sharpness: 0)

    public var isSilent: Bool { intensity <= 0 }
}

/// What a player (or a mix of players) asks of the actuators during one tick.
///
/// `transient` is the sum of the clicks that start inside the tick (an impulse: it is not held
/// over the following ticks; `RumbleMapper` stretches it into a pulse a motor can render).
/// `continuous` is the level of the continuous events at the start of the tick, after envelope,
/// curves and live parameters.
public struct HapticFrame: Equatable, Sendable {
    public var transient: HapticLayer
    public var continuous: HapticLayer

    public init(transient: HapticLayer = .silent, continuous: HapticLayer = .silent) {
        self.transient = transient
        self.continuous = continuous
    }

    public static let silent = HapticFrame()
}

/// Sums layers: intensity adds and is clamped to 1 (like the actuator signal Core Haptics sums and
/// limits); sharpness is the intensity-weighted mean. Used for events inside one player and for
/// several players alike.
struct HapticLayerSum {
    var intensity = 0.0
    var weightedSharpness = 0.0

    mutating func add(_ intensity: Double, _ sharpness: Double) {
        guard intensity > 0 else { return }
        self.intensity += intensity
        weightedSharpness += intensity * sharpness
    }

    mutating func add(_ layer: HapticLayer) { add(layer.intensity, layer.sharpness) }

    var layer: HapticLayer {
        guard intensity > 0 else { return .silent }
        return HapticLayer(intensity: min(1, intensity), sharpness: (weightedSharpness / intensity).clamped(to: 0...1))
    }
}

/// An audio event of a pattern that starts during this tick: the game plays its sound now.
public struct HapticAudioStart: Equatable, Sendable {
    /// The player that reached it (`HapticMixer` handle; 0 for a player used on its own).
    public var player: UInt64
    /// Index into the pattern's `audio` array (the event's kind, waveform path, duration, flags).
    public var eventIndex: Int
    /// Seconds of real time from the start of the tick to the event (0 ..< one tick), for callers
    /// that schedule sounds finer than a tick.
    public var offset: Double
    /// Event value after the pattern's dynamic parameters and the player's live ones, clamped:
    /// volume 0...1, pan -1...1, pitch -1...1, brightness 0...1.
    public var volume: Double
    public var pan: Double
    public var pitch: Double
    public var brightness: Double
}
