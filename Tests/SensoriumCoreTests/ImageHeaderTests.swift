import Foundation
import XCTest
@testable import SensoriumCore

/// The fixtures are 7x5 pictures written by real encoders (ImageMagick, cwebp); the hostile
/// cases are those files with their size fields edited.
final class ImageHeaderTests: XCTestCase {
    private static let fixtures = RepositoryPaths.root + "/Tests/SensoriumCoreTests/Fixtures/images/"
    private static let allFixtures = [
        "tiny.png", "tiny.jpg", "tiny-progressive.jpg", "tiny.gif", "tiny-info.bmp", "tiny-os2.bmp",
        "tiny-v5.bmp", "tiny-lossy.webp", "tiny-lossless.webp", "tiny-extended.webp",
    ]
    private let sceneBudget = 8192 * 8192

    private func fixture(_ name: String) throws -> [UInt8] {
        try XCTUnwrap(FileBytes.read(Self.fixtures + name, maxBytes: 1 << 16), "missing fixture \(name)")
    }

    /// A valid 2x1 QOI file: header, two QOI_OP_RGB pixels, end marker.
    private func qoi(width: UInt32 = 2, height: UInt32 = 1, channels: UInt8 = 3) -> [UInt8] {
        Array("qoif".utf8) + bigEndian(width) + bigEndian(height) + [channels, 0]
            + [0xFE, 255, 0, 0, 0xFE, 0, 0, 255] + [0, 0, 0, 0, 0, 0, 0, 1]
    }

