import FoundationEssentials
import Synchronization

/// The dark squares painted into a level's picture, found by looking over the whole wall with
/// the level's own camera and detector, the way a player first sweeps a scene. The keyboard
/// solver reads rect shapes straight from the level file, but a photograph's square exists only
/// as pixels; this is how it learns where they are. Done once per level, when first asked.
public enum DarkScanSurvey {
    /// A dark quadrilateral on the wall: centre and side in scene units, turn in degrees
    /// clockwise (-45 ... 45, as the detector reports it).
    public struct Square: Equatable, Sendable {
        public var x: Double, y: Double, side: Double, rotation: Double
    }

    /// The survey of one level's picture, made on first use and kept: rules are values copied
    /// freely, so the result lives in a shared box (locked: levels are read from any thread).
    /// It is derived from the rules, so it takes no part in their equality.
    final class Memo: Equatable, @unchecked Sendable {
        private let found = Mutex<[Square]?>(nil)

        func squares(_ survey: () -> [Square]) -> [Square] {
            found.withLock { found in
                if let found { return found }
                let squares = survey()
                found = squares
                return squares
            }
        }

        static func == (lhs: Memo, rhs: Memo) -> Bool { true }
    }

    /// Squares at least `semiDarkTone` dark and roughly square, one per place; empty when the
    /// scene has no decoded picture (shapes need no survey).
    ///
    /// The wall is looked at in overlapping views at two zooms: the widest the level allows
    /// (large squares) and 2x (small ones). Views overlap by 40%, so every square under 0.3 of a
    /// view's height lies whole inside one of them (the detector skips shapes cut by the edge).
    public static func squares(in rules: DarkScanRules) -> [Square] {
        guard rules.scene.image?.frame != nil else { return [] }
        let limits = rules.limits
        let camera = SceneCamera(scene: rules.scene, limits: limits)
        var found: [Square] = []
        var measuredAt: [Double] = []   // the zoom each of `found` was measured at
        let zooms = Set([limits.minZoom, min(2, limits.maxZoom)]).sorted()
        for zoom in zooms {
            let viewWidth = limits.viewWidth / zoom, viewHeight = viewWidth * 9 / 16
            for y in stride(from: viewHeight / 2, through: rules.scene.height - viewHeight / 2 + viewHeight * 0.6, by: viewHeight * 0.6) {
                for x in stride(from: viewWidth / 2, through: rules.scene.width - viewWidth / 2 + viewWidth * 0.6, by: viewWidth * 0.6) {
                    let view = Viewfinder(x: min(x, rules.scene.width), y: min(y, rules.scene.height), zoom: zoom)
                    let analysis = DarkScanAnalysis(camera: camera, view: view, rules: rules)
                    for quad in analysis.quads where quad.isQuadrilateral && quad.squareness >= 0.5
                        && quad.darkness >= rules.thresholds.semiDarkTone {
                        let square = sceneSquare(quad, view: view, viewWidth: viewWidth, viewHeight: viewHeight)
                        let seen = found.firstIndex { abs($0.x - square.x) < square.side / 2 && abs($0.y - square.y) < square.side / 2 }
                        if let seen {
                            // Seen wide before: the closer look measures its turn and side better.
                            if zoom > measuredAt[seen] { found[seen] = square; measuredAt[seen] = zoom }
                        } else {
                            found.append(square)
                            measuredAt.append(zoom)
                        }
                    }
                }
            }
        }
        return found
    }

    /// A quad seen through an unrolled `view` (canvas units) as a square on the wall.
    private static func sceneSquare(_ quad: DarkQuad, view: Viewfinder, viewWidth: Double, viewHeight: Double) -> Square {
        let scale = viewWidth / Double(DrawList.canvasWidth)
        let cx = quad.corners.map { Double($0.x) }.reduce(0, +) / 4
        let cy = quad.corners.map { Double($0.y) }.reduce(0, +) / 4
        let side = quad.edgeLengths.reduce(0, +) / 4 * scale
        return Square(x: view.x + (cx - Double(DrawList.canvasWidth) / 2) * scale,
                      y: view.y + (cy - Double(DrawList.canvasHeight) / 2) * scale,
                      side: side, rotation: (quad.tilt * 10).rounded() / 10)   // -1e-15 is straight
    }
}
