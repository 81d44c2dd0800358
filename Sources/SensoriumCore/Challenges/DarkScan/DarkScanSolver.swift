import FoundationEssentials
import Glibc

/// Keys for the dark scan, the way a player who has understood it would play: pick the dark
/// square to frame, roll the camera until it is straight, zoom out if it is too big, pan until it
/// is centred, zoom in if it is too small (panning again as the view narrows), then keep still
/// while the reticle closes and the hold runs.
///
/// It plans from the level's scene, which it reads from the challenge state (a player reads it
/// off the screen): each dark rectangle is a candidate; for each, the view that frames it is
/// analysed once and the candidate with the best framing wins. Buttons only: no stick, no mouse.
///
/// Plan 0 (the shipped solutions') frames rect shapes and picture squares; plan 1 also fits a
/// square to every dark ellipse and polygon, so a square drawn as four points is found too.
enum DarkScanSolver {
    static let plans = 2

    static func next(_ challenge: DarkScanChallenge, previous: InputCommand, plan: Int = 0) -> InputCommand {
        guard let goal = target(for: challenge, plan: plan) else { return InputCommand() }
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
    static func target(for challenge: DarkScanChallenge, plan: Int = 0) -> Viewfinder? {
        var best: (view: Viewfinder, score: Double)?
        for candidate in candidates(challenge.rules, plan: plan) {
            guard let view = framingView(candidate, rules: challenge.rules) else { continue }
            let analysis = challenge.analysis(at: view)
            let score = max(analysis.measurement.raw, analysis.detectorScore)
            if score > (best?.score ?? 0) { best = (view, score) }
        }
        return best?.view
    }

    typealias Candidate = (x: Double, y: Double, side: Double, rotation: Double)

    /// The dark squares a plan may frame: the dark rect shapes and the surveyed picture squares,
    /// and from plan 1 on a square fitted to each dark ellipse and polygon as well.
    static func candidates(_ rules: DarkScanRules, plan: Int) -> [Candidate] {
        var candidates: [Candidate] = []
        for shape in rules.scene.shapes where shape.luminance < 128 {
            switch shape.form {
            case .rect: candidates.append((shape.x, shape.y, max(shape.width, shape.height), shape.rotation))
            case .ellipse where plan > 0: candidates.append((shape.x, shape.y, max(shape.width, shape.height), shape.rotation))
            case .polygon where plan > 0: candidates.append(fittedSquare(shape.outline))
            case .ellipse, .polygon: break
            }
        }
        for square in rules.pictureSquares {
            candidates.append((square.x, square.y, square.side, square.rotation))
            if square.rotation != 0 { candidates.append((square.x, square.y, square.side, -square.rotation)) }
        }
        return candidates
    }

    /// Why no plan can frame anything, or nil when some candidate can be framed.
    static func obstacle(_ rules: DarkScanRules) -> String? {
        let all = candidates(rules, plan: plans - 1)
        guard !all.contains(where: { framingView($0, rules: rules) != nil }) else { return nil }
        if all.isEmpty {
            return "no dark region it can frame: no shape is darker than luminance 128 and the picture shows no dark square"
        }
        return "no dark region it can frame: every dark shape is turned further than the roll limit "
            + "(viewfinder.maxRotation \(JSONWriter.number(rules.limits.maxRotation))) can straighten"
    }

    /// A polygon seen as a square: its centroid, the side of a square of its area, and the turn
    /// of its longest edge (any quarter turn of it frames alike).
    static func fittedSquare(_ points: [(x: Double, y: Double)]) -> Candidate {
        var area = 0.0, cx = 0.0, cy = 0.0
        var longest = (length: 0.0, rotation: 0.0)
        for (index, a) in points.enumerated() {
            let b = points[(index + 1) % points.count]
            let cross = a.x * b.y - b.x * a.y
            area += cross
            cx += (a.x + b.x) * cross
            cy += (a.y + b.y) * cross
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            if length > longest.length { longest = (length, atan2(b.y - a.y, b.x - a.x) * 180 / .pi) }
        }
        area /= 2
        guard abs(area) > 1e-9 else {
            let xs = points.map(\.x), ys = points.map(\.y)
            return ((xs.min()! + xs.max()!) / 2, (ys.min()! + ys.max()!) / 2, 0, 0)
        }
        return (cx / (6 * area), cy / (6 * area), abs(area).squareRoot(), longest.rotation)
    }

    /// The view that centres a square, rolled straight and zoomed so its side sits just inside
    /// the tolerated band (reticle x (1 + ringGap / 2)); nil when the roll limit cannot
    /// straighten it.
    private static func framingView(_ square: Candidate, rules: DarkScanRules) -> Viewfinder? {
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

    public var solverPlans: Int { DarkScanSolver.plans }

    public func solverInput(previous: InputCommand, plan: Int) -> InputCommand {
        DarkScanSolver.next(self, previous: previous, plan: plan)
    }

    public var solverObstacle: String? { DarkScanSolver.obstacle(rules) }
}
