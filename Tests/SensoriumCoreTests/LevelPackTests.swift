import XCTest
@testable import SensoriumCore

/// A player's pack joining the game's own levels: its ids, chains and cells are its own, on pages
/// after the shipped ones.
final class LevelPackTests: XCTestCase {
    private var shipped = ""
    private var packs = ""

    override func setUpWithError() throws {
        let root = try makeTemporaryFolder(self)
        shipped = root + "/Levels"
        packs = root + "/packs"
        try FileManager.default.createDirectory(atPath: shipped, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: packs + "/dunes", withIntermediateDirectories: true)
        try level("catch", in: shipped, column: 0, row: 0)
        try level("shy", in: shipped, column: 1, row: 6, requires: ["catch"])
    }

    private func level(_ id: String, in folder: String, column: Int, row: Int, requires: [String] = []) throws {
        let list = requires.isEmpty ? nil : "[" + requires.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        try write(levelJSON(id: id, tile: ##"{"color": "#112233", "column": \##(column), "row": \##(row)}"##, requires: list),
                  to: folder + "/\(id).json")
    }

    private func catalog(keeping previous: LevelCatalog? = nil) -> LevelCatalog {
        var catalog = previous.map { LevelCatalog.reload(directory: shipped, keeping: $0) } ?? LevelCatalog.load(directory: shipped)
        catalog.addPacks(in: packs, pictures: { _ in nil }, keeping: previous)
        return catalog
    }

    func testAPacksLevelsAreNamespacedAndOnPagesAfterTheShippedOnes() throws {
        try level("catch", in: packs + "/dunes", column: 0, row: 0)
        try level("dune", in: packs + "/dunes", column: 2, row: 7, requires: ["catch"])
        let catalog = catalog()
        XCTAssertEqual(catalog.problems.map(\.description), [])
        XCTAssertEqual(catalog.levels.map(\.id), ["catch", "shy", "dunes.catch", "dunes.dune"])
        XCTAssertEqual(catalog.level(id: "catch")?.pack, nil, "the shipped level keeps its id and cell")
        XCTAssertEqual(catalog.level(id: "dunes.catch").map { [$0.tile.column, $0.tile.row] }, [0, 10], "page 3, after pages 1-2")
        XCTAssertEqual(catalog.level(id: "dunes.dune").map { [$0.tile.column, $0.tile.row] }, [2, 17], "its page 2 is page 4")
        XCTAssertEqual(catalog.level(id: "dunes.dune")?.requires, ["dunes.catch"], "requires resolve inside the pack")
        XCTAssertEqual(catalog.packs.map(\.name), ["dunes"])
        XCTAssertEqual(catalog.packs.first?.pageCount, 2)
    }

    func testAPackCannotReachIntoTheShippedChain() throws {
        try level("solo", in: packs + "/dunes", column: 0, row: 0, requires: ["shy"])
        let catalog = catalog()
        XCTAssertNil(catalog.level(id: "dunes.solo"))
        XCTAssertEqual(catalog.packs.first?.brokenFiles, ["solo.json"])
        XCTAssertTrue(catalog.problems.contains { $0.description.contains("requires[0]: no valid level has id \"shy\"") })
        XCTAssertNotNil(catalog.level(id: "shy"))
    }

    func testAFullGameRunNeverIncludesAPack() throws {
        try level("dune", in: packs + "/dunes", column: 0, row: 0)
        let definition = try CategoryDefinition(.fullGame, catalog: catalog())
        XCTAssertEqual(definition.levelIDs, ["catch", "shy"])
    }

    func testPagesPastTheLimitAreCountedNotShown() throws {
        for page in 0..<(LevelPack.maxPages + 2) { try level("p\(page)", in: packs + "/dunes", column: 0, row: page * 5) }
        let catalog = catalog()
        XCTAssertEqual(catalog.packs.first?.pageCount, LevelPack.maxPages)
        XCTAssertEqual(catalog.packs.first?.unshown, 2)
        let home = HomeScreen(catalog: catalog, solved: [])
        let summary = home.tiles.first { $0.state == .summary }
        XCTAssertEqual(summary?.count, 2)
        XCTAssertEqual(home.pages.numbers.count, 2 + LevelPack.maxPages)
    }

    func testTwoPacksHaveTheirOwnPagesAndBadFolderNamesAreRefused() throws {
        try FileManager.default.createDirectory(atPath: packs + "/moss", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: packs + "/Bad\u{1B}[31m", withIntermediateDirectories: true)
        try level("dune", in: packs + "/dunes", column: 0, row: 0)
        try level("dune", in: packs + "/moss", column: 0, row: 0)
        let catalog = catalog()
        XCTAssertEqual(catalog.levels.map(\.id), ["catch", "shy", "dunes.dune", "moss.dune"])
        XCTAssertEqual(catalog.level(id: "moss.dune")?.tile.row, 15)
        XCTAssertEqual(catalog.problems.count, 1)
        XCTAssertFalse(catalog.problems[0].description.contains("\u{1B}"), "escapes are not printed raw")
    }

    func testAReloadKeepsAPacksLevelThroughAHalfTypedEditAndTakesTheFix() throws {
        try level("dune", in: packs + "/dunes", column: 0, row: 0)
        let first = catalog()
        try write("{", to: packs + "/dunes/dune.json")
        let broken = catalog(keeping: first)
        XCTAssertEqual(broken.level(id: "dunes.dune"), first.level(id: "dunes.dune"), "the old level stays")
        XCTAssertFalse(broken.problems.isEmpty)
        try level("dune", in: packs + "/dunes", column: 3, row: 1)
        try level("new", in: packs + "/dunes", column: 4, row: 1)
        let fixed = catalog(keeping: broken)
        XCTAssertEqual(fixed.level(id: "dunes.dune").map { [$0.tile.column, $0.tile.row] }, [3, 11])
        XCTAssertNotNil(fixed.level(id: "dunes.new"))
        XCTAssertEqual(fixed.levels.filter { $0.pack == nil }.map(\.id), ["catch", "shy"])
    }

    func testAPacksSolvesAreKeyedApartAndSurviveAReload() throws {
        try level("catch", in: packs + "/dunes", column: 0, row: 0)
        var progress = Progress()
        progress.record(levelID: "dunes.catch", solvedInTicks: 500)
        let saved = try Progress.decode(progress.encode())
        XCTAssertEqual(saved[level: "dunes.catch"].bestTicks, 500)
        XCTAssertFalse(saved[level: "catch"].isSolved, "the shipped level of the same name is untouched")
        let reloaded = catalog(keeping: catalog())
        let home = HomeScreen(catalog: reloaded, solved: Set(saved.levels.filter { $0.value.isSolved }.map(\.key)))
        XCTAssertEqual(home.tiles.first { $0.id == "dunes.catch" }?.state, .solved)
        XCTAssertEqual(home.tiles.first { $0.id == "catch" }?.state, .open)
    }
}
