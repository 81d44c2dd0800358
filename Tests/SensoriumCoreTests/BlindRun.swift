import XCTest
@testable import SensoriumCore

// The harness of every "solvable without sight" proof (one per kind): a run that hands a
// controller only the cues, and a controller that hears nothing, to show the cues are needed.

/// Plays a level the way the platform does and hands a controller only what a player without
/// sight gets: the cues of each tick (sounds with pan and volume, haptic patterns, texture layers).
/// The controller never sees the challenge; the run ends when the level is solved.
struct BlindRun {
    var session: LevelSession
    var heard: [FeedbackCue] = []

    init(_ id: String) throws {
        let level = try XCTUnwrap(LevelCatalog.load(directory: RepositoryPaths.levels).level(id: id))
        session = LevelSession(level: level)
    }

    init(_ level: Level) {
        session = LevelSession(level: level)
    }

    /// A fresh run of `controller`: the solving tick, or nil.
    func playing<Controller: BlindController>(_ controller: Controller, limit: Int) -> Int? {
        var run = self, controller = controller
        return run.play(&controller, limit: limit)
    }

    mutating func play<Controller: BlindController>(_ controller: inout Controller, limit: Int) -> Int? {
        var events: [ChallengeEvent] = []
        for tick in 1...limit {
            let input = controller.next(heard: heard)
            XCTAssertNil(input.pointer)
            events.removeAll()
            session.step(input, events: &events)
            heard.removeAll()
            for event in events { FeedbackRouter.cues(for: .challenge(event), into: &heard) }
            FeedbackRouter.continuousCues(for: session.state, into: &heard)
            if session.isSolved { return tick }
        }
        return nil
    }
}

protocol BlindController {
    /// The input for the next tick, from the cues of the last one.
    mutating func next(heard: [FeedbackCue]) -> InputCommand
    /// Its part of the goal is done (as far as the ears can tell): a sequence moves on.
    var isDone: Bool { get }
}

extension BlindController {
    var isDone: Bool { false }
}

extension Array where Element == FeedbackCue {
    func sound(_ name: CueName) -> (volume: Double, pan: Double)? {
        for cue in self { if case .sound(name, let volume, let pan) = cue { return (volume, pan) } }
        return nil
    }


    /// The continuous layer `id`, with its level and pan, if it plays this tick.
    func layer(_ id: String) -> (level: Double, pan: Double)? {
        for cue in self { if case .layer(id, _, _, let level, let pan) = cue { return (level, pan) } }
        return nil
    }
}

/// The same controller with the sound off: it is handed no cue at all.
struct DeafController<Inner: BlindController>: BlindController {
    var inner: Inner
    mutating func next(heard: [FeedbackCue]) -> InputCommand { inner.next(heard: []) }
}
