/// The binary form of a replay's per-tick input: runs of identical consecutive commands, each
/// stored as the fields that changed since the previous run. An idle stretch of any length costs
/// two bytes; a mouse drag costs a few bytes per tick. See `docs/replays.md` for the byte layout.
///
/// The encoding is canonical: one list of commands has exactly one encoding, and the decoder
/// rejects any other (merged runs split, unchanged fields flagged, overlong varints), so a replay
/// file cannot be altered without changing its bytes.
public enum ReplayBody {
    /// Run tag bits.
    static let buttonsChanged: UInt8 = 1 << 0
    static let stickXChanged: UInt8 = 1 << 1
    static let stickYChanged: UInt8 = 1 << 2
    static let pointerMoved: UInt8 = 1 << 3
    static let pointerCleared: UInt8 = 1 << 4
    static let desktopChanged: UInt8 = 1 << 5
    static let hearingChanged: UInt8 = 1 << 6
    static let knownTagBits: UInt8 = (1 << 7) - 1

    /// Stick axes carry -127...127 (the `InputCommand` contract: symmetric, 0 is centred).
    public static let stickRange: ClosedRange<Int8> = -127...127
    /// Pointer positions are on the 1920x1080 canvas.
    public static let pointerXRange: ClosedRange<Int16> = 0...1919
    public static let pointerYRange: ClosedRange<Int16> = 0...1079

    /// Why a command cannot be stored, or nil when it can.
    public static func problem(with command: InputCommand) -> String? {
        if command.buttons.rawValue & ~InputButtons.all.rawValue != 0 {
            return "unknown button bits 0x\(String(command.buttons.rawValue & ~InputButtons.all.rawValue, radix: 16))"
        }
        if !stickRange.contains(command.stickX) { return "stickX \(command.stickX) is outside -127...127" }
        if !stickRange.contains(command.stickY) { return "stickY \(command.stickY) is outside -127...127" }
        if let pointer = command.pointer {
            if !pointerXRange.contains(pointer.x) { return "pointer x \(pointer.x) is outside 0...1919" }
            if !pointerYRange.contains(pointer.y) { return "pointer y \(pointer.y) is outside 0...1079" }
        }
        if let problem = command.desktop?.problem { return problem }
        if let problem = command.hearing?.problem { return problem }
        return nil
    }

    /// Encodes runs of commands (each with a count of at least 1; neighbours may be equal, they
    /// are merged here).
    static func encode<Runs: Sequence>(runs: Runs) -> [UInt8] where Runs.Element == (InputCommand, Int) {
        var out: [UInt8] = []
        var previous = InputCommand.idle
        var lastPosition = InputCommand.Pointer(x: 0, y: 0)
        var lastDesktop = DesktopDelta.origin
        var lastHearing = HearingDelta.origin
        var pendingCommand: InputCommand?
        var pendingCount = 0

        func flush() {
            guard let command = pendingCommand, pendingCount > 0 else { return }
            var tag: UInt8 = 0
            if command.buttons != previous.buttons { tag |= buttonsChanged }
            if command.stickX != previous.stickX { tag |= stickXChanged }
            if command.stickY != previous.stickY { tag |= stickYChanged }
            if command.pointer != previous.pointer {
                tag |= command.pointer == nil ? pointerCleared : pointerMoved
            }
            if command.desktop != previous.desktop { tag |= desktopChanged }
            if command.hearing != previous.hearing { tag |= hearingChanged }
            out.append(tag)
            appendVarint(UInt32(pendingCount), to: &out)
            if tag & buttonsChanged != 0 { appendVarint(UInt32(command.buttons.rawValue), to: &out) }
            if tag & stickXChanged != 0 { out.append(UInt8(bitPattern: command.stickX)) }
            if tag & stickYChanged != 0 { out.append(UInt8(bitPattern: command.stickY)) }
            if tag & pointerMoved != 0, let pointer = command.pointer {
                appendVarint(zigzag(Int32(pointer.x) - Int32(lastPosition.x)), to: &out)
                appendVarint(zigzag(Int32(pointer.y) - Int32(lastPosition.y)), to: &out)
                lastPosition = pointer
            }
            if tag & desktopChanged != 0 {
                DesktopDelta.append(command.desktop, previous: previous.desktop, last: &lastDesktop, to: &out)
            }
            if tag & hearingChanged != 0 {
                HearingDelta.append(command.hearing, previous: previous.hearing, last: &lastHearing, to: &out)
            }
            previous = command
        }

        for (command, count) in runs where count > 0 {
            if command == pendingCommand {
                pendingCount += count
            } else {
                flush()
                pendingCommand = command
                pendingCount = count
            }
        }
        flush()
        return out
    }

    /// Decodes exactly `tickCount` commands, validating every field. Errors name the byte offset
    /// inside the decoded body. (A replay that is only re-simulated is read run by run instead,
    /// `Decoder`, never holding its commands.)
    static func decode(_ bytes: [UInt8], tickCount: Int) throws(FormatError) -> [InputCommand] {
        var inputs: [InputCommand] = []
        inputs.reserveCapacity(tickCount)
        var decoder = Decoder(bytes, tickCount: tickCount)
        while let (command, count) = try decoder.nextRun() {
            inputs.append(contentsOf: repeatElement(command, count: count))
        }
        return inputs
    }

