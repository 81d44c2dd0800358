/// A PNG of one colour: the smallest picture that carries a level tile's colour to a timer's
/// split icon. Stored (uncompressed) deflate blocks keep it free of a compression library; a
/// 16x16 RGBA picture is about 1.1 KB.
enum SolidColorPNG {
    static func encode(_ color: RGBA, side: Int = 16) -> [UInt8] {
        var header: [UInt8] = []
        bigEndian(UInt32(side), into: &header)
        bigEndian(UInt32(side), into: &header)
        header += [8, 6, 0, 0, 0]   // 8 bits per channel, RGBA, deflate, no filter method, no interlace
        // Each row: filter type 0 (none), then its pixels.
        let pixel: [UInt8] = [color.r, color.g, color.b, color.a]
        let row: [UInt8] = [0] + Array(repeating: pixel, count: side).flatMap { $0 }
        let pixels: [UInt8] = Array(repeating: row, count: side).flatMap { $0 }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        chunk("IHDR", header, into: &png)
        chunk("IDAT", zlibStored(pixels), into: &png)
        chunk("IEND", [], into: &png)
        return png
    }

    /// A zlib stream of stored blocks (at most 65,535 bytes each) and its Adler-32.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(data.count, start + 65_535)
            let length = UInt16(end - start)
            out.append(end == data.count ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += data[start..<end]
            start = end
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        bigEndian(b << 16 | a, into: &out)
        return out
    }

    private static func chunk(_ type: String, _ data: [UInt8], into png: inout [UInt8]) {
        bigEndian(UInt32(data.count), into: &png)
        let typed = Array(type.utf8) + data
        png += typed
        bigEndian(crc32(typed), into: &png)
    }

    /// CRC-32 (ISO 3309, as PNG uses it), bit by bit: icons are tiny.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ value: UInt32, into out: inout [UInt8]) {
        out += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
