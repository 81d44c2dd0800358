import CX11
import Glibc

/// Reads the X clipboard's text the way a well-behaved X client does, over a connection of its
/// own, so the frame never waits on another program and the game never takes the clipboard.
///
/// SDL 2.26's `SDL_GetClipboardText` blocks until the owner answers, up to a second; it cannot
/// take a text sent in pieces (ICCCM's INCR, which every owner uses past a few hundred
/// kilobytes), and when it gives up it makes the game the clipboard's owner with an empty text,
/// so the player's copied text is gone. Here a read is a request (`request`) whose answer is
/// gathered by `poll` from one frame to the next: a word comes back within the frame that asked
/// (`poll` waits a couple of milliseconds for it), pieces of a huge text over later frames, only
/// the first `limit` bytes kept and the rest dropped on the server. XFixes says when the
/// clipboard changes hands, so nobody polls for a change.
final class X11Clipboard {
    /// What a finished read gives: the first bytes of the text and whether there was more.
    struct Text {
        let bytes: [UInt8]
        let truncated: Bool
    }

    /// Milliseconds a read may go without any answer before it is given up.
    static let patience: UInt64 = 2000
    /// Milliseconds a read may take in all: an owner that sends pieces forever (or one byte a
    /// second) has its text cut here, as one past `limit` is.
    static let longestRead: UInt64 = 5000

    private var x = sensorium_x11()
    private let display: OpaquePointer
    private let window: Window
    private let clipboardAtom: Atom, utf8Atom: Atom, incrAtom: Atom
    /// Each request names the next of these for its answer, so an answer to a request given up
    /// (a new copy came first) is told from the answer to the request after it.
    private let propertyAtoms: [Atom]
    private var requests = 0
    private var propertyAtom: Atom { propertyAtoms[requests % propertyAtoms.count] }
    private let fixesEventBase: Int32?
    private let limit: Int

    /// True when XFixes reports changes of owner; otherwise the caller reads on a timer.
    var watchesOwner: Bool { fixesEventBase != nil }
    /// Set when the clipboard changed hands (XFixes); cleared by `request`.
    private(set) var ownerChanged = true
    /// True while a request is waiting for its answer or its pieces (a text already handed on
    /// whose last pieces are still being taken off the owner is not waited for).
    var isReading: Bool { reading.map { !$0.delivered } ?? false }

    private struct Reading {
        var bytes: [UInt8] = []
        var truncated = false
        var inPieces = false
        var lastHeard: UInt64
        let started: UInt64
        /// The text was handed on (cut at `limit` or `longestRead`); the owner's remaining
        /// pieces are still taken and dropped, so it is not left hanging mid-transfer.
        var delivered = false
    }
    private var reading: Reading?

    /// Nil off X11 (no DISPLAY, no libX11, or the server refused a connection).
    init?(limit: Int) {
        guard getenv("DISPLAY") != nil, sensorium_x11_load(&x) == 0,
              let display = x.open_display!(nil) else { return nil }
        self.display = display
        self.limit = limit
        // An unmapped window, only there to receive the answers.
        window = x.create_simple_window!(display, x.default_root_window!(display), 0, 0, 1, 1, 0, 0, 0)
        _ = x.select_input!(display, window, sensorium_x11_property_change_mask())
        clipboardAtom = x.intern_atom!(display, "CLIPBOARD", 0)
        utf8Atom = x.intern_atom!(display, "UTF8_STRING", 0)
        incrAtom = x.intern_atom!(display, "INCR", 0)
        let internAtom = x.intern_atom!
        propertyAtoms = (0..<4).map { internAtom(display, "SENSORIUM_CLIPBOARD_\($0)", 0) }
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        if let query = x.fixes_query_extension, let select = x.fixes_select_selection_input,
           query(display, &eventBase, &errorBase) != 0 {
            select(display, window, clipboardAtom, sensorium_x11_fixes_owner_masks())
            fixesEventBase = eventBase
        } else {
            fixesEventBase = nil
        }
        _ = x.flush!(display)
    }

    deinit { _ = x.close_display!(display) }

    /// Asks the clipboard's owner for its text as UTF-8; the answer comes through `poll`.
    /// A read already under way is given up.
    func request() {
        ownerChanged = false
        requests += 1
        let now = Self.milliseconds()
        reading = Reading(lastHeard: now, started: now)
        _ = x.delete_property!(display, window, propertyAtom)
        _ = x.convert_selection!(display, clipboardAtom, utf8Atom, propertyAtom, window, 0 /* CurrentTime */)
        _ = x.flush!(display)
    }

