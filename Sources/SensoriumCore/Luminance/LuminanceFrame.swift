/// One camera frame as luma: `width` x `height` bytes, row-major, 0 black ... 255 white. Every
/// luminance source (the level's scene, an image file, a webcam) hands the dark-scan challenge
/// one of these; colour never goes further than the conversion here.
public struct LuminanceFrame: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height` luma bytes, row by row from the top-left.
    public var pixels: [UInt8]

    /// A frame from luma bytes; `pixels.count` must be `width * height` (both at least 1).
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height, "luma size mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A frame of one luma everywhere.
    public init(width: Int, height: Int, luma: UInt8) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: luma, count: width * height))
    }

    /// Rec. 709 luma from 8-bit RGBA (bytes R, G, B, A in memory: SDL's `SDL_PIXELFORMAT_RGBA32`).
    /// Alpha is ignored. The weights are 54, 183 and 19 out of 256 (0.2126, 0.7152, 0.0722),
    /// rounded, so white stays 255 and black 0.
    /// - Parameter bytesPerRow: the stride of `rgba`, at least `width * 4`.
    public init(rgba: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int) {
        precondition(width > 0 && height > 0 && bytesPerRow >= width * 4 && rgba.count >= bytesPerRow * (height - 1) + width * 4,
                     "RGBA buffer too small")
        var pixels = [UInt8](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { out in
            let source = rgba.baseAddress!.assumingMemoryBound(to: UInt8.self)
            for y in 0..<height {
                let row = source + y * bytesPerRow
                let target = out.baseAddress! + y * width
                for x in 0..<width {
                    target[x] = Self.luma(row[4 * x], row[4 * x + 1], row[4 * x + 2])
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Rec. 709 luma from a tightly packed RGBA byte array (`width * height * 4` bytes).
    public init(rgba: [UInt8], width: Int, height: Int) {
        self = rgba.withUnsafeBytes { LuminanceFrame(rgba: $0, width: width, height: height, bytesPerRow: width * 4) }
    }

    /// Rec. 709 luma of one pixel, integer and exact: `(54 r + 183 g + 19 b + 128) >> 8`.
    @inline(__always)
    public static func luma(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let sum = UInt16(r) &* 54 &+ UInt16(g) &* 183 &+ UInt16(b) &* 19 &+ 128
        return UInt8(truncatingIfNeeded: sum &>> 8)
    }

    public subscript(x: Int, y: Int) -> UInt8 { pixels[y * width + x] }
}
