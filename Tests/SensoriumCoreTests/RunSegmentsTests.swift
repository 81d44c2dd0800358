import XCTest
@testable import SensoriumCore

/// A run verified level by level on several cores says exactly what the sequential verifier
/// says: on the shipped full-game run (where every claim holds, so the segments decide), and on
/// runs whose claims are wrong by one tick (where the sequential verifier takes over).
final class RunSegmentsTests: XCTestCase {
    private let catalog = RepositoryPaths.shippedCatalog

    func testTheShippedFullGameRunVerifiesInSegmentsAsSequentially() throws {
        let stream = try ReplayStream.read(from: RepositoryPaths.solutions + "/full-game.replay")
        XCTAssertNotNil(segmented(stream), "every claim of the shipped run holds")
        let verification = ReplayVerifier.verify(stream, catalog: catalog)
        assertSame(verification, ReplayVerifier.verifySequentially(stream, catalog: catalog))
        XCTAssertTrue(verification.isSolved, "\(verification.problems)")
    }

    func testAClaimMovedByATickIsVerifiedSequentially() throws {
        let run = try firstLevels(4)
        XCTAssertNotNil(segmented(run), "the claims of the untouched levels hold")
        assertSame(ReplayVerifier.verify(run, catalog: catalog), ReplayVerifier.verifySequentially(run, catalog: catalog))
        for moved in [-1, 1] {
            for level in [1, 3] {
                var header = run.header
                header.results![level].solvedAtTick += moved
                let tampered = try ReplayStream.open(Replay(header: header, inputs: run.replay().inputs).encode())
                XCTAssertNil(segmented(tampered), "level \(level) moved by \(moved)")
                let verification = ReplayVerifier.verify(tampered, catalog: catalog)
                assertSame(verification, ReplayVerifier.verifySequentially(tampered, catalog: catalog))
                XCTAssertTrue(verification.problems.contains { $0.hasPrefix("desync: \(header.levelIDs[level])") },
                              "\(verification.problems)")
            }
        }
    }

    func testASpentTimeLimitRefusesAtTheFirstTickNotProven() throws {
        let run = try firstLevels(4)
        // With no time at all, both ways stop at the first look at the clock: tick 64 of the first level.
        let segmented = ReplayVerifier.verify(run, catalog: catalog, timeLimit: .zero)
        XCTAssertTrue(segmented.stoppedByTimeLimit)
        XCTAssertEqual(segmented.ticks, 64)
        assertSame(segmented, ReplayVerifier.verifySequentially(run, catalog: catalog, timeLimit: .zero))
    }

    func testARunWithoutEveryClaimIsVerifiedSequentially() throws {
        var header = try firstLevels(3).header
        header.results!.removeLast()
        let stream = try ReplayStream.open(Replay(header: header, inputs: try firstLevels(3).replay().inputs).encode())
        XCTAssertNil(segmented(stream))
        assertSame(ReplayVerifier.verify(stream, catalog: catalog), ReplayVerifier.verifySequentially(stream, catalog: catalog))
    }

    /// The full-game run cut after its first `count` levels and 30 more ticks: a short run with
    /// every claim and trailing input (its category problem is the same either way).
    private func firstLevels(_ count: Int) throws -> ReplayStream {
        let full = try Replay.read(from: RepositoryPaths.solutions + "/full-game.replay")
        let results = Array(full.header.results!.prefix(count))
        let levels = results.map { catalog.level(id: $0.levelID)! }
        let header = ReplayVerifier.header(for: levels, category: .fullGame, results: results)
        return try ReplayStream.open(Replay(header: header, inputs: Array(full.inputs.prefix(results.last!.solvedAtTick + 30))).encode())
    }

    private func segmented(_ stream: ReplayStream) -> ReplayVerifier.Verification? {
        let (checked, levels) = ReplayVerifier.check(stream.header, catalog: catalog)
        return RunSegments.verify(stream, levels: levels!, checked: checked, catalog: catalog, timeLimit: nil)
    }

    private func assertSame(_ a: ReplayVerifier.Verification, _ b: ReplayVerifier.Verification,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.outcomes, b.outcomes, file: file, line: line)
        XCTAssertEqual(a.problems, b.problems, file: file, line: line)
        XCTAssertEqual(a.ticks, b.ticks, file: file, line: line)
        XCTAssertEqual(a.finalStateHash, b.finalStateHash, file: file, line: line)
        XCTAssertEqual(a.flags, b.flags, file: file, line: line)
        XCTAssertEqual(a.trailingTicks, b.trailingTicks, file: file, line: line)
        XCTAssertEqual(a.stoppedByTimeLimit, b.stoppedByTimeLimit, file: file, line: line)
    }
}