    /// Reads a body run by run, validating each as it comes: a day of idle input is one run and
    /// costs nothing to hold. After the last run, `nextRun` checks the total against the header.
    struct Decoder {
        private let bytes: [UInt8]
        let tickCount: Int
        private var index = 0
        /// Commands in the runs read so far.
        private(set) var ticksRead = 0
        private var previous = InputCommand.idle
        private var lastPosition = InputCommand.Pointer(x: 0, y: 0)
        private var lastDesktop = DesktopDelta.origin
        private var lastHearing = HearingDelta.origin
        private var finished = false

        init(_ bytes: [UInt8], tickCount: Int) {
            precondition(tickCount <= Replay.maxTicks, "the header reader enforces the cap first")
            self.bytes = bytes
            self.tickCount = tickCount
        }

        /// Where the next byte is read, for error offsets.
        var offset: Int { index }

        func fail(_ offset: Int, _ reason: String) -> FormatError {
            FormatError(path: "body", reason: "byte \(offset): \(reason)")
        }

        mutating func byte() throws(FormatError) -> UInt8 {
            guard index < bytes.count else { throw fail(index, "data ends in the middle of a run") }
            defer { index += 1 }
            return bytes[index]
        }

        mutating func varint() throws(FormatError) -> UInt32 {
            let start = index
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let next = try byte()
                value |= UInt64(next & 0x7F) << shift
                if next & 0x80 == 0 {
                    if next == 0, index - start > 1 { throw fail(start, "overlong number") }
                    break
                }
                shift += 7
                if shift >= 35 { throw fail(start, "number is too long") }
            }
            guard value <= UInt64(UInt32.max) else { throw fail(start, "number is too large") }
            return UInt32(value)
        }

        /// The next run: a command and how many ticks it lasts; nil after the last one.
        mutating func nextRun() throws(FormatError) -> (InputCommand, Int)? {
            guard index < bytes.count else {
                if !finished, ticksRead < tickCount {
                    throw fail(bytes.count, "data ends after \(ticksRead) ticks; the header declares \(tickCount)")
                }
                finished = true
                return nil
            }
            let runStart = index
            let tag = try byte()
            if tag & ~knownTagBits != 0 {
                throw fail(runStart, "unknown run flags 0x\(String(tag & ~knownTagBits, radix: 16))")
            }
            if tag & pointerMoved != 0, tag & pointerCleared != 0 {
                throw fail(runStart, "a run cannot both move and clear the pointer")
            }
            if tag == 0, ticksRead > 0 {
                throw fail(runStart, "run repeats the previous command (runs must be merged)")
            }
            let countOffset = index
            let count = Int(try varint())
            if count == 0 { throw fail(countOffset, "run of zero ticks") }
            if count > tickCount - ticksRead {
                throw fail(countOffset, "runs add up to more than the declared \(tickCount) ticks")
            }
            var command = previous
            if tag & buttonsChanged != 0 {
                let offset = index
                let raw = try varint()
                let unknown = raw & ~UInt32(InputButtons.all.rawValue)
                if unknown != 0 { throw fail(offset, "unknown button bits 0x\(String(unknown, radix: 16))") }
                command.buttons = InputButtons(rawValue: UInt16(raw))
                if command.buttons == previous.buttons { throw fail(offset, "buttons flagged as changed but equal") }
            }
            if tag & stickXChanged != 0 {
                let offset = index
                command.stickX = Int8(bitPattern: try byte())
                if !stickRange.contains(command.stickX) { throw fail(offset, "stickX -128 is outside -127...127") }
                if command.stickX == previous.stickX { throw fail(offset, "stickX flagged as changed but equal") }
            }
            if tag & stickYChanged != 0 {
                let offset = index
                command.stickY = Int8(bitPattern: try byte())
                if !stickRange.contains(command.stickY) { throw fail(offset, "stickY -128 is outside -127...127") }
                if command.stickY == previous.stickY { throw fail(offset, "stickY flagged as changed but equal") }
            }
            if tag & pointerMoved != 0 {
                let offset = index
                let x = Int64(lastPosition.x) + Int64(unzigzag(try varint()))
                let y = Int64(lastPosition.y) + Int64(unzigzag(try varint()))
                guard (Int64(pointerXRange.lowerBound)...Int64(pointerXRange.upperBound)).contains(x) else {
                    throw fail(offset, "pointer x \(x) is outside 0...1919")
                }
                guard (Int64(pointerYRange.lowerBound)...Int64(pointerYRange.upperBound)).contains(y) else {
                    throw fail(offset, "pointer y \(y) is outside 0...1079")
                }
                let pointer = InputCommand.Pointer(x: Int16(x), y: Int16(y))
                if pointer == previous.pointer { throw fail(offset, "pointer flagged as moved but equal") }
                command.pointer = pointer
                lastPosition = pointer
            }
            if tag & pointerCleared != 0 {
                if previous.pointer == nil { throw fail(runStart, "pointer cleared but it was not set") }
                command.pointer = nil
            }
            if tag & desktopChanged != 0 {
                var last = lastDesktop
                command.desktop = try DesktopDelta.read(from: &self, previous: previous.desktop, last: &last)
                lastDesktop = last
            }
            if tag & hearingChanged != 0 {
                var last = lastHearing
                command.hearing = try HearingDelta.read(from: &self, previous: previous.hearing, last: &last)
                lastHearing = last
            }
            ticksRead += count
            previous = command
            return (command, count)
        }
    }

    static func appendVarint(_ value: UInt32, to out: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        out.append(UInt8(rest))
    }

    static func zigzag(_ value: Int32) -> UInt32 {
        UInt32(bitPattern: (value << 1) ^ (value >> 31))
    }

    static func unzigzag(_ value: UInt32) -> Int32 {
        Int32(bitPattern: value >> 1) ^ -Int32(bitPattern: value & 1)
    }
}
