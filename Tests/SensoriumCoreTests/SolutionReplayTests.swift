import XCTest
@testable import SensoriumCore

/// Every level ships with a keyboard replay that solves it; re-simulating them proves each level
/// is solvable with keys and catches any change that breaks old replays.
final class SolutionReplayTests: XCTestCase {
    func testEveryLevelHasASolutionReplayThatSolvesItWithKeysOnly() throws {
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        XCTAssertEqual(catalog.problems, [])
        for level in catalog.levels {
            let path = RepositoryPaths.solutions + "/\(level.id).replay"
            let replay = try Replay.read(from: path)
            XCTAssertEqual(replay.header.levelIDs, [level.id], path)
            XCTAssertTrue(replay.inputs.allSatisfy { $0.pointer == nil && $0.stickX == 0 && $0.stickY == 0 },
                          "\(path) uses more than keys")
            let result = ReplayVerifier.verify(replay, catalog: catalog)
            XCTAssertEqual(result.problems, [], path)
            XCTAssertTrue(result.isSolved, path)
            XCTAssertEqual(result.outcomes.first?.solvedAtTick, replay.header.results?.first?.solvedAtTick, path)
        }
    }

    func testTheFullGameSolutionPlaysEveryLevelOfTheCategoryInOrder() throws {
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        let replay = try Replay.read(from: RepositoryPaths.solutions + "/full-game.replay")
        let definition = try CategoryDefinition(id: "full-game", catalog: catalog)
        XCTAssertEqual(replay.header.category, .fullGame)
        XCTAssertEqual(replay.header.levelIDs, definition.levelIDs)
        let result = ReplayVerifier.verify(replay, catalog: catalog)
        XCTAssertTrue(result.isSolved, "\(result.problems)")
        XCTAssertEqual(result.outcomes.map(\.solvedAtTick), replay.header.results?.map(\.solvedAtTick))
    }

    func testAnEditedLevelFileInvalidatesItsReplay() throws {
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        var replay = try Replay.read(from: RepositoryPaths.solutions + "/catch.replay")
        replay.header.levelFilesHash = String(repeating: "0", count: 64)
        let result = ReplayVerifier.verify(replay, catalog: catalog)
        XCTAssertFalse(result.isSolved)
        XCTAssertEqual(result.problems, ["made for different level files (their hash differs)"])
    }

    func testATruncatedReplayDoesNotSolve() throws {
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        let full = try Replay.read(from: RepositoryPaths.solutions + "/catch.replay")
        var replay = full
        replay.inputs.removeLast()
        replay.header.results = nil
        let result = ReplayVerifier.verify(replay, catalog: catalog)
        XCTAssertFalse(result.isSolved)
        XCTAssertNil(result.outcomes.first?.solvedAtTick)
    }

    func testARecordedResultThatDiffersIsADesync() throws {
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        var replay = try Replay.read(from: RepositoryPaths.solutions + "/catch.replay")
        let solvedAt = try XCTUnwrap(replay.header.results?.first?.solvedAtTick)
        replay.header.results = [ReplayLevelResult(levelID: "catch", solvedAtTick: solvedAt - 1)]
        let result = ReplayVerifier.verify(replay, catalog: catalog)
        XCTAssertFalse(result.isSolved)
        XCTAssertEqual(result.problems, ["desync: catch was solved at tick \(solvedAt - 1) when recorded, tick \(solvedAt) now"])
    }

    func testTheSameReplayTwiceEndsInTheSameState() throws {
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        let replay = try Replay.read(from: RepositoryPaths.solutions + "/shy.replay")
        let first = ReplayVerifier.verify(replay, catalog: catalog)
        let second = ReplayVerifier.verify(replay, catalog: catalog)
        XCTAssertEqual(first.finalStateHash, second.finalStateHash)
        XCTAssertNotEqual(first.finalStateHash, 0)
    }
}
