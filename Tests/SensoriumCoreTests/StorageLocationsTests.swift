import XCTest
@testable import SensoriumCore

final class StorageLocationsTests: XCTestCase {
    func testXDGDirectoriesWinAndHomeIsTheFallback() {
        let fallback = StorageLocations(environment: ["HOME": "/home/ada"])
        XCTAssertEqual(fallback?.settingsFile, "/home/ada/.config/sensorium/settings.json")
        XCTAssertEqual(fallback?.progressFile, "/home/ada/.local/share/sensorium/progress.json")
        let xdg = StorageLocations(environment: ["HOME": "/home/ada", "XDG_CONFIG_HOME": "/cfg",
                                                 "XDG_DATA_HOME": "/data/"])
        XCTAssertEqual(xdg?.settingsFile, "/cfg/sensorium/settings.json")
        XCTAssertEqual(xdg?.progressFile, "/data/sensorium/progress.json")
        let relative = StorageLocations(environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "rel"])
        XCTAssertEqual(relative?.dataDirectory, "/home/ada/.local/share/sensorium")
        XCTAssertNil(StorageLocations(environment: [:]))
    }
}
