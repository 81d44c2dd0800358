import XCTest
@testable import SensoriumCore

final class HapticMixerTests: XCTestCase {
    func testSeveralPlayersSumAndWeightSharpness() throws {
        var mixer = HapticMixer()
        let shield = try SharedAHAP.load("ricochet/CollisionShield.ahap")  // transient 1.0, sharpness 1
        let grow = try SharedAHAP.load("ricochet/Grow.ahap")               // continuous 1.0 x curve, sharpness 0.5
        let inflate = try SharedAHAP.load("effects/Inflate.ahap")          // continuous 1.0 x curve, sharpness 0.5 + curve
        mixer.play(shield)
        mixer.play(grow, offset: 0.2)     // curve at 0.2 s: 1.0
        mixer.play(inflate, offset: 1.1)  // curve at 1.1 s: 0.5; sharpness 0.5 + (-0.8 + 1.6 * 1.1/1.7)
        let frame = mixer.advance()
        XCTAssertEqual(frame.transient, HapticLayer(intensity: 1, sharpness: 1))
        XCTAssertEqual(frame.continuous.intensity, 1, "1.0 + 0.5 clamped")
        let inflateSharpness = 0.5 + (-0.8 + 1.6 * 1.1 / 1.7)
        XCTAssertEqual(frame.continuous.sharpness, (1.0 * 0.5 + 0.5 * inflateSharpness) / 1.5, accuracy: 1e-12)
        XCTAssertEqual(mixer.audioStarts.count, 1, "only the collision sound starts at its 0")
        XCTAssertEqual(mixer.players.count, 3)
    }

    func testFinishedPlayersLeaveAndLoopsStay() throws {
        var mixer = HapticMixer()
        let hit = mixer.play(try SharedAHAP.load("effects/Hit.ahap"))
        let texture = mixer.play(try SharedAHAP.load("ricochet/Texture.ahap"), loop: true)
        for _ in 0..<10 { _ = mixer.advance() }
        XCTAssertFalse(mixer.isPlaying(hit))
        XCTAssertTrue(mixer.isPlaying(texture))
        mixer.sendParameter(texture, .hapticIntensityControl, 0)
        for _ in 0..<240 { XCTAssertEqual(mixer.advance(), .silent) }
        mixer.stop(texture)
        XCTAssertTrue(mixer.players.isEmpty)
    }

    func testAudioStartsNameTheirPlayer() throws {
        var mixer = HapticMixer()
        let pattern = try SharedAHAP.load("ricochet/CollisionLarge.ahap")
        let first = mixer.play(pattern)
        let second = mixer.play(pattern, rate: 2)
        _ = mixer.advance()
        XCTAssertEqual(mixer.audioStarts.map(\.player), [first.rawValue, second.rawValue])
        _ = mixer.advance()
        XCTAssertTrue(mixer.audioStarts.isEmpty, "cleared every tick")
    }
}
