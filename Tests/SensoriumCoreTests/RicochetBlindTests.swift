import XCTest
@testable import SensoriumCore

extension Array where Element == FeedbackCue {
    /// Any collision sound, with its pan.
    var collision: Double? {
        for name in [CueName.ricochetCollisionSmall, .ricochetCollisionLarge, .ricochetCollisionShield] {
            if let heard = sound(name) { return heard.pan }
        }
        return nil
    }

    var rollLayer: (sound: CueName?, level: Double, pan: Double)? {
        for cue in self {
            if case .layer(let id, let sound, _, let level, let pan) = cue, id.hasPrefix(RicochetChallenge.rollLayer) {
                return (sound, level, pan)
            }
        }
        return nil
    }
}

/// "bounce": act on the ball until it grows, again until the shield forms, then roll it hard at
/// the far wall, chosen by where the ball was heard; after an implosion, start over.
struct ImplodeByEar: BlindController {
    enum Step { case grow, shield, charge, wait }
    var step = Step.grow
    var ballPan = 0.0
    var tapping = false
    /// Implosions heard so far, and how many the goal asks for.
    var implosions = 0
    var wanted = 1
    var isDone: Bool { implosions >= wanted }

    mutating func next(heard: [FeedbackCue]) -> InputCommand {
        if let spawn = heard.sound(.ricochetSpawn) { ballPan = spawn.pan; step = .grow }
        if heard.sound(.ricochetGrow) != nil { step = .shield }
        if heard.sound(.ricochetShieldOn) != nil { step = .charge }
        if heard.sound(.ricochetImplode) != nil { step = .wait; implosions += 1 }
        switch step {
        case .grow, .shield:
            // Tap, release, tap: each tap is a new press; a spawning ball ignores them.
            tapping.toggle()
            return InputCommand(buttons: tapping ? .confirm : [])
        case .charge:
            return InputCommand(buttons: ballPan <= 0 ? .right : .left)
        case .wait:
            return InputCommand()
        }
    }
}

/// "roll": lay the texture (the preview of the paper sound says it is down), then run from wall
/// to wall, turning at each collision heard, left or right by its pan; when no rolling is heard
/// for a second while running, the floor is bare again: lay it.
struct RollByEar: BlindController {
    var laid = false
    var direction: InputButtons = .right
    var silentTicks = 0
    var lastButtons: InputButtons = []

    mutating func next(heard: [FeedbackCue]) -> InputCommand {
        if heard.sound(.ricochetRollPaper) != nil { laid = true }
        if heard.sound(.homeFocus) != nil { laid = false }
        if let pan = heard.collision { direction = pan > 0 ? .left : .right }
        silentTicks = heard.rollLayer == nil ? silentTicks + 1 : 0
        if silentTicks > TickClock.rate { laid = false; silentTicks = 0 }
        var buttons = direction
        if !laid && !lastButtons.contains(.alternate) { buttons.insert(.alternate) }
        lastButtons = buttons
        return InputCommand(buttons: buttons)
    }
}

/// "exit", by feel alone: lay the one texture the level offers and remember how it sounds (the
/// exit is made of it), take it away, then roll along the field in gentle pushes until that
/// texture is heard under the ball; brake while it still carries the ball on (the pan says which
/// way it goes) and wait. If the level is not solved, the ball stopped outside: push back toward
/// where the texture was heard (its pan) until it is heard again.
struct ExitByFeel: BlindController {
    enum Step { case learn, unlay, seek, brake, settle, creep }
    var step = Step.learn
    var target: CueName?
    var direction: InputButtons = .left
    /// Pan of the last layer heard, and where the exit's texture was last heard.
    var heardPan: Double?
    var targetPan: Double?
    var motion = 0.0
    var speed = 0.0
    var waited = 0
    var lastButtons: InputButtons = []

    static func opposite(_ direction: InputButtons) -> InputButtons { direction == .left ? .right : .left }
    static func sign(_ direction: InputButtons) -> Double { direction == .left ? -1 : 1 }

