/// What `sensorium verify --json` writes for one replay: the facts a leaderboard moderator checks
/// before accepting a run, in one JSON object (documented field by field in docs/speedrun.md).
/// Built from the verifier's result and the replay's header; the command adds what only the file
/// system knows (the file's hash and date, the real time from the player's records), because the
/// core reads no file and no clock.
public struct SubmissionRecord: Equatable, Sendable {
    /// One split as the run reached it.
    public struct Split: Equatable, Sendable {
        public var levelID: String
        /// Cumulative in-game ticks at the solve, counted from the first input; nil when unsolved.
        public var ticks: Int?
        /// Real time at the split in milliseconds, when the player's records kept it.
        public var realMilliseconds: Int?
    }

    /// The replay's file name as text: the name itself, or, when the file system holds bytes
    /// that are not UTF-8, with U+FFFD in their place.
    public var replayFile: String
    /// The name's bytes when they are not UTF-8 (so the file can still be named exactly), else nil.
    public var replayFileBytes: [UInt8]?
    public var replaySHA256: String
    /// The replay file's modification time (ISO 8601, UTC): when it was written, if known.
    public var replayModified: String?
    public var header: ReplayHeader
    public var solved: Bool
    public var problems: [String]
    public var splits: [Split]
    /// Ticks the verifier simulated, idle ticks before the first input included.
    public var simulatedTicks: Int

    /// The run's in-game time: the last split, or nil unless every level was solved.
    public var inGameTicks: Int? {
        guard solved, splits.allSatisfy({ $0.ticks != nil }) else { return nil }
        return splits.last?.ticks ?? nil
    }

    /// The run counts: solved, re-simulated exactly and carrying no flag.
    public var isOfficial: Bool { solved && header.isClean }

    /// - Parameters:
    ///   - replayFileName: the replay file's name as the file system holds it (any bytes).
    ///   - realSplitsMilliseconds: the real-time splits the player's records hold for this very
    ///     replay (its personal best), or nil; used only when there is one per level.
    public init(replayFileName: [UInt8], replaySHA256: String, replayModified: String?, replay: Replay,
                verification: ReplayVerifier.Verification, realSplitsMilliseconds: [Int]?) {
        (replayFile, replayFileBytes) = Self.name(replayFileName)
        self.replaySHA256 = replaySHA256
        self.replayModified = replayModified
        header = replay.header
        solved = verification.isSolved
        problems = verification.problems
        simulatedTicks = verification.ticks
        let solvedAt = verification.outcomes.compactMap(\.solvedAtTick)
        // In-game time starts with the first input (`RunStart`), as the game's own timer does.
        let gameSplits = RunStart.splits(solvedAtTicks: solvedAt, inputs: replay.inputs) ?? []
        let real = realSplitsMilliseconds?.count == verification.outcomes.count ? realSplitsMilliseconds : nil
        splits = verification.outcomes.enumerated().map { index, outcome in
            Split(levelID: outcome.levelID, ticks: index < gameSplits.count ? gameSplits[index] : nil,
                  realMilliseconds: real?[index])
        }
    }

    /// The record as JSON, keys in documented order; absent facts are `null`, never made up.
    public var json: JSONValue {
        func number(_ value: Int?) -> JSONValue { value.map { .number(Double($0)) } ?? .null }
        func time(_ ticks: Int?) -> JSONValue { ticks.map { .string(TickClock.format($0)) } ?? .null }
        let splitValues: [JSONValue] = splits.map { split in
            .object(JSONObject([
                ("level", .string(split.levelID)),
                ("igtTicks", number(split.ticks)),
                ("igt", time(split.ticks)),
                ("rtaMs", number(split.realMilliseconds)),
            ]))
        }
        return .object(JSONObject([
            ("format", .number(1)),
            ("game", .string("Sensorium")),
            ("verifiedWith", .string(GameVersion.current)),
            ("recordedWith", .string(header.gameVersion)),
            ("replay", .string(replayFile)),
            ("replayNameBytes", Self.hex(replayFileBytes)),
            ("replaySha256", .string(replaySHA256)),
            ("replayModified", replayModified.map(JSONValue.string) ?? .null),
            ("category", .string(header.category.description)),
            ("levels", .array(header.levelIDs.map(JSONValue.string))),
            ("levelFilesHash", .string(header.levelFilesHash)),
            ("seed", .string(String(header.seed))),
            ("flags", .array(header.flags.sorted().map { .string($0.rawValue) })),
            ("solved", .bool(solved)),
            ("official", .bool(isOfficial)),
            ("problems", .array(problems.map(JSONValue.string))),
            ("igtTicks", number(inGameTicks)),
            ("igt", time(inGameTicks)),
            ("rtaMs", number(inGameTicks == nil ? nil : splits.last?.realMilliseconds)),
            ("simulatedTicks", number(simulatedTicks)),
            ("splits", .array(splitValues)),
        ]))
    }
}

extension SubmissionRecord {
    /// The record of a replay `verify` could not judge — unreadable, or refused by the time
    /// limit — so `--json` output stays one JSON object per replay: the same leading fields,
    /// `solved` and `official` false, and `error` saying why in the words of the text output.
    public static func refusal(replayFileName: [UInt8], error: String) -> JSONValue {
        let (text, bytes) = name(replayFileName)
        return .object(JSONObject([
            ("format", .number(1)),
            ("game", .string("Sensorium")),
            ("verifiedWith", .string(GameVersion.current)),
            ("replay", .string(text)),
            ("replayNameBytes", hex(bytes)),
            ("solved", .bool(false)),
            ("official", .bool(false)),
            ("error", .string(error)),
        ]))
    }

    /// A file name as JSON can carry it: the text (U+FFFD for each byte that is not UTF-8), and
    /// the bytes themselves when the name is not UTF-8. (A JSON string holds Unicode text only:
    /// the bytes cannot ride in it.)
    static func name(_ bytes: [UInt8]) -> (text: String, bytes: [UInt8]?) {
        if let text = String(validating: bytes, as: UTF8.self) { return (text, nil) }
        return (String(decoding: bytes, as: UTF8.self), bytes)
    }

    /// `"2e72ff"` for the bytes, `null` for none.
    static func hex(_ bytes: [UInt8]?) -> JSONValue {
        guard let bytes else { return .null }
        let digits = Array("0123456789abcdef")
        return .string(String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] }))
    }
}
