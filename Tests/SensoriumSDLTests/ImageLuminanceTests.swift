import XCTest
import CSDL2
import SensoriumCore
@testable import SensoriumSDL

/// Pictures are checked by their header before SDL_image decodes them: a tiny file that
/// declares a huge picture costs nothing.
final class ImageLuminanceTests: SDLTestCase {
    /// A valid 68-byte PNG whose header declares `width` x `height` (its pixels are a few zeros).
    private func png(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(UInt32(data.count)) + body + be(crc32(body))
        }
        let header = be(width) + be(height) + [8, 2, 0, 0, 0]
        // zlib stream of ten zero bytes, stored uncompressed.
        let idat: [UInt8] = [0x78, 0x01, 0x01, 0x0A, 0x00, 0xF5, 0xFF] + [UInt8](repeating: 0, count: 10) + [0x00, 0x0A, 0x00, 0x01]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", idat) + chunk("IEND", [])
    }

    private func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        return ~crc
    }

    /// The shipped scenes are 8-bit grey PNGs, which SDL_image reads as palette pictures: read
    /// through the palette, they are the same bytes as through an RGBA surface.
    func testGreyScenesReadThroughTheirPaletteMatchTheRGBAPath() throws {
        let scenes = Self.repositoryRoot + "/Resources/scenes"
        for name in ["cafe", "cat", "cellar", "field", "launch"] {
            let path = scenes + "/\(name).png"
            let surface = try XCTUnwrap(IMG_Load(path))
            defer { SDL_FreeSurface(surface) }
            XCTAssertEqual(surface.pointee.format.pointee.format, SDL_PIXELFORMAT_INDEX8.rawValue, "\(name) takes the palette path")
            let rgba = try XCTUnwrap(SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0))
            defer { SDL_FreeSurface(rgba) }
            let width = Int(rgba.pointee.w), height = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
            let expected = LuminanceFrame(rgba: UnsafeRawBufferPointer(start: rgba.pointee.pixels, count: pitch * height),
                                          width: width, height: height, bytesPerRow: pitch)
            XCTAssertEqual(try ImageLuminance.load(path), expected, name)
        }
    }

    func testATinyFileDeclaringAHugePictureIsRefusedByItsHeaderBeforeDecoding() {
        let bomb = png(width: 100_000, height: 30_000)
        XCTAssertLessThan(bomb.count, 100)
        XCTAssertThrowsError(try ImageLuminance.decode(bomb, file: "bomb.png")) { error in
            XCTAssertTrue((error as? FormatError)?.category == .tooLarge, "refused by the header check, not by a failed allocation: \(error)")
            XCTAssertEqual("\(error)", "bomb.png: PNG picture is 100000x30000; the limit is 16384 on a side")
        }
    }

    func testAnUnknownFormatIsRefusedBeforeDecoding() {
        XCTAssertThrowsError(try ImageLuminance.decode(Array("not a picture at all".utf8), file: "x.png")) { error in
            XCTAssertEqual((error as? FormatError)?.category, .unknownFormat, "\(error)")
        }
    }
}