    mutating func next(heard: [FeedbackCue]) -> InputCommand {
        let layer = heard.rollLayer
        if let layer {
            if let last = heardPan, layer.pan != last { motion = layer.pan > last ? 1 : -1 }
            heardPan = layer.pan
            // The layer's level is the ball's speed: 0.05 -> 0.45 over 0 -> 1600 units/s.
            speed = (layer.level - 0.05) / 0.4 * 1600
        } else {
            speed = 0
        }
        if let pan = heard.collision { heardPan = pan }
        let onTarget = layer != nil && layer?.sound == target
        if onTarget { targetPan = layer?.pan }
        var buttons: InputButtons = []
        func tap(_ button: InputButtons) { if !lastButtons.contains(button) { buttons.insert(button) } }
        /// Short pushes, never while the ball is heard going fast.
        func push(_ direction: InputButtons) {
            waited += 1
            if waited % 40 < 10 && speed < 300 { buttons = direction }
        }
        switch step {
        case .learn:
            for name in RicochetMaterial.allCases.map(\.sound) where heard.sound(name) != nil {
                target = name
                step = .unlay
            }
            if step == .learn { tap(.alternate) }
        case .unlay:
            if heard.sound(.homeFocus) != nil { step = .seek } else { tap(.alternate) }
        case .seek:
            if let pan = heard.collision { direction = pan > 0 ? .left : .right }
            if onTarget { step = .brake } else { push(direction) }
        case .brake:
            if onTarget && motion == Self.sign(direction) {
                buttons = Self.opposite(direction)
            } else {
                step = .settle
                waited = 0
            }
        case .settle:
            waited += 1
            if waited > TickClock.rate * 2 {
                step = .creep
                waited = 0
            }
        case .creep:
            if onTarget {
                direction = motion > 0 ? .right : .left
                step = .brake
            } else if let targetPan, let heardPan {
                push(targetPan > heardPan ? .right : .left)
            }
        }
        lastButtons = buttons
        return InputCommand(buttons: buttons)
    }
}

final class RicochetBlindTests: XCTestCase {
    /// Every ricochet level in Levels/, old and new: a controller chosen by the goal and fed only
    /// the cues solves it; the same controller deaf does not.
    func testEveryRicochetLevelIsSolvedByEarAndNotDeaf() throws {
        let levels = LevelCatalog.load(directory: RepositoryPaths.levels).levels.filter { $0.kind == .ricochet }
        XCTAssertGreaterThanOrEqual(levels.count, 10)
        for level in levels {
            let rules = try XCTUnwrap(level.rules.kindRules as? RicochetRules)
            var run = BlindRun(level)
            var controller = RicochetByEar.controller(for: rules)
            let ticks = run.play(&controller, limit: TickClock.rate * 120)
            XCTAssertNotNil(ticks, "\(level.id): not solved by ear")
            if let ticks { print("\(level.id) solved by ear in \(TickClock.format(ticks))") }
            var deafRun = BlindRun(level)
            var deaf = DeafController(inner: RicochetByEar.controller(for: rules))
            XCTAssertNil(deafRun.play(&deaf, limit: TickClock.rate * 60), "\(level.id): solved without hearing anything")
        }
    }

    func testExitIsFoundByFeelAlone() throws {
        var run = try BlindRun("exit")
        var controller = ExitByFeel()
        let ticks = try XCTUnwrap(run.play(&controller, limit: TickClock.rate * 90))
        XCTAssertEqual(controller.target, .ricochetRollGrid, "it learnt the exit's sound from the texture it laid")
        print("exit found by feel in \(TickClock.format(ticks))")
    }

    func testRollIsSolvedFromSoundAndRumbleAlone() throws {
        var run = try BlindRun("roll")
        var controller = RollByEar()
        let ticks = try XCTUnwrap(run.play(&controller, limit: TickClock.rate * 60))
        XCTAssertLessThan(ticks, TickClock.rate * 20)
    }
}
