import FoundationEssentials

extension ChallengeKind {
    /// Find a black square through a viewfinder and frame it (seed 000, the Blackbox dark scan).
    public static let darkScan = ChallengeKind(declaring: "dark-scan")
}

/// The dark scan as `ChallengeKinds.all` lists it: the only kind with a soundscape and a camera.
public struct DarkScanKind: ChallengeKindDescriptor {
    public init() {}

    public var kind: ChallengeKind { .darkScan }

    public func parseRules(parameters: inout JSONObjectReader, goal: inout JSONObjectReader,
                           assets: inout LevelAssets) throws(FormatError) -> any ChallengeKindRules {
        try DarkScanRules(parameters: &parameters, goal: &goal, assets: &assets)
    }

    public var hasSoundscape: Bool { true }

    public func makeSoundscape(soundsDirectory: URL, deviceFormat: AudioDeviceFormat,
                               progress: Float) throws -> (any Soundscape)? {
        let sounds = try DarkScanSounds.load(from: soundsDirectory)
        return DarkScanSoundscape(sounds: sounds, sampleRate: Double(deviceFormat.sampleRate), progress: progress,
                                  deviceFormat: deviceFormat)
    }

    public var acceptsCameraFrames: Bool { true }

    public func makeTuner() -> (any ChallengeTuner)? { DarkScanThresholdTuner() }

    /// Played inside the window, from the keys, the pad and the mouse: the desktop is no input.
    public var readsDesktop: Bool { false }
    public var listens: Bool { false }

    /// Played inside the window: the focus going elsewhere pauses it.
    public var pausesWhenFocusLost: Bool { true }
}

extension DarkScanRules: ChallengeKindRules {
    public static var kind: ChallengeKind { .darkScan }

    /// The dark scan draws nothing from `random`.
    public func makeChallenge(random: inout SeededRandom) -> any Challenge {
        DarkScanChallenge(rules: self)
    }
}

extension DarkScanChallenge: Challenge {}

extension DarkScanSoundscape: Soundscape {}

extension ChallengeState {
    /// A dark-scan challenge's thresholds, nil for other kinds (the debug overlay).
    public var darkScanThresholds: DarkScanThresholds? {
        (challenge as? DarkScanChallenge)?.rules.thresholds
    }

    /// Changes a dark-scan challenge's thresholds live (debug overlay); other kinds ignore it.
    public mutating func setDarkScanThresholds(_ thresholds: DarkScanThresholds) {
        modify(as: DarkScanChallenge.self) { $0.setThresholds(thresholds) }
    }
}
