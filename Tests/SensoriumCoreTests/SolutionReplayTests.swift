import Foundation
import XCTest
@testable import SensoriumCore

/// Every level ships with a keyboard replay that solves it; re-simulating them proves each level
/// is solvable with keys and catches any change that breaks old replays.
final class SolutionReplayTests: XCTestCase {
    /// Every file of `Levels/solutions/` by name, read and verified once for all the tests here
    /// (a debug build re-simulates the photo levels slowly); nil for a file that does not read.
    private static let verified: [String: (replay: Replay, result: ReplayVerifier.Verification)?] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.solutions)) ?? []
        var verified: [String: (replay: Replay, result: ReplayVerifier.Verification)?] = [:]
        for name in names where name.hasSuffix(".replay") {
            let replay = try? Replay.read(from: RepositoryPaths.solutions + "/" + name)
            verified[name] = replay.map { ($0, ReplayVerifier.verify($0, catalog: RepositoryPaths.shippedCatalog)) }
        }
        return verified
    }()

    private func verified(_ name: String) throws -> (replay: Replay, result: ReplayVerifier.Verification) {
        try XCTUnwrap(Self.verified[name] ?? nil, "\(name) is missing or does not read")
    }

    func testEveryLevelHasASolutionReplayThatSolvesItWithKeysOnly() throws {
        let catalog = RepositoryPaths.shippedCatalog
        XCTAssertEqual(catalog.problems, [])
        for level in catalog.levels {
            let path = RepositoryPaths.solutions + "/\(level.id).replay"
            let (replay, result) = try verified("\(level.id).replay")
            XCTAssertEqual(replay.header.levelIDs, [level.id], path)
            XCTAssertTrue(replay.inputs.allSatisfy { $0.pointer == nil && $0.stickX == 0 && $0.stickY == 0 },
                          "\(path) uses more than keys")
            XCTAssertEqual(result.problems, [], path)
            XCTAssertTrue(result.isSolved, path)
            XCTAssertEqual(result.outcomes.first?.solvedAtTick, replay.header.results?.first?.solvedAtTick, path)
        }
    }

    func testTheFullGameSolutionPlaysEveryLevelOfTheCategoryInOrder() throws {
        let catalog = RepositoryPaths.shippedCatalog
        let (replay, result) = try verified("full-game.replay")
        let definition = try CategoryDefinition(id: "full-game", catalog: catalog)
        XCTAssertEqual(replay.header.category, .fullGame)
        XCTAssertEqual(replay.header.levelIDs, definition.levelIDs)
        XCTAssertTrue(result.isSolved, "\(result.problems)")
        XCTAssertEqual(result.outcomes.map(\.solvedAtTick), replay.header.results?.map(\.solvedAtTick))
    }

    func testAnEditedLevelFileInvalidatesItsReplay() throws {
        let catalog = RepositoryPaths.shippedCatalog
        var replay = try Replay.read(from: RepositoryPaths.solutions + "/catch.replay")
        replay.header.levelFilesHash = String(repeating: "0", count: 64)
        let result = ReplayVerifier.verify(replay, catalog: catalog)
        XCTAssertFalse(result.isSolved)
        XCTAssertEqual(result.problems, ["made for different level files (their hash differs)"])
    }

    func testATruncatedReplayDoesNotSolve() throws {
        let catalog = RepositoryPaths.shippedCatalog
        let full = try Replay.read(from: RepositoryPaths.solutions + "/catch.replay")
        var replay = full
        replay.inputs.removeLast()
        replay.header.results = nil
        let result = ReplayVerifier.verify(replay, catalog: catalog)
        XCTAssertFalse(result.isSolved)
        XCTAssertNil(result.outcomes.first?.solvedAtTick)
    }

    func testARecordedResultThatDiffersIsADesync() throws {
        let catalog = RepositoryPaths.shippedCatalog
        var replay = try Replay.read(from: RepositoryPaths.solutions + "/catch.replay")
        let solvedAt = try XCTUnwrap(replay.header.results?.first?.solvedAtTick)
        replay.header.results = [ReplayLevelResult(levelID: "catch", solvedAtTick: solvedAt - 1)]
        let result = ReplayVerifier.verify(replay, catalog: catalog)
        XCTAssertFalse(result.isSolved)
        XCTAssertEqual(result.problems, ["desync: catch was solved at tick \(solvedAt - 1) when recorded, tick \(solvedAt) now"])
    }

    func testAnEmptyResultsListClaimsNothingWasSolvedSoASolveIsADesync() throws {
        let catalog = RepositoryPaths.shippedCatalog
        var replay = try Replay.read(from: RepositoryPaths.solutions + "/shy.replay")
        let solvedAt = try XCTUnwrap(replay.header.results?.first?.solvedAtTick)
        replay.header.results = []
        let result = ReplayVerifier.verify(replay, catalog: catalog)
        XCTAssertFalse(result.isSolved)
        XCTAssertEqual(result.problems, ["desync: shy was not solved when recorded, tick \(solvedAt) now"])
    }

    func testAFullGameReplayMustClaimEveryResultItSolves() throws {
        let catalog = RepositoryPaths.shippedCatalog
        var replay = try Replay.read(from: RepositoryPaths.solutions + "/full-game.replay")
        replay.header.results = Array(try XCTUnwrap(replay.header.results).prefix(1))
        let result = ReplayVerifier.verify(replay, catalog: catalog)
        XCTAssertFalse(result.isSolved)
        XCTAssertEqual(result.problems.count, replay.header.levelIDs.count - 1)
    }

    func testAFullGameReplayOfOneLevelIsNotAFullGameRun() throws {
        let catalog = RepositoryPaths.shippedCatalog
        var replay = try Replay.read(from: RepositoryPaths.solutions + "/catch.replay")
        replay.header.category = .fullGame
        let result = ReplayVerifier.verify(replay, catalog: catalog)
        XCTAssertFalse(result.isSolved)
        let order = try CategoryDefinition(.fullGame, catalog: catalog).levelIDs.joined(separator: ",")
        XCTAssertEqual(result.problems, ["category full-game plays \(order); the replay lists catch"])
    }

    /// The final state hash of every shipped solution, as recorded before the play session moved
    /// into the core: a refactor that changes one simulated tick changes one of these. (The
    /// full-game run was recorded again when the tilt levels joined the game, and again when
    /// the window levels did, when sixteen levels joined the five kinds, and when the listening
    /// levels joined; it ends in `pinball`, so it shares that level's final state. The dark-scan
    /// solutions were recorded again when the camera began to read its grids straight from the scene, and cafe, cat, field
    /// and the full-game run again when the detector's image took whole-pixel boxes.)
    func testEverySolutionEndsInItsRecordedState() throws {
        var found: [String: UInt64] = [:]
        for name in Self.verified.keys { found[name] = try verified(name).result.finalStateHash }
        XCTAssertEqual(found, Self.recordedStateHashes)
    }

    func testTheSameReplayTwiceEndsInTheSameState() throws {
        let catalog = RepositoryPaths.shippedCatalog
        let replay = try Replay.read(from: RepositoryPaths.solutions + "/shy.replay")
        let first = ReplayVerifier.verify(replay, catalog: catalog)
        let second = ReplayVerifier.verify(replay, catalog: catalog)
        XCTAssertEqual(first.finalStateHash, second.finalStateHash)
        XCTAssertNotEqual(first.finalStateHash, 0)
    }

    static let recordedStateHashes: [String: UInt64] = [
        "ambush.replay": 0x10cf3a8d3d770c9d,
        "armour.replay": 0x876a965f41adbead,
        "askew.replay": 0x20ab54577f34c1cc,
        "away.replay": 0xe6826c183033faec,
        "bounce.replay": 0x5995d0311463944a,
        "cafe.replay": 0xd36d721391d43176,
        "caps.replay": 0x5f3401f8a26ad226,
        "careful.replay": 0x6b0bf90687b6f6fc,
        "cat.replay": 0x3711e1cd06817579,
        "catch.replay": 0x2a5a1400348c6d2e,
        "cellar.replay": 0xe3811d1f99dfc6ff,
        "copy.replay": 0x5e35999a70105111,
        "corner.replay": 0x563a3266cc667292,
        "crawl.replay": 0x7bfbc8dbb9b42db4,
        "crowd.replay": 0xf1e12d737af4274e,
        "decoys.replay": 0xa0d97ac12b831451,
        "dial.replay": 0xa8132e83aacf06ea,
        "drift.replay": 0x1d5137acc4c0bd91,
        "edge.replay": 0xaffa60ab94e76410,
        "escort.replay": 0x7d0f5658135669f8,
        "exit.replay": 0xb415dd3a3f9d50ec,
        "far.replay": 0xb3b6b37f970360a5,
        "field.replay": 0xaec120c1636c933a,
        "flea.replay": 0xbd23c17aac6c9f07,
        "float.replay": 0x53f6d413fcc1c1b0,
        "frame.replay": 0x2d3f393bbac72855,
        "full-game.replay": 0x70aafdf722473f41,
        "full.replay": 0x18d17868f887da44,
        "gale.replay": 0x91019bb80c509216,
        "gauntlet.replay": 0x39e642bfcec6de6b,
        "giant.replay": 0xc970ba2b51ba4738,
        "glance.replay": 0x1f5a47851db806c0,
        "hop.replay": 0x18c7eeb93236ba4b,
        "ice.replay": 0xdec7443822be4694,
        "lane.replay": 0xe11cda074f569fe9,
        "launch.replay": 0x92f5ae355664faa1,
        "leap.replay": 0xfbcd20aa7230c607,
        "lights.replay": 0x70725ef72c0fce32,
        "lock.replay": 0x253fdbc843866f97,
        "metal.replay": 0x26c3f9a3b4def869,
        "nap.replay": 0xdfafb2add72329a4,
        "num.replay": 0xfe6e4a26d6530594,
        "pin.replay": 0xb0acc2bcb3a32656,
        "pinball.replay": 0x70aafdf722473f41,
        "candles.replay": 0xa550e9d74a88a1dd,
        "hush.replay": 0xc20573f61bb76781,
        "claps.replay": 0xde983e0c90e61f8e,
        "hum.replay": 0x6a828e83d0b532a7,
        "swell.replay": 0x3b15dc25b22c1e7d,
        "rise.replay": 0x113f1ac7f6304f25,
        "knock.replay": 0xbbb149e16570ec19,
        "seesaw.replay": 0xd26aadf54a5d932b,
        "drone.replay": 0xa56ff095fab40557,
        "echo.replay": 0x3e8cf590db96671c,
        "breathe.replay": 0xb7130aa374fadea4,
        "valley.replay": 0xfbbd162d9d7308f5,
        "tune.replay": 0x0ea1b4f98f1b04f0,
        "encore.replay": 0x73e707c41c90b273,
        "pounce.replay": 0x3003d3992a5b987f,
        "restless.replay": 0xa06bd8ae6091e751,
        "roll.replay": 0xb57da4adecc554cf,
        "scan.replay": 0x132d54b3c34b063b,
        "shadow.replay": 0xb9bb3ca8a1a3c7e9,
        "shy.replay": 0x10752d0461e75a58,
        "sluggish.replay": 0x407329d5cc119c3e,
        "speck.replay": 0x5b82ce87deb0a034,
        "spin.replay": 0xd6cc1ff329b910b7,
        "square.replay": 0x558c6912e29fde48,
        "stars.replay": 0xca99a63aca16707e,
        "steady.replay": 0x23352f0647948451,
        "still.replay": 0x2e9150f5ad80dde2,
        "swarm.replay": 0xc0f5719ca3aff20f,
        "tall.replay": 0xa042a8ca93ba3941,
        "tide.replay": 0x777760c812e3133e,
        "timid.replay": 0x5f1ba57cc0582888,
        "tiny.replay": 0x46c50fb2748fa1e3,
        "turn.replay": 0x3e5e6cfdcd9a63a9,
        "twice.replay": 0xa6ad69156c654da2,
        "upright.replay": 0xdbfd6852e7b3ecc4,
        "vault.replay": 0x6260b78c49eb870d,
        "wary.replay": 0xfb474e5add3fc63a,
        "wide.replay": 0x2028810a7f6ed15f,
    ]
}
