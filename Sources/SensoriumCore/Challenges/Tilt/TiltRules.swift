import FoundationEssentials

/// The parameters and goal of a `tilt` level: the world turns with the device's tilt exactly as
/// the map of seed 003 does — the angle `atan2(x, y) + π` of the two tilt axes, sampled
/// `sampleHz` times a second, applied only when it moved more than `thresholdRadians` from the
/// angle shown (so small shakes do nothing), eased to the new angle — and the player brings a red
/// mark of the world to the goal's edge and holds it there. See docs/levels.md.
///
/// Later levels add, each with a default that leaves the first levels exactly as they were:
/// several targets (in order, like a combination lock, or in any order), a world that drifts on
/// its own, and a picture to set upright instead of a mark.
public struct TiltRules: Equatable, Sendable {
    /// Tilt samples per second (the seed's `CONST_fps`), 5...60.
    public var sampleHz: Double
    /// The smallest change of angle that turns the world (the seed's `CONST_map_shift`),
    /// 0.02...1 radians.
    public var thresholdRadians: Double
    /// How fast E / Q (and Z / C; shoulders and triggers) turn the device, degrees per second, 10...360.
    public var turnDegreesPerSecond: Double
    /// The device's tilt direction at the start, degrees (0 points the tilt down the screen).
    public var startDegrees: Double
    /// Where the red mark sits on the world, degrees clockwise from the world's top.
    public var markDegrees: Double
    /// How fast the world turns by itself, degrees per second clockwise, -30...30; 0 holds still.
    public var driftDegreesPerSecond: Double
    /// What the world shows: the red mark, or a picture whose top is the mark.
    public var picture: TiltPicture
    /// The screen edge the mark must reach: degrees clockwise from the top of the screen (the
    /// first target when there are several).
    public var goalDegrees: Double
    /// Two or more targets (`goal.targets`), or empty for the single `goalDegrees`.
    public var sequenceDegrees: [Double]
    /// Must the targets be reached in the order given (a combination lock)? Otherwise any order.
    public var inOrder: Bool
    /// How close the mark must come to the goal, 1...30 degrees either side.
    public var toleranceDegrees: Double
    /// How long the mark must stay there, 0.25...5 seconds (at each target).
    public var holdSeconds: Double

    public init(sampleHz: Double = 25, thresholdRadians: Double = 0.15, turnDegreesPerSecond: Double = 60,
                startDegrees: Double = 0, markDegrees: Double = 0, driftDegreesPerSecond: Double = 0,
                picture: TiltPicture = .mark, goalDegrees: Double = 0, sequenceDegrees: [Double] = [],
                inOrder: Bool = true, toleranceDegrees: Double = 6, holdSeconds: Double = 1) {
        self.sampleHz = sampleHz
        self.thresholdRadians = thresholdRadians
        self.turnDegreesPerSecond = turnDegreesPerSecond
        self.startDegrees = startDegrees
        self.markDegrees = markDegrees
        self.driftDegreesPerSecond = driftDegreesPerSecond
        self.picture = picture
        self.goalDegrees = sequenceDegrees.first ?? goalDegrees
        self.sequenceDegrees = sequenceDegrees
        self.inOrder = inOrder
        self.toleranceDegrees = toleranceDegrees
        self.holdSeconds = holdSeconds
    }

    /// Every target the mark must be held at, degrees clockwise from the top of the screen.
    public var targets: [Double] { sequenceDegrees.isEmpty ? [goalDegrees] : sequenceDegrees }

    /// The world's own turn per tick, radians.
    var driftPerTick: Double { driftDegreesPerSecond * .pi / 180 / Double(TickClock.rate) }

    init(parameters: inout JSONObjectReader, goal: inout JSONObjectReader) throws(FormatError) {
        sampleHz = try parameters.optionalDouble("sampleHz", in: 5...60) ?? 25
        thresholdRadians = try parameters.optionalDouble("thresholdRadians", in: 0.02...1) ?? 0.15
        turnDegreesPerSecond = try parameters.optionalDouble("turnDegreesPerSecond", in: 10...360) ?? 60
        startDegrees = try parameters.optionalDouble("startDegrees", in: -360...360) ?? 0
        markDegrees = try parameters.optionalDouble("markDegrees", in: -360...360) ?? 0
        driftDegreesPerSecond = try parameters.optionalDouble("driftDegreesPerSecond", in: -30...30) ?? 0
        picture = parameters.has("picture") ? try parameters.enumValue("picture", as: TiltPicture.self) : .mark
        toleranceDegrees = try goal.optionalDouble("toleranceDegrees", in: 1...30) ?? 6
        holdSeconds = try goal.optionalDouble("holdSeconds", in: 0.25...5) ?? 1
        if goal.has("targets") {
            guard !goal.has("degrees") else {
                throw goal.error("targets", "give either degrees (one target) or targets (several), not both")
            }
            sequenceDegrees = try Self.targets(&goal)
            inOrder = try goal.optionalBool("inOrder") ?? true
        } else {
            guard !goal.has("inOrder") else { throw goal.error("inOrder", "only means something with targets") }
            sequenceDegrees = []
            inOrder = true
        }
        if let first = sequenceDegrees.first {
            goalDegrees = first
        } else {
            goalDegrees = try goal.optionalDouble("degrees", in: -360...360) ?? 0
        }
        try validate(parameters: parameters, goal: goal)
    }

