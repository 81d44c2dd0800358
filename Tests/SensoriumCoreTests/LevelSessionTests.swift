import XCTest
@testable import SensoriumCore

extension LevelSession {
    /// The running jumping-target challenge.
    var jumpingTarget: JumpingTargetChallenge {
        guard let challenge = state.challenge as? JumpingTargetChallenge else { fatalError("not a jumping-target session") }
        return challenge
    }

    /// The mouse on where the target will be during the next tick, with `buttons` held.
    func onTarget(_ buttons: InputButtons = []) -> InputCommand {
        let challenge = jumpingTarget
        let next = challenge.targetPosition(at: Double(challenge.tick + 1))
        return InputCommand(buttons: buttons, pointer: .init(x: Int16(next.x.rounded()), y: Int16(next.y.rounded())))
    }
}

/// A scripted, varied input sequence: arrows, stick, mouse moves, confirm presses and a restart.
func scriptedInputs(count: Int, seed: UInt64) -> [InputCommand] {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { tick in
        var input = InputCommand()
        switch random.next() % 6 {
        case 0: input.buttons = [.right, .down]
        case 1: input.buttons = .left
        case 2: input.stickX = Int8(truncatingIfNeeded: random.next() % 255); input.stickY = 40
        case 3: input.pointer = .init(x: Int16(random.next() % 1920), y: Int16(random.next() % 1080))
        case 4: input.buttons = .confirm
        default: break
        }
        if tick == count / 2 { input.buttons = .restart }
        return input
    }
}

final class LevelSessionTests: XCTestCase {
    private func level(seed: Int = 11, catches: Int = 3) throws -> Level {
        try parseLevel(levelJSON(seed: "\(seed)", goal: #"{"catches": \#(catches)}"#))
    }

    private func hashes(_ level: Level, _ inputs: [InputCommand]) -> [UInt64] {
        var session = LevelSession(level: level)
        var events: [ChallengeEvent] = []
        return [session.stateHash] + inputs.map { input in
            session.step(input, events: &events)
            return session.stateHash
        }
    }

    // MARK: Determinism

    func testTheSameInputsGiveTheSameStateHashAtEveryTick() throws {
        let level = try level(catches: 20)
        let inputs = scriptedInputs(count: 1200, seed: 99)
        let first = hashes(level, inputs)
        XCTAssertEqual(hashes(level, inputs), first)
        XCTAssertEqual(Set(first).count, first.count, "every tick changes the state (the tick count at least)")
    }

    func testOneDifferentInputChangesTheStateHashOnItsTick() throws {
        let level = try level(catches: 20)
        let inputs = scriptedInputs(count: 400, seed: 99)
        var nudged = inputs
        nudged[300] = InputCommand(buttons: .up)
        let a = hashes(level, inputs), b = hashes(level, nudged)
        XCTAssertEqual(a[...300], b[...300], "identical before the change")
        XCTAssertNotEqual(a[301], b[301])
    }

    func testAnExtraRestartChangesEveryLaterStateHash() throws {
        let level = try level(catches: 20)
        let inputs = scriptedInputs(count: 400, seed: 99)
        var restarted = inputs
        restarted[300] = InputCommand(buttons: .restart)
        let a = hashes(level, inputs), b = hashes(level, restarted)
        XCTAssertEqual(a[...300], b[...300])
        for tick in 301...400 { XCTAssertNotEqual(a[tick], b[tick], "tick \(tick)") }
    }

    func testTheLevelSeedChangesTheRun() throws {
        let inputs = scriptedInputs(count: 10, seed: 1)
        XCTAssertNotEqual(hashes(try level(seed: 11), inputs).first, hashes(try level(seed: 12), inputs).first)
    }

    func testStateHasherIsFNV1aSoHashesCompareAcrossProcesses() {
        // Known answers computed independently; Swift's Hasher would differ on every run.
        XCTAssertEqual(StateHasher().value, 0xCBF2_9CE4_8422_2325)
        var one = StateHasher()
        one.combine(1)
        XCTAssertEqual(one.value, 0x89CD_3129_1D2A_EFA4)
        var real = StateHasher()
        real.combine(1.0)
        XCTAssertEqual(real.value, 0xAAB1_6932_29BA_1DB8)
        var negative = StateHasher()
        negative.combine(-1)
        XCTAssertEqual(negative.value, 0x8CF5_1A8B_FCA3_883D)
    }

    // MARK: Restart

    func testRestartRebuildsTheLevelFromItsSeedButKeepsTheClock() throws {
        let level = try level()
        let fresh = LevelSession(level: level)
        var session = LevelSession(level: level)
        var events: [ChallengeEvent] = []
        session.step(session.onTarget(.confirm), events: &events)
        session.step(.idle, events: &events)
        XCTAssertEqual(session.jumpingTarget.catches, 1)
        events = []
        session.step(InputCommand(buttons: .restart), events: &events)
        XCTAssertEqual(events, [.progressChanged(0)])
        XCTAssertEqual(session.jumpingTarget.catches, 0)
        XCTAssertEqual(session.jumpingTarget.tick, 0)
        XCTAssertEqual(session.jumpingTarget.targetMoveX, fresh.jumpingTarget.targetMoveX, "the same start as a fresh attempt")
        XCTAssertEqual(session.jumpingTarget.targetMoveY, fresh.jumpingTarget.targetMoveY)
        XCTAssertEqual(session.random, fresh.random)
        XCTAssertEqual(session.ticks, 3, "restarts cost time")
        XCTAssertEqual(session.restarts, 1)
    }

    func testHoldingRestartRestartsOnce() throws {
        var session = LevelSession(level: try level())
        var events: [ChallengeEvent] = []
        for _ in 0..<30 { session.step(InputCommand(buttons: .restart), events: &events) }
        XCTAssertEqual(session.restarts, 1)
        XCTAssertEqual(session.ticks, 30)
    }

    // MARK: Solving

    func testTheSolveIsRecordedAtItsTick() throws {
        var session = LevelSession(level: try level(catches: 2))
        var events: [ChallengeEvent] = []
        session.step(.idle, events: &events)
        session.step(session.onTarget(.confirm), events: &events)
        XCTAssertFalse(session.isSolved)
        // The caught target leaps for 96 ticks; it can be caught again once it has landed.
        for _ in 0..<95 { session.step(session.onTarget(), events: &events) }
        session.step(session.onTarget(.confirm), events: &events)
        XCTAssertTrue(session.isSolved)
        XCTAssertEqual(session.solvedAtTick, 98)
        XCTAssertEqual(events.filter { $0 == .solved }.count, 1)
    }

    func testInputAfterTheSolveChangesNothing() throws {
        var session = LevelSession(level: try level(catches: 1))
        var events: [ChallengeEvent] = []
        session.step(session.onTarget(.confirm), events: &events)
        XCTAssertEqual(session.solvedAtTick, 1)
        let solvedHash = session.stateHash
        events = []
        for input in scriptedInputs(count: 300, seed: 7) + [InputCommand(buttons: .restart)] {
            session.step(input, events: &events)
        }
        XCTAssertEqual(events, [])
        XCTAssertEqual(session.stateHash, solvedHash)
        XCTAssertEqual(session.ticks, 1)
        XCTAssertEqual(session.restarts, 0)
        XCTAssertEqual(session.solvedAtTick, 1)
    }
}
