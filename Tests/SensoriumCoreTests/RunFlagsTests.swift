import XCTest
@testable import SensoriumCore

/// Play and verify judge a run's flags by one rule (`RunFlags`): the same inputs, played live in
/// the session and re-simulated by the verifier, carry the same flags.
final class RunFlagsTests: XCTestCase {
    private let catalog = RepositoryPaths.shippedCatalog

    private func solution(_ id: String) throws -> Replay {
        try Replay.read(from: RepositoryPaths.solutions + "/\(id).replay")
    }

    /// The replays a session asked to save while playing `inputs` live.
    private func replays(playing inputs: [InputCommand], setup: PlaySession.Setup) -> [NamedReplay] {
        var session = PlaySession(catalog: catalog, setup: setup)
        var replays: [NamedReplay] = []
        for input in inputs {
            for save in session.step(input).saves {
                switch save {
                case .attemptReplay(let named), .runReplay(let named): replays.append(named)
                default: break
                }
            }
        }
        return replays
    }

    private func withHint(_ command: InputCommand) -> InputCommand {
        var command = command
        command.buttons.insert(.hint)
        return command
    }

    func testF1PressedOnARunsLastSolveAndHeldThroughTheCelebrationIsJudgedAlike() throws {
        let run = try solution("full-game")
        var inputs = run.inputs
        // Pressed on the tick the last level is solved, then held through the celebration and
        // back to the home grid.
        inputs[inputs.count - 1] = withHint(inputs[inputs.count - 1])
        inputs += Array(repeating: InputCommand(buttons: .hint), count: Game.celebrationTicks + 30)
        var setup = PlaySession.Setup()
        setup.speedrun = SpeedrunDriver(definition: try CategoryDefinition(id: "full-game", catalog: catalog), records: SpeedrunRecords())
        let played = try XCTUnwrap(replays(playing: inputs, setup: setup).first { $0.name.hasPrefix("full-game-attempt") })
        let verified = ReplayVerifier.verify(played.replay, catalog: catalog)
        XCTAssertTrue(verified.isSolved, "\(verified.problems)")
        XCTAssertEqual(played.replay.header.flags, [.hinted], "asked for while the last level was played")
        XCTAssertEqual(verified.flags, played.replay.header.flags, "played and verified: the same flags")
    }

    func testF1HeldThroughACelebrationAndIntoTheNextLevelIsJudgedAlike() throws {
        let level = try solution("shy")
        var inputs = level.inputs
        // Solved, then F1 pressed on the celebration and held: back to the grid, Enter (once the
        // grid's calm after a win is over) opens the focused level again, and its solution is
        // played with F1 down all along.
        inputs += [InputCommand.idle, InputCommand(buttons: .hint)]
        inputs += Array(repeating: InputCommand(buttons: .hint), count: Game.celebrationTicks + HomeScreen.calmTicks + 30)
        inputs += [InputCommand(buttons: [.hint, .confirm]), InputCommand(buttons: .hint)]
        inputs += level.inputs.map(withHint)
        var setup = PlaySession.Setup()
        setup.levelID = "shy"
        let played = replays(playing: inputs, setup: setup)
        XCTAssertEqual(played.count, 2, "two attempts: \(played.map(\.name))")
        for named in played {
            let verified = ReplayVerifier.verify(named.replay, catalog: catalog)
            XCTAssertTrue(verified.isSolved, "\(verified.problems)")
            XCTAssertEqual(named.replay.header.flags, [], "no hint was asked for on a level")
            XCTAssertEqual(verified.flags, named.replay.header.flags, "played and verified: the same flags")
        }
    }

    func testAFreshPressOnALevelIsAHintAndAHeldOneIsNot() {
        var flags = RunFlags(held: .hint)
        XCTAssertFalse(flags.observe(InputCommand(buttons: .hint), onLevel: true), "held since before the first command")
        XCTAssertFalse(flags.observe(.idle, onLevel: true))
        XCTAssertFalse(flags.observe(InputCommand(buttons: .hint), onLevel: false), "pressed on a celebration or the grid")
        XCTAssertFalse(flags.observe(InputCommand(buttons: .hint), onLevel: true), "still held")
        XCTAssertEqual(flags.flags, [])
        XCTAssertFalse(flags.observe(.idle, onLevel: true))
        XCTAssertTrue(flags.observe(InputCommand(buttons: .hint), onLevel: true))
        XCTAssertEqual(flags.flags, [.hinted])
    }
}
