import FoundationEssentials
import Glibc

/// What Ctrl+C copies in a window level: a colour as `#RRGGBB`, the game's own way to change the
/// clipboard, so the clipboard level (`copy`) needs no other program. Each copy is the colour
/// after the one the clipboard holds, hues a golden angle apart, so neighbours differ at a glance.
/// Chosen from the observed clipboard, it needs no counter of its own: a restarted level goes on
/// from the clipboard's colour rather than copying the same one again.
enum WindowCopyColours {
    /// How many colours the sequence has before it starts again at the first.
    static let count = 360

    /// The `index`th colour (1 ... `count`): hues a golden angle apart.
    static func colour(_ index: Int) -> String {
        let hue = Double(index) * 137.508
        func channel(_ offset: Double) -> Int {
            let angle = (hue + offset).truncatingRemainder(dividingBy: 360) * Double.pi / 180
            return Int((0.5 + 0.4 * cos(angle)) * 255)
        }
        let value = channel(0) << 16 | channel(240) << 8 | channel(120)
        let hex = String(value, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - hex.count) + hex
    }

    /// The colour to copy when the clipboard's digest is `clipboardDigest`
    /// (`DesktopObservation.clipboardDigest(of:)`): the next after the sequence's colour it holds,
    /// the first when it holds none of them.
    static func colour(after clipboardDigest: UInt32) -> String {
        let held = (1...count).first { DesktopObservation.clipboardDigest(of: colour($0)) == clipboardDigest } ?? 0
        return colour(held % count + 1)
    }
}
