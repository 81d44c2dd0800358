import XCTest
@testable import SensoriumCore

/// A recording that solved its level and then ran on is solved, and says so; it is only not a
/// record, which must end on its solve.
final class ReplayVerifierTrailingInputTests: XCTestCase {
    func testASolveFollowedByIdleTicksIsSolvedButNoRecord() throws {
        let shipped = try Replay.read(from: RepositoryPaths.solutions + "/bounce.replay")
        var header = shipped.header
        header.flags = []
        let ranOn = Replay(header: header, inputs: shipped.inputs + Array(repeating: .idle, count: 297))
        let result = ReplayVerifier.verify(ranOn, catalog: RepositoryPaths.shippedCatalog)
        XCTAssertTrue(result.isSolved, "\(result.problems)")
        XCTAssertEqual(result.trailingTicks, 297)
        XCTAssertFalse(result.isVerifiedRecord)
        XCTAssertEqual(result.ticks, shipped.inputs.count)
    }
}
