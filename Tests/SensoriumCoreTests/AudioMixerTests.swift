import XCTest
@testable import SensoriumCore

final class AudioMixerTests: XCTestCase {
    func testMixerSumsItsInputsWithTheirGains() {
        let mixer = AudioMixer(inputCount: 2, sampleRate: 48_000)
        mixer.setGain(0.5, input: 0)
        mixer.setGain(0.25, input: 1)
        // Let the gains settle (they glide from the initial 1.0).
        let a: [Float] = (0..<256).map { Float($0) / 256 }
        let b: [Float] = (0..<256).map { 1 - Float($0) / 256 }
        for _ in 0..<100 {
            mixer.clear(frames: 256)
            mixer.add(input: 0, from: a, frames: 256)
            mixer.add(input: 1, from: b, frames: 256)
        }
        let centre = Float(0.5.squareRoot())
        for index in 0..<256 {
            XCTAssertEqual(mixer.left[index], (0.5 * a[index] + 0.25 * b[index]) * centre, accuracy: 1e-5)
            XCTAssertEqual(mixer.right[index], mixer.left[index], accuracy: 1e-6)
        }
    }

    func testHardLeftInputReachesOnlyTheLeftChannelAtFullLevel() {
        let mixer = AudioMixer(inputCount: 1, sampleRate: 48_000)
        mixer.setPan(-1, input: 0)
        let ones = [Float](repeating: 1, count: 256)
        for _ in 0..<100 {
            mixer.clear(frames: 256)
            mixer.add(input: 0, from: ones, frames: 256)
        }
        XCTAssertEqual(mixer.left[255], 1, accuracy: 1e-5)
        XCTAssertEqual(mixer.right[255], 0, accuracy: 1e-5)
    }

    func testAddingTwoInputsInOnePassGivesTheSameSamplesAsTwoAdds() {
        let a: [Float] = (0..<256).map { sin(Float($0) * 0.05) }
        let b: [Float] = (0..<256).map { cos(Float($0) * 0.11) * 0.7 }
        func mixer() -> AudioMixer {
            let mixer = AudioMixer(inputCount: 3, sampleRate: 48_000, gain: 0)
            mixer.setGain(0.9, input: 0)   // already on the bus: the order of the sums shows
            mixer.setPan(-0.15, input: 1)
            mixer.setPan(0.1, input: 2)
            return mixer
        }
        let apart = mixer(), together = mixer()
        for block in 0..<120 {
            // Gliding gains, then (after about 75 blocks of 30 ms glide) settled ones: both paths.
            for target in [apart, together] {
                target.setGain(block < 20 ? Float(block) / 20 : 0.6, input: 1)
                target.setGain(block < 20 ? 1 - Float(block) / 40 : 0.8, input: 2)
                target.clear(frames: 256)
                target.add(input: 0, from: b, frames: 256)
            }
            apart.add(input: 1, from: a, frames: 256)
            apart.add(input: 2, from: b, frames: 256)
            together.add(input: 1, from: a, input: 2, from: b, frames: 256)
            func bits(_ channel: UnsafeMutablePointer<Float>) -> [UInt32] { (0..<256).map { channel[$0].bitPattern } }
            XCTAssertEqual(bits(together.left), bits(apart.left), "block \(block)")
            XCTAssertEqual(bits(together.right), bits(apart.right), "block \(block)")
        }
    }

    func testSilentInputAddsNothing() {
        let mixer = AudioMixer(inputCount: 2, sampleRate: 48_000, gain: 0)
        mixer.clear(frames: 16)
        mixer.add(input: 0, from: [Float](repeating: 1, count: 16), frames: 16)
        XCTAssertEqual((0..<16).map { mixer.left[$0] }, [Float](repeating: 0, count: 16))
    }
}
