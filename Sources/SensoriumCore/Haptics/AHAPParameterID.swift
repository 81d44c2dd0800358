/// Event parameters an AHAP event may carry (`EventParameters[].ParameterID`), with Core Haptics'
/// documented ranges and the defaults used when a file leaves a value out. Values outside the range
/// are clamped on load, as Core Haptics does.
public enum AHAPEventParameterID: String, CaseIterable, Sendable {
    /// Strength of a haptic event. 0 is nothing, 1 is full strength. Default 1.
    case hapticIntensity = "HapticIntensity"
    /// Feel of a haptic event. 0 is round and soft, 1 is crisp and precise. Default 0.5.
    case hapticSharpness = "HapticSharpness"
    /// Seconds a continuous event takes to rise from 0 to its intensity. 0...1, default 0.
    case attackTime = "AttackTime"
    /// Seconds a non-sustained event takes to fall from full to 0 after its attack. 0...1, default 0.
    case decayTime = "DecayTime"
    /// Seconds over which an event fades out before its end. 0...1, default 0.
    case releaseTime = "ReleaseTime"
    /// 1 holds the intensity for the whole duration; 0 lets it decay after the attack. Default 1.
    case sustained = "Sustained"
    /// Audio gain, 0 silent ... 1 full. Default 1.
    case audioVolume = "AudioVolume"
    /// Stereo position, -1 hard left ... 1 hard right. Default 0.
    case audioPan = "AudioPan"
    /// Pitch shift, -1 lowest ... 1 highest. Default 0.
    case audioPitch = "AudioPitch"
    /// High-frequency content, 0 darkest ... 1 unfiltered. Default 1.
    case audioBrightness = "AudioBrightness"

    public var range: ClosedRange<Double> {
        switch self {
        case .audioPan, .audioPitch: return -1...1
        default: return 0...1
        }
    }

    public var defaultValue: Double {
        switch self {
        case .hapticIntensity, .sustained, .audioVolume, .audioBrightness: return 1
        case .hapticSharpness: return 0.5
        case .attackTime, .decayTime, .releaseTime, .audioPan, .audioPitch: return 0
        }
    }
}

/// Dynamic parameters (`Parameter` and `ParameterCurve` entries, and live values sent to a
/// player). The two volume-like controls scale (0...1, default 1); every other control is an
/// offset added to the event's own value (-1...1, default 0). The combined value is clamped to the
/// event parameter's range.
public enum HapticDynamicParameterID: String, CaseIterable, Sendable {
    case hapticIntensityControl = "HapticIntensityControl"
    case hapticSharpnessControl = "HapticSharpnessControl"
    case hapticAttackTimeControl = "HapticAttackTimeControl"
    case hapticDecayTimeControl = "HapticDecayTimeControl"
    case hapticReleaseTimeControl = "HapticReleaseTimeControl"
    case audioVolumeControl = "AudioVolumeControl"
    case audioPanControl = "AudioPanControl"
    case audioPitchControl = "AudioPitchControl"
    case audioBrightnessControl = "AudioBrightnessControl"
    case audioAttackTimeControl = "AudioAttackTimeControl"
    case audioDecayTimeControl = "AudioDecayTimeControl"
    case audioReleaseTimeControl = "AudioReleaseTimeControl"

    /// True for the controls that multiply (intensity, volume); false for the additive ones.
    public var isMultiplier: Bool {
        self == .hapticIntensityControl || self == .audioVolumeControl
    }

    public var range: ClosedRange<Double> { isMultiplier ? 0...1 : -1...1 }

    /// The value in force before any entry of the pattern sets it: 1 for multipliers, 0 for offsets.
    public var defaultValue: Double { isMultiplier ? 1 : 0 }

    /// Dense index for per-parameter tables (0 ..< allCases.count).
    @inlinable public var index: Int {
        switch self {
        case .hapticIntensityControl: return 0
        case .hapticSharpnessControl: return 1
        case .hapticAttackTimeControl: return 2
        case .hapticDecayTimeControl: return 3
        case .hapticReleaseTimeControl: return 4
        case .audioVolumeControl: return 5
        case .audioPanControl: return 6
        case .audioPitchControl: return 7
        case .audioBrightnessControl: return 8
        case .audioAttackTimeControl: return 9
        case .audioDecayTimeControl: return 10
        case .audioReleaseTimeControl: return 11
        }
    }

    /// Combines the pattern's value with a live value sent to the player, then clamps:
    /// multipliers multiply, offsets add.
    @inlinable public func combine(_ pattern: Double, _ live: Double) -> Double {
        isMultiplier ? pattern * live : pattern + live
    }
}
