/// What a replay was recorded on and for: everything `sensorium verify` needs besides the input
/// itself. Written as the one-line JSON header of a replay file (`docs/replays.md`).
public struct ReplayHeader: Equatable, Sendable {
    /// The game's version string at recording time, e.g. `0.1.0`; 1...64 printable characters.
    public var gameVersion: String
    /// The run category: one level or the full game.
    public var category: ReplayCategory
    /// The level ids in the order the run plays them; one for a single-level attempt.
    public var levelIDs: [String]
    /// The seed of the simulation's `SeededRandom`.
    public var seed: UInt64
    /// `LevelFilesHash.compute` of the levels in `levelIDs` order: 64 lowercase hex digits.
    public var levelFilesHash: String
    /// Anything that makes the run unofficial. Empty for a clean run.
    public var flags: Set<ReplayFlag>
    /// The results the game saw while recording, in level order; nil when not recorded. Verify
    /// compares the re-simulation against them and reports any difference.
    public var results: [ReplayLevelResult]?

    public init(
        gameVersion: String,
        category: ReplayCategory,
        levelIDs: [String],
        seed: UInt64,
        levelFilesHash: String,
        flags: Set<ReplayFlag> = [],
        results: [ReplayLevelResult]? = nil
    ) {
        self.gameVersion = gameVersion
        self.category = category
        self.levelIDs = levelIDs
        self.seed = seed
        self.levelFilesHash = levelFilesHash
        self.flags = flags
        self.results = results
    }

    /// A run with no flags can count as a verified record (if it also re-simulates correctly).
    public var isClean: Bool { flags.isEmpty }
}

/// A speedrun category, as written in the header: `full-game` or `level:<id>`.
public enum ReplayCategory: Hashable, Sendable, CustomStringConvertible {
    /// Every level, in the order the category fixes.
    case fullGame
    /// One level, by id.
    case level(String)

    /// Parses the header form; nil for anything else.
    public init?(_ text: String) {
        if text == "full-game" {
            self = .fullGame
        } else if text.hasPrefix("level:"), text.count > "level:".count {
            self = .level(String(text.dropFirst("level:".count)))
        } else {
            return nil
        }
    }

    public var description: String {
        switch self {
        case .fullGame: return "full-game"
        case .level(let id): return "level:\(id)"
        }
    }
}

/// Something that breaks verification. A flagged replay still plays back and re-simulates, but
/// is shown as unofficial and never counts as a verified run. The raw values are the header's
/// strings; an unknown string is an error (an old game must not mistake a flagged run for a
/// clean one).
public enum ReplayFlag: String, CaseIterable, Comparable, Sendable {
    /// An assist was on (slower simulation, wider tolerances, skipped challenge...).
    case assist
    /// A debug tweak was used (debug overlay actions, changed tick stepping, ...).
    case debugTweaks
    /// Webcam luminance fed the run. It is not part of the per-tick input, so the run cannot be
    /// re-simulated faithfully.
    case webcamInput
    /// A setting that changes gameplay differed from its default.
    case gameplaySettingsChanged
    /// The input was made or edited by a tool (a TAS), not recorded live.
    case toolAssisted
    /// The player asked for a hint (`InputButtons.hint` in the input): it solves, unlocks, and
    /// never sets a best time or a personal best.
    case hinted
    /// The microphone was heard on a level (`InputCommand.hearing`): re-simulated bit for bit,
    /// but a category of its own, never ranked with the keyboard's runs.
    case microphone

    public static func < (lhs: ReplayFlag, rhs: ReplayFlag) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One level's outcome during recording.
public struct ReplayLevelResult: Equatable, Sendable {
    /// The level, equal to the header's `levelIDs` at the same position.
    public var levelID: String
    /// Ticks from the start of the replay to the moment the level was solved: the level is
    /// solved after simulating exactly this many commands. For a single-level run this is the
    /// in-game time; for a full-game run it is the cumulative split.
    public var solvedAtTick: Int

    public init(levelID: String, solvedAtTick: Int) {
        self.levelID = levelID
        self.solvedAtTick = solvedAtTick
    }
}

extension ReplayHeader {
    /// The JSON form, keys in documented order. `tickCount` is the length of the body.
    func json(tickCount: Int) -> JSONValue {
        var object = JSONObject()
        object["format"] = .number(Double(Replay.formatVersion))
        object["game"] = .string(gameVersion)
        object["category"] = .string(category.description)
        object["levels"] = .array(levelIDs.map { .string($0) })
        object["seed"] = .string(Self.hex16(seed))
        object["tickRate"] = .number(Double(TickClock.rate))
        object["levelFilesHash"] = .string(levelFilesHash)
        object["flags"] = .array(flags.sorted().map { .string($0.rawValue) })
        object["ticks"] = .number(Double(tickCount))
        if let results {
            object["results"] = .array(results.map {
                .object(JSONObject([("level", .string($0.levelID)), ("solvedAtTick", .number(Double($0.solvedAtTick)))]))
            })
        }
        return .object(object)
    }

