import FoundationEssentials
import Glibc

/// Motor levels for one tick, in SDL's units (`SDL_GameControllerRumble` and
/// `SDL_GameControllerRumbleTriggers`): 0 off ... 65535 full.
public struct RumbleFrame: Equatable, Sendable {
    /// Heavy low-frequency motor (usually the left grip): round, deep feel.
    public var low: UInt16
    /// Light high-frequency motor (usually the right grip): crisp, buzzy feel.
    public var high: UInt16
    /// Trigger motors (Xbox One and later); 0 on pads without them.
    public var leftTrigger: UInt16
    public var rightTrigger: UInt16

    public init(low: UInt16 = 0, high: UInt16 = 0, leftTrigger: UInt16 = 0, rightTrigger: UInt16 = 0) {
        self.low = low; self.high = high; self.leftTrigger = leftTrigger; self.rightTrigger = rightTrigger
    }

    public static let off = RumbleFrame()

    public var isOff: Bool { self == .off }
}

/// Player-facing rumble settings and the tuning of the mapping (see docs/haptics.md for the
/// reasoning behind each constant).
public struct RumbleSettings: Equatable, Sendable {
    /// The off switch: false sends all zeros.
    public var enabled = true
    /// Global strength, 0 (nothing) ... 1 (full); scales motor amplitude before dead-zone lifting,
    /// so weak settings still feel.
    public var strength = 1.0
    /// Amplitude = intensity ^ exponent. Vibration is perceived roughly as amplitude^0.67
    /// (Stevens), so 1.5 makes perceived strength follow the pattern's intensity.
    public var perceptualExponent = 1.5
    /// Drive level below which a typical ERM motor does not spin, 0...1.
    public var deadZone = 0.12
    /// Amplitude over which the output climbs from 0 to the dead zone, so the mapping stays
    /// continuous: anything at or above the knee is lifted above the dead zone.
    public var deadZoneKnee = 0.05
    /// Shortest pulse for a transient, seconds (a motor needs ~30-40 ms to spin up and be felt).
    public var transientPulse = 1.0 / 30
    /// Start of each transient pulse driven harder to spin the motor up, seconds.
    public var overdriveTime = 0.008
    /// Amplitude multiplier during the overdrive (clamped to full).
    public var overdriveGain = 1.5
    /// Transient sharpness from which the trigger motors join in (reaching full share at 1).
    public var triggerSharpness = 0.5

    public init() {}
}

/// Turns `HapticFrame`s (intensity and sharpness of the transient and continuous layers) into
/// `RumbleFrame`s for a pad's four motors. Stateful only for the transient pulse it is stretching;
/// deterministic for a given sequence of frames.
///
/// Per tick:
/// 1. A transient in the frame (re)starts a pulse of `transientPulse` (4 ticks at 120 Hz) carrying
///    its intensity and sharpness; the first `overdriveTime` (1 tick) is multiplied by
///    `overdriveGain`.
/// 2. Each layer's amplitude is `intensity ^ perceptualExponent`.
/// 3. Sharpness crossfades between motors with equal perceived power: θ = sharpness·π/2,
///    low += a·cos θ, high += a·sin θ (cos² + sin² = 1, so the felt energy does not dip midway).
/// 4. Transients with sharpness above `triggerSharpness` also drive both triggers:
///    a·(sharpness − 0.5)/0.5.
/// 5. Each motor: clamp to 1, times `strength`, then dead-zone lift
///    drive = x·(1 − deadZone) + deadZone·min(1, x/knee), and scale to 0...65535 (rounded).
public struct RumbleMapper: Sendable {
    public var settings: RumbleSettings
    public let tickRate: Int
    private var pulseTick = Int.max
    private var pulseIntensity = 0.0
    private var pulseSharpness = 0.0

    public init(settings: RumbleSettings = RumbleSettings(), tickRate: Int = TickClock.rate) {
        self.settings = settings
        self.tickRate = max(1, tickRate)
    }

    /// Ticks a transient pulse lasts (at least 1).
    public var pulseTicks: Int { ticks(settings.transientPulse) }
    /// Ticks of overdrive at the start of a pulse.
    public var overdriveTicks: Int { min(pulseTicks, ticks(settings.overdriveTime)) }

    /// True while a transient pulse is still being played out.
    public var isBusy: Bool { pulseTick < pulseTicks }

    /// Forgets any pulse in progress.
    public mutating func reset() { pulseTick = Int.max }

    /// Maps one tick.
    public mutating func map(_ frame: HapticFrame) -> RumbleFrame {
        if frame.transient.intensity > 0 {
            pulseTick = 0
            pulseIntensity = frame.transient.intensity
            pulseSharpness = frame.transient.sharpness
        }
        var transientAmplitude = 0.0
        if pulseTick < pulseTicks {
            transientAmplitude = amplitude(pulseIntensity)
            if pulseTick < overdriveTicks { transientAmplitude = min(1, transientAmplitude * settings.overdriveGain) }
            pulseTick += 1
        }
        guard settings.enabled else { return .off }
        let continuousAmplitude = amplitude(frame.continuous.intensity)
        let transientAngle = pulseSharpness * Double.pi / 2
        let continuousAngle = frame.continuous.sharpness * Double.pi / 2
        let low = transientAmplitude * cos(transientAngle) + continuousAmplitude * cos(continuousAngle)
        let high = transientAmplitude * sin(transientAngle) + continuousAmplitude * sin(continuousAngle)
        let triggerShare = ((pulseSharpness - settings.triggerSharpness) / (1 - settings.triggerSharpness)).clamped(to: 0...1)
        let trigger = transientAmplitude * triggerShare
        let triggerLevel = motor(trigger)
        return RumbleFrame(low: motor(low), high: motor(high), leftTrigger: triggerLevel, rightTrigger: triggerLevel)
    }

    /// Perceptual curve: intensity 0...1 to motor amplitude 0...1.
    public func amplitude(_ intensity: Double) -> Double {
        guard intensity > 0 else { return 0 }
        return pow(min(1, intensity), settings.perceptualExponent)
    }

    /// Strength and dead-zone lift for one motor, amplitude 0...1 to 0...65535.
    public func motor(_ amplitude: Double) -> UInt16 {
        let x = (min(1, amplitude) * settings.strength.clamped(to: 0...1))
        guard x > 1e-9 else { return 0 }
        let knee = max(1e-6, settings.deadZoneKnee)
        let drive = (x * (1 - settings.deadZone) + settings.deadZone * min(1, x / knee)).clamped(to: 0...1)
        return UInt16((drive * 65535).rounded())
    }

    private func ticks(_ seconds: Double) -> Int {
        max(1, Int((seconds * Double(tickRate) - 1e-9).rounded(.up)))
    }
}
