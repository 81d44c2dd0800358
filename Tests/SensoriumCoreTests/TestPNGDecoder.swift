import CZlib
@testable import SensoriumCore

/// Reads the scene pictures the shipped levels name, for tests of the core (which has no image
/// library; the game decodes them with SDL_image): zlib inflates the image data, this file
/// undoes PNG's row filters. Only what `scripts/scenes/compose.py` writes is supported: 8-bit grey, or 8-bit RGB / RGBA, not interlaced. Grey needs no conversion and
/// colour goes through `LuminanceFrame.luma`, so the frame is the one SDL_image's path produces
/// and replays made by the game verify here.
enum TestPNGDecoder {
    /// Scene pictures as the game loads them (`Resources/scenes`), decoded here.
    static let scenePictures = LevelPictures(directory: RepositoryPaths.resources + "/scenes") { bytes, file in
        do {
            return try decode(bytes)
        } catch {
            throw FormatError(file: file, path: "", reason: "test PNG decoder: \(error)")
        }
    }

    static func decode(_ bytes: [UInt8]) throws -> LuminanceFrame {
        guard bytes.count > 8, Array(bytes[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10] else { throw Refusal("not a PNG") }
        var offset = 8
        var width = 0, height = 0, channels = 0
        var compressed: [UInt8] = []
        func u32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        while offset + 8 <= bytes.count {
            let length = u32(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + 8
            guard body + length <= bytes.count else { throw Refusal("truncated chunk") }
            switch type {
            case "IHDR":
                width = u32(body); height = u32(body + 4)
                guard bytes[body + 8] == 8, bytes[body + 12] == 0 else { throw Refusal("only 8-bit, non-interlaced") }
                switch bytes[body + 9] {
                case 0: channels = 1
                case 2: channels = 3
                case 6: channels = 4
                default: throw Refusal("colour type \(bytes[body + 9])")
                }
            case "IDAT":
                compressed += bytes[body..<body + length]
            default:
                break
            }
            offset = body + length + 4
        }
        guard width > 0, height > 0, compressed.count > 2 else { throw Refusal("no image") }
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: (stride + 1) * height)
        var length = uLong(raw.count)
        let status = compressed.withUnsafeBufferPointer { input in
            raw.withUnsafeMutableBufferPointer { output in
                uncompress(output.baseAddress, &length, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, length == uLong(raw.count) else { throw Refusal("image data: zlib status \(status)") }
        var previous = [UInt8](repeating: 0, count: stride)
        var pixels = [UInt8](repeating: 0, count: width * height)
        var row = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            let start = y * (stride + 1)
            let filter = raw[start]
            for i in 0..<stride {
                let x = raw[start + 1 + i]
                let a = i >= channels ? Int(row[i - channels]) : 0
                let b = Int(previous[i])
                let c = i >= channels ? Int(previous[i - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Refusal("filter \(filter)")
                }
                row[i] = x &+ UInt8(truncatingIfNeeded: predictor)
            }
            for x in 0..<width {
                pixels[y * width + x] = channels == 1 ? row[x]
                    : LuminanceFrame.luma(row[x * channels], row[x * channels + 1], row[x * channels + 2])
            }
            swap(&previous, &row)
        }
        return LuminanceFrame(width: width, height: height, pixels: pixels)
    }
}

extension RepositoryPaths {
    /// The shipped levels as the game loads them, scene pictures included (so replays of the
    /// photo levels verify and their scenes are the real ones), loaded once for all tests.
    static let shippedCatalog = LevelCatalog.load(directory: levels, pictures: TestPNGDecoder.scenePictures)
}
