import CSDL2
import SensoriumCore

/// Decodes a picture (PNG, JPEG, ... whatever SDL_image reads) into a luminance frame: the
/// pictures levels name (`scenePictures`), and `sensorium scan IMAGE`.
public enum ImageLuminance {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Largest picture accepted, in pixels, so a hostile file cannot take all memory.
    public static let maxPixels = 8192 * 8192

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
            IMG_Load_RW(SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)), 1)
        }
        guard let decoded else {
            throw Failure(description: "\(path): not a readable image (\(String(cString: SDL_GetError())))")
        }
        defer { SDL_FreeSurface(decoded) }
        let width = Int(decoded.pointee.w), height = Int(decoded.pointee.h)
        guard width > 0, height > 0, width * height <= maxPixels else {
            throw Failure(description: "\(path): \(width)x\(height) is not a size the game reads")
        }
        guard let rgba = SDL_ConvertSurfaceFormat(decoded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw Failure(description: "\(path): cannot convert (\(String(cString: SDL_GetError())))")
        }
        defer { SDL_FreeSurface(rgba) }
        let pitch = Int(rgba.pointee.pitch)
        let bytes = UnsafeRawBufferPointer(start: rgba.pointee.pixels, count: pitch * height)
        return LuminanceFrame(rgba: bytes, width: width, height: height, bytesPerRow: pitch)
    }

    /// Scene pictures as levels load them: `Resources/scenes/<file>`, decoded here.
    public static func scenePictures(resources: String) -> LevelPictures {
        LevelPictures(directory: resources + "/scenes", decode: { bytes, file in try decode(bytes, file: file) })
    }
}