    private func bigEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }

    private func set(_ bytes: inout [UInt8], at offset: Int, littleEndian value: Int, width: Int) {
        for index in 0..<width { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
    }

    private func set(_ bytes: inout [UInt8], at offset: Int, bigEndian value: Int, width: Int) {
        for index in 0..<width { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * (width - 1 - index))) }
    }

    /// Where the first JPEG frame header (SOF0 or SOF2) starts, at its 0xFF.
    private func frameHeaderOffset(_ jpeg: [UInt8]) throws -> Int {
        try XCTUnwrap((2..<jpeg.count - 1).first { jpeg[$0] == 0xFF && (jpeg[$0 + 1] == 0xC0 || jpeg[$0 + 1] == 0xC2) })
    }

    private func expectError(_ bytes: [UInt8], _ kind: FormatError.Category, _ fragment: String,
                             maxPixels: Int = 8192 * 8192, line: UInt = #line) {
        XCTAssertThrowsError(try ImageHeader.check(bytes, maxPixels: maxPixels), line: line) { error in
            guard let error = error as? FormatError else { return XCTFail("not a FormatError: \(error)", line: line) }
            XCTAssertEqual(error.category, kind, error.reason, line: line)
            XCTAssertTrue(error.reason.contains(fragment), "\"\(error.reason)\" lacks \"\(fragment)\"", line: line)
        }
    }

    // MARK: - Real headers

    func testReadsTheSizeOfEveryFormatFromARealFile() throws {
        let expected: [String: ImageHeader.Format] = [
            "tiny.png": .png, "tiny.jpg": .jpeg, "tiny-progressive.jpg": .jpeg, "tiny.gif": .gif,
            "tiny-info.bmp": .bmp, "tiny-os2.bmp": .bmp, "tiny-v5.bmp": .bmp,
            "tiny-lossy.webp": .webp, "tiny-lossless.webp": .webp, "tiny-extended.webp": .webp,
        ]
        XCTAssertEqual(Set(expected.keys), Set(Self.allFixtures))
        for (name, format) in expected {
            let header = try ImageHeader.check(try fixture(name), maxPixels: sceneBudget)
            XCTAssertEqual(header, ImageHeader(format: format, width: 7, height: 5), name)
        }
    }

    func testReadsQOISize() throws {
        XCTAssertEqual(try ImageHeader.check(qoi(), maxPixels: sceneBudget), ImageHeader(format: .qoi, width: 2, height: 1))
    }

    func testTopDownBMPHasAPositiveHeight() throws {
        var bytes = try fixture("tiny-info.bmp")
        set(&bytes, at: 22, littleEndian: -5, width: 4)
        XCTAssertEqual(try ImageHeader.read(bytes), ImageHeader(format: .bmp, width: 7, height: 5))
    }

    func testJPEGWalkSkipsFillBytesStandaloneMarkersAndMetadata() throws {
        let jpeg = try fixture("tiny.jpg")
        let exif = [0xFF, 0xE1, 0x00, 0x0A] + Array("Exif".utf8) + [0, 0, 0x4D, 0x4D]
        let edited = Array(jpeg[0..<2]) + [0xFF, 0x01] + [0xFF, 0xFF, 0xFF] + exif + [0xFF, 0xD0] + Array(jpeg[2...])
        XCTAssertEqual(try ImageHeader.read(edited), ImageHeader(format: .jpeg, width: 7, height: 5))
    }

    func testGIFFrameLargerThanItsScreenIsThePictureSize() throws {
        // 1x1 screen, a comment extension, then a 60000x60000 frame.
        let gif = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0]
            + [0x21, 0xFE, 3] + Array("hi!".utf8) + [0]
            + [0x2C, 0, 0, 0, 0, 0x60, 0xEA, 0x60, 0xEA, 0]
        XCTAssertEqual(try ImageHeader.read(gif), ImageHeader(format: .gif, width: 60000, height: 60000))
        expectError(gif, .tooLarge, "60000x60000")
    }

    // MARK: - Declared sizes over the limit

    func testTheHugePNGThatMotivatedThisIsRefused() throws {
        var png = try fixture("tiny.png")
        set(&png, at: 16, bigEndian: 100_000, width: 4)
        set(&png, at: 20, bigEndian: 30_000, width: 4)
        expectError(png, .tooLarge, "PNG picture is 100000x30000; the limit is 16384 on a side")
    }

    func testEveryFormatEditedToAHugeSizeIsRefused() throws {
        var png = try fixture("tiny.png")
        set(&png, at: 16, bigEndian: 0xFFFF_FFFF, width: 4)
        set(&png, at: 20, bigEndian: 0xFFFF_FFFF, width: 4)
        expectError(png, .tooLarge, "4294967295x4294967295", maxPixels: .max)

        for name in ["tiny.jpg", "tiny-progressive.jpg"] {
            var jpeg = try fixture(name)
            let frame = try frameHeaderOffset(jpeg)
            set(&jpeg, at: frame + 5, bigEndian: 65_535, width: 2)
            expectError(jpeg, .tooLarge, "JPEG picture is 7x65535")
        }

        var gif = try fixture("tiny.gif")
        set(&gif, at: 6, littleEndian: 40_000, width: 2)
        expectError(gif, .tooLarge, "GIF picture is 40000x5")

        var bmp = try fixture("tiny-v5.bmp")
        set(&bmp, at: 18, littleEndian: 100_000, width: 4)
        expectError(bmp, .tooLarge, "BMP picture is 100000x5")
        var os2 = try fixture("tiny-os2.bmp")
        set(&os2, at: 20, littleEndian: 20_000, width: 2)
        expectError(os2, .tooLarge, "BMP picture is 7x20000")

        // VP8 and VP8L hold 14 bits a side: within 16384, over the pixel budget.
        var lossy = try fixture("tiny-lossy.webp")
        set(&lossy, at: 26, littleEndian: 0x3FFF, width: 2)
        set(&lossy, at: 28, littleEndian: 0x3FFF, width: 2)
        expectError(lossy, .tooLarge, "WebP picture is 16383x16383; the limit is 67108864 pixels")
        var lossless = try fixture("tiny-lossless.webp")
        set(&lossless, at: 21, littleEndian: 0x0FFF_FFFF, width: 4)
        expectError(lossless, .tooLarge, "WebP picture is 16384x16384")
        var extended = try fixture("tiny-extended.webp")
        set(&extended, at: 24, littleEndian: 0xFF_FFFF, width: 3)
        expectError(extended, .tooLarge, "WebP picture is 16777216x5")

        expectError(qoi(width: 9000, height: 9000), .tooLarge, "QOI picture is 9000x9000")
    }

    func testPixelBudgetIsInclusive() throws {
        var png = try fixture("tiny.png")
        set(&png, at: 16, bigEndian: 8192, width: 4)
        set(&png, at: 20, bigEndian: 8192, width: 4)
        XCTAssertEqual(try ImageHeader.check(png, maxPixels: 8192 * 8192).width, 8192)
        expectError(png, .tooLarge, "the limit is 67108863 pixels", maxPixels: 8192 * 8192 - 1)
    }

    func testASideOverTheLimitIsRefusedWithinAnyPixelBudget() throws {
        var png = try fixture("tiny.png")
        set(&png, at: 16, bigEndian: ImageHeader.maxSide + 1, width: 4)
        set(&png, at: 20, bigEndian: 1, width: 4)
        expectError(png, .tooLarge, "16385x1", maxPixels: .max)
    }

    // MARK: - Broken and unknown files

    func testEveryTruncationIsRefusedOrReadsTheSameSize() throws {
        for name in Self.allFixtures {
            let bytes = try fixture(name)
            let whole = try ImageHeader.read(bytes)
            for length in 0..<bytes.count {
                do {
                    let header = try ImageHeader.read(Array(bytes[0..<length]))
                    XCTAssertEqual(header, whole, "\(name) cut at \(length)")
                } catch {
                    XCTAssertTrue([FormatError.Category.truncated, .unknownFormat].contains(error.category), "\(name) cut at \(length): \(error)")
                }
            }
        }
    }

    func testTruncatedHeaderSaysSo() {
        expectError(Array(qoi()[0..<10]), .truncated, "QOI header is truncated: the file ends at byte 10")
    }

    func testZeroSizeIsRefused() throws {
        var png = try fixture("tiny.png")
        set(&png, at: 16, bigEndian: 0, width: 4)
        expectError(png, .invalid, "PNG header declares a 0x5 picture")
        expectError(qoi(height: 0), .invalid, "QOI header declares a 2x0 picture")
    }

    func testUnknownFormatsAreRefused() {
        let tga: [UInt8] = [0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 0, 5, 0, 24, 0]
        let wav = Array("RIFF".utf8) + [36, 0, 0, 0] + Array("WAVEfmt ".utf8)
        for bytes in [[], Array("hello".utf8), tga, wav, [0xFF, 0xD8]] {
            expectError(bytes, .unknownFormat, "not a PNG, JPEG, GIF, BMP, WebP or QOI picture")
        }
    }

    func testImpossibleFieldsAreInvalid() throws {
        expectError([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x08], .invalid, "marker 0xDA at offset 3 before any frame header")
        expectError([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01], .invalid, "segment 0xE0 at offset 3 has length 1")
        expectError(qoi(channels: 5), .invalid, "5 channels")
        var png = try fixture("tiny.png")
        png[12] = UInt8(ascii: "X")
        expectError(png, .invalid, "the first chunk is not a 13-byte IHDR")
        var bmp = try fixture("tiny-info.bmp")
        set(&bmp, at: 14, littleEndian: 41, width: 4)
        expectError(bmp, .invalid, "info header of 41 bytes")
        var webp = try fixture("tiny-lossy.webp")
        webp[15] = 0x01
        expectError(webp, .invalid, "the first chunk is \"VP8?\"")
    }

    func testErrorNamesTheFileOnce() {
        let error = FormatError(category: .unknownFormat, reason: "not a PNG, JPEG, GIF, BMP, WebP or QOI picture").inFile("scene.tga")
        XCTAssertEqual(error.description, "scene.tga: not a PNG, JPEG, GIF, BMP, WebP or QOI picture")
    }
}
