import XCTest
@testable import SensoriumCore

/// A legal replay can still take hours to re-simulate: a day of camera moves on a dark-scan
/// level. With a time limit it is refused when the limit is spent, not minutes later.
final class ReplayVerifierTimeLimitTests: XCTestCase {
    /// A day of the shipped `scan`, panning right then left, a half second each way: legal in
    /// every byte, never solved, and the camera moves on every tick.
    private func hostileDay() throws -> ReplayStream {
        let scan = try XCTUnwrap(RepositoryPaths.shippedCatalog.level(id: "scan"))
        let header = ReplayVerifier.header(for: [scan], category: .level("scan"))
        let day = Replay.maxTicks
        let runs = (0..<(day / 60)).lazy.map { index in
            (InputCommand(buttons: index % 2 == 0 ? .right : .left), 60)
        }
        return try ReplayStream.open(Replay.encode(header: header, tickCount: day, runs: runs), file: "hostile.replay")
    }

    func testAHostileReplayIsRefusedWithinItsTimeLimit() throws {
        let stream = try hostileDay()
        let clock = ContinuousClock()
        let start = clock.now
        let result = ReplayVerifier.verify(stream, catalog: RepositoryPaths.shippedCatalog, timeLimit: .milliseconds(300))
        let elapsed = clock.now - start
        XCTAssertTrue(result.stoppedByTimeLimit)
        XCTAssertFalse(result.isSolved)
        XCTAssertLessThan(result.ticks, stream.tickCount)
        XCTAssertLessThan(elapsed, .seconds(3), "stopped soon after the 0.3 s limit")
        XCTAssertEqual(result.problems.count, 1, "\(result.problems)")
        XCTAssertTrue(result.problems[0].hasPrefix("re-simulation took longer than"), result.problems[0])
    }

    func testASolutionVerifiesWellWithinALimit() throws {
        let stream = try ReplayStream.read(from: RepositoryPaths.solutions + "/cellar.replay")
        let result = ReplayVerifier.verify(stream, catalog: RepositoryPaths.shippedCatalog, timeLimit: .seconds(120))
        XCTAssertFalse(result.stoppedByTimeLimit)
        XCTAssertTrue(result.isSolved, "\(result.problems)")
        // The stream verifies exactly as the whole replay does.
        let whole = ReplayVerifier.verify(stream.replay(), catalog: RepositoryPaths.shippedCatalog)
        XCTAssertEqual(result.finalStateHash, whole.finalStateHash)
        XCTAssertEqual(result.outcomes, whole.outcomes)
    }
}
