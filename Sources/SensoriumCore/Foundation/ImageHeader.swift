/// The format and size an image file declares, read from its header without decoding a pixel.
///
/// Decoders allocate what the header declares before they notice the file is tiny: an 82-byte
/// PNG declaring 100000x30000 makes SDL_image ask for gigabytes. Scene pictures and screenshots
/// are therefore checked here first, and only a file that passes is handed to the decoder.
/// A format this reader does not know is refused too, so nothing unchecked reaches a decoder.
///
/// Every read is bounds-checked: a short or hostile file is a thrown ``FormatError``,
/// never a trap.
///
/// ```swift
/// let bytes = try FileBytes.read(path, maxBytes: 64 << 20) ?? []
/// let header = try ImageHeader.check(bytes, maxPixels: 8192 * 8192)  // then IMG_Load
/// ```
public struct ImageHeader: Equatable, Sendable {
    /// The formats recognised by their signature. TGA has none and is not recognised.
    public enum Format: String, CaseIterable, Sendable {
        case png = "PNG"
        case jpeg = "JPEG"
        case gif = "GIF"
        case bmp = "BMP"
        case webp = "WebP"
        case qoi = "QOI"
    }

    /// The longest side `check` accepts, in pixels, whatever the pixel budget.
    public static let maxSide = 16384

    public var format: Format
    /// Pixels, at least 1.
    public var width: Int
    /// Pixels, at least 1 (a bottom-up or top-down BMP alike).
    public var height: Int

    public init(format: Format, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// The header of `bytes`, refused when it declares more than `maxPixels` pixels in all or
    /// more than ``maxSide`` on either side.
    ///
    /// - Parameter bytes: the whole file (a JPEG or GIF may put metadata before its size).
    /// - Parameter maxPixels: the largest width x height accepted.
    public static func check(_ bytes: [UInt8], maxPixels: Int) throws(FormatError) -> ImageHeader {
        let header = try read(bytes)
        let size = "\(header.width)x\(header.height)"
        guard header.width <= maxSide, header.height <= maxSide else {
            throw FormatError(category: .tooLarge, reason: "\(header.format.rawValue) picture is \(size); the limit is \(maxSide) on a side")
        }
        let (pixels, overflow) = header.width.multipliedReportingOverflow(by: header.height)
        guard !overflow, pixels <= maxPixels else {
            throw FormatError(category: .tooLarge, reason: "\(header.format.rawValue) picture is \(size); the limit is \(maxPixels) pixels")
        }
        return header
    }

    /// The header of `bytes` as declared, with no size limit; zero sizes are refused.
    public static func read(_ bytes: [UInt8]) throws(FormatError) -> ImageHeader {
        let header: ImageHeader
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            header = try readPNG(HeaderBytes(bytes, .png))
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            header = try readJPEG(HeaderBytes(bytes, .jpeg))
        } else if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            header = try readGIF(HeaderBytes(bytes, .gif))
        } else if bytes.starts(with: Array("BM".utf8)) {
            header = try readBMP(HeaderBytes(bytes, .bmp))
        } else if bytes.starts(with: Array("RIFF".utf8)), bytes.dropFirst(8).starts(with: Array("WEBP".utf8)) {
            header = try readWebP(HeaderBytes(bytes, .webp))
        } else if bytes.starts(with: Array("qoif".utf8)) {
            header = try readQOI(HeaderBytes(bytes, .qoi))
        } else {
            throw FormatError(category: .unknownFormat, reason: "not a PNG, JPEG, GIF, BMP, WebP or QOI picture")
        }
        guard header.width > 0, header.height > 0 else {
            throw FormatError(category: .invalid, reason: "\(header.format.rawValue) header declares a \(header.width)x\(header.height) picture")
        }
        return header
    }
}

// MARK: - Formats

extension ImageHeader {
    /// The IHDR chunk, which the PNG specification requires first.
    private static func readPNG(_ file: HeaderBytes) throws(FormatError) -> ImageHeader {
        guard try file.uint32BE(8) == 13, try file.tag(12) == "IHDR" else {
            throw file.invalid("the first chunk is not a 13-byte IHDR")
        }
        return ImageHeader(format: .png, width: try file.uint32BE(16), height: try file.uint32BE(20))
    }

