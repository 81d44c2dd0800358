import XCTest
@testable import SensoriumCore

final class DesktopPreferencesTests: XCTestCase {
    func testGSettingsBooleansAreParsed() {
        XCTAssertEqual(DesktopPreferences.parseGSettingsBoolean("true\n"), true)
        XCTAssertEqual(DesktopPreferences.parseGSettingsBoolean("false\n"), false)
        XCTAssertEqual(DesktopPreferences.parseGSettingsBoolean("  false  "), false)
    }

    func testAnythingElseIsUnknown() {
        XCTAssertNil(DesktopPreferences.parseGSettingsBoolean(""))
        XCTAssertNil(DesktopPreferences.parseGSettingsBoolean("No such schema “org.gnome.desktop.interface”\n"))
        XCTAssertNil(DesktopPreferences.parseGSettingsBoolean("'true'\n"))
    }
}
