import FoundationEssentials

/// The dark scan for a player without sight: continuous layers that say where the most promising
/// square in view is, how big it is and how it is turned, beside the soundscape (how close the
/// framing is) and the detector's spoken phrases. They are derived from what the camera sees (the
/// detector's quads of this tick), never from the level file, so they point only at what a
/// sighted player could see on the grid. Outputs only: nothing here is simulation state.
///
/// - `dark-scan-seek` (the donk loop): always on while the level runs. Quiet (0.05) when no
///   square is in view, otherwise 0.2 far from the middle rising to 1.0 centred; panned toward
///   the square's side of the view (-1 left ... 1 right).
/// - `dark-scan-above` (a rising chirp) / `dark-scan-below` (a low rumble): how far above or
///   below the middle the square is, 0.0 ... 1.0 of half the view height.
/// - `dark-scan-size` (a rumble on the pad, firming up as the square fills the reticle): level
///   is half the square's side over the reticle's, so 0.5 is a perfect fit, less means zoom in,
///   more zoom out.
/// - `dark-scan-tilt` (the tilt drone): |turn| / 45 degrees, panned to the side to roll toward.
/// - `dark-scan-edge-left`, `-right`, `-top`, `-bottom` (a soft knock, panned to its side):
///   the view's centre is at that edge of the wall and panning further does nothing, so a
///   player sweeping the wall knows when to turn.
/// - `dark-scan-refusal` (a low double tone and a soft rumble, both named `.darkScanRefusal`):
///   every `refusalRepeatTicks` while the view has settled on something the level will not take
///   (`isRefusing`), so a decoy is told apart from getting closer by ear and by hand too.
extension DarkScanChallenge {
    /// How often the refusal's "uh-uh" repeats while it lasts: a one-shot each half second (the
    /// tick counts from the level's start, so this needs no state of its own).
    public static let refusalRepeatTicks = TickClock.ticks(0.5)

    /// The square the cues follow: a dark, square, well-lit quad whose turn the roll limit can
    /// still straighten, best first by how promising it is (size and turn the player can fix).
    public var cuedQuad: DarkQuad? {
        let t = rules.thresholds
        var best: (quad: DarkQuad, promise: Double)?
        for quad in analysis.quads where quad.isQuadrilateral && quad.darkness >= t.semiDarkTone {
            guard abs(viewfinder.rotation + quad.tilt) <= rules.limits.maxRotation + t.parallelFull else { continue }
            let promise = DarkScanThresholds.ramp(quad.squareness, from: 0.5, to: t.squarenessTo)
                * DarkScanThresholds.ramp(quad.darkness, from: t.detectDarkFrom, to: t.detectDarkTo)
                * DarkScanThresholds.ramp(quad.surround, from: t.surroundFrom, to: t.surroundTo)
            if promise > (best?.promise ?? 0) { best = (quad, promise) }
        }
        return best?.quad
    }

    public func continuousCues(into cues: inout [FeedbackCue]) {
        guard !isSolved else { return }
        edgeCues(into: &cues)
        if isRefusing, tick % Self.refusalRepeatTicks == 0 {
            cues.append(.sound(.darkScanRefusal, volume: 0.7, pan: 0))
            cues.append(.haptic(pattern: .darkScanRefusal, intensity: 0.6))
        }
        guard let quad = cuedQuad else {
            cues.append(.layer(id: "dark-scan-seek", sound: .darkScanDonk, haptic: nil, level: 0.05, pan: 0))
            return
        }
        let width = Double(DrawList.canvasWidth), height = Double(DrawList.canvasHeight)
        let x = quad.corners.map { Double($0.x) }.reduce(0, +) / 4
        let y = quad.corners.map { Double($0.y) }.reduce(0, +) / 4
        let across = ((x - width / 2) / (width / 2)).clamped(to: -1...1)
        let down = ((y - height / 2) / (height / 2)).clamped(to: -1...1)
        let distance = min(1, (across * across + down * down).squareRoot())
        cues.append(.layer(id: "dark-scan-seek", sound: .darkScanDonk, haptic: nil, level: 0.2 + 0.8 * (1 - distance), pan: across))
        if down < 0 { cues.append(.layer(id: "dark-scan-above", sound: .targetLeap, haptic: nil, level: -down, pan: 0)) }
        if down > 0 { cues.append(.layer(id: "dark-scan-below", sound: .ricochetRollRough, haptic: nil, level: down, pan: 0)) }
        let side = quad.edgeLengths.reduce(0, +) / 4
        let fit = side / (rules.reticleSize * height)
        cues.append(.layer(id: "dark-scan-size", sound: nil, haptic: .ricochetRollGrid, level: (fit / 2).clamped(to: 0...1), pan: 0))
        if quad.tilt != 0 {
            cues.append(.layer(id: "dark-scan-tilt", sound: .tiltDrone, haptic: nil, level: min(1, abs(quad.tilt) / 45),
                               pan: quad.tilt > 0 ? 1 : -1))
        }
    }

    private func edgeCues(into cues: inout [FeedbackCue]) {
        let scene = rules.scene
        let edges: [(String, Bool, Double)] = [
            ("dark-scan-edge-left", viewfinder.x <= 0, -1), ("dark-scan-edge-right", viewfinder.x >= scene.width, 1),
            ("dark-scan-edge-top", viewfinder.y <= 0, 0), ("dark-scan-edge-bottom", viewfinder.y >= scene.height, 0),
        ]
        for (id, reached, pan) in edges where reached {
            cues.append(.layer(id: id, sound: .homeDeny, haptic: nil, level: 0.5, pan: pan))
        }
    }
}
