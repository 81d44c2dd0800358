import XCTest
import CSDL2
@testable import SensoriumSDL

final class SDLErrorTests: XCTestCase {
    func testCarriesSDLsOwnMessage() {
        sensorium_set_error("no such device")
        XCTAssertEqual(SDLError("SDL_Open").description, "SDL_Open failed: no such device")
    }
}
