import Foundation
import XCTest
@testable import SensoriumCore

/// The registry of sounds and patterns that the shared code and every kind declare into.
final class CueRegistryTests: XCTestCase {
    func testNoTwoOwnersDeclareTheSameName() {
        let sounds = CueRegistry.sounds.map(\.name)
        XCTAssertEqual(Set(sounds).count, sounds.count, "a sound declared twice: \(sounds)")
        XCTAssertEqual(Set(CueRegistry.patterns).count, CueRegistry.patterns.count, "a pattern declared twice")
    }

    func testEveryShippedPatternIsRegistered() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.resources + "/haptics")
            .filter { $0.hasSuffix(".ahap") }
        XCTAssertEqual(Set(files), Set(CueRegistry.patterns.map(\.patternFile)))
    }

    func testTheHomeScreenSoundsAreSharedAndQuieter() {
        for name in [CueName.homeFocus, .homeOpen, .homeDeny, .homeSolved] {
            XCTAssertEqual(CueRegistry.sound(named: name)?.category, .interface, name.rawValue)
        }
    }

    func testANameGivesBothFiles() {
        XCTAssertEqual(CueName.ricochetShieldOn.soundFile, "ricochet-shield-on.wav")
        XCTAssertEqual(CueName.ricochetShieldOn.patternFile, "ricochet-shield-on.ahap")
    }
}
