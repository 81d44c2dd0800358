import Foundation

/// The parameters and goal of a `tilt` level: the world turns with the device's tilt exactly as
/// the map of seed 003 does — the angle `atan2(x, y) + π` of the two tilt axes, sampled
/// `sampleHz` times a second, applied only when it moved more than `thresholdRadians` from the
/// angle shown (so small shakes do nothing), eased to the new angle — and the player brings a red
/// mark of the world to the goal's edge and holds it there. See docs/levels.md.
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
    /// The screen edge the mark must reach: degrees clockwise from the top of the screen.
    public var goalDegrees: Double
    /// How close the mark must come to the goal, 1...30 degrees either side.
    public var toleranceDegrees: Double
    /// How long the mark must stay there, 0.25...5 seconds.
    public var holdSeconds: Double

    public init(sampleHz: Double = 25, thresholdRadians: Double = 0.15, turnDegreesPerSecond: Double = 60,
                startDegrees: Double = 0, markDegrees: Double = 0, goalDegrees: Double = 0,
                toleranceDegrees: Double = 6, holdSeconds: Double = 1) {
        self.sampleHz = sampleHz
        self.thresholdRadians = thresholdRadians
        self.turnDegreesPerSecond = turnDegreesPerSecond
        self.startDegrees = startDegrees
        self.markDegrees = markDegrees
        self.goalDegrees = goalDegrees
        self.toleranceDegrees = toleranceDegrees
        self.holdSeconds = holdSeconds
    }

    init(parameters: inout JSONObjectReader, goal: inout JSONObjectReader) throws(JSONError) {
        sampleHz = try parameters.optionalDouble("sampleHz", in: 5...60) ?? 25
        thresholdRadians = try parameters.optionalDouble("thresholdRadians", in: 0.02...1) ?? 0.15
        turnDegreesPerSecond = try parameters.optionalDouble("turnDegreesPerSecond", in: 10...360) ?? 60
        startDegrees = try parameters.optionalDouble("startDegrees", in: -360...360) ?? 0
        markDegrees = try parameters.optionalDouble("markDegrees", in: -360...360) ?? 0
        goalDegrees = try goal.optionalDouble("degrees", in: -360...360) ?? 0
        toleranceDegrees = try goal.optionalDouble("toleranceDegrees", in: 1...30) ?? 6
        holdSeconds = try goal.optionalDouble("holdSeconds", in: 0.25...5) ?? 1
        // A turn can land anywhere within threshold + one sample's turn of the last angle; the
        // goal's window must be wider, or some approaches would step over it.
        let step = thresholdRadians + turnDegreesPerSecond / sampleHz * .pi / 180
        guard 2 * toleranceDegrees * .pi / 180 > step else {
            throw goal.error("toleranceDegrees", "must be wider than one turn step (\(Int((step * 90 / .pi).rounded(.up))) degrees either side for these parameters)")
        }
        let start = TiltChallenge.wrapped((markDegrees + startDegrees + 180 - goalDegrees) * .pi / 180)
        guard abs(start) > 4 * toleranceDegrees * .pi / 180 else {
            throw parameters.error("startDegrees", "the mark starts at the goal; a level must not be won by standing still")
        }
    }
}
