import CSDL2
import SensoriumCore

/// Reads the desktop's clipboard text for the window levels, at a cost a frame can bear.
///
/// `SDL_GetClipboardText` asks the clipboard's owner and waits for its answer: a tenth of a
/// millisecond for a small text, but SDL's whole one-second time-out when the owner is slow or
/// the text is huge (on X11 SDL 2.26 cannot take a text sent in pieces), and SDL 2.26 sends no
/// `SDL_CLIPBOARDUPDATE` on X11 when another program copies. So the text is read when it is
/// likely new (the window got the focus back, the player pressed Ctrl+V, SDL said it changed),
/// otherwise at most four times a second (a copy made while the game keeps the focus is seen
/// within a quarter second); a read that took too long stretches that to half a minute.
/// Only the first `digestLimit` bytes are hashed, so a huge text costs no more than a word.
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

    /// The text is likely new: read it at the next `update`.
    func ask() { asked = true }

    /// Reads the clipboard if it was asked for or is due; `now` is `SDL_GetTicks64()`.
    func update(now: UInt64) {
        guard asked || now >= nextRead else { return }
        asked = false
        let start = SDL_GetTicks64()
        digest = Self.readDigest()
        let took = SDL_GetTicks64() - start
        reads += 1
        slowestRead = max(slowestRead, took)
        nextRead = SDL_GetTicks64() + (took > Self.slowRead ? Self.slowInterval : Self.interval)
    }

    /// Hands a word on to the desktop's clipboard (Ctrl+C in a level that gives one); the next
    /// read sees it, as any other program's copy.
    func copy(_ text: String) {
        SDL_SetClipboardText(text)
        digest = DesktopObservation.clipboardDigest(of: text)
    }

    private static func readDigest() -> UInt32 {
        // Not SDL_HasClipboardText first: on X11 it asks the owner for the whole text too.
        guard let text = SDL_GetClipboardText() else { return 0 }
        defer { SDL_free(text) }
        // Cut at a character boundary, so the prefix is the same text a shorter clipboard holds.
        var length = strnlen(text, digestLimit)
        if length == digestLimit {
            while length > 0, UInt8(bitPattern: text[length]) & 0xC0 == 0x80 { length -= 1 }
        }
        let bytes = UnsafeRawBufferPointer(start: text, count: length)
        return DesktopObservation.clipboardDigest(of: String(decoding: bytes, as: UTF8.self))
    }
}