    /// Walks the marker segments to the first frame header (SOFn), which holds the size.
    private static func readJPEG(_ file: HeaderBytes) throws(FormatError) -> ImageHeader {
        var offset = 2
        while true {
            guard try file.byte(offset) == 0xFF else {
                throw file.invalid("expected a marker at offset \(offset)")
            }
            // Any number of 0xFF fill bytes may precede a marker code.
            var codeOffset = offset + 1
            while try file.byte(codeOffset) == 0xFF { codeOffset += 1 }
            let code = try file.byte(codeOffset)
            let segment = codeOffset + 1
            switch code {
            case 0x01, 0xD0...0xD7:
                offset = segment  // TEM and RSTn stand alone, with no length.
            case 0xC0...0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                guard try file.uint16BE(segment) >= 8 else { throw file.invalid("frame header shorter than 8 bytes") }
                return ImageHeader(format: .jpeg, width: try file.uint16BE(segment + 5), height: try file.uint16BE(segment + 3))
            case 0x00, 0xD8, 0xD9, 0xDA:
                throw file.invalid("marker 0x\(hex(code)) at offset \(codeOffset) before any frame header")
            default:
                let length = try file.uint16BE(segment)
                guard length >= 2 else { throw file.invalid("segment 0x\(hex(code)) at offset \(codeOffset) has length \(length)") }
                offset = segment + length
            }
        }
    }

    /// The logical screen and the first image descriptor: decoders size their surface from
    /// either, so the larger extent of the two is the picture's size.
    private static func readGIF(_ file: HeaderBytes) throws(FormatError) -> ImageHeader {
        let screenWidth = try file.uint16LE(6), screenHeight = try file.uint16LE(8)
        let flags = try file.byte(10)
        var offset = 13 + (flags & 0x80 != 0 ? 3 << ((flags & 0x07) + 1) : 0)
        while true {
            switch try file.byte(offset) {
            case 0x21:  // Extension: a label, then sub-blocks up to an empty one.
                offset += 2
                var blockSize = -1
                while blockSize != 0 {
                    blockSize = try file.byte(offset)
                    offset += 1 + blockSize
                }
            case 0x2C:
                let left = try file.uint16LE(offset + 1), top = try file.uint16LE(offset + 3)
                let width = try file.uint16LE(offset + 5), height = try file.uint16LE(offset + 7)
                let hasFrame = width > 0 && height > 0
                return ImageHeader(format: .gif,
                                   width: max(screenWidth, hasFrame ? left + width : 0),
                                   height: max(screenHeight, hasFrame ? top + height : 0))
            case 0x3B:
                throw file.invalid("the file ends (trailer) before any image")
            case let block:
                throw file.invalid("unknown block 0x\(hex(block)) at offset \(offset)")
            }
        }
    }

    /// The OS/2 core header (16-bit sizes) or a Windows info header of any version (signed
    /// 32-bit sizes; a negative height is a top-down picture).
    private static func readBMP(_ file: HeaderBytes) throws(FormatError) -> ImageHeader {
        let infoSize = try file.uint32LE(14)
        switch infoSize {
        case 12:
            return ImageHeader(format: .bmp, width: try file.uint16LE(18), height: try file.uint16LE(20))
        case 16, 40, 52, 56, 64, 108, 124:
            let width = Int(Int32(truncatingIfNeeded: try file.uint32LE(18)))
            let height = Int(Int32(truncatingIfNeeded: try file.uint32LE(22)))
            guard width >= 0 else { throw file.invalid("negative width \(width)") }
            return ImageHeader(format: .bmp, width: width, height: abs(height))
        default:
            throw file.invalid("info header of \(infoSize) bytes is not a known version")
        }
    }

