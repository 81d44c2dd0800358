@testable import SensoriumCore

/// Synthetic camera frames for the dark-scan tests: a 320x180 wall (one scene unit per pixel)
/// with shapes painted by the scene renderer, seen straight on.
enum DarkScanTestImages {
    static let width = 320, height = 180

    static func frame(background: UInt8, shapes: [DarkScanScene.Shape] = []) -> LuminanceFrame {
        let scene = DarkScanScene(width: Double(width), height: Double(height), background: background, shapes: shapes)
        let limits = Viewfinder.Limits(viewWidth: Double(width), sceneWidth: scene.width, sceneHeight: scene.height)
        return scene.render(Viewfinder(x: Double(width) / 2, y: Double(height) / 2), limits: limits,
                            width: width, height: height)
    }

    /// A dark square of `side` pixels centred at (`x`, `y`) on a bright wall.
    static func square(side: Double = 76, x: Double = 160, y: Double = 90, rotation: Double = 0,
                       luminance: UInt8 = 12, wall: UInt8 = 225) -> LuminanceFrame {
        frame(background: wall, shapes: [.rect(x: x, y: y, width: side, height: side, rotation: rotation, luminance: luminance)])
    }

    /// `frame` with seeded uniform noise of +-`amplitude` luma on every pixel.
    static func noisy(_ frame: LuminanceFrame, amplitude: Int, seed: UInt64) -> LuminanceFrame {
        var random = SeededRandom(seed: seed)
        var copy = frame
        for index in copy.pixels.indices {
            let delta = Int(random.next() % UInt64(2 * amplitude + 1)) - amplitude
            copy.pixels[index] = UInt8((Int(copy.pixels[index]) + delta).clamped(to: 0...255))
        }
        return copy
    }

    static func analyse(_ frame: LuminanceFrame) -> DarkScanAnalysis {
        DarkScanAnalysis(frame: frame, gridColumns: 64, gridRows: 36, lift: 1, reticleSize: 0.4,
                         thresholds: DarkScanThresholds())
    }
}
