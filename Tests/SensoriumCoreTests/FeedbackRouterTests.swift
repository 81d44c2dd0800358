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
        let events: [Game.Event] = [
            .home(.denied(tile: 0)), .challenge(.caught(x: 0, y: 0)), .challenge(.kind(JumpingTargetEvent.missed(x: 0, y: 0))),
            .challenge(.kind(JumpingTargetEvent.jumped(toX: 0, toY: 0))), .challenge(.solved),
        ]
        let library = HapticLibrary.load(directories: [RepositoryPaths.resources + "/haptics"],
                                         soundRoots: [RepositoryPaths.resources + "/sounds"])
        XCTAssertEqual(library.problems, [])
        for event in events {
            for case .haptic(let name, _) in cues(event) {
                XCTAssertNotNil(library[name.rawValue], "Resources/haptics/\(name.patternFile)")
            }
        }
    }
}
