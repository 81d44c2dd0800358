import FoundationEssentials
import Glibc
import Synchronization

/// Where the pictures a level names come from: a folder (`Resources/scenes`), the platform's
/// image decoder (SDL_image), and the budget of decoded pixels all of a catalog's pictures share,
/// handed to the catalog. While a level is parsed its picture is read and its header checked; the
/// bytes are not kept: the decode reads the file again when the picture is first looked at
/// (`ScenePicture`), and so does the replay hash (`Level.assetBytes`).
/// The core alone has no decoder: it loads levels without their pictures.
public struct LevelPictures: Sendable {
    /// Decodes a picture file's bytes into luma; `file` names it in errors.
    public typealias Decode = @Sendable (_ bytes: [UInt8], _ file: String) throws -> LuminanceFrame
    /// The size a picture file's header declares, without decoding it; throws why it is refused.
    public typealias Measure = @Sendable (_ bytes: [UInt8]) throws -> (width: Int, height: Int)

    /// Largest picture file read, bytes.
    public static let maxFileBytes = 64 << 20
    /// Largest picture accepted, in pixels as its header declares them, so a hostile file cannot
    /// take all memory while it decodes.
    public static let maxPixels = 8192 * 8192
    /// Decoded pixels (one byte each) all the pictures of one catalog may hold together, after
    /// each is reduced to what its camera can see: 32 Mi, seven times the shipped levels' five
    /// 1280x720 photographs. A picture over what is left is refused, naming its file.
    public static let defaultBudgetPixels = 32 << 20

    public let directory: String
    public let budgetPixels: Int
    /// File bytes all the pictures of one load may read together (a stranger's pack: two hundred
    /// levels naming one 60 MB file would read gigabytes at every load); nil for no limit but
    /// each file's.
    public let bytes: PictureBytes?
    public let measure: Measure
    public let decode: Decode

    /// - Parameter measure: reads the size from the header; by default `ImageHeader.check` with
    ///   `maxPixels` (the formats SDL_image reads).
    public init(directory: String, budgetPixels: Int = defaultBudgetPixels, bytes: PictureBytes? = nil,
                measure: @escaping Measure = LevelPictures.measureHeader, decode: @escaping Decode) {
        self.directory = directory
        self.budgetPixels = budgetPixels
        self.bytes = bytes
        self.measure = measure
        self.decode = decode
    }

    /// The size a PNG, JPEG, GIF, BMP, WebP or QOI header declares, refused over `maxPixels`.
    public static let measureHeader: Measure = { bytes in
        let header = try ImageHeader.check(bytes, maxPixels: maxPixels)
        return (header.width, header.height)
    }
}

/// What is left of the file bytes one load's pictures may read, shared by the files parsed side
/// by side (hence a lock).
public final class PictureBytes: @unchecked Sendable {
    public let total: Int
    private let left: Mutex<Int>

    public init(total: Int) {
        self.total = total
        left = Mutex(total)
    }

    /// Takes `count` bytes; false (and nothing taken) when fewer are left.
    func take(_ count: Int) -> Bool {
        left.withLock { left in
            guard count <= left else { return false }
            left -= count
            return true
        }
    }
}

/// The files one level reads besides itself, while it is parsed: a kind's parser asks here for
/// its pictures, and every file read is named for the replay hash (`Level.assetBytes`).
public struct LevelAssets: Sendable {
    public let pictures: LevelPictures?
    /// Every file read so far, in reading order.
    public private(set) var files: [String] = []
    /// The pictures read so far and the decoded pixels each will hold, for the catalog's budget.
    public private(set) var pictureCosts: [Level.PictureCost] = []

    public init(pictures: LevelPictures? = nil) {
        self.pictures = pictures
    }

    /// The picture `file` (a bare name in the pictures folder), read through the bounded reader
    /// and its header checked now, read again and decoded on first use; nil when this load has no
    /// decoder.
    /// Throws the reason, naming the picture's file, when it cannot be read or its header is
    /// refused.
    ///
    /// - Parameter field: the level field naming the picture, for the budget's error.
    /// - Parameter drawn: the most pixels across and down the game ever samples from the whole
    ///   picture (the camera at its closest zoom). A picture with at least twice that on both
    ///   sides is reduced by a whole factor at decode, never below it.
    public mutating func picture(_ file: String, field: String, drawn: (width: Int, height: Int)) throws -> ScenePicture? {
        guard let pictures else { return nil }
        let path = pictures.directory + "/" + file
        var maxBytes = LevelPictures.maxFileBytes
        if let allowance = pictures.bytes {
            // Charged by the size the file has before it is read, so the levels parsed side by
            // side never read more than the allowance between them.
            var info = stat()
            let size = stat(path, &info) == 0 ? Int(info.st_size) : 0
            guard size <= maxBytes, allowance.take(size) else {
                throw FormatError(file: path, reason: "this picture would take the pictures read past "
                    + "\(allowance.total >> 20) MB in all; use fewer or smaller pictures")
            }
            maxBytes = size
        }
        let fileBytes = try FileBytes.readDocument(path, maxBytes: maxBytes)
        guard let identity = FileIdentity(path) else {
            throw FormatError(file: path, category: .io, reason: "no such file")
        }
        let size: (width: Int, height: Int)
        do {
            size = try pictures.measure(fileBytes)
        } catch let error as FormatError {
            throw error.inFile(path)
        } catch {
            throw FormatError(file: path, reason: "\(error)")
        }
        let reduction = max(1, min(size.width / max(1, drawn.width), size.height / max(1, drawn.height)))
        let kept = ((size.width + reduction - 1) / reduction) * ((size.height + reduction - 1) / reduction)
        files.append(path)
        pictureCosts.append(Level.PictureCost(file: path, field: field, width: size.width, height: size.height, pixels: kept))
        return ScenePicture(path: path, identity: identity, decode: pictures.decode, width: size.width,
                            height: size.height, reduction: reduction)
    }
}
