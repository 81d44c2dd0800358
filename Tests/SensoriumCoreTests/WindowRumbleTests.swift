import XCTest
@testable import SensoriumCore

/// Every idea of the window kind can be told apart by touch alone: each goal plays a rumble no
/// other goal plays (its own), beside the shared settle and pull. Pinned by playing one shipped
/// level of each goal as its solver does and gathering every pattern it cues.
final class WindowRumbleTests: XCTestCase {
    /// The patterns `level` cues, one-shots and loops, while its solver plays it (after `lead` ticks
    /// of `leadInput`, to meet what the solver alone never does: the display's edge).
    private func patterns(of id: String, lead: Int = 0, leadInput: InputCommand = .idle) throws -> Set<String> {
        let level = try XCTUnwrap(RepositoryPaths.shippedCatalog.levels.first { $0.id == id }, id)
        var session = LevelSession(level: level)
        var felt: Set<String> = []
        var previous = InputCommand(desktop: SimulatedDesktop().observation)
        for tick in 0..<TickClock.ticks(30) where !session.isSolved {
            var input = session.state.challenge.solverInput(previous: previous)
            if tick < lead { input.buttons = leadInput.buttons }
            var events: [ChallengeEvent] = []
            session.step(input, events: &events)
            var cues: [FeedbackCue] = []
            for case .kind(let event) in events { event.cues(into: &cues) }
            session.state.challenge.continuousCues(into: &cues)
            for cue in cues {
                switch cue {
                case .haptic(let pattern, _): felt.insert(pattern.rawValue)
                case .layer(_, _, let pattern?, let level, _) where level > 0: felt.insert(pattern.rawValue)
                default: break
                }
            }
            previous = input
        }
        XCTAssertTrue(session.isSolved, id)
        return felt
    }

    func testEveryIdeaHasARumbleOfItsOwn() throws {
        let felt: [WindowGoal: Set<String>] = [
            .viewfinder: try patterns(of: "frame", lead: TickClock.ticks(1), leadInput: InputCommand(buttons: .left)),
            .shape: try patterns(of: "tall"),
            .fullscreen: try patterns(of: "full"),
            .lookAway: try patterns(of: "away"),
            .locks: try patterns(of: "caps"),
            .clipboard: try patterns(of: "copy"),
            .patience: try patterns(of: "still"),
        ]
        var own: [WindowGoal: Set<String>] = [:]
        for (goal, patterns) in felt {
            own[goal] = patterns.subtracting(felt.filter { $0.key != goal }.values.reduce(into: Set()) { $0.formUnion($1) })
        }
        let expected: [WindowGoal: Set<String>] = [
            .viewfinder: ["window-bump"],
            .shape: ["window-stretch"],
            .fullscreen: ["window-fill"],
            .lookAway: ["window-away", "window-grown"],
            .locks: ["window-switch"],
            .clipboard: ["window-call", "window-copy"],
            .patience: ["window-candle"],
        ]
        XCTAssertEqual(own, expected)
        // Every pattern the kind ships is felt somewhere (the drop's below), and loads.
        let all = felt.values.reduce(into: Set(["window-drop"])) { $0.formUnion($1) }
        XCTAssertEqual(all, Set(WindowKind().hapticPatterns.map(\.rawValue)))
        for name in all {
            XCTAssertNoThrow(try AHAPLoader().load(contentsOf: URL(fileURLWithPath: RepositoryPaths.resources + "/haptics/\(name).ahap")), name)
        }
    }

    func testADropIsHeardAndFeltAsItsOwn() {
        var cues: [FeedbackCue] = []
        WindowEvent.dropped.cues(into: &cues)
        XCTAssertEqual(cues, [.sound(.windowDrop, volume: 0.8, pan: 0), .haptic(pattern: .windowDrop, intensity: 0.7)])
        var copied: [FeedbackCue] = []
        WindowEvent.copied.cues(into: &copied)
        XCTAssertTrue(Set(cues.map { "\($0)" }).isDisjoint(with: copied.map { "\($0)" }), "a drop is not a copy by ear or by touch")
    }
}
