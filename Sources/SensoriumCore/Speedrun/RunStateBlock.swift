/// The run's state as auto splitters read it from the game's memory (LibreSplit's Lua
/// `readAddress`, livesplit-core's auto-splitting runtime): a fixed 72-byte little-endian block
/// that starts with a signature, so a reader finds it by name or by scanning, and that the
/// platform rewrites after every tick (`RunStateMemory`). Documented byte by byte in
/// docs/speedrun.md; a change of layout is a new `layoutVersion`, never a silent one.
///
/// | offset | type | field |
/// |---|---|---|
/// | 0 | 8 bytes | `magic`: ASCII `SENSORUN` |
/// | 8 | u32 | `layoutVersion`: 2 |
/// | 12 | u32 | `size`: 72 |
/// | 16 | u32 | `updates`: blocks written so far (wraps) |
/// | 20 | u32 | `phase`: 0 no run, 1 ready, 2 running, 3 finished |
/// | 24 | u32 | `flags`: bit 0 official, bit 1 practice, bit 2 playback |
/// | 28 | u32 | `attempt`: the attempt number, 0 before the first input |
/// | 32 | u32 | `levelIndex`: the level being played, 0-based in split order |
/// | 36 | u32 | `levelCount`: levels (splits) in the run |
/// | 40 | u32 | `splitCount`: splits made |
/// | 44 | u32 | `tickRate`: 120 |
/// | 48 | u64 | `inGameTicks`: in-game time now |
/// | 56 | u64 | `lastSplitTicks`: in-game time of the latest split, 0 before one |
/// | 64 | u32 | `runsStarted`: runs a timer starts, counted so far (`TimedRuns`; wraps) |
/// | 68 | u32 | `runsReset`: started runs left so far (`TimedRuns`; wraps) |
///
/// A timer starts when `runsStarted` goes up and resets when `runsReset` does: the rule of when
/// is the game's (`TimedRuns`), and the splitters only mirror it. `Field` names each offset once;
/// the splitters in packaging/autosplitters repeat them and `AutoSplitterConstantsTests` checks
/// that they agree.
public struct RunStateBlock: Equatable, Sendable {
    public static let magic: [UInt8] = Array("SENSORUN".utf8)
    public static let layoutVersion: UInt32 = 2
    public static let size = 72

    /// Each field's byte offset.
    public enum Field: Int, CaseIterable, Sendable {
        case magic = 0, layoutVersion = 8, size = 12, updates = 16, phase = 20, flags = 24, attempt = 28
        case levelIndex = 32, levelCount = 36, splitCount = 40, tickRate = 44, inGameTicks = 48
        case lastSplitTicks = 56, runsStarted = 64, runsReset = 68
    }

    public enum Phase: UInt32, Sendable {
        case noRun = 0, ready, running, finished
    }

    public struct Flags: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The run may count: no replay flag, not a practice, not a playback.
        public static let official = Flags(rawValue: 1 << 0)
        public static let practice = Flags(rawValue: 1 << 1)
        /// A replay plays back: a timer that follows it records a playback, not a live attempt.
        public static let playback = Flags(rawValue: 1 << 2)
    }

    public var phase = Phase.noRun
    public var flags: Flags = []
    public var attempt: UInt32 = 0
    public var levelIndex: UInt32 = 0
    public var levelCount: UInt32 = 0
    public var splitCount: UInt32 = 0
    public var inGameTicks: UInt64 = 0
    public var lastSplitTicks: UInt64 = 0
    /// `TimedRuns`' counters, filled in by whoever keeps one (`RunStateMemory`, which the
    /// platform's `RunTimers` holds).
    public var runsStarted: UInt32 = 0
    public var runsReset: UInt32 = 0

    public init() {}

    /// The state of `run` after the caller's tick `tick`.
    public init(run: SpeedrunSession, tick: Int, isPlayingBack: Bool) {
        let timer = run.timer
        switch timer.phase {
        case .ready: phase = .ready
        case .running: phase = .running
        case .finished: phase = .finished
        }
        if run.isOfficial && !isPlayingBack { flags.insert(.official) }
        if run.isPractice { flags.insert(.practice) }
        if isPlayingBack { flags.insert(.playback) }
        attempt = UInt32(clamping: run.attemptID ?? 0)
        levelCount = UInt32(clamping: timer.levelIDs.count)
        splitCount = UInt32(clamping: timer.splits.count)
        levelIndex = min(splitCount, levelCount &- 1)
        inGameTicks = UInt64(clamping: run.ticks(atTick: tick))
        lastSplitTicks = UInt64(clamping: timer.splits.last ?? 0)
    }

    /// Writes the block at `base` (at least `size` bytes, 8-byte aligned). The latest split's
    /// time is stored before the split count, so a reader that sees a new count reads its time.
    public func write(to base: UnsafeMutableRawPointer, updates: UInt32) {
        for (index, byte) in Self.magic.enumerated() { base.storeBytes(of: byte, toByteOffset: index, as: UInt8.self) }
        func put32(_ value: UInt32, _ field: Field) { base.storeBytes(of: value.littleEndian, toByteOffset: field.rawValue, as: UInt32.self) }
        func put64(_ value: UInt64, _ field: Field) { base.storeBytes(of: value.littleEndian, toByteOffset: field.rawValue, as: UInt64.self) }
        put32(Self.layoutVersion, .layoutVersion)
        put32(UInt32(Self.size), .size)
        put32(phase.rawValue, .phase)
        put32(flags.rawValue, .flags)
        put32(attempt, .attempt)
        put32(levelCount, .levelCount)
        put32(UInt32(TickClock.rate), .tickRate)
        put64(inGameTicks, .inGameTicks)
        put64(lastSplitTicks, .lastSplitTicks)
        put32(splitCount, .splitCount)
        put32(levelIndex, .levelIndex)
        // The reset before the start: a reader that sees a new start has seen its reset.
        put32(runsReset, .runsReset)
        put32(runsStarted, .runsStarted)
        put32(updates, .updates)
    }

    /// The block's bytes (tests, tools).
    public func bytes(updates: UInt32 = 0) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: Self.size)
        bytes.withUnsafeMutableBytes { write(to: $0.baseAddress!, updates: updates) }
        return bytes
    }
}
