/// How a run stores `InputCommand.desktop` when it changed (run tag bit 5): a mask byte naming
/// the groups that differ from the last observation stored, then those groups. Rectangles are
/// stored in quanta (4 px) as zigzag deltas, so a window dragged one step costs three bytes.
/// Canonical like the rest of the body: a group is flagged exactly when it changed. See
/// docs/replays.md for the layout.
enum DesktopDelta {
    /// The observation became absent; nothing else may be flagged.
    static let cleared: UInt8 = 1 << 0
    /// The five switches follow, one byte (`flagBits`).
    static let switchesChanged: UInt8 = 1 << 1
    static let windowMoved: UInt8 = 1 << 2
    static let windowResized: UInt8 = 1 << 3
    static let displayChanged: UInt8 = 1 << 4
    static let clipboardChanged: UInt8 = 1 << 5
    /// The observation is present after a tick without one (its groups still count from the last
    /// one stored).
    static let appeared: UInt8 = 1 << 6
    /// Files or texts were dropped on the window: the count's increase follows (never 0). Old
    /// replays never set it, so they read and encode exactly as before.
    static let dropped: UInt8 = 1 << 7

    /// What the first observation of a body is stored against: zero rectangles, every switch off.
    static let origin = DesktopObservation(window: .init(x: 0, y: 0, width: 0, height: 0), positionKnown: false,
                                           display: .init(x: 0, y: 0, width: 0, height: 0), focused: false)

    private static func switches(_ o: DesktopObservation) -> UInt8 {
        (o.positionKnown ? 1 : 0) | (o.focused ? 2 : 0) | (o.fullscreen ? 4 : 0) | (o.capsLock ? 8 : 0) | (o.numLock ? 16 : 0)
    }

    private static func appendDelta(_ new: Int32, _ old: Int32, to out: inout [UInt8]) {
        let q = DesktopObservation.quantum
        ReplayBody.appendVarint(ReplayBody.zigzag(new / q - old / q), to: &out)
    }

    /// Appends the change from `previous` to `desktop` (they differ); `last` is the last
    /// observation stored, updated here.
    static func append(_ desktop: DesktopObservation?, previous: DesktopObservation?,
                       last: inout DesktopObservation, to out: inout [UInt8]) {
        guard let desktop else {
            out.append(cleared)
            return
        }
        var mask: UInt8 = previous == nil ? appeared : 0
        if switches(desktop) != switches(last) { mask |= switchesChanged }
        if desktop.window.x != last.window.x || desktop.window.y != last.window.y { mask |= windowMoved }
        if desktop.window.width != last.window.width || desktop.window.height != last.window.height { mask |= windowResized }
        if desktop.display != last.display { mask |= displayChanged }
        if desktop.clipboardDigest != last.clipboardDigest { mask |= clipboardChanged }
        if desktop.drops != last.drops { mask |= dropped }
        out.append(mask)
        if mask & switchesChanged != 0 { out.append(switches(desktop)) }
        if mask & windowMoved != 0 {
            appendDelta(desktop.window.x, last.window.x, to: &out)
            appendDelta(desktop.window.y, last.window.y, to: &out)
        }
        if mask & windowResized != 0 {
            appendDelta(desktop.window.width, last.window.width, to: &out)
            appendDelta(desktop.window.height, last.window.height, to: &out)
        }
        if mask & displayChanged != 0 {
            appendDelta(desktop.display.x, last.display.x, to: &out)
            appendDelta(desktop.display.y, last.display.y, to: &out)
            appendDelta(desktop.display.width, last.display.width, to: &out)
            appendDelta(desktop.display.height, last.display.height, to: &out)
        }
        if mask & clipboardChanged != 0 { ReplayBody.appendVarint(desktop.clipboardDigest, to: &out) }
        if mask & dropped != 0 { ReplayBody.appendVarint(desktop.drops &- last.drops, to: &out) }
        last = desktop
    }