    /// The target (its index) a mark starting from `start` would already be within four
    /// tolerances of: the first, or any when the order is free. Nil when the start is fair.
    private func targetNearStart(_ start: Double) -> Int? {
        let tolerance = toleranceDegrees * .pi / 180
        let atStart = TiltChallenge.angle(ofTilt: start * .pi / 180) + markDegrees * .pi / 180
        return (inOrder ? Array(targets.prefix(1)) : targets).indices.first { index in
            abs(TiltChallenge.wrapped(targets[index] * .pi / 180 - atStart)) <= 4 * tolerance
        }
    }

    /// The whole start angle nearest the given one that no target is near, if any.
    private func passingStartDegrees() -> Double? {
        for offset in 1...180 {
            for candidate in [startDegrees + Double(offset), startDegrees - Double(offset)]
            where (-360...360).contains(candidate) && targetNearStart(candidate.rounded()) == nil {
                return candidate.rounded()
            }
        }
        return nil
    }

    /// An angle in radians as degrees folded into -180...180.
    private static func degrees(_ radians: Double) -> Double {
        TiltChallenge.wrapped(radians) * 180 / .pi
    }

    /// Degrees as a file would write them: at most one decimal.
    private static func format(_ degrees: Double) -> String {
        let tenths = (degrees * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }

    /// `goal.targets`: 2...6 angles, -360...360 each.
    private static func targets(_ goal: inout JSONObjectReader) throws(FormatError) -> [Double] {
        let items = try goal.array("targets")
        guard (2...6).contains(items.count) else {
            throw goal.error("targets", "needs 2 to 6 angles, found \(items.count)")
        }
        var angles: [Double] = []
        for (index, item) in items.enumerated() {
            guard case .number(let degrees) = item, (-360...360).contains(degrees) else {
                throw goal.error("targets[\(index)]", "expected a number of degrees in -360...360")
            }
            angles.append(degrees)
        }
        return angles
    }

    /// The checks that make a level fair: no target can be stepped over, none is won by standing
    /// still, and each hold is its own.
    private func validate(parameters: JSONObjectReader, goal: JSONObjectReader) throws(FormatError) {
        let tolerance = toleranceDegrees * .pi / 180
        // A turn can land anywhere within threshold + one sample's turn of the last angle; the
        // goal's window must be wider, or some approaches would step over it.
        let step = thresholdRadians + turnDegreesPerSecond / sampleHz * .pi / 180
        guard 2 * tolerance > step else {
            throw goal.error("toleranceDegrees", "must be wider than one turn step (\(Int((step * 90 / .pi).rounded(.up))) degrees either side for these parameters)")
        }
        // Standing still must not win: the mark starts well away from the first target (from
        // every target when any order will do).
        if let index = targetNearStart(startDegrees) {
            // The rule and a value that passes, so the fix is one edit.
            let shown = Self.degrees(TiltChallenge.angle(ofTilt: startDegrees * .pi / 180) + markDegrees * .pi / 180)
            let which = sequenceDegrees.isEmpty ? "the goal" : "target \(index)"
            var reason = "the mark starts on screen at \(Self.format(shown)) degrees (startDegrees + 180 + markDegrees), "
                + "within four tolerances (\(Self.format(4 * toleranceDegrees)) degrees) of \(which) at \(Self.format(targets[index])); "
                + "a level must not be won by standing still"
            if let passing = passingStartDegrees() { reason += "; startDegrees \(Self.format(passing)) passes" }
            throw parameters.error("startDegrees", reason)
        }
        // Two windows that overlap would let one hold count twice.
        for i in targets.indices {
            for j in targets.indices where j > i && abs(TiltChallenge.wrapped((targets[i] - targets[j]) * .pi / 180)) <= 2 * tolerance {
                throw goal.error("targets[\(j)]", "overlaps target \(i)'s window; keep targets more than two tolerances apart")
            }
        }
        // A drifting world carries the mark across the window by itself; if that took longer
        // than the hold, an idle player would win when it drifts by.
        if driftDegreesPerSecond != 0 {
            let crossing = 2 * toleranceDegrees / abs(driftDegreesPerSecond)
            guard holdSeconds > crossing else {
                throw goal.error("holdSeconds", "the drift carries the mark across the goal in \(String(crossing, decimals: 2)) s by itself; hold for longer, or an idle player wins")
            }
        }
    }
}

/// What a tilt level's world shows.
public enum TiltPicture: String, CaseIterable, Sendable {
    /// A disc with landmarks and a red mark on its rim.
    case mark
    /// A house on a hill under the sun, roof toward the mark: set it upright (no red mark).
    case house
}
