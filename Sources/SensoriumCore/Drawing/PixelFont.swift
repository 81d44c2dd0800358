/// The game's own bitmap font: 5x7 glyphs drawn as batched rectangles into a `DrawList`, so text
/// needs no font file, no texture and no renderer support, and looks the same everywhere.
///
/// Covers what a speedrun timer needs — digits, `: . + - /` and space — plus `A`-`Z` (lowercase
/// is drawn as uppercase) for level ids, and the punctuation of a level file's error. Digits are
/// all 5 pixels wide, so a running timer never shifts sideways. A character without a glyph is
/// drawn as a hollow box, never skipped silently.
///
/// ```swift
/// var list = DrawList()
/// let width = PixelFont.draw("1:23.456", x: 100, y: 40, scale: 6, color: .white, into: &list)
/// ```
public enum PixelFont {
    /// Glyph height in font pixels.
    public static let glyphHeight = 7
    /// Font pixels between two glyphs.
    public static let spacing = 1

    /// Width of `text` in canvas units at `scale` (canvas units per font pixel, > 0).
    public static func width(of text: String, scale: Float) -> Float {
        var pixels = 0
        for (index, character) in text.enumerated() {
            if index > 0 { pixels += spacing }
            pixels += glyph(for: character).width
        }
        return Float(pixels) * scale
    }

    /// Height of a line at `scale`.
    public static func height(scale: Float) -> Float { Float(glyphHeight) * scale }

    /// Draws `text` with its top-left corner at (`x`, `y`) as one batch of filled rects of
    /// `color`. Each horizontal run of lit pixels is one rect.
    ///
    /// - Parameter scale: canvas units per font pixel; 1 is tiny, 8 is a large timer.
    /// - Returns: the width drawn, as `width(of:scale:)`.
    @discardableResult
    public static func draw(_ text: String, x: Float, y: Float, scale: Float, color: RGBA, into list: inout DrawList) -> Float {
        list.beginFillBatch(color)
        var cursor = x
        for (index, character) in text.enumerated() {
            if index > 0 { cursor += Float(spacing) * scale }
            let glyph = glyph(for: character)
            for (row, bits) in glyph.rows.enumerated() {
                var column = 0
                while column < glyph.width {
                    guard bits & (1 << (glyph.width - 1 - column)) != 0 else { column += 1; continue }
                    let start = column
                    while column < glyph.width, bits & (1 << (glyph.width - 1 - column)) != 0 { column += 1 }
                    list.addRect(RectF(x: cursor + Float(start) * scale, y: y + Float(row) * scale,
                                       w: Float(column - start) * scale, h: scale))
                }
            }
            cursor += Float(glyph.width) * scale
        }
        return cursor - x
    }

    /// Draws `text` so that it ends at `right`; returns its left edge.
    @discardableResult
    public static func drawRightAligned(_ text: String, right: Float, y: Float, scale: Float, color: RGBA, into list: inout DrawList) -> Float {
        let left = right - width(of: text, scale: scale)
        draw(text, x: left, y: y, scale: scale, color: color, into: &list)
        return left
    }

    /// Whether `character` has its own glyph (otherwise it draws as a hollow box).
    public static func hasGlyph(_ character: Character) -> Bool {
        glyphs[Character(character.uppercased())] != nil
    }

    struct Glyph {
        /// Width in font pixels (1...5).
        var width: Int
        /// Seven rows, top first; bit `width - 1` is the leftmost pixel.
        var rows: [UInt8]
    }

    static func glyph(for character: Character) -> Glyph {
        glyphs[Character(character.uppercased())] ?? missing
    }

    private static let missing = Glyph(width: 5, rows: [0b11111, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11111])

    /// Builds a glyph from seven strings of `#` (lit) and `.` (dark), all of one width.
    private static func g(_ rows: String...) -> Glyph {
        let width = rows[0].count
        return Glyph(width: width, rows: rows.map { row in
            row.reduce(UInt8(0)) { bits, pixel in bits << 1 | (pixel == "#" ? 1 : 0) }
        })
    }

