import FoundationEssentials
import SensoriumCore

/// Timings for `sensorium bench` (never run from unit tests). Build with `-c release`.
enum DarkScanBenchmarks {
    /// The luminance pipeline on one camera frame to the grid, on one core.
    ///
    /// A synthetic `width` x `height` frame (a gradient with a dark square, so nothing is
    /// constant) goes through the pipeline `iterations` times after a warm-up. The floor:
    /// 0.5 ms median for 1280x720 to 64x36.
    /// - Parameter rgba: false times a luma frame (what a YUYV webcam's Y plane and every
    ///   `LuminanceFrame` are: crop, lift, downsample); true times the fused RGBA path (luma too),
    ///   `LuminancePipeline.process(rgba:...)`.
    /// - Returns: the median milliseconds per frame, and the input bytes read per second over it
    ///   in GB/s (10^9 bytes), to compare with the machine's memory bandwidth.
    static func pipeline(width: Int = 1280, height: Int = 720, columns: Int = 64, rows: Int = 36,
                                rgba: Bool = false, iterations: Int = 300)
        -> (medianMilliseconds: Double, gigabytesPerSecond: Double) {
        let bytes = syntheticRGBA(width: width, height: height)
        let luma = LuminanceFrame(rgba: bytes, width: width, height: height)
        let pipeline = LuminancePipeline(columns: columns, rows: rows, lift: 1)
        var grid = LuminanceGrid(columns: columns, rows: rows)
        var times: [Double] = []
        var checksum = 0
        bytes.withUnsafeBytes { raw in
            for iteration in 0..<(iterations + 10) {
                let elapsed = time {
                    if rgba {
                        pipeline.process(rgba: raw, width: width, height: height, bytesPerRow: width * 4, into: &grid)
                    } else {
                        pipeline.process(luma, into: &grid)
                    }
                }
                checksum &+= Int(grid.values[iteration % grid.values.count])
                if iteration >= 10 { times.append(elapsed) }
            }
        }
        if checksum == -1 { return (0, 0) }
        let median = Statistics.median(times)
        let read = Double(width * height * (rgba ? 4 : 1))
        return (median * 1000, read / median / 1e9)
    }

    /// The game's own CPU time for one dark-scan frame, before present, in the worst case the game
    /// meets: a 1280x720 webcam frame (as luma) analysed (pipeline to the 64x36 grid and to the
    /// 160x90 detector image, framing maths, detector) plus the draw list for the 1920x1080 canvas
    /// (grid batch, reticle). The floor: 1 ms.
    /// - Returns: the median milliseconds per frame, and the grid squares the draw list held.
    static func frame(width: Int = 1280, height: Int = 720, columns: Int = 64,
                             iterations: Int = 300) -> (medianMilliseconds: Double, squares: Int) {
        let rgba = syntheticRGBA(width: width, height: height)
        let camera = LuminanceFrame(rgba: rgba, width: width, height: height)
        let scene = DarkScanScene(width: 1600, height: 900, background: 230, shapes: [])
        let rules = DarkScanRules(scene: scene, gridColumns: columns)
        var challenge = DarkScanChallenge(rules: rules)
        var list = DrawList()
        var random = SeededRandom(seed: 1)
        var events: [ChallengeEvent] = []
        var times: [Double] = []
        for iteration in 0..<(iterations + 10) {
            // A solved challenge stops analysing: start again, untimed.
            if challenge.isSolved { challenge = DarkScanChallenge(rules: rules) }
            let previous = challenge
            let elapsed = time {
                challenge.supply(frame: camera)
                events.removeAll(keepingCapacity: true)
                challenge.step(.idle, previous: .idle, random: &random, events: &events)
                challenge.draw(into: &list, previous: previous, alpha: 0.5, color: RGBA(31, 181, 173), style: DrawStyle())
            }
            if iteration >= 10 { times.append(elapsed) }
        }
        let squares = list.commands.first { $0.kind == .fillRects && $0.color == DarkScanChallenge.gridColor }?.count ?? 0
        return (Statistics.median(times) * 1000, squares)
    }

    /// A horizontal gradient with a dark square in the middle, RGBA, tightly packed.
    static func syntheticRGBA(width: Int, height: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let inSquare = abs(x - width / 2) < height / 5 && abs(y - height / 2) < height / 5
                let value = inSquare ? UInt8(10) : UInt8(120 + 120 * x / width)
                let index = (y * width + x) * 4
                bytes[index] = value
                bytes[index + 1] = value &+ UInt8(y % 7)
                bytes[index + 2] = value
            }
        }
        return bytes
    }

    private static func time(_ work: () -> Void) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        work()
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}
