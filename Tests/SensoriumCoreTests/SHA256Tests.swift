import XCTest
@testable import SensoriumCore

/// The FIPS 180-4 example vectors (NIST "SHA256.pdf" and the long-message test).
final class SHA256Tests: XCTestCase {
    func testEmptyMessage() {
        XCTAssertEqual(SHA256.hexDigest([]),
                       "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    func testAbc() {
        XCTAssertEqual(SHA256.hexDigest(Array("abc".utf8)),
                       "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    func testTwoBlock448BitMessage() {
        let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        XCTAssertEqual(SHA256.hexDigest(Array(message.utf8)),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func testOneMillionA() {
        XCTAssertEqual(SHA256.hexDigest([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)),
                       "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testDigestIsThirtyTwoBytes() {
        XCTAssertEqual(SHA256.hash(Array("abc".utf8)).count, SHA256.digestByteCount)
    }

    func testIncrementalUpdatesMatchOneShotAtEveryPaddingBoundary() {
        // Lengths around 55/56/64 bytes exercise both padding branches.
        for count in [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 200] {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            for split in Set([0, count / 3, count / 2, count]) {
                var hasher = SHA256()
                hasher.update(Array(bytes[..<split]))
                hasher.update(Array(bytes[split...]))
                XCTAssertEqual(hasher.finalize(), SHA256.hash(bytes), "length \(count) split \(split)")
            }
        }
    }

    func testHexWritesTwoLowercaseDigitsPerByte() {
        XCTAssertEqual(SHA256.hex([0x00, 0x0f, 0xa0, 0xff]), "000fa0ff")
    }
}
