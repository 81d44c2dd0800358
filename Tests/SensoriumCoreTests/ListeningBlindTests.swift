import XCTest
@testable import SensoriumCore

/// Every listening level is solvable without sight, on the keys' voice: a controller that only
/// hears the cues (the note the game sings and the voice's own note, each its own loop; the
/// game's knocks; the bells of a step heard, the puff of a candle out) plays it to the end. It
/// knows the level's steps, as a player who has heard the level once does, but not what the game
/// performs: the note to hum, the melody, the rhythm and the count are only in the sound, so with
/// the sound off it fails every level that performs one.
final class ListeningBlindTests: XCTestCase {
    private struct Controller: BlindController {
        let steps: [ListeningStep]
        var step = 0
        var tick = 0
        /// The voice's note and loudness, as the keys pressed have set them.
        var note = 0, volume = 1
        /// What the game performed of this step: its sung notes in order, its knocks' ticks.
        var sung: [Int] = []
        var knocks: [Int] = []
        var lastPerformed = -1
        /// Where the answer is: notes hummed, claps tapped, when this part started.
        var done = 0
        var started = -1
        var lastHummed = 0, hummed = 0
        /// The note the last step ended on: a leap is measured from it.
        var leapFrom = 0

        init(steps: [ListeningStep]) { self.steps = steps }

        mutating func next(heard: [FeedbackCue]) -> InputCommand {
            tick += 1
            if heard.sound(.listeningStep) != nil || heard.sound(.listeningCandle) != nil { nextStep() }
            if heard.sound(.listeningKnock) != nil {
                // A knock while answering: the game performs again (it was not over, or a miss).
                if started >= 0 { knocks = []; done = 0; started = -1 }
                knocks.append(tick)
                lastPerformed = tick
            }
            for index in KeyVoice.scale.indices where heard.layer("listening-sung-\(index)") != nil {
                if sung.last != index || tick - lastPerformed > 2 { sung.append(index) }
                lastPerformed = tick
            }
            guard step < steps.count, tick > 1 else { return .idle }
            // A performance is over once nothing of it has been heard for a second.
            if steps[step].isPerformed, lastPerformed < 0 || tick - lastPerformed < 120 { return .idle }
            return answer(steps[step])
        }

        mutating func nextStep() {
            step += 1
            leapFrom = lastHummed
            sung = []; knocks = []; lastPerformed = -1; done = 0; started = -1; hummed = 0
        }

        mutating func answer(_ asked: ListeningStep) -> InputCommand {
            if started < 0 { started = tick }
            let age = tick - started
            switch asked {
            case .breath:
                // One breath a candle: the first tick of each is a fresh press.
                return age == 0 ? .idle : InputCommand(buttons: .alternate)
            case .silence:
                return .idle
            case .claps, .rhythm:
                let offsets = knocks.map { $0 - knocks[0] }
                guard done < offsets.count else { return .idle }
                if age == offsets[done] {
                    done += 1
                    return InputCommand(buttons: .alternate)
                }
                return .idle
            case .note:
                return hum(sung.first ?? 0)
            case .melody:
                guard done < sung.count else { return .idle }
                if note == sung[done], hummed >= 30 {
                    done += 1
                    hummed = 0
                    return .idle
                }
                return hum(sung[done])
            case .slide(let semitones):
                let start = semitones > 0 ? 0 : KeyVoice.scale.count - 1
                if done == 0 {
                    if note != start { return move(to: start) }
                    done = 1
                }
                var keys = InputCommand(buttons: .confirm)
                if age % 15 == 0 {
                    keys.buttons.insert(semitones > 0 ? .up : .down)
                    note = max(0, min(KeyVoice.scale.count - 1, note + semitones.signum()))
                }
                return keys
            case .leap(let semitones):
                return hum(ListeningSolver.leapNote(from: KeyVoice.cents(ofNote: leapFrom), semitones: semitones))
            case .tone, .hold:
                return hum(note)
            case .loud:
                return volume < 2 ? turn(up: true) : hum(note)
            case .soft:
                return volume > 0 ? turn(up: false) : hum(note)
            }
        }

        /// Steps the voice toward `target` in silence (a press every other tick), then hums it.
        mutating func hum(_ target: Int) -> InputCommand {
            guard note == target else { return move(to: target) }
            lastHummed = note
            hummed += 1
            return InputCommand(buttons: .confirm)
        }

        mutating func move(to target: Int) -> InputCommand {
            guard tick % 2 == 0 else { return .idle }
            let up = note < target
            note += up ? 1 : -1
            return InputCommand(buttons: up ? .up : .down)
        }

        mutating func turn(up: Bool) -> InputCommand {
            guard tick % 2 == 0 else { return .idle }
            volume += up ? 1 : -1
            return InputCommand(buttons: up ? .right : .left)
        }
    }

    private var levels: [Level] {
        RepositoryPaths.shippedCatalog.levels.filter { $0.kind == .listening }
    }

    func testEveryListeningLevelIsSolvedByEarOnTheKeysVoice() throws {
        XCTAssertGreaterThanOrEqual(levels.count, 12)
        for level in levels {
            let rules = try XCTUnwrap(level.rules.kindRules as? ListeningRules)
            var run = BlindRun(level), controller = Controller(steps: rules.steps)
            let tick = run.play(&controller, limit: TickClock.ticks(60))
            XCTAssertNotNil(tick, "\(level.id) solved by ear (stuck at step \(controller.step), progress \(run.session.state.challenge.progress))")
            if let tick { print("\(level.id): solved by ear in \(TickClock.format(tick))") }
        }
    }

    func testWithTheSoundOffTheLevelsThatPerformAreNotSolved() throws {
        for level in levels {
            let rules = try XCTUnwrap(level.rules.kindRules as? ListeningRules)
            guard rules.steps.contains(where: \.isPerformed) else { continue }
            let deaf = DeafController(inner: Controller(steps: rules.steps))
            XCTAssertNil(BlindRun(level).playing(deaf, limit: TickClock.ticks(60)), "\(level.id) solved without its sound")
        }
    }
}
