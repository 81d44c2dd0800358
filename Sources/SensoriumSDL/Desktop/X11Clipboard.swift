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
///
/// A transfer in pieces, once begun, is taken to its end even when its text is no longer wanted
/// (handed on cut, or a newer request came): xclip serves one requestor at a time, and one left
/// mid-transfer serves nobody again, so the player's text could be pasted nowhere (xclip's
/// xclib.c, `xcin()`: in its `XCLIB_XCIN_INCR` state it ignores every event but the
/// PropertyNotify that deletes the requestor's property, another program's request included).
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
    /// Each request names one of these for its answer, one no transfer under way uses, so the
    /// pieces of a transfer whose text is no longer wanted are told from those of the newest.
    private let propertyAtoms: [Atom]
    private var requests = 0
    private let fixesEventBase: Int32?
    private let limit: Int

    /// True when XFixes reports changes of owner; otherwise the caller reads on a timer.
    var watchesOwner: Bool { fixesEventBase != nil }
    /// Set when the clipboard changed hands (XFixes); cleared by `request`.
    private(set) var ownerChanged = true
    /// True while the text last requested has not been handed on.
    var isReading: Bool { wanted != nil }
    /// True while a transfer begun less than `longestRead` ago is under way, the text handed on
    /// or not: its owner may answer nobody else until it ends. An older one (an owner that
    /// sends pieces forever) is still taken piece by piece but holds nothing up.
    var isTransferring: Bool {
        let now = Self.milliseconds()
        return transfers.values.contains { now < $0.started + Self.longestRead }
    }

    private struct Transfer {
        /// Which request it answers: an answer that names no property is the oldest's.
        let request: Int
        var bytes: [UInt8] = []
        var truncated = false
        var inPieces = false
        var lastHeard: UInt64
        let started: UInt64
    }
    /// The requests under way by the property their answers come in. Only `wanted`'s text is
    /// kept; the others' remaining pieces are taken and dropped, so no owner is left hanging.
    private var transfers: [Atom: Transfer] = [:]
    /// The property of the request whose text is wanted, nil once it was handed on.
    private var wanted: Atom?

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
    /// The text of a read already under way is no longer wanted; its transfer goes on to its end.
    func request() {
        ownerChanged = false
        requests += 1
        // A property no transfer uses; if every one is in use, the next in turn is taken over.
        let turn = (0..<propertyAtoms.count).map { propertyAtoms[(requests + $0) % propertyAtoms.count] }
        let property = turn.first { transfers[$0] == nil } ?? turn[0]
        let now = Self.milliseconds()
        transfers[property] = Transfer(request: requests, lastHeard: now, started: now)
        wanted = property
        _ = x.delete_property!(display, window, property)
        _ = x.convert_selection!(display, clipboardAtom, utf8Atom, property, window, 0 /* CurrentTime */)
        _ = x.flush!(display)
    }

    /// Handles whatever the server has sent, waiting up to `waitMilliseconds` while a read is
    /// under way; returns the text when a read finished. An empty clipboard, or an owner that
    /// has no text, reads as the empty text. Every event that has come is handled before the
    /// text is returned: a change of owner left behind it would be taken for one after the
    /// next request, and that request given up mid-transfer.
    func poll(waitMilliseconds: Int32) -> Text? {
        let now = Self.milliseconds()
        let deadline = now + UInt64(max(0, waitMilliseconds))
        var clock = now
        var finished: Text?
        while true {
            // Bounded per call: a flood of events is taken over the next frames.
            var handled = 0
            while handled < 256, x.pending!(display) > 0 {
                var event = XEvent()
                _ = x.next_event!(display, &event)
                handled += 1
                if let text = handle(event, now: clock) { finished = text }
            }
            guard finished == nil, isReading, clock < deadline,
                  waitForServer(milliseconds: Int32(deadline - clock)) else { break }
            clock = Self.milliseconds()
        }
        // An owner silent this long is not waited for.
        transfers = transfers.filter { clock <= $0.value.lastHeard + Self.patience }
        if let property = wanted, transfers[property] == nil { wanted = nil }
        // Pieces for five seconds and no end: what came is the text.
        if finished == nil, let property = wanted, let transfer = transfers[property],
           clock > transfer.started + Self.longestRead {
            return deliver(property)
        }
        return finished
    }

    private func handle(_ event: XEvent, now: UInt64) -> Text? {
        if let base = fixesEventBase, event.type == base + sensorium_x11_fixes_selection_notify() {
            ownerChanged = true
            return nil
        }
        if event.type == SelectionNotify, event.xselection.requestor == window {
            // No owner, or an owner with no text to give: the answer names no property, and
            // answers come in the order asked.
            let property = event.xselection.property != 0 ? event.xselection.property
                : transfers.filter { !$0.value.inPieces }.min { $0.value.request < $1.value.request }?.key
            guard let property, transfers[property] != nil else { return nil }
            transfers[property]?.lastHeard = now
            guard event.xselection.property != 0 else { return finish(property) }
            return take(property, first: true)
        }
        if event.type == PropertyNotify, event.xproperty.window == window,
           event.xproperty.state == PropertyNewValue, transfers[event.xproperty.atom]?.inPieces == true {
            transfers[event.xproperty.atom]?.lastHeard = now
            return take(event.xproperty.atom, first: false)
        }
        return nil
    }

    /// Reads the property the owner wrote: the whole text, the INCR marker that pieces follow,
    /// or one piece (an empty piece ends the text). Only the bytes still wanted cross the wire;
    /// deleting the property is what asks the owner for the next piece. A transfer whose text
    /// is not wanted has no byte cross the wire.
    private func take(_ property: Atom, first: Bool) -> Text? {
        guard var transfer = transfers[property] else { return nil }
        let room = property == wanted ? max(0, limit - transfer.bytes.count) : 0
        var type: Atom = 0, format: Int32 = 0
        var items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // The length is in 32-bit units, rounded up so `room` bytes fit.
        let status = x.get_window_property!(display, window, property, 0, (room + 3) / 4, 0,
                                           0 /* AnyPropertyType */, &type, &format, &items, &after, &data)
        defer {
            if let data { _ = x.free!(data) }
            _ = x.delete_property!(display, window, property)
            _ = x.flush!(display)
        }
        guard status == Success else { return finish(property) }
        if first, type == incrAtom {
            transfer.inPieces = true
            transfers[property] = transfer
            return nil
        }
        let count = format == 8 ? Int(items) : 0
        if let data, count > 0 {
            let kept = min(count, room)
            transfer.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: kept))
            if kept < count || after > 0 { transfer.truncated = true }
        } else if after > 0 {
            transfer.truncated = true
        }
        transfers[property] = transfer
        // A whole text at once, or the empty piece that ends one sent in pieces.
        guard transfer.inPieces, count > 0 || after > 0 else { return finish(property) }
        // As much as is kept has come: the text is handed on, the rest only taken off the owner.
        if property == wanted, transfer.bytes.count >= limit { return deliver(property) }
        return nil
    }

    /// Hands on the text read so far, cut, while the owner's remaining pieces are still taken.
    private func deliver(_ property: Atom) -> Text {
        let bytes = transfers[property]?.bytes ?? []
        transfers[property]?.bytes = []
        wanted = nil
        return Text(bytes: bytes, truncated: true)
    }

    /// The text is no longer wanted (the game has just put its own text on the clipboard); a
    /// transfer under way still goes on to its end.
    func cancel() { wanted = nil }

    /// The end of a transfer: its text, if it is the one wanted.
    private func finish(_ property: Atom) -> Text? {
        guard let transfer = transfers.removeValue(forKey: property), property == wanted else { return nil }
        wanted = nil
        return Text(bytes: transfer.bytes, truncated: transfer.truncated)
    }

    private func waitForServer(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: x.connection_number!(display), events: Int16(POLLIN), revents: 0)
        return Glibc.poll(&descriptor, 1, milliseconds) > 0
    }

    static func milliseconds() -> UInt64 {
        UInt64(MonotonicClock.now.seconds * 1000)
    }
}
