import XCTest
@testable import SensoriumCore

/// The menus' sounds come from the router, as the game's do: the home screen's sounds, softer.
final class FeedbackRouterMenusTests: XCTestCase {
    private func cues(_ event: MenuEvent) -> [FeedbackCue] {
        var cues: [FeedbackCue] = []
        FeedbackRouter.cues(for: event, into: &cues)
        return cues
    }

    func testEveryMenuEventHasItsSound() {
        XCTAssertEqual(cues(.focused), [.sound(.homeFocus, volume: 0.6, pan: 0)])
        XCTAssertEqual(cues(.blocked), [.sound(.homeDeny, volume: 0.5, pan: 0)])
        XCTAssertEqual(cues(.accepted), [.sound(.homeOpen, volume: 0.7, pan: 0)])
        XCTAssertEqual(cues(.clashed), [.sound(.homeDeny, volume: 0.7, pan: 0)])
    }

    func testBarsArePreviewedAtTheirNewLevel() {
        XCTAssertEqual(cues(.volumePreview), [.sound(.homeFocus, volume: 1, pan: 0)], "heard at the gain just applied")
        XCTAssertEqual(cues(.soundscapePreview(level: 0.3)), [.sound(.homeSolved, volume: 0.3, pan: 0)])
        XCTAssertEqual(cues(.rumblePreview), [.haptic(pattern: .targetCatch, intensity: 1), .sound(.homeFocus, volume: 0.6, pan: 0)])
    }

    func testTheMenusChooseNoSoundOfTheirOwn() throws {
        // Every menu sound goes through the router: no cue literal is left in the menus' folder.
        let folder = RepositoryPaths.root + "/Sources/SensoriumCore/Menus"
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            XCTAssertFalse(text.contains(".sound("), name)
            XCTAssertFalse(text.contains(".haptic("), name)
        }
    }
}
