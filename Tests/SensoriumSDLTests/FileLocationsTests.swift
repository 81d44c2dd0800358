import XCTest
@testable import SensoriumSDL

/// Where the data tree is found for each way the game is shipped: an unpacked tarball, a
/// `make install` prefix, the Debian package's `/usr/games`, and an explicit override.
final class FileLocationsTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "sensorium-locations-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func makeFolders(_ paths: String...) throws {
        for path in paths {
            try FileManager.default.createDirectory(atPath: root + "/" + path, withIntermediateDirectories: true)
        }
    }

    private func dataRoot(executable: String, environment: [String: String] = ["HOME": "/home/ada"]) -> String {
        FileLocations.resolve(environment: environment, executable: root + "/" + executable).dataRoot
    }

    func testUnpackedTarballFindsTheDataBesideTheBinary() throws {
        try makeFolders("sensorium-0.1.0/Levels", "sensorium-0.1.0/Resources", "share/sensorium/Levels")
        XCTAssertEqual(dataRoot(executable: "sensorium-0.1.0/sensorium"), root + "/sensorium-0.1.0")
    }

    func testFolderWithLevelsButNoResourcesIsNotTakenForTheDataTree() throws {
        try makeFolders("bin/Levels", "share/sensorium/Levels", "share/sensorium/Resources")
        XCTAssertEqual(dataRoot(executable: "bin/sensorium"), root + "/share/sensorium")
    }

    func testInstalledPrefixFindsShareSensorium() throws {
        try makeFolders("bin", "share/sensorium/Levels", "share/sensorium/Resources")
        XCTAssertEqual(dataRoot(executable: "bin/sensorium"), root + "/share/sensorium")
    }

    func testDebianGamesFolderFindsShareSensorium() throws {
        try makeFolders("usr/games", "usr/share/sensorium/Levels", "usr/share/sensorium/Resources")
        XCTAssertEqual(dataRoot(executable: "usr/games/sensorium"), root + "/usr/share/sensorium")
    }

    func testSensoriumDataOverridesTheDataBesideTheBinary() throws {
        try makeFolders("game/Levels", "game/Resources")
        let environment = ["HOME": "/home/ada", "SENSORIUM_DATA": "/elsewhere"]
        XCTAssertEqual(dataRoot(executable: "game/sensorium", environment: environment), "/elsewhere")
    }

    func testRunningExecutableIsAnAbsolutePathToAnExistingFile() {
        let path = FileLocations.runningExecutable()
        XCTAssertTrue(path.hasPrefix("/"), path)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: path), path)
    }
}
