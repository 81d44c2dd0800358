/// A recorded run: the header (what was played, on which level files, with which seed) and one
/// `InputCommand` per simulated tick. Re-simulating the inputs from the header's seed on the same
/// level files reproduces the run bit for bit.
///
/// The file form is text (`docs/replays.md`):
///
/// ```text
/// sensorium-replay 1
/// {"format":1,"game":"0.1.0","category":"level:jump-1","levels":["jump-1"],...,"ticks":1450}
/// AQEBAAAAAAAAAA...   (base64 of the run-length encoded input, 76 characters a line)
/// ```
///
/// ```swift
/// let bytes = replay.encode()
/// let same = try Replay.decode(bytes, file: "run.replay")
/// ```
public struct Replay: Equatable, Sendable {
    /// The version in the first line and the header's `format`.
    public static let formatVersion = 1
    /// The first word of every replay file.
    public static let magic = "sensorium-replay"
    /// The longest replay accepted: 24 hours of ticks. Checked before anything is allocated.
    public static let maxTicks = 24 * 60 * 60 * TickClock.rate
    /// The largest replay file accepted (a 24-hour run with the mouse moving every tick fits).
    public static let maxFileBytes = 192 << 20

    public var header: ReplayHeader
    /// One command per tick, in order.
    public var inputs: [InputCommand]

    public init(header: ReplayHeader, inputs: [InputCommand]) {
        self.header = header
        self.inputs = inputs
    }

    /// Ticks in the run; the header's `ticks`.
    public var tickCount: Int { inputs.count }

    /// The file's bytes: magic line, header line, base64 body.
    public func encode() -> [UInt8] {
        Replay.encode(header: header, tickCount: inputs.count, runs: inputs.lazy.map { ($0, 1) })
    }

    /// The one place the file layout is written: the body takes runs of repeated commands.
    static func encode<Runs: Sequence>(header: ReplayHeader, tickCount: Int, runs: Runs) -> [UInt8]
    where Runs.Element == (InputCommand, Int) {
        var out = Array("\(magic) \(formatVersion)\n".utf8)
        out.append(contentsOf: JSONWriter.compact(header.json(tickCount: tickCount)).utf8)
        out.append(0x0A)
        out.append(contentsOf: Base64Text.encode(ReplayBody.encode(runs: runs)))
        return out
    }

    /// Reads a replay from its file bytes, validating everything: the first line, every header
    /// field, every input field and the tick count.
    ///
    /// - Parameter file: the name to put in errors, usually the path.
    public static func decode(_ bytes: [UInt8], file: String? = nil) throws(FormatError) -> Replay {
        do {
            return try decodeUnattributed(bytes)
        } catch {
            guard let file else { throw error }
            throw error.inFile(file)
        }
    }

    /// Reads and decodes a replay file; file-system problems are reported as `FormatError`s of
    /// the whole document so `verify` prints every failure the same way.
    public static func read(from path: String) throws(FormatError) -> Replay {
        try decode(FileBytes.readDocument(path, maxBytes: maxFileBytes), file: path)
    }

    /// Writes the replay atomically (see `AtomicFile`).
    public func write(to path: String) throws(FormatError) {
        try AtomicFile.write(encode(), to: path)
    }

    private static func decodeUnattributed(_ bytes: [UInt8]) throws(FormatError) -> Replay {
        let (header, tickCount, body) = try parts(bytes)
        return Replay(header: header, inputs: try ReplayBody.decode(body, tickCount: tickCount))
    }

    /// Every check but the body's runs: the first line, the header and the base64 text; the
    /// header, its tick count and the body's bytes.
    static func parts(_ bytes: [UInt8]) throws(FormatError) -> (header: ReplayHeader, tickCount: Int, body: [UInt8]) {
        guard bytes.count <= maxFileBytes else {
            throw FormatError(path: "", reason: "file is \(bytes.count) bytes; the limit is \(maxFileBytes)")
        }
        var lines = LineCursor(bytes: bytes)
        lines.position = ByteOrderMark.textStart(bytes)

        let firstLine = lines.next() ?? []
        let magicLine = firstLine.count <= 64 ? String(decoding: firstLine, as: UTF8.self) : ""
        let expected = "\(magic) \(formatVersion)"
        if magicLine != expected {
            if magicLine.hasPrefix("\(magic) "), let version = Int(magicLine.dropFirst(magic.count + 1)) {
                throw FormatError(path: "magic", reason: "replay format \(version) is not supported; this game reads format \(formatVersion)")
            }
            throw FormatError(path: "magic", reason: "not a Sensorium replay: the first line must be \"\(expected)\"")
        }

        guard let headerLine = lines.next(), !headerLine.isEmpty else {
            throw FormatError(path: "header", reason: "the second line must be the JSON header")
        }
        let headerValue: JSONValue
        do {
            headerValue = try JSONParser(limits: .init(maxBytes: 1 << 20, maxDepth: 4, maxValues: 20_000))
                .parse(Array(headerLine))
        } catch {
            var inHeader = error
            let field = error.path ?? ""
            inHeader.path = field.isEmpty ? "header" : field.hasPrefix("[") ? "header\(field)" : "header.\(field)"
            throw inHeader
        }
        let (header, tickCount) = try ReplayHeader.read(headerValue)

        let body = try Base64Text.decode(bytes[lines.position...], firstLine: 3)
        return (header, tickCount, body)
    }
}

/// Splits the first lines off a byte array, accepting `\n` and `\r\n`.
private struct LineCursor {
    let bytes: [UInt8]
    var position = 0

    mutating func next() -> ArraySlice<UInt8>? {
        guard position < bytes.count else { return nil }
        let end = bytes[position...].firstIndex(of: 0x0A) ?? bytes.count
        var line = bytes[position..<end]
        position = min(end + 1, bytes.count)
        if line.last == 0x0D { line = line.dropLast() }
        return line
    }
}
