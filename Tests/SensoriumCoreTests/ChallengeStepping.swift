@testable import SensoriumCore

extension Challenge {
    /// Steps `ticks` ticks holding `input` (the first tick's previous input idle), with the seed
    /// a level starts on, and returns every event they raised: how the kinds' tests play a
    /// challenge without a session around it.
    mutating func played(_ input: InputCommand, ticks: Int = 1) -> [ChallengeEvent] {
        var random = SeededRandom(seed: 1)
        var events: [ChallengeEvent] = []
        var previous = InputCommand.idle
        for _ in 0..<ticks {
            step(input, previous: previous, random: &random, events: &events)
            previous = input
        }
        return events
    }
}
