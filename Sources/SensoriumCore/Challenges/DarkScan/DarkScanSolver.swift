import Foundation

/// Keys for the dark scan, the way a player who has understood it would play: pick the dark
/// square to frame, roll the camera until it is straight, zoom out if it is too big, pan until it
/// is centred, zoom in if it is too small (panning again as the view narrows), then keep still
/// while the reticle closes and the hold runs.
///
/// It plans from the level's scene, which it reads from the challenge state (a player reads it
/// off the screen): each dark rectangle is a candidate; for each, the view that frames it is
/// analysed once and the candidate with the best framing wins. Buttons only: no stick, no mouse.
enum DarkScanSolver {
    static func next(_ challenge: DarkScanChallenge, previous: InputCommand) -> InputCommand {
        guard let goal = target(for: challenge) else { return InputCommand() }
        let view = challenge.viewfinder
        let limits = challenge.rules.limits
        var buttons: InputButtons = []
        // Roll any time; zoom out before panning (pans are faster wide), zoom in after.
        let rollError = goal.rotation - view.rotation
        if rollError > limits.rotateStep / 2 { buttons.insert(.rotateRight) }
        if rollError < -limits.rotateStep / 2 { buttons.insert(.rotateLeft) }
        let zoomError = goal.zoomLog2 - view.zoomLog2
        if zoomError < -limits.zoomStep / 2 {
            buttons.insert(.zoomOut)
            return InputCommand(buttons: buttons)
        }
        // The offset to the target along the camera's own axes, as the pan moves.
        let radians = view.rotation * .pi / 180
        let dx = goal.x - view.x, dy = goal.y - view.y
        let along = cos(radians) * dx + sin(radians) * dy
        let across = -sin(radians) * dx + cos(radians) * dy
        let step = limits.panStep(zoom: view.zoom)
        if along > step / 2 { buttons.insert(.right) }
        if along < -step / 2 { buttons.insert(.left) }
        if across > step / 2 { buttons.insert(.down) }
        if across < -step / 2 { buttons.insert(.up) }
        if zoomError > limits.zoomStep / 2 && !buttons.contains(.right) && !buttons.contains(.left)
            && !buttons.contains(.up) && !buttons.contains(.down) {
            buttons.insert(.zoomIn)
        }
        return InputCommand(buttons: buttons)
    }

    /// The view that frames the best candidate, or nil when the scene has none. Candidates are
    /// the level's dark rect shapes and the squares surveyed in its picture; the turn of a
    /// surveyed square is known only up to its sign on screen, so both rolls are tried.
    static func target(for challenge: DarkScanChallenge) -> Viewfinder? {
        let rules = challenge.rules
        var candidates: [(x: Double, y: Double, side: Double, rotation: Double)] = []
        for shape in rules.scene.shapes where shape.form == .rect && shape.luminance < 128 {
            candidates.append((shape.x, shape.y, max(shape.width, shape.height), shape.rotation))
        }
        for square in rules.pictureSquares {
            candidates.append((square.x, square.y, square.side, square.rotation))
            if square.rotation != 0 { candidates.append((square.x, square.y, square.side, -square.rotation)) }
        }
        var best: (view: Viewfinder, score: Double)?
        for candidate in candidates {
            guard let view = framingView(candidate, rules: rules) else { continue }
            let analysis = challenge.analysis(at: view)
            let score = max(analysis.measurement.raw, analysis.detectorScore)
            if score > (best?.score ?? 0) { best = (view, score) }
        }
        return best?.view
    }

    /// The view that centres a square, rolled straight and zoomed so its side sits just inside
    /// the tolerated band (reticle x (1 + ringGap / 2)); nil when the roll limit cannot
    /// straighten it.
    private static func framingView(_ square: (x: Double, y: Double, side: Double, rotation: Double),
                                    rules: DarkScanRules) -> Viewfinder? {
        let limits = rules.limits
        // The roll that straightens it, nearest to no roll.
        var roll = square.rotation.truncatingRemainder(dividingBy: 90)
        if roll > 45 { roll -= 90 }
        if roll < -45 { roll += 90 }
        guard abs(roll) <= limits.maxRotation else { return nil }
        let wanted = rules.reticleSize * (1 + rules.thresholds.ringGap / 2)
        let viewHeight = square.side / wanted
        let zoom = (limits.viewWidth * 9 / 16 / viewHeight).clamped(to: limits.minZoom...limits.maxZoom)
        return Viewfinder(x: square.x, y: square.y, zoom: zoom, rotation: roll)
    }
}

extension DarkScanChallenge {
    public func solverInput(previous: InputCommand) -> InputCommand {
        DarkScanSolver.next(self, previous: previous)
    }
}
