/// A second, drawn-only game re-simulating a replay's input beside the live one: the hint's
/// solution ghost and the personal best's ghost are each one. It holds its own `Game` (a run
/// of the replay's levels, as the verifier plays them), so nothing it does reaches the live
/// simulation, its replay or its state hash; the live game is only read to place the drawing.
public struct ReplayGhost: Sendable {
    public let levelIDs: [String]
    private let inputs: [InputCommand]
    private let catalog: LevelCatalog
    public private(set) var game: Game
    /// Commands played so far.
    public private(set) var index = 0
    private var events: [Game.Event] = []

    /// A ghost of `inputs` playing `levelIDs` as a run from their start; nil when a level is
    /// not in the catalog.
    public init?(levelIDs: [String], inputs: [InputCommand], catalog: LevelCatalog) {
        guard !levelIDs.isEmpty, levelIDs.allSatisfy({ catalog.level(id: $0) != nil }) else { return nil }
        self.levelIDs = levelIDs
        self.inputs = inputs
        self.catalog = catalog
        game = Self.freshGame(levelIDs, catalog: catalog)
    }

    private static func freshGame(_ levelIDs: [String], catalog: LevelCatalog) -> Game {
        var game = Game(catalog: catalog, solved: [])
        game.keepsInputs = false
        var events: [Game.Event] = []
        game.startRun(levelIDs: levelIDs, events: &events)
        return game
    }

    /// Every command has been played.
    public var isFinished: Bool { index >= inputs.count }
    /// How many commands the replay holds.
    public var length: Int { inputs.count }
    /// The ghost's ticks at each of its solves (its cumulative splits).
    public private(set) var solvedAt: [Int] = []

    /// The level the ghost is playing (or just solved), if any.
    public var levelSession: LevelSession? { game.session }

    /// Plays one command; its cues, softened, go to `cues` (nil: heard by no one).
    public mutating func advance(cues: inout [FeedbackCue]?) {
        guard index < inputs.count else { return }
        events.removeAll(keepingCapacity: true)
        game.step(inputs[index], events: &events)
        index += 1
        for event in events {
            if case .finished(let attempt) = event, attempt.solvedInTicks != nil { solvedAt.append(index) }
            guard cues != nil, case .challenge = event else { continue }
            var loud: [FeedbackCue] = []
            FeedbackRouter.cues(for: event, into: &loud)
            cues?.append(contentsOf: loud.compactMap(Self.softened))
        }
    }

    /// Back to the first command and the first level's start.
    public mutating func rewind() {
        game = Self.freshGame(levelIDs, catalog: catalog)
        index = 0
        solvedAt = []
    }

    /// A ghost's cue is a softer copy of the level's own, so a player without sight can follow
    /// the ghost and still tell it from their own play; layers belong to the live level only.
    static func softened(_ cue: FeedbackCue) -> FeedbackCue? {
        switch cue {
        case .sound(let name, let volume, let pan): return .sound(name, volume: volume * 0.35, pan: pan)
        case .haptic(let pattern, let intensity): return .haptic(pattern: pattern, intensity: intensity * 0.3)
        case .layer: return nil
        }
    }

    /// Draws the ghost's piece over `live` when both play the same level; returns where it is.
    @discardableResult
    public func draw(into list: inout DrawList, over live: LevelSession, opacity: Double, style: DrawStyle) -> PointF? {
        guard opacity > 0.004, let ghost = game.session, ghost.level.id == live.level.id,
              let drawing = ghost.state.challenge as? GhostDrawing else { return nil }
        return drawing.drawGhost(into: &list, over: live.state.challenge, opacity: opacity, color: live.level.tile.color, style: style)
    }
}
