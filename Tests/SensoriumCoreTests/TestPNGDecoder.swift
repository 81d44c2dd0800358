@testable import SensoriumCore

/// Reads the scene pictures the shipped levels name, for tests of the core (which has no image
/// library; the game decodes them with SDL_image). Only what `scripts/scenes/compose.py` writes
/// is supported: 8-bit grey, or 8-bit RGB / RGBA, not interlaced. Grey needs no conversion and
/// colour goes through `LuminanceFrame.luma`, so the frame is the one SDL_image's path produces
/// and replays made by the game verify here.
enum TestPNGDecoder {
    struct Failure: Error { let reason: String }

    /// Scene pictures as the game loads them (`Resources/scenes`), decoded here.
    static let scenePictures = LevelPictures(directory: RepositoryPaths.resources + "/scenes") { bytes, file in
        do {
            return try decode(bytes)
        } catch {
            throw JSONError(file: file, path: "", reason: "test PNG decoder: \((error as? Failure)?.reason ?? "\(error)")")
        }
    }

    static func decode(_ bytes: [UInt8]) throws -> LuminanceFrame {
        guard bytes.count > 8, Array(bytes[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10] else { throw Failure(reason: "not a PNG") }
        var offset = 8
        var width = 0, height = 0, channels = 0
        var compressed: [UInt8] = []
        func u32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        while offset + 8 <= bytes.count {
            let length = u32(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + 8
            guard body + length <= bytes.count else { throw Failure(reason: "truncated chunk") }
            switch type {
            case "IHDR":
                width = u32(body); height = u32(body + 4)
                guard bytes[body + 8] == 8, bytes[body + 12] == 0 else { throw Failure(reason: "only 8-bit, non-interlaced") }
                switch bytes[body + 9] {
                case 0: channels = 1
                case 2: channels = 3
                case 6: channels = 4
                default: throw Failure(reason: "colour type \(bytes[body + 9])")
                }
            case "IDAT":
                compressed += bytes[body..<body + length]
            default:
                break
            }
            offset = body + length + 4
        }
        guard width > 0, height > 0, compressed.count > 2 else { throw Failure(reason: "no image") }
        var inflater = Inflater(input: compressed, start: 2)   // past the zlib header
        let raw = try inflater.inflate()
        let stride = width * channels
        guard raw.count >= (stride + 1) * height else { throw Failure(reason: "short image data") }
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
                default: throw Failure(reason: "filter \(filter)")
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

/// DEFLATE (RFC 1951), after Mark Adler's `puff.c`: canonical Huffman codes decoded a bit at a
/// time. Slow but small; test pictures are a few hundred kilobytes.
private struct Inflater {
    let input: [UInt8]
    var position: Int
    var bitBuffer = 0
    var bitCount = 0
    var output: [UInt8] = []

    init(input: [UInt8], start: Int) {
        self.input = input
        position = start
    }

    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
                               3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    mutating func bits(_ need: Int) throws -> Int {
        while bitCount < need {
            guard position < input.count else { throw TestPNGDecoder.Failure(reason: "deflate data ends early") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << need) - 1)
        bitBuffer >>= need
        bitCount -= need
        return value
    }

    mutating func decode(_ table: Huffman) throws -> Int {
        var code = 0, first = 0, index = 0
        for length in 1..<16 {
            code |= try bits(1)
            let count = table.counts[length]
            if code - count < first { return table.symbols[index + (code - first)] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw TestPNGDecoder.Failure(reason: "bad Huffman code")
    }

    mutating func inflate() throws -> [UInt8] {
        var last = 0
        while last == 0 {
            last = try bits(1)
            switch try bits(2) {
            case 0: try stored()
            case 1: try codes(Self.fixed.literal, Self.fixed.distance)
            case 2:
                let tables = try dynamicTables()
                try codes(tables.0, tables.1)
            default: throw TestPNGDecoder.Failure(reason: "bad block type")
            }
        }
        return output
    }

    mutating func stored() throws {
        bitBuffer = 0; bitCount = 0
        guard position + 4 <= input.count else { throw TestPNGDecoder.Failure(reason: "short stored block") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        position += 4
        guard position + length <= input.count else { throw TestPNGDecoder.Failure(reason: "short stored block") }
        output += input[position..<position + length]
        position += length
    }

    static let fixed: (literal: Huffman, distance: Huffman) = {
        var lengths = [Int](repeating: 8, count: 288)
        for i in 144..<256 { lengths[i] = 9 }
        for i in 256..<280 { lengths[i] = 7 }
        return (Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
    }()

    mutating func dynamicTables() throws -> (Huffman, Huffman) {
        let literals = try bits(5) + 257, distances = try bits(5) + 1, codeLengths = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var lengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeLengths { lengths[order[i]] = try bits(3) }
        let lengthCode = Huffman(lengths: lengths)
        var all: [Int] = []
        while all.count < literals + distances {
            let symbol = try decode(lengthCode)
            switch symbol {
            case 0..<16: all.append(symbol)
            case 16:
                guard let previous = all.last else { throw TestPNGDecoder.Failure(reason: "repeat with no length") }
                all += [Int](repeating: previous, count: 3 + (try bits(2)))
            case 17: all += [Int](repeating: 0, count: 3 + (try bits(3)))
            default: all += [Int](repeating: 0, count: 11 + (try bits(7)))
            }
        }
        return (Huffman(lengths: Array(all[0..<literals])), Huffman(lengths: Array(all[literals..<literals + distances])))
    }

    mutating func codes(_ literal: Huffman, _ distance: Huffman) throws {
        while true {
            let symbol = try decode(literal)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < 29 else { throw TestPNGDecoder.Failure(reason: "bad length symbol") }
                let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                let d = try decode(distance)
                guard d < 30 else { throw TestPNGDecoder.Failure(reason: "bad distance symbol") }
                let back = Self.distanceBase[d] + (try bits(Self.distanceExtra[d]))
                guard back <= output.count else { throw TestPNGDecoder.Failure(reason: "distance too far back") }
                let from = output.count - back
                for i in 0..<length { output.append(output[from + i]) }
            }
        }
    }
}

extension RepositoryPaths {
    /// The shipped levels as the game loads them, scene pictures included (so replays of the
    /// photo levels verify and their scenes are the real ones), loaded once for all tests.
    static let shippedCatalog = LevelCatalog.load(directory: levels, pictures: TestPNGDecoder.scenePictures)
}
