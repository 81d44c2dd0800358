import Foundation
import XCTest
@testable import SensoriumCore

/// The game's own AHAP files in Resources/haptics.
final class RicochetPatternTests: XCTestCase {
    private let folder = URL(fileURLWithPath: RepositoryPaths.resources + "/haptics")

    private func load(_ name: String) throws -> AHAPPattern {
        try AHAPLoader().load(contentsOf: folder.appendingPathComponent(name + ".ahap"))
    }

    func testEveryPatternInResourcesHapticsLoads() throws {
        let results = AHAPLoader().loadDirectory(folder)
        XCTAssertGreaterThanOrEqual(results.count, CueRegistry.patterns.count)
        for (file, result) in results {
            switch result {
            case .success(let pattern):
                XCTAssertGreaterThan(pattern.duration, 0, file.lastPathComponent)
                XCTAssertGreaterThan(pattern.transients.count + pattern.continuous.count, 0, file.lastPathComponent)
                XCTAssertEqual(pattern.audio, [], "\(file.lastPathComponent): sounds come as cues, with pan and volume")
            case .failure(let error):
                XCTFail("\(error)")
            }
        }
        let names = Set(results.map { $0.file.deletingPathExtension().lastPathComponent })
        for name in CueRegistry.patterns { XCTAssertTrue(names.contains(name.rawValue), "missing \(name.patternFile)") }
    }

    func testCollisionsAreOneClickWithApplesSharpness() throws {
        for (name, sharpness) in [("ricochet-collision-small", 0.5), ("ricochet-collision-large", 0.0), ("ricochet-collision-shield", 1.0)] {
            let first = try XCTUnwrap(load(name).transients.first, name)
            XCTAssertEqual(first, HapticTransientEvent(time: 0, intensity: 1, sharpness: sharpness), name)
        }
    }

    func testStatePatternsLastAsLongAsTheirAnimations() throws {
        let seconds = { (ticks: Int) in TickClock.seconds(ticks) }
        XCTAssertEqual(try load("ricochet-spawn").duration, seconds(RicochetChallenge.spawnTicks), accuracy: 1e-9)
        XCTAssertEqual(try load("ricochet-grow").duration, seconds(RicochetChallenge.growTicks), accuracy: 1e-9)
        XCTAssertEqual(try load("ricochet-shield-on").duration, seconds(RicochetChallenge.shieldTicks), accuracy: 1e-9)
        XCTAssertEqual(try load("ricochet-implode").duration, seconds(RicochetChallenge.implodeTicks), accuracy: 1e-9)
        let shield = try load("ricochet-shield-on")
        XCTAssertEqual(shield.continuous.first?.time, 0, "the shield's hum starts with its animation")
        XCTAssertEqual(shield.continuous.first?.duration, 0.5)
    }

    func testTextureClicksAreAsDenseAsTheDotsAtTheReferenceSpeed() throws {
        for material in RicochetMaterial.allCases {
            let pattern = try load(material.hapticPattern.rawValue)
            XCTAssertEqual(pattern.duration, RicochetMaterial.loopSeconds, accuracy: 1e-9, "\(material): a 2 s loop")
            let clicks = pattern.transients.filter { $0.intensity > 0 }
            XCTAssertEqual(Double(clicks.count), RicochetMaterial.loopSeconds * material.clicksPerSecond, accuracy: 1e-9,
                           material.rawValue)
            for (index, click) in clicks.enumerated() {
                XCTAssertEqual(click.time, Double(index) * material.clickInterval, accuracy: 1e-6,
                               "\(material) click \(index): one per dot at \(RicochetMaterial.referenceSpeed) units/s")
            }
        }
        XCTAssertEqual(RicochetMaterial.paper.clicksPerSecond, 50, "paper keeps Apple's texture density")
    }
}
