import XCTest
@testable import SensoriumCore

final class FeedbackRouterTests: XCTestCase {
    private func cues(_ event: Game.Event) -> [FeedbackCue] {
        var cues: [FeedbackCue] = []
        FeedbackRouter.cues(for: event, into: &cues)
        return cues
    }

    func testACatchIsHeardWhereItHappenedAndFelt() {
        XCTAssertEqual(cues(.challenge(.caught(x: 1920, y: 500))), [
            .sound(.targetCatch, volume: 1, pan: 1),
            .haptic(pattern: .targetCatch, intensity: 1),
        ])
        XCTAssertEqual(FeedbackRouter.pan(0), -1)
        XCTAssertEqual(FeedbackRouter.pan(960), 0)
    }

    func testADeniedTileAnswersWithASoundAndAFeltNo() {
        XCTAssertEqual(cues(.home(.denied(tile: 2))), [
            .sound(.homeDeny, volume: 1, pan: 0),
            .haptic(pattern: .homeDeny, intensity: 1),
        ])
    }

    func testLosingFocusIsSilent() {
        XCTAssertEqual(cues(.home(.focusChanged(nil))), [])
        XCTAssertEqual(cues(.home(.focusChanged(1))), [.sound(.homeFocus, volume: 1, pan: 0)])
    }

    func testEveryHapticPatternTheRouterNamesShipsAndLoads() throws {
        let hit = { (kind: RicochetCollision.Kind) in
            ChallengeEvent.kind(RicochetEvent.ballCollided(RicochetCollision(wall: .left, kind: kind, speed: 1, x: 0, y: 0)))
        }
        let events: [Game.Event] = [
            .home(.denied(tile: 0)), .challenge(.caught(x: 0, y: 0)), .challenge(.kind(JumpingTargetEvent.missed(x: 0, y: 0))),
            .challenge(.kind(JumpingTargetEvent.jumped(toX: 0, toY: 0))), .challenge(.solved),
            .challenge(.kind(JumpingTargetEvent.landed(x: 0, y: 0))),
            .challenge(.kind(RicochetEvent.ballSpawned(x: 0, y: 0))), .challenge(hit(.small)), .challenge(hit(.large)),
            .challenge(hit(.shielded)), .challenge(.kind(RicochetEvent.ballGrew(x: 0, y: 0))),
            .challenge(.kind(RicochetEvent.shieldUp(x: 0, y: 0))), .challenge(.kind(RicochetEvent.ballImploded(x: 0, y: 0))),
        ]
        let library = HapticLibrary.load(directories: [RepositoryPaths.resources + "/haptics"],
                                         soundRoots: [RepositoryPaths.resources + "/sounds"])
        XCTAssertEqual(library.problems, [])
        var named: Set<CueName> = []
        for event in events {
            for case .haptic(let name, _) in cues(event) {
                XCTAssertNotNil(library[name.rawValue], "Resources/haptics/\(name.patternFile)")
                named.insert(name)
            }
        }
        XCTAssertEqual(named.count, 12, "the shared three, the jumping target's two and the ricochet's seven")
        // Every pattern the shared code and the kinds register (the router's and the kinds' cue
        // rules name only these) ships and loads.
        let registered = Set(CueRegistry.patterns)
        XCTAssertTrue(named.isSubset(of: registered), "cued but not registered: \(named.subtracting(registered))")
        for name in CueRegistry.patterns {
            XCTAssertNotNil(library[name.rawValue], "Resources/haptics/\(name.patternFile)")
        }
    }
}