    /// Reads and validates the header object; returns it with the declared tick count. Paths
    /// are prefixed with `header.`.
    static func read(_ value: JSONValue) throws(FormatError) -> (ReplayHeader, tickCount: Int) {
        var reader = try JSONObjectReader(value, path: "header")
        let format = try reader.int("format", in: 0...Int(Int32.max))
        guard format == Replay.formatVersion else {
            throw reader.error("format", "format \(format) does not match the first line's \(Replay.formatVersion)")
        }
        let game = try reader.string("game")
        guard (1...64).contains(game.count), isPrintable(game) else {
            throw reader.error("game", "expected 1 to 64 printable characters")
        }
        let categoryText = try reader.string("category")
        guard let category = ReplayCategory(categoryText) else {
            throw reader.error("category", "unknown category \(TerminalText.quoted(categoryText)); expected \"full-game\" or \"level:<id>\"")
        }
        let levelValues = try reader.array("levels")
        guard (1...maxLevels).contains(levelValues.count) else {
            throw reader.error("levels", "expected 1 to \(maxLevels) level ids, found \(levelValues.count)")
        }
        var levelIDs: [String] = []
        for (index, item) in levelValues.enumerated() {
            guard case .string(let id) = item, (1...128).contains(id.utf8.count), isPrintable(id) else {
                throw reader.error("levels[\(index)]", "expected a level id (1 to 128 printable characters)")
            }
            levelIDs.append(id)
        }
        if case .level(let id) = category, levelIDs != [id] {
            throw reader.error("levels", "a \(TerminalText.quoted(category.description)) replay must play exactly [\(TerminalText.quoted(id))]")
        }
        let seedText = try reader.string("seed")
        guard let seed = parseHex16(seedText) else {
            throw reader.error("seed", "expected 16 lowercase hex digits, found \(TerminalText.quoted(seedText))")
        }
        let tickRate = try reader.int("tickRate", in: 1...100_000)
        guard tickRate == TickClock.rate else {
            throw reader.error("tickRate", "recorded at \(tickRate) ticks per second; this game runs at \(TickClock.rate)")
        }
        let hash = try reader.string("levelFilesHash")
        guard hash.utf8.count == 64, hash.utf8.allSatisfy(isLowerHex) else {
            throw reader.error("levelFilesHash", "expected 64 lowercase hex digits")
        }
        var flags: Set<ReplayFlag> = []
        for (index, item) in try reader.array("flags").enumerated() {
            let path = "flags[\(index)]"
            guard case .string(let text) = item else { throw reader.error(path, "expected a string, found \(item.typeDescription)") }
            guard let flag = ReplayFlag(rawValue: text) else {
                let known = ReplayFlag.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw reader.error(path, "unknown flag \(TerminalText.quoted(text)); expected one of \(known)")
            }
            guard flags.insert(flag).inserted else { throw reader.error(path, "flag \(TerminalText.quoted(text)) is listed twice") }
        }
        let ticks = try reader.int("ticks", in: 0...Int(Int32.max))
        guard ticks <= Replay.maxTicks else {
            throw reader.error("ticks", "\(ticks) ticks is over the limit of \(Replay.maxTicks) (24 hours)")
        }
        var results: [ReplayLevelResult]?
        if let items = try reader.optionalArray("results") {
            guard items.count <= levelIDs.count else {
                throw reader.error("results", "\(items.count) results for \(levelIDs.count) levels")
            }
            var list: [ReplayLevelResult] = []
            for (index, item) in items.enumerated() {
                var entry = try JSONObjectReader(item, path: "header.results[\(index)]")
                let level = try entry.string("level")
                guard level == levelIDs[index] else {
                    throw entry.error("level", "expected \(TerminalText.quoted(levelIDs[index])), the level at the same position in levels")
                }
                let earliest = (list.last?.solvedAtTick ?? 0) + 1
                let tick = try entry.int("solvedAtTick", in: 0...Int(Int32.max))
                guard tick >= earliest, tick <= ticks else {
                    throw entry.error("solvedAtTick", "\(tick) is outside \(earliest)...\(ticks) (after the previous result, within the replay)")
                }
                try entry.finish()
                list.append(ReplayLevelResult(levelID: level, solvedAtTick: tick))
            }
            results = list
        }
        try reader.finish()
        let header = ReplayHeader(gameVersion: game, category: category, levelIDs: levelIDs, seed: seed,
                                  levelFilesHash: hash, flags: flags, results: results)
        return (header, ticks)
    }

    /// Most levels one replay may list.
    static let maxLevels = 4096

    static func hex16(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    static func parseHex16(_ text: String) -> UInt64? {
        guard text.utf8.count == 16, text.utf8.allSatisfy(isLowerHex) else { return nil }
        return UInt64(text, radix: 16)
    }

    private static func isLowerHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    private static func isPrintable(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value) }
    }
}
