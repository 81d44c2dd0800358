import Synchronization

/// The shipped solutions the hints play: the input of `Levels/solutions/<id>.replay` for each
/// level that has one. A shelf from `load` reads a level's file the first time its hint asks for
/// it (once, then kept), not at start: the first frame has no use for 37 replays, and most
/// sessions never ask for a hint. What the ghost plays is drawn only; it never reaches the live
/// game, its replay or its state hash, so when the file is read changes nothing simulated.
public struct SolutionShelf: Sendable {
    /// Where a level's solution comes from: handed in, or read from a folder on first use.
    private enum Source: Sendable {
        case given([String: [InputCommand]])
        case folder(String, levelIDs: Set<String>, cache: Cache)
    }

    private let source: Source

    /// A shelf of solutions already in memory (tests, tools).
    public init(_ inputs: [String: [InputCommand]] = [:]) {
        source = .given(inputs)
    }

    /// The solution's commands for `levelID`, if it has one. A missing or unreadable file, or
    /// one that is not a one-level replay of its level, leaves that level without a hint ghost;
    /// its goal pulse still shows.
    public func solution(for levelID: String) -> [InputCommand]? {
        switch source {
        case .given(let inputs):
            return inputs[levelID]
        case .folder(let folder, let levelIDs, let cache):
            guard levelIDs.contains(levelID) else { return nil }
            return cache.inputs(for: levelID) {
                guard let replay = try? Replay.read(from: folder + "/" + levelID + ".replay"),
                      replay.header.levelIDs == [levelID] else { return nil }
                return replay.inputs
            }
        }
    }

    /// The shelf of `<folder>/<id>.replay` for each of `levelIDs`, read lazily (see the type).
    public static func load(folder: String, levelIDs: [String]) -> SolutionShelf {
        SolutionShelf(source: .folder(folder, levelIDs: Set(levelIDs), cache: Cache()))
    }

    private init(source: Source) {
        self.source = source
    }

    /// The solutions a lazy shelf has read so far, each level's answer (nil: no usable file) kept
    /// after its first read. Shared by the copies of one shelf, so a session's copies read once.
    private final class Cache: Sendable {
        private let read = Mutex<[String: [InputCommand]?]>([:])

        func inputs(for levelID: String, reading: () -> [InputCommand]?) -> [InputCommand]? {
            if let known = read.withLock({ $0[levelID] }) { return known }
            let inputs = reading()
            read.withLock { $0[levelID] = .some(inputs) }
            return inputs
        }
    }
}
