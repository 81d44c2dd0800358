/// The shipped solutions the hints play: the input of `Levels/solutions/<id>.replay` for each
/// level that has one. Loaded once by the commands that start a session, so the session itself
/// stays pure (it never reads a file).
public struct SolutionShelf: Sendable {
    private var inputs: [String: [InputCommand]]

    public init(_ inputs: [String: [InputCommand]] = [:]) {
        self.inputs = inputs
    }

    /// The solution's commands for `levelID`, if it has one.
    public func solution(for levelID: String) -> [InputCommand]? { inputs[levelID] }

    /// Reads `<folder>/<id>.replay` for each of `levelIDs`. A missing or unreadable file, or one
    /// that is not a one-level replay of its level, leaves that level without a hint ghost;
    /// its goal pulse still shows.
    public static func load(folder: String, levelIDs: [String]) -> SolutionShelf {
        var shelf = SolutionShelf()
        for id in levelIDs {
            guard let replay = try? Replay.read(from: folder + "/" + id + ".replay"),
                  replay.header.levelIDs == [id] else { continue }
            shelf.inputs[id] = replay.inputs
        }
        return shelf
    }
}
