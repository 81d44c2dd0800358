import Synchronization

/// A picture a level names, read and checked when the level loads but read again and decoded
/// only when it is first looked at (the level opens, a test or the solver asks): the home screen
/// and `sensorium validate` never pay for a decode, and no picture's bytes are held meanwhile.
/// Levels are parsed on several threads and rules are values copied freely, so the decoded frame
/// lives here, decoded once under a lock.
public final class ScenePicture: Sendable {
    /// What the picture is made from: a decoded frame handed in, or a file to read and decode,
    /// as it was when its level loaded.
    private enum Source: Sendable {
        case frame(LuminanceFrame)
        case file(path: String, identity: FileIdentity, decode: LevelPictures.Decode, width: Int, height: Int, reduction: Int)
    }

    private let source: Source
    private let decoded = Mutex<Result<LuminanceFrame, FormatError>?>(nil)

    /// A picture already decoded (tests, a frame from elsewhere).
    public init(frame: LuminanceFrame) {
        source = .frame(frame)
    }

    /// The picture at `path`, `width` x `height` as its header declares, read and decoded on
    /// first use and reduced `reduction` times on each side (1: kept as it is).
    init(path: String, identity: FileIdentity, decode: @escaping LevelPictures.Decode, width: Int, height: Int, reduction: Int) {
        source = .file(path: path, identity: identity, decode: decode, width: width, height: height, reduction: reduction)
    }

    /// The decoded picture, decoded on the first call; nil when it failed (`failure` says why):
    /// the wall then shows its background.
    public var frame: LuminanceFrame? { try? result.get() }

    /// Why a picture that passed its header check did not decode, naming its file, or nil.
    public var failure: FormatError? {
        if case .failure(let failure) = result { return failure }
        return nil
    }

    /// Whether the picture has been decoded yet (tests of laziness).
    public var isDecoded: Bool { decoded.withLock { $0 != nil } }

    private var result: Result<LuminanceFrame, FormatError> {
        decoded.withLock { state in
            if let state { return state }
            let made = Self.make(source)
            state = made
            return made
        }
    }

    private static func make(_ source: Source) -> Result<LuminanceFrame, FormatError> {
        switch source {
        case .frame(let frame):
            return .success(frame)
        case .file(let path, let identity, let decode, let width, let height, let reduction):
            let full: LuminanceFrame
            do {
                let bytes = try FileBytes.readDocument(path, maxBytes: LevelPictures.maxFileBytes)
                // The file the level loaded, or the picture would not be the one its replays
                // hashed; a saved picture reloads its level anyway (`LevelWatcher`).
                guard FileIdentity(path) == identity else {
                    return .failure(FormatError(file: path, category: .io, reason: "changed since its level loaded"))
                }
                full = try decode(bytes, path)
            } catch {
                return .failure((error as? FormatError)?.inFile(path) ?? FormatError(file: path, reason: "\(error)"))
            }
            // The budget was charged for the size the header declared; a decoder that disagrees
            // would spend memory nobody counted.
            guard full.width == width, full.height == height else {
                return .failure(FormatError(file: path, category: .invalid,
                                          reason: "decoded as \(full.width)x\(full.height), its header says \(width)x\(height)"))
            }
            return .success(reduction > 1 ? full.reduced(by: reduction) : full)
        }
    }
}

extension ScenePicture: Equatable {
    /// Two pictures are equal when they come from the same version of the same file (device,
    /// inode, size, modification time), decoded the same way, or (a frame handed in) when their
    /// frames are equal; comparing never reads or decodes a file picture.
    public static func == (lhs: ScenePicture, rhs: ScenePicture) -> Bool {
        if lhs === rhs { return true }
        switch (lhs.source, rhs.source) {
        case let (.file(leftPath, leftIdentity, _, _, _, leftReduction), .file(rightPath, rightIdentity, _, _, _, rightReduction)):
            return leftPath == rightPath && leftReduction == rightReduction && leftIdentity == rightIdentity
        default:
            return lhs.frame == rhs.frame
        }
    }
}
