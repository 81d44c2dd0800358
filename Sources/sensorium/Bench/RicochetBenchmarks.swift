import FoundationEssentials
import SensoriumCore

/// Measurements for `sensorium bench` (never run from unit tests). Returns numbers; the caller
/// prints them and records them in docs/performance.md.
enum RicochetBenchmarks {
    /// Median cost of one ricochet tick (input, tilt, physics with bounces, goal accounting),
    /// nanoseconds, over `repetitions` runs of `ticks` ticks of a shielded-free ball driven round
    /// the field by changing keys on a full texture. Budget: 1,000 ns.
    static func physicsTick(ticks: Int = 120_000, repetitions: Int = 7) -> Double {
        let rules = RicochetRules(materials: [.paper], rollSeconds: 60)
        var times: [Double] = []
        var sink = 0.0
        let clock = ContinuousClock()
        let pattern: [InputButtons] = [.right, [.right, .down], .down, [.down, .left], .left, [.left, .up], .up, [.up, .right]]
        for _ in 0..<max(1, repetitions) {
            var random = SeededRandom(seed: 1)
            var challenge = RicochetChallenge(rules: rules, random: &random)
            var events: [ChallengeEvent] = []
            events.reserveCapacity(16)
            var previous = InputCommand.idle
            let elapsed = clock.measure {
                for tick in 0..<ticks {
                    var input = InputCommand(buttons: pattern[(tick / 90) % pattern.count])
                    if tick == 100 { input.buttons.insert(.alternate) }
                    events.removeAll(keepingCapacity: true)
                    challenge.step(input, previous: previous, random: &random, events: &events)
                    previous = input
                }
            }
            sink += challenge.ball.x
            times.append(elapsed.nanoseconds / Double(max(1, ticks)))
        }
        Statistics.keep(sink)
        return Statistics.median(times)
    }

    /// Median CPU time to build one ricochet frame's draw list with the densest texture (paper)
    /// laid over the whole field at 1920x1080, before any rendering, milliseconds. Budget: 1 ms.
    static func frame(frames: Int = 200, repetitions: Int = 7) -> Double {
        var random = SeededRandom(seed: 1)
        var challenge = RicochetChallenge(rules: RicochetRules(materials: [.paper], rollSeconds: 60), random: &random)
        var events: [ChallengeEvent] = []
        var previous = InputCommand.idle
        for tick in 0..<200 {
            let input = InputCommand(buttons: tick == 1 ? [.alternate] : tick > 80 ? [.right] : [])
            challenge.step(input, previous: previous, random: &random, events: &events)
            previous = input
        }
        let before = challenge
        challenge.step(InputCommand(buttons: .right), previous: previous, random: &random, events: &events)
        var list = DrawList()
        var times: [Double] = []
        var sink = 0
        let clock = ContinuousClock()
        for _ in 0..<max(1, repetitions) {
            let elapsed = clock.measure {
                for frame in 0..<frames {
                    challenge.draw(into: &list, previous: before, alpha: Double(frame % 10) / 10,
                                   color: RGBA(0xE2, 0x57, 0x4C), style: DrawStyle())
                    sink &+= list.rects.count
                }
            }
            times.append(elapsed.nanoseconds / 1e6 / Double(max(1, frames)))
        }
        Statistics.keep(sink)
        return Statistics.median(times)
    }
}