    /// The first chunk: a lossy key frame (VP8), a lossless image (VP8L) or the extended
    /// format's canvas (VP8X).
    private static func readWebP(_ file: HeaderBytes) throws(FormatError) -> ImageHeader {
        switch try file.tag(12) {
        case "VP8 ":
            guard try file.byte(20) & 0x01 == 0 else { throw file.invalid("the first VP8 frame is not a key frame") }
            guard try file.byte(23) == 0x9D, try file.byte(24) == 0x01, try file.byte(25) == 0x2A else {
                throw file.invalid("VP8 key frame without its start code")
            }
            return ImageHeader(format: .webp, width: try file.uint16LE(26) & 0x3FFF, height: try file.uint16LE(28) & 0x3FFF)
        case "VP8L":
            guard try file.byte(20) == 0x2F else { throw file.invalid("VP8L chunk without its signature byte") }
            let bits = try file.uint32LE(21)
            guard bits >> 29 == 0 else { throw file.invalid("VP8L version \(bits >> 29) is not 0") }
            return ImageHeader(format: .webp, width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1)
        case "VP8X":
            return ImageHeader(format: .webp, width: try file.uint24LE(24) + 1, height: try file.uint24LE(27) + 1)
        case let tag:
            throw file.invalid("the first chunk is \"\(tag)\", not VP8, VP8L or VP8X")
        }
    }

    /// The fixed 14-byte header: magic, width, height, channels, colour space.
    private static func readQOI(_ file: HeaderBytes) throws(FormatError) -> ImageHeader {
        let width = try file.uint32BE(4), height = try file.uint32BE(8)
        let channels = try file.byte(12), colorSpace = try file.byte(13)
        guard channels == 3 || channels == 4 else { throw file.invalid("\(channels) channels; QOI has 3 or 4") }
        guard colorSpace <= 1 else { throw file.invalid("colour space \(colorSpace); QOI has 0 or 1") }
        return ImageHeader(format: .qoi, width: width, height: height)
    }

    private static func hex(_ byte: Int) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}

// MARK: - Bounds-checked reading

/// A file's bytes read at offsets that may be past the end: every read checks first and a
/// short file is a `truncated` error naming the format.
private struct HeaderBytes {
    let bytes: [UInt8]
    let format: ImageHeader.Format

    init(_ bytes: [UInt8], _ format: ImageHeader.Format) {
        self.bytes = bytes
        self.format = format
    }

    func invalid(_ reason: String) -> FormatError {
        FormatError(category: .invalid, reason: "\(format.rawValue) header: \(reason)")
    }

    func byte(_ offset: Int) throws(FormatError) -> Int {
        guard offset >= 0, offset < bytes.count else {
            throw FormatError(category: .truncated, reason: "\(format.rawValue) header is truncated: the file ends at byte \(bytes.count)")
        }
        return Int(bytes[offset])
    }

    func uint16LE(_ offset: Int) throws(FormatError) -> Int {
        let low = try byte(offset), high = try byte(offset + 1)
        return low | high << 8
    }

    func uint16BE(_ offset: Int) throws(FormatError) -> Int {
        let high = try byte(offset), low = try byte(offset + 1)
        return high << 8 | low
    }

    func uint24LE(_ offset: Int) throws(FormatError) -> Int {
        let low = try uint16LE(offset), high = try byte(offset + 2)
        return low | high << 16
    }

    func uint32LE(_ offset: Int) throws(FormatError) -> Int {
        let low = try uint16LE(offset), high = try uint16LE(offset + 2)
        return low | high << 16
    }

    func uint32BE(_ offset: Int) throws(FormatError) -> Int {
        let high = try uint16BE(offset), low = try uint16BE(offset + 2)
        return high << 16 | low
    }

    /// Four bytes as text, with anything unprintable shown as `?`, for chunk names.
    func tag(_ offset: Int) throws(FormatError) -> String {
        var text = ""
        for index in offset..<offset + 4 {
            let value = try byte(index)
            text.append((0x20...0x7E).contains(value) ? Character(Unicode.Scalar(UInt8(value))) : "?")
        }
        return text
    }
}