    /// Reads the change after a run tag with bit 5, rejecting anything `append` never writes.
    static func read(from decoder: inout ReplayBody.Decoder, previous: DesktopObservation?,
                     last: inout DesktopObservation) throws(FormatError) -> DesktopObservation? {
        let start = decoder.offset
        let mask = try decoder.byte()
        if mask & cleared != 0 {
            if mask != cleared { throw decoder.fail(start, "a cleared desktop observation carries fields") }
            if previous == nil { throw decoder.fail(start, "desktop observation cleared but it was not set") }
            return nil
        }
        if (mask & appeared != 0) != (previous == nil) {
            throw decoder.fail(start, previous == nil ? "desktop observation set without the appeared flag"
                                                     : "desktop observation flagged as appeared but it was set")
        }
        var desktop = last

        func coordinate(_ old: Int32, _ range: ClosedRange<Int32>, _ name: String,
                        _ decoder: inout ReplayBody.Decoder) throws(FormatError) -> Int32 {
            let offset = decoder.offset
            let q = Int64(DesktopObservation.quantum)
            let value = (Int64(old) / q + Int64(ReplayBody.unzigzag(try decoder.varint()))) * q
            guard value >= Int64(range.lowerBound), value <= Int64(range.upperBound) else {
                throw decoder.fail(offset, "desktop \(name) \(value) is outside \(range)")
            }
            return Int32(value)
        }

        if mask & switchesChanged != 0 {
            let offset = decoder.offset
            let bits = try decoder.byte()
            if bits & ~0x1F != 0 { throw decoder.fail(offset, "unknown desktop switches 0x\(String(bits & ~0x1F, radix: 16))") }
            if bits == switches(last) { throw decoder.fail(offset, "desktop switches flagged as changed but equal") }
            desktop.positionKnown = bits & 1 != 0
            desktop.focused = bits & 2 != 0
            desktop.fullscreen = bits & 4 != 0
            desktop.capsLock = bits & 8 != 0
            desktop.numLock = bits & 16 != 0
        }
        let c = DesktopObservation.coordinateRange, s = DesktopObservation.sizeRange
        if mask & windowMoved != 0 {
            let offset = decoder.offset
            desktop.window.x = try coordinate(last.window.x, c, "window x", &decoder)
            desktop.window.y = try coordinate(last.window.y, c, "window y", &decoder)
            if desktop.window.x == last.window.x, desktop.window.y == last.window.y {
                throw decoder.fail(offset, "desktop window flagged as moved but equal")
            }
        }
        if mask & windowResized != 0 {
            let offset = decoder.offset
            desktop.window.width = try coordinate(last.window.width, s, "window width", &decoder)
            desktop.window.height = try coordinate(last.window.height, s, "window height", &decoder)
            if desktop.window.width == last.window.width, desktop.window.height == last.window.height {
                throw decoder.fail(offset, "desktop window flagged as resized but equal")
            }
        }
        if mask & displayChanged != 0 {
            let offset = decoder.offset
            desktop.display.x = try coordinate(last.display.x, c, "display x", &decoder)
            desktop.display.y = try coordinate(last.display.y, c, "display y", &decoder)
            desktop.display.width = try coordinate(last.display.width, s, "display width", &decoder)
            desktop.display.height = try coordinate(last.display.height, s, "display height", &decoder)
            if desktop.display == last.display { throw decoder.fail(offset, "desktop display flagged as changed but equal") }
        }
        if mask & clipboardChanged != 0 {
            let offset = decoder.offset
            desktop.clipboardDigest = try decoder.varint()
            if desktop.clipboardDigest == last.clipboardDigest {
                throw decoder.fail(offset, "desktop clipboard flagged as changed but equal")
            }
        }
        if mask & dropped != 0 {
            let offset = decoder.offset
            let increase = try decoder.varint()
            if increase == 0 { throw decoder.fail(offset, "desktop drops flagged as changed but equal") }
            desktop.drops = last.drops &+ increase
        }
        if previous != nil, desktop == previous { throw decoder.fail(start, "desktop flagged as changed but equal") }
        last = desktop
        return desktop
    }
}
