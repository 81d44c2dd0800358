import CSDL2
import SensoriumCore

/// Decodes a picture (PNG, JPEG, ... whatever SDL_image reads) into a luminance frame: the
/// pictures levels name (`scenePictures`), and `sensorium scan IMAGE`.
public enum ImageLuminance {
    /// Largest picture accepted, in pixels, so a hostile file cannot take all memory: the same
    /// limit a level's picture is checked against when it loads.
    public static let maxPixels = LevelPictures.maxPixels

    /// The picture at `path`, read through the bounded reader and decoded from memory.
    public static func load(_ path: String) throws -> LuminanceFrame {
        try decode(FileBytes.readDocument(path, maxBytes: LevelPictures.maxFileBytes), file: path)
    }

    /// Decodes a picture's bytes; `file` names it in errors. The size its header declares is
    /// checked first, so a tiny file declaring a huge picture is refused before SDL_image
    /// allocates anything for it; an unknown format is refused too.
    public static func decode(_ bytes: [UInt8], file path: String) throws -> LuminanceFrame {
        do {
            _ = try ImageHeader.check(bytes, maxPixels: maxPixels)
        } catch {
            throw error.inFile(path)
        }
        let decoded = bytes.withUnsafeBytes { buffer in
            sensorium_IMG_Load_RW(SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)), 1)
        }
        guard let decoded else {
            throw Refusal("\(path): not a readable image (\(String(cString: SDL_GetError())))", refuses: .input)
        }
        defer { SDL_FreeSurface(decoded) }
        let width = Int(decoded.pointee.w), height = Int(decoded.pointee.h)
        guard width > 0, height > 0, width * height <= maxPixels else {
            throw Refusal("\(path): \(width)x\(height) is not a size the game reads", refuses: .input)
        }
        if let frame = greyFromPalette(decoded, width: width, height: height) { return frame }
        guard let rgba = SDL_ConvertSurfaceFormat(decoded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw Refusal("\(path): cannot convert (\(String(cString: SDL_GetError())))", refuses: .input)
        }
        defer { SDL_FreeSurface(rgba) }
        let pitch = Int(rgba.pointee.pitch)
        let bytes = UnsafeRawBufferPointer(start: rgba.pointee.pixels, count: pitch * height)
        return LuminanceFrame(rgba: bytes, width: width, height: height, bytesPerRow: pitch)
    }

    /// A palette picture (SDL_image reads an 8-bit grey PNG, as the scenes are, this way) read
    /// straight through its palette's luma: the same bytes as converting to RGBA first, without
    /// a surface four times the picture's size (256 MiB for an 8192x8192 picture).
    private static func greyFromPalette(_ surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int) -> LuminanceFrame? {
        guard let format = surface.pointee.format, format.pointee.format == SDL_PIXELFORMAT_INDEX8.rawValue,
              let palette = format.pointee.palette, let colors = palette.pointee.colors,
              let source = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var lumaOf = [UInt8](repeating: 0, count: 256)
        for index in 0..<Int(palette.pointee.ncolors) where index < 256 {
            lumaOf[index] = LuminanceFrame.luma(colors[index].r, colors[index].g, colors[index].b)
        }
        let pitch = Int(surface.pointee.pitch)
        var pixels = [UInt8](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = source + y * pitch, target = out.baseAddress! + y * width
                for x in 0..<width { target[x] = lumaOf[Int(row[x])] }
            }
        }
        return LuminanceFrame(width: width, height: height, pixels: pixels)
    }

    /// Scene pictures as levels load them: `Resources/scenes/<file>`, decoded here.
    public static func scenePictures(resources: String) -> LevelPictures {
        LevelPictures(directory: resources + "/scenes", decode: { bytes, file in try decode(bytes, file: file) })
    }
}
