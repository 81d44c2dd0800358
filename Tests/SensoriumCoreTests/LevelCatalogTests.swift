import Foundation
import XCTest
@testable import SensoriumCore

/// The repository's root, found from this file's path (Tests/SensoriumCoreTests/...).
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// A fresh folder under the temporary directory, removed when the test ends.
func makeTemporaryFolder(_ test: XCTestCase) throws -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("sensorium-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}

func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

final class LevelCatalogTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
    }

    /// Writes a level file named `<id>.json` (or `name`) into the test folder.
    private func level(_ id: String, column: Int, row: Int = 0, requires: [String] = [],
                       name: String? = nil, goal: String = #"{"catches": 3}"#) throws {
        let list = requires.isEmpty ? nil : "[" + requires.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        try write(levelJSON(id: id, tile: ##"{"color": "#3A7BD5", "column": \##(column), "row": \##(row)}"##,
                            requires: list, goal: goal),
                  to: folder + "/" + (name ?? id + ".json"))
    }

    private func lines(_ catalog: LevelCatalog) -> [String] { catalog.problems.map(\.description) }

    func testTheShippedLevelsLoadWithoutProblems() {
        let catalog = LevelCatalog.load(directory: repositoryRoot + "/Levels")
        XCTAssertEqual(lines(catalog), [])
        XCTAssertEqual(catalog.brokenFiles, [])
        XCTAssertEqual(catalog.levels.filter { $0.tile.row == 0 }.map(\.id), ["catch", "restless", "shy", "leap", "wary", "flea", "float", "hop"])
        XCTAssertEqual(catalog.level(id: "restless")?.requires, ["catch"])
        XCTAssertEqual(catalog.level(id: "shy")?.requires, ["restless"])
        XCTAssertNil(catalog.level(id: "missing"))
    }

    func testLevelsAreOrderedByRowThenColumn() throws {
        try level("c", column: 0, row: 1)
        try level("a", column: 5, row: 0)
        try level("b", column: 1, row: 1)
        XCTAssertEqual(LevelCatalog.load(directory: folder).levels.map(\.id), ["a", "c", "b"])
    }

    func testBrokenFilesAreReportedOneLineEachAndTheOthersLoad() throws {
        try level("good", column: 0)
        try level("zero", column: 1, goal: #"{"catches": 0}"#)
        try write("{\n  \"format\": 1,\n  \"id\": tru\n}", to: folder + "/syntax.json")
        let catalog = LevelCatalog.load(directory: folder)
        XCTAssertEqual(catalog.levels.map(\.id), ["good"])
        XCTAssertEqual(lines(catalog), [
            "\(folder)/syntax.json: id: invalid literal (line 3, column 12)",
            "\(folder)/zero.json: goal.catches: 0 is outside 1...20",
        ])
        XCTAssertEqual(catalog.brokenFiles, ["syntax.json", "zero.json"])
    }

    func testTheIDMustMatchTheFileName() throws {
        try level("catch", column: 0, name: "other.json")
        let catalog = LevelCatalog.load(directory: folder)
        XCTAssertEqual(catalog.levels.count, 0)
        XCTAssertEqual(lines(catalog), [
            "\(folder)/other.json: id: \"catch\" does not match the file name; name the file catch.json",
        ])
        XCTAssertEqual(catalog.brokenFiles, ["other.json"])
    }

    func testDuplicateIDsAcrossFilesAreRejected() throws {
        // One folder cannot hold two files of one name; `sensorium validate A/x.json B/x.json` can.
        let other = try makeTemporaryFolder(self)
        try level("twin", column: 0)
        try write(levelJSON(id: "twin", tile: ##"{"color": "#000000", "column": 3, "row": 3}"##), to: other + "/twin.json")
        let catalog = LevelCatalog.load(files: [folder + "/twin.json", other + "/twin.json"])
        XCTAssertEqual(catalog.levels.map(\.tile.column), [0])
        XCTAssertEqual(lines(catalog), [
            "\(other)/twin.json: id: duplicate id \"twin\", also in \(folder)/twin.json",
        ])
    }

    /// Sets a file's modification time, seconds since 1970.
    private func age(_ file: String, _ seconds: Double) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: file)
    }

    func testTwoTilesCannotShareAGridCellTheNewcomerMovesToTheNextFreeOne() throws {
        try level("first", column: 2, row: 3)
        try level("second", column: 2, row: 3)
        try level("beside", column: 3, row: 3)
        try age(folder + "/first.json", 1_000)
        try age(folder + "/beside.json", 1_000)
        try age(folder + "/second.json", 2_000)
        let catalog = LevelCatalog.load(directory: folder)
        XCTAssertEqual(catalog.levels.map(\.id), ["first", "beside", "second"])
        XCTAssertEqual(catalog.level(id: "second").map { [$0.tile.column, $0.tile.row] }, [4, 3])
        XCTAssertEqual(lines(catalog), [
            "\(folder)/second.json: tile: column 2, row 3 is taken by first; shown at the free column 4, row 3; "
                + "free on its page: column 5 row 3, column 6 row 3, column 7 row 3, column 0 row 4 and 33 more",
        ])
        XCTAssertEqual(catalog.brokenFiles, [])
    }

    /// A stranger's `aaa.json` dropped beside the shipped levels, claiming the first cell: it is
    /// read first, but it is the newcomer, so `catch` and the 25 levels that require it stay.
    func testANewFileCannotTakeAShippedLevelsCell() throws {
        for file in try LevelFolder.files(in: repositoryRoot + "/Levels").paths {
            let copy = folder + "/" + (file as NSString).lastPathComponent
            try FileManager.default.copyItem(atPath: file, toPath: copy)
            try age(copy, 1_000)
        }
        try level("aaa", column: 0, row: 0)
        let shipped = LevelCatalog.load(directory: repositoryRoot + "/Levels")
        let catalog = LevelCatalog.load(directory: folder)
        XCTAssertEqual(catalog.levels.count, shipped.levels.count + 1)
        XCTAssertEqual(catalog.level(id: "catch")?.tile, shipped.level(id: "catch")?.tile)
        XCTAssertEqual(lines(catalog).count, 1)
        XCTAssertTrue(lines(catalog)[0].hasPrefix("\(folder)/aaa.json: tile: column 0, row 0 is taken by catch; shown at"), lines(catalog)[0])
    }

    func testRequiringAnUnknownLevelIsRejected() throws {
        try level("a", column: 0)
        try level("b", column: 1, requires: ["a", "ghost"])
        let catalog = LevelCatalog.load(directory: folder)
        XCTAssertEqual(catalog.levels.map(\.id), ["a"])
        XCTAssertEqual(lines(catalog), ["\(folder)/b.json: requires[1]: no valid level has id \"ghost\""])
    }

    func testRequiringABrokenLevelIsRejected() throws {
        try level("a", column: 0, goal: #"{"catches": 99}"#)
        try level("b", column: 1, requires: ["a"])
        let catalog = LevelCatalog.load(directory: folder)
        XCTAssertEqual(catalog.levels.map(\.id), [])
        XCTAssertEqual(lines(catalog), [
            "\(folder)/a.json: goal.catches: 99 is outside 1...20",
            "\(folder)/b.json: requires[0]: no valid level has id \"a\"",
        ])
    }

    func testALevelBehindARejectedRequirementIsRejectedToo() throws {
        // b can never be solved, so c could never open: a tile locked forever is a broken level.
        try level("a", column: 0)
        try level("b", column: 1, requires: ["ghost"])
        try level("c", column: 2, requires: ["a", "b"])
        let catalog = LevelCatalog.load(directory: folder)
        XCTAssertEqual(catalog.levels.map(\.id), ["a"])
        XCTAssertEqual(catalog.brokenFiles, ["b.json", "c.json"])
        XCTAssertEqual(lines(catalog).last, "\(folder)/c.json: requires[1]: \"b\" can never be opened: its own requirements are missing or loop back")
    }

    func testRequirementsThatFormALoopAreRejected() throws {
        try level("start", column: 0)
        try level("egg", column: 1, requires: ["start", "hen"])
        try level("hen", column: 2, requires: ["egg"])
        let catalog = LevelCatalog.load(directory: folder)
        XCTAssertEqual(catalog.levels.map(\.id), ["start"])
        XCTAssertEqual(catalog.brokenFiles.sorted(), ["egg.json", "hen.json"])
        XCTAssertTrue(catalog.problems.allSatisfy { $0.reason.contains("can never be opened") }, "\(lines(catalog))")
    }

    func testOnlyJSONFilesDirectlyInTheFolderAreRead() throws {
        try level("a", column: 0)
        try write("not a level", to: folder + "/README.md")
        try write("{", to: folder + "/a.json~")
        try FileManager.default.createDirectory(atPath: folder + "/solutions", withIntermediateDirectories: false)
        try write("{", to: folder + "/solutions/a.json")
        let catalog = LevelCatalog.load(directory: folder)
        XCTAssertEqual(catalog.levels.map(\.id), ["a"])
        XCTAssertEqual(lines(catalog), [])
    }

    func testAMissingFolderIsAProblemNotACrash() {
        let catalog = LevelCatalog.load(directory: folder + "/nowhere")
        XCTAssertEqual(catalog.levels.count, 0)
        XCTAssertEqual(lines(catalog), ["\(folder)/nowhere: (document): cannot read the levels folder"])
    }

    func testAMissingFileIsAProblemNotACrash() {
        let catalog = LevelCatalog.load(files: [folder + "/gone.json"])
        XCTAssertEqual(lines(catalog), ["\(folder)/gone.json: (document): no such file"])
        XCTAssertEqual(catalog.brokenFiles, ["gone.json"])
    }

    func testAFIFONamedLikeALevelIsRefusedWithoutWaitingForAWriter() throws {
        // Opening a FIFO for reading blocks until a writer comes; the catalog must not.
        XCTAssertEqual(mkfifo(folder + "/pipe.json", 0o600), 0)
        try level("fine", column: 0)
        let catalog = LevelCatalog.load(directory: folder)
        XCTAssertEqual(catalog.levels.map(\.id), ["fine"])
        XCTAssertEqual(lines(catalog), ["\(folder)/pipe.json: (document): not a regular file"])
    }

    func testATenMegabyteFileIsRejectedByItsSize() throws {
        // A sparse 10 MB file: the catalog reads at most the limit plus one byte of it.
        let path = folder + "/huge.json"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 10_000_000)
        try handle.close()
        try level("fine", column: 0)
        let catalog = LevelCatalog.load(directory: folder)
        XCTAssertEqual(catalog.levels.map(\.id), ["fine"])
        XCTAssertEqual(lines(catalog), ["\(path): (document): file is 10000000 bytes; the limit is 65536"])
    }
}
