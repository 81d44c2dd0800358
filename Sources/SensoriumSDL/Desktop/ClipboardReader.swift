import CSDL2
import SensoriumCore

/// Reads the desktop's clipboard text for the window levels, at a cost a frame can bear.
///
/// On X11 the text comes through `X11Clipboard`: requested, gathered over the next frames, read
/// again when XFixes says the clipboard changed hands (or, without XFixes, four times a second,
/// every half minute after a text too big to keep whole), and the game never becomes its owner
/// by reading. Elsewhere (Wayland) it is `SDL_GetClipboardText`, which waits for the owner's
/// answer, so it is read when likely new (the window got the focus back, the player pressed
/// Ctrl+V, SDL said it changed), otherwise at most four times a second; a read that took too
/// long stretches that to half a minute. Only the first `digestLimit` bytes are hashed, so a
/// huge text costs no more than a word.
final class ClipboardReader {
    /// Bytes of the text that enter the digest (the levels read a word or a colour).
    static let digestLimit = 64 * 1024
    /// Milliseconds between reads nobody asked for; `slowInterval` after a slow read.
    static let interval: UInt64 = 250
    static let slowInterval: UInt64 = 30_000
    /// A read slower than this (milliseconds) is slow.
    static let slowRead: UInt64 = 20

    /// The digest of the text last read (`DesktopObservation.clipboardDigest(of:)`).
    private(set) var digest: UInt32 = 0
    /// How many times the clipboard was read (tests check the reads stay rare).
    private(set) var reads = 0
    /// How long the slowest read took, in milliseconds.
    private(set) var slowestRead: UInt64 = 0
    private var nextRead: UInt64 = 0
    private var asked = true
    private let x11 = SDL_GetCurrentVideoDriver().map { String(cString: $0) } == "x11"
        ? X11Clipboard(limit: digestLimit) : nil

    /// The text is likely new: read it at the next `update`.
    func ask() { asked = true }

    /// Reads the clipboard if it was asked for or is due; `now` is `SDL_GetTicks64()`.
    func update(now: UInt64) {
        if let x11 { return update(x11, now: now) }
        guard asked || now >= nextRead else { return }
        asked = false
        let start = SDL_GetTicks64()
        digest = Self.readDigest()
        let took = SDL_GetTicks64() - start
        reads += 1
        slowestRead = max(slowestRead, took)
        nextRead = SDL_GetTicks64() + (took > Self.slowRead ? Self.slowInterval : Self.interval)
    }

    /// A small text is answered within the frame that asked: this long is waited for it.
    static let answerWait: Int32 = 3

    private func update(_ x11: X11Clipboard, now: UInt64) {
        let start = SDL_GetTicks64()
        defer { slowestRead = max(slowestRead, SDL_GetTicks64() - start) }
        // Takes the news first (a change of owner, the pieces of a read under way).
        if let text = x11.poll(waitMilliseconds: 0) { take(text, now: now) }
        // A new owner's text is read at once, even while the last owner's is still coming: an
        // owner that sends pieces forever never holds the reads (it had kept every later copy out).
        // Any other read waits for the transfer under way: its owner, asked again before it
        // ends, may never answer (`X11Clipboard`: xclip serves one requestor at a time).
        let newOwner = x11.watchesOwner && x11.ownerChanged
        let due = x11.watchesOwner ? false : now >= nextRead
        guard newOwner || ((asked || due) && !x11.isTransferring) else { return }
        asked = false
        x11.request()
        if let text = x11.poll(waitMilliseconds: Self.answerWait) { take(text, now: now) }
    }

    private func take(_ text: X11Clipboard.Text, now: UInt64) {
        digest = text.bytes.withUnsafeBytes { Self.digest(of: $0, cut: text.truncated) }
        reads += 1
        nextRead = now + (text.truncated ? Self.slowInterval : Self.interval)
    }

    /// Hands a word on to the desktop's clipboard (Ctrl+C in a level that gives one); the next
    /// read sees it, as any other program's copy.
    func copy(_ text: String) {
        SDL_SetClipboardText(text)
        x11?.cancel()
        digest = DesktopObservation.clipboardDigest(of: text)
    }

    private static func readDigest() -> UInt32 {
        // Not SDL_HasClipboardText first: on X11 it asks the owner for the whole text too.
        guard let text = SDL_GetClipboardText() else { return 0 }
        defer { SDL_free(text) }
        let length = strnlen(text, digestLimit)
        return digest(of: UnsafeRawBufferPointer(start: text, count: length), cut: length == digestLimit)
    }

    /// The digest of a text's first bytes; a text `cut` at `digestLimit` loses a character
    /// split by the cut, so the prefix is the same text a shorter clipboard holds.
    private static func digest(of bytes: UnsafeRawBufferPointer, cut: Bool) -> UInt32 {
        var length = min(bytes.count, digestLimit)
        if cut {
            // The last character's lead byte, and how many bytes it says the character has.
            var lead = length
            while lead > 0, length - lead < 4, bytes[lead - 1] & 0xC0 == 0x80 { lead -= 1 }
            if lead > 0 {
                let first = bytes[lead - 1]
                let size = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
                if length - (lead - 1) < size { length = lead - 1 }
            }
        }
        return DesktopObservation.clipboardDigest(of: String(decoding: UnsafeRawBufferPointer(rebasing: bytes[..<length]), as: UTF8.self))
    }
}
