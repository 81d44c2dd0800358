/// Turns a level file's bytes into a `Level`, strictly: unknown fields, wrong types, out-of-range
/// numbers, NaN, huge files and deep nesting are all errors naming the field. Bounded in time and
/// memory by the JSON parser's limits.
public enum LevelParser {
    /// Level files are small; anything larger is a mistake or an attack.
    public static let limits = JSONParser.Limits(maxBytes: 64 * 1024, maxDepth: 8, maxValues: 4096)

    public static let gridColumns = 0...7
    /// Ten pages of five rows (`HomePages`).
    public static let gridRows = 0...49

    /// The level in `bytes`; its pictures are read and checked through `pictures`, to be decoded
    /// on first use (none when nil: the level then plays without them).
    public static func parse(_ bytes: [UInt8], pictures: LevelPictures? = nil) throws(FormatError) -> Level {
        let document = try JSONParser(limits: limits).parse(bytes)
        var root = try JSONObjectReader(document)
        // An editor's pointer to docs/level.schema.json: accepted, and means nothing to the game.
        _ = try root.optionalString("$schema")
        let format = try root.int("format", in: 0...Int(Int32.max))
        guard format == Level.format else {
            throw root.error("format", "this game reads format \(Level.format), the file is format \(format)")
        }
        let id = try root.string("id")
        guard isValidID(id) else {
            throw root.error("id", "\(TerminalText.quoted(id)) must be 1-40 characters of a-z, 0-9 and '-'")
        }
        let kind = try root.enumValue("kind", as: ChallengeKind.self)
        let tile = try parseTile(root.object("tile"))
        let requires = try parseRequires(&root, selfID: id)
        let seed = try root.optionalInt("seed", in: 0...Int(Int32.max)).map(UInt64.init) ?? 1
        var parameters: JSONObjectReader
        if let given = try root.optionalObject("parameters") {
            parameters = given
        } else {
            parameters = try JSONObjectReader(.object(JSONObject()), path: "parameters")
        }
        var goal = try root.object("goal")
        var assets = LevelAssets(pictures: pictures)
        let rules = ChallengeRules(try kind.descriptor.parseRules(parameters: &parameters, goal: &goal, assets: &assets))
        try parameters.finish()
        try goal.finish()
        try root.finish()
        return Level(id: id, kind: kind, tile: tile, requires: requires, seed: seed, rules: rules, fileBytes: bytes,
                     assetFiles: assets.files, pictureCosts: assets.pictureCosts)
    }

    public static func isValidID(_ id: String) -> Bool {
        (1...40).contains(id.utf8.count) && id.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-")
        }
    }

    private static func parseTile(_ tileReader: JSONObjectReader) throws(FormatError) -> Level.Tile {
        var tile = tileReader
        let colorText = try tile.string("color")
        guard colorText.count == 7, let color = RGBA(hex: colorText) else {
            throw tile.error("color", "\(TerminalText.quoted(colorText)) is not a colour like \"#3A7BD5\"")
        }
        let column = try tile.int("column", in: gridColumns)
        let row = try tile.int("row", in: gridRows)
        try tile.finish()
        return Level.Tile(color: color, column: column, row: row)
    }

    private static func parseRequires(_ root: inout JSONObjectReader, selfID: String) throws(FormatError) -> [String] {
        guard let items = try root.optionalArray("requires") else { return [] }
        var ids: [String] = []
        for (index, item) in items.enumerated() {
            guard case .string(let id) = item, isValidID(id) else {
                throw FormatError(path: "requires[\(index)]", reason: "expected a level id")
            }
            guard id != selfID else {
                throw FormatError(path: "requires[\(index)]", reason: "a level cannot require itself")
            }
            ids.append(id)
        }
        return ids
    }
}
