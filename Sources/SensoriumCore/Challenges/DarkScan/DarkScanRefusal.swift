/// Wrong answers look wrong. A new player centred a decoy, saw the brackets close into a solid
/// square that read as "locked on", and waited. Now the brackets close all the way only at the
/// goal, and a view that has settled on something it will not take (progress stopped short of
/// the goal: a decoy, or a near miss) is refused — the brackets shake open, with a low tone and
/// a soft rumble (`DarkScanCues`) — while a view still getting closer is not.
///
/// Derived from the state each tick, never stored: feedback only, so no simulated tick changes.
extension DarkScanChallenge {
    /// Below this progress nothing is framed enough to be refused: the player is still looking.
    public static let refusalFloor = 0.3
    /// The smoothed figures are this near their targets: the view has settled, not closing in.
    public static let settledWithin = 0.01
    /// The most the brackets close short of the goal: their arms never meet.
    public static let openClosure = 0.8

    /// Something is framed, the view has settled on it, and it is not what the level asks for.
    public var isRefusing: Bool {
        guard !isSolved, progress >= Self.refusalFloor, progress < rules.goalProgress else { return false }
        let settled = abs(framing - analysis.measurement.raw) < Self.settledWithin
            && abs(detected - analysis.detectorScore) < Self.settledWithin
        return settled
    }

    /// How far the brackets close for `progress` (0 open ... 1 the success shape): the talk's
    /// easing, held open short of the goal so only the real square, framed, closes them.
    public func reticleClosure(progress: Double) -> Double {
        if isSolved { return 1 }
        let eased = ReticleEasing.closure(progress)
        return progress >= rules.goalProgress ? eased : min(eased, Self.openClosure)
    }
}