    private static let glyphs: [Character: Glyph] = [
        "0": g(".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."),
        "1": g("..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."),
        "2": g(".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"),
        "3": g("#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###."),
        "4": g("...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."),
        "5": g("#####", "#....", "####.", "....#", "....#", "#...#", ".###."),
        "6": g("..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."),
        "7": g("#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."),
        "8": g(".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."),
        "9": g(".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."),
        ":": g(".", "#", "#", ".", "#", "#", "."),
        ".": g("..", "..", "..", "..", "..", "##", "##"),
        "+": g(".....", "..#..", "..#..", "#####", "..#..", "..#..", "....."),
        "-": g(".....", ".....", ".....", "#####", ".....", ".....", "....."),
        "/": g("....#", "....#", "...#.", "..#..", ".#...", "#....", "#...."),
        " ": g("...", "...", "...", "...", "...", "...", "..."),
        // Punctuation of error captions (a level file's field and reason, hot reload).
        ",": g("..", "..", "..", "..", "..", ".#", "#."),
        ";": g("..", ".#", ".#", "..", "..", ".#", "#."),
        "!": g("#", "#", "#", "#", "#", ".", "#"),
        "?": g(".###.", "#...#", "....#", "...#.", "..#..", ".....", "..#.."),
        "'": g("#", "#", ".", ".", ".", ".", "."),
        "\"": g("#.#", "#.#", "...", "...", "...", "...", "..."),
        "(": g(".#", "#.", "#.", "#.", "#.", "#.", ".#"),
        ")": g("#.", ".#", ".#", ".#", ".#", ".#", "#."),
        "[": g("##", "#.", "#.", "#.", "#.", "#.", "##"),
        "]": g("##", ".#", ".#", ".#", ".#", ".#", "##"),
        "_": g(".....", ".....", ".....", ".....", ".....", ".....", "#####"),
        "=": g(".....", ".....", "#####", ".....", "#####", ".....", "....."),
        "<": g("...#", "..#.", ".#..", "#...", ".#..", "..#.", "...#"),
        ">": g("#...", ".#..", "..#.", "...#", "..#.", ".#..", "#..."),
        "#": g(".#.#.", ".#.#.", "#####", ".#.#.", "#####", ".#.#.", ".#.#."),
        "*": g(".....", "#.#.#", ".###.", "#####", ".###.", "#.#.#", "....."),
        "A": g(".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"),
        "B": g("####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."),
        "C": g(".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."),
        "D": g("###..", "#..#.", "#...#", "#...#", "#...#", "#..#.", "###.."),
        "E": g("#####", "#....", "#....", "####.", "#....", "#....", "#####"),
        "F": g("#####", "#....", "#....", "####.", "#....", "#....", "#...."),
        "G": g(".###.", "#...#", "#....", "#.###", "#...#", "#...#", ".####"),
        "H": g("#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"),
        "I": g("###", ".#.", ".#.", ".#.", ".#.", ".#.", "###"),
        "J": g("..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."),
        "K": g("#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"),
        "L": g("#....", "#....", "#....", "#....", "#....", "#....", "#####"),
        "M": g("#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"),
        "N": g("#...#", "#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#"),
        "O": g(".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."),
        "P": g("####.", "#...#", "#...#", "####.", "#....", "#....", "#...."),
        "Q": g(".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"),
        "R": g("####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"),
        "S": g(".####", "#....", "#....", ".###.", "....#", "....#", "####."),
        "T": g("#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."),
        "U": g("#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."),
        "V": g("#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."),
        "W": g("#...#", "#...#", "#...#", "#.#.#", "#.#.#", "#.#.#", ".#.#."),
        "X": g("#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"),
        "Y": g("#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."),
        "Z": g("#####", "....#", "...#.", "..#..", ".#...", "#....", "#####"),
    ]
}
