import Foundation
import XCTest
@testable import SensoriumCore

final class AudioParameterBlockTests: XCTestCase {
    func testStoredValuesAreReadBackAndNonFiniteValuesAreIgnored() {
        let block = AudioParameterBlock(defaults: [0.25, 1])
        XCTAssertEqual(block.load(at: 0), 0.25)
        block.store(0.75, at: 0)
        block.store(.nan, at: 1)
        XCTAssertEqual(block.load(at: 0), 0.75)
        XCTAssertEqual(block.load(at: 1), 1)
    }

    func testEventsAreCountedNotLost() {
        let block = AudioParameterBlock(defaults: [], counters: 2)
        block.signal(1)
        block.signal(1)
        XCTAssertEqual(block.eventCount(0), 0)
        XCTAssertEqual(block.eventCount(1), 2)
    }

    func testAReaderOnAnotherThreadNeverSeesATornValue() {
        let block = AudioParameterBlock(defaults: [0])
        let allowed: Set<Float> = [0, 0.1, 0.2, 0.7, 1.0e-20, 12345.678]
        let values = Array(allowed)
        let torn = TornReadCounter()
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for step in 0..<100_000 {
                if worker == 0 {
                    block.store(values[step % values.count], at: 0)
                } else if !allowed.contains(block.load(at: 0)) {
                    torn.increment()
                }
            }
        }
        XCTAssertEqual(torn.value, 0)
    }
}

/// A tiny lock-protected counter for the test's reader thread.
private final class TornReadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
