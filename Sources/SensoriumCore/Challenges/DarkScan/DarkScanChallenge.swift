/// Find a black square in the world and frame it (the Blackbox "dark scan", seed 000). The
/// viewfinder looks at the level's scene; the screen is a grid of black squares sized by the
/// darkness behind them, with a reticle whose brackets close as the framing improves. The level
/// is solved when progress stays at the goal for `holdSeconds`.
///
/// Progress is the larger of two smoothed figures: *framing* (the reticle maths,
/// `DarkScanMeasurement`) and *detection* (the best dark quad anywhere in view,
/// `DarkQuadDetector`), the talk's more forgiving accessible path. While it plays, the challenge
/// emits spoken `announcement`s from the detector (`DarkScanAnnouncer`).
public struct DarkScanChallenge: Sendable {
    /// Each tick moves smoothed progress 1/16 of the way to the raw figure (a time constant of
    /// about 0.13 s at 120 Hz; a binary fraction, so the arithmetic is exact where it can be).
    public static let smoothing = 1.0 / 16
    /// `progressChanged` is emitted when progress moved this much since the last one.
    public static let progressReportStep = 0.01
    /// The scene's detector runs every 4th tick (30 Hz) while the view moves, and once more when
    /// it stops; the grid and the framing maths follow every tick.
    public static let detectorInterval = 4

    public private(set) var rules: DarkScanRules
    /// Ticks since the level (re)started.
    public private(set) var tick = 0
    public private(set) var viewfinder: Viewfinder
    /// What the camera saw last: grid, framing figures, quads.
    public private(set) var analysis: DarkScanAnalysis
    /// Smoothed framing progress, 0.0 ... 1.0.
    public private(set) var framing = 0.0
    /// Smoothed detection progress, 0.0 ... 1.0.
    public private(set) var detected = 0.0
    /// Consecutive ticks with progress at or above the goal.
    public private(set) var heldTicks = 0
    public private(set) var solvedAtTick: Int?
    public private(set) var announcer = DarkScanAnnouncer()
    /// True once the platform supplies camera frames: the scene is no longer rendered.
    public private(set) var usesExternalFrames = false
    /// The view changed since the detector last looked.
    private var detectorPending = false
    private var reportedProgress = 0.0
    private var needsAnalysis = false
    private var pendingFrame: LuminanceFrame?

    public init(rules: DarkScanRules) {
        self.rules = rules
        viewfinder = rules.start
        let camera = SceneCamera(scene: rules.scene, limits: rules.limits)
        analysis = DarkScanAnalysis(camera: camera, view: rules.start, rules: rules)
    }

    public var isSolved: Bool { solvedAtTick != nil }
    /// 0.0 ... 1.0: what the reticle, the soundscape and the goal follow.
    public var progress: Double { max(framing, detected) }
    /// How much of the hold is done, 0.0 ... 1.0.
    public var holdFraction: Double { isSolved ? 1 : Double(heldTicks) / Double(rules.holdTicks) }

    /// Hands the challenge a camera frame (the webcam path); it is analysed on the next tick,
    /// and from then on the scene is no longer rendered. A run fed this way is not replayable.
    public mutating func supply(frame: LuminanceFrame) {
        pendingFrame = frame
        usesExternalFrames = true
    }

    /// Changes the thresholds live (debug overlay); the view is analysed again on the next tick.
    public mutating func setThresholds(_ thresholds: DarkScanThresholds) {
        rules.thresholds = thresholds
        needsAnalysis = true
    }

    /// What the camera would see through `view` (the solver plans with it).
    /// - Parameter quads: the detector's answer to keep instead of detecting again, or nil.
    public func analysis(at view: Viewfinder, detecting quads: [DarkQuad]? = nil) -> DarkScanAnalysis {
        DarkScanAnalysis(camera: SceneCamera(scene: rules.scene, limits: rules.limits), view: view, rules: rules, quads: quads)
    }

    public mutating func step(_ input: InputCommand, previous: InputCommand,
                              random: inout SeededRandom, events: inout [ChallengeEvent]) {
        tick += 1
        guard !isSolved else { return }
        let moved = viewfinder.apply(input, previous: previous, limits: rules.limits)
        if let frame = pendingFrame {
            pendingFrame = nil
            analysis = DarkScanAnalysis(frame: frame, rules: rules)
        } else if !usesExternalFrames && (moved || needsAnalysis || detectorPending) {
            // The picture and the framing follow every tick; the detector, like the talk's,
            // looks at the camera at 30 Hz (every `detectorInterval` ticks).
            let detect = tick % Self.detectorInterval == 0
            analysis = self.analysis(at: viewfinder, detecting: detect ? nil : analysis.quads)
            detectorPending = !detect
        }
        needsAnalysis = false

        framing += (analysis.measurement.raw - framing) * Self.smoothing
        detected += (analysis.detectorScore - detected) * Self.smoothing
        heldTicks = progress >= rules.goalProgress ? heldTicks + 1 : 0
        if heldTicks >= rules.holdTicks {
            solvedAtTick = tick
            reportedProgress = progress
            events.append(.progressChanged(progress))
            events.append(.solved)
            return
        }
        if abs(progress - reportedProgress) >= Self.progressReportStep {
            reportedProgress = progress
            events.append(.progressChanged(progress))
        }
        let phrases = DarkScanAnnouncer.phrases(for: analysis.quads, thresholds: rules.thresholds)
        if let phrase = announcer.next(tick: tick, phrases: phrases) {
            events.append(.announcement(phrase))
        }
    }

    public func hash(into hasher: inout StateHasher) {
        hasher.combine(tick)
        viewfinder.hash(into: &hasher)
        let values = analysis.grid.values
        var index = 0
        while index < values.count {
            var word: UInt64 = 0
            for offset in 0..<min(8, values.count - index) { word |= UInt64(values[index + offset]) << (8 * UInt64(offset)) }
            hasher.combine(word)
            index += 8
        }
        analysis.measurement.hash(into: &hasher)
        hasher.combine(analysis.quads.count)
        for quad in analysis.quads {
            hasher.combine(quad.score); hasher.combine(quad.squareness); hasher.combine(quad.tilt)
            for corner in quad.corners { hasher.combine(Double(corner.x)); hasher.combine(Double(corner.y)) }
        }
        hasher.combine(framing)
        hasher.combine(detected)
        hasher.combine(heldTicks)
        hasher.combine(solvedAtTick ?? -1)
        announcer.hash(into: &hasher)
        rules.thresholds.hash(into: &hasher)
        hasher.combine(reportedProgress)
        hasher.combine(needsAnalysis)
        hasher.combine(detectorPending)
        hasher.combine(usesExternalFrames)
        hasher.combine(pendingFrame != nil)
    }
}
