/// The one rule for a byte-order mark in every text format the game reads (levels, settings,
/// saves, AHAP, replays, LiveSplit files): a leading UTF-8 BOM, which some editors add on save,
/// is skipped; anywhere else it is the character it is (white space in JSON5 only).
enum ByteOrderMark {
    static let utf8: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Where the text of `bytes` starts: after a leading UTF-8 BOM, else at 0. Line and column
    /// numbers count from there, as an editor shows them.
    static func textStart(_ bytes: [UInt8]) -> Int {
        bytes.starts(with: utf8) ? utf8.count : 0
    }
}