    /// Handles whatever the server has sent, waiting up to `waitMilliseconds` while a read is
    /// under way; returns the text when a read finished. An empty clipboard, or an owner that
    /// has no text, reads as the empty text.
    func poll(waitMilliseconds: Int32) -> Text? {
        let now = Self.milliseconds()
        let deadline = now + UInt64(max(0, waitMilliseconds))
        var clock = now
        while true {
            // Bounded per call: a flood of events is taken over the next frames.
            var handled = 0
            while handled < 256, x.pending!(display) > 0 {
                var event = XEvent()
                _ = x.next_event!(display, &event)
                handled += 1
                if let text = handle(event, now: clock) { return text }
            }
            guard isReading, clock < deadline, waitForServer(milliseconds: Int32(deadline - clock)) else { break }
            clock = Self.milliseconds()
        }
        if let heard = reading?.lastHeard, clock > heard + Self.patience { reading = nil }
        // Pieces for five seconds and no end: what came is the text.
        if let current = reading, !current.delivered, clock > current.started + Self.longestRead { return deliver() }
        return nil
    }

    private func handle(_ event: XEvent, now: UInt64) -> Text? {
        if let base = fixesEventBase, event.type == base + sensorium_x11_fixes_selection_notify() {
            ownerChanged = true
            return nil
        }
        guard reading != nil else { return nil }
        if event.type == SelectionNotify, event.xselection.requestor == window,
           event.xselection.property == 0 || event.xselection.property == propertyAtom {
            reading?.lastHeard = now
            // No owner, or an owner with no text to give.
            guard event.xselection.property != 0 else { return finish() }
            return take(first: true)
        }
        if event.type == PropertyNotify, event.xproperty.window == window,
           event.xproperty.atom == propertyAtom, event.xproperty.state == PropertyNewValue,
           reading?.inPieces == true {
            reading?.lastHeard = now
            return take(first: false)
        }
        return nil
    }

    /// Reads the property the owner wrote: the whole text, the INCR marker that pieces follow,
    /// or one piece (an empty piece ends the text). Only the bytes still wanted cross the wire;
    /// deleting the property is what asks the owner for the next piece.
    private func take(first: Bool) -> Text? {
        guard var current = reading else { return nil }
        let wanted = max(0, limit - current.bytes.count)
        var type: Atom = 0, format: Int32 = 0
        var items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // The length is in 32-bit units, rounded up so `wanted` bytes fit.
        let status = x.get_window_property!(display, window, propertyAtom, 0, (wanted + 3) / 4, 0,
                                           0 /* AnyPropertyType */, &type, &format, &items, &after, &data)
        defer {
            if let data { _ = x.free!(data) }
            _ = x.delete_property!(display, window, propertyAtom)
            _ = x.flush!(display)
        }
        guard status == Success else { return finish() }
        if first, type == incrAtom {
            current.inPieces = true
            reading = current
            return nil
        }
        let count = format == 8 ? Int(items) : 0
        if let data, count > 0 {
            let kept = min(count, wanted)
            current.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: kept))
            if kept < count || after > 0 { current.truncated = true }
        } else if after > 0 {
            current.truncated = true
        }
        reading = current
        // A whole text at once, or the empty piece that ends one sent in pieces.
        guard current.inPieces, count > 0 || after > 0 else { return current.delivered ? drop() : finish() }
        // As much as is kept has come: the text is handed on, the rest only taken off the owner.
        if !current.delivered, current.bytes.count >= limit { return deliver() }
        return nil
    }

    /// Hands on the text read so far, cut, while the owner's remaining pieces are still taken.
    private func deliver() -> Text {
        reading?.delivered = true
        reading?.truncated = true
        return Text(bytes: reading?.bytes ?? [], truncated: true)
    }

    /// The end of a transfer whose text was already handed on.
    private func drop() -> Text? {
        reading = nil
        return nil
    }

    /// Gives up the read under way (the game has just put its own text on the clipboard).
    func cancel() { reading = nil }

    private func finish() -> Text {
        let text = Text(bytes: reading?.bytes ?? [], truncated: reading?.truncated ?? false)
        reading = nil
        return text
    }

    private func waitForServer(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: x.connection_number!(display), events: Int16(POLLIN), revents: 0)
        return Glibc.poll(&descriptor, 1, milliseconds) > 0
    }

    static func milliseconds() -> UInt64 {
        UInt64(MonotonicClock.now.seconds * 1000)
    }
}
