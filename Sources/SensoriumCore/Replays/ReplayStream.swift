/// A replay read to be played, not kept: the header at once, the input run by run. Opening it
/// checks every run (holding none of them); playing it decodes them again as the ticks need
/// them. So re-simulating a day of input holds one run, never a day of commands: a 253-byte idle
/// replay of 24 hours is one run, where its `Replay` holds 10,368,000 commands.
///
/// ```swift
/// let stream = try ReplayStream.read(from: "run.replay")
/// var commands = stream.commands()
/// while let command = commands.next() { game.step(command, events: &events) }
/// ```
public struct ReplayStream: Sendable {
    public let header: ReplayHeader
    /// Ticks in the body (the header's `ticks`).
    public let tickCount: Int
    /// The binary body, already checked.
    private let body: [UInt8]

    /// Reads a replay from its file bytes, checking everything `Replay.decode` checks.
    /// - Parameter file: the name to put in errors, usually the path.
    public static func open(_ bytes: [UInt8], file: String? = nil) throws(FormatError) -> ReplayStream {
        do {
            let (header, tickCount, body) = try Replay.parts(bytes)
            var check = ReplayBody.Decoder(body, tickCount: tickCount)
            while try check.nextRun() != nil {}
            return ReplayStream(header: header, tickCount: tickCount, body: body)
        } catch {
            guard let file else { throw error }
            throw error.inFile(file)
        }
    }

    /// Reads and opens a replay file; file-system problems are `FormatError`s of the whole
    /// document, as `Replay.read` reports them.
    public static func read(from path: String) throws(FormatError) -> ReplayStream {
        try open(FileBytes.readDocument(path, maxBytes: Replay.maxFileBytes), file: path)
    }

    /// The whole replay, commands and all (to save a verified run).
    public func replay() -> Replay {
        var inputs: [InputCommand] = []
        inputs.reserveCapacity(tickCount)
        var commands = commands()
        while let command = commands.next() { inputs.append(command) }
        return Replay(header: header, inputs: inputs)
    }

    /// The commands, one per tick, decoded as they are asked for.
    public func commands() -> Commands { Commands(decoder: ReplayBody.Decoder(body, tickCount: tickCount)) }

    public struct Commands: IteratorProtocol, Sendable {
        var decoder: ReplayBody.Decoder
        private var command = InputCommand.idle
        private var left = 0

        init(decoder: ReplayBody.Decoder) { self.decoder = decoder }

        public mutating func next() -> InputCommand? {
            if left == 0 {
                // The body was checked when the stream was opened: no run fails here.
                guard let run = try? decoder.nextRun() else { return nil }
                (command, left) = run
            }
            left -= 1
            return command
        }

        /// Passes over `count` commands a run at a time, unplayed: where a level of a run starts
        /// is found without decoding every tick before it.
        public mutating func skip(_ count: Int) {
            var count = count
            while count > 0 {
                if left == 0 {
                    guard let run = try? decoder.nextRun() else { return }
                    (command, left) = run
                }
                let passed = min(left, count)
                left -= passed
                count -= passed
            }
        }
    }
}
