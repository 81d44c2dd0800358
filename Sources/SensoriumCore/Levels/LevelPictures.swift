/// Where the pictures a level names come from: a folder (`Resources/scenes`) and the platform's
/// image decoder (SDL_image), handed to the catalog so that pictures are read and decoded while
/// the level is parsed, in the one loading pass. The core alone has no decoder: it loads levels
/// without their pictures.
public struct LevelPictures: Sendable {
    /// Decodes a picture file's bytes into luma; `file` names it in errors.
    public typealias Decode = @Sendable (_ bytes: [UInt8], _ file: String) throws -> LuminanceFrame

    /// Largest picture file read, bytes.
    public static let maxFileBytes = 64 << 20

    public let directory: String
    public let decode: Decode

    public init(directory: String, decode: @escaping Decode) {
        self.directory = directory
        self.decode = decode
    }
}

/// The files one level reads besides itself, while it is parsed: a kind's parser asks here for
/// its pictures, and the bytes of every file read are kept for the replay hash
/// (`Level.assetBytes`).
public struct LevelAssets: Sendable {
    public let pictures: LevelPictures?
    /// Every file read so far, concatenated in reading order.
    public private(set) var bytes: [UInt8] = []

    public init(pictures: LevelPictures? = nil) {
        self.pictures = pictures
    }

    /// The picture `file` (a bare name in the pictures folder), read through the bounded reader
    /// and decoded; nil when this load has no decoder. Throws the reason, naming the picture's
    /// file, when it cannot be read or decoded.
    public mutating func picture(_ file: String) throws -> LuminanceFrame? {
        guard let pictures else { return nil }
        let path = pictures.directory + "/" + file
        let fileBytes = try FileBytes.readDocument(path, maxBytes: LevelPictures.maxFileBytes)
        let frame = try pictures.decode(fileBytes, path)
        bytes += fileBytes
        return frame
    }
}
