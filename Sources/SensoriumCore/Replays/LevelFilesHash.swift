/// The fingerprint of the level files a replay was recorded on, so `sensorium verify` can tell
/// "this run is wrong" from "these levels changed since".
///
/// SHA-256 over a domain-separating prefix and, for each level in play order, the id and the
/// file's exact bytes, each preceded by its length as a 64-bit big-endian count. The lengths make
/// the encoding unambiguous (moving bytes between an id and a file, or between two files, changes
/// the hash); the prefix keeps it from colliding with any other SHA-256 use.
///
/// ```swift
/// LevelFilesHash.compute([("jump-1", bytesOfJump1)])   // 64 lowercase hex digits
/// ```
public enum LevelFilesHash {
    /// Bumped only if the construction above changes; it is part of every hash.
    public static let domain = "sensorium level files v1\n"

    /// The hash of the given levels, in the order given (the order the run plays them).
    ///
    /// - Parameter files: each level's id and the bytes of its JSON file as read from disk.
    /// - Returns: 64 lowercase hex digits.
    public static func compute(_ files: [(id: String, bytes: [UInt8])]) -> String {
        var hasher = SHA256()
        hasher.update(Array(domain.utf8))
        for file in files {
            let id = Array(file.id.utf8)
            hasher.update(lengthPrefix(id.count))
            hasher.update(id)
            hasher.update(lengthPrefix(file.bytes.count))
            hasher.update(file.bytes)
        }
        return SHA256.hex(hasher.finalize())
    }

    private static func lengthPrefix(_ count: Int) -> [UInt8] {
        let value = UInt64(count)
        return stride(from: 56, through: 0, by: -8).map { UInt8(truncatingIfNeeded: value >> UInt64($0)) }
    }
}
