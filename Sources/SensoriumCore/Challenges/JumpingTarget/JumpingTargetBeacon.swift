/// The jumping target by ear: a continuous beacon that places the target relative to the cursor,
/// so a player without sight can walk the cursor onto it (issue 13: "a sound that places it").
///
/// - pan: left/right of the cursor, full at 800 canvas units; centred once the target is in reach.
/// - pitch: one of three loops, high when the target is above the cursor, low when below, the
///   middle one when level with it (within half its radius). Relative, not absolute: the player
///   cannot see the cursor either, so "which way to go" is what they need.
/// - level: louder as the cursor nears; exactly 1 (and centred) when a press would catch it; half
///   as loud while the target is in the air, where it cannot be caught.
extension JumpingTargetChallenge {
    /// The start of the beacon's layer ids. Each pitch is its own layer (named as its sound):
    /// a platform layer keeps the loop it started with, so a new pitch must be a new layer.
    public static let beaconLayer = "target-beacon"

    /// Level of the beacon when a press now would catch the target.
    public static let inReachLevel = 1.0

    public func continuousCues(into cues: inout [FeedbackCue]) {
        guard !isSolved else { return }
        let now = Double(tick)
        let target = targetPosition(at: now)
        let dx = target.x - cursorX, dy = target.y - cursorY
        let distance = (dx * dx + dy * dy).squareRoot()
        if isResting && distance <= catchRadius(at: now) {
            cues.append(.layer(id: CueName.targetBeaconLevel.rawValue, sound: .targetBeaconLevel, haptic: nil,
                               level: Self.inReachLevel, pan: 0))
            return
        }
        let band = rules.targetRadius * 0.5
        let sound: CueName = dy < -band ? .targetBeaconHigh : dy > band ? .targetBeaconLow : .targetBeaconLevel
        let closeness = max(0, 1 - distance / 1800)
        var level = 0.15 + 0.6 * closeness * closeness
        if !isResting { level *= 0.5 }
        cues.append(.layer(id: sound.rawValue, sound: sound, haptic: nil, level: level,
                           pan: (dx / 800).clamped(to: -1...1)))
    }
}
