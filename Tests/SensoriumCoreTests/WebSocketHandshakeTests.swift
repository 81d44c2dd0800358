import XCTest
@testable import SensoriumCore

/// The handshake's pure half, without a socket: the server's sockets are `LiveSplitOneServerTests`.
final class WebSocketHandshakeTests: XCTestCase {
    func testTheHandshakeAnswersTheRFCsExampleKey() {
        XCTAssertEqual(WebSocketHandshake.accept(key: "dGhlIHNhbXBsZSBub25jZQ=="), "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }
}
