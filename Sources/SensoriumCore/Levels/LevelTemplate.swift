/// A new level file of a kind, every field shown (`sensorium new`): the kind's first template
/// (`ChallengeKindDescriptor.templates`) under the fields every level has, in a given cell and
/// with no `requires`, so it can be played and solved on its own at once.
public enum LevelTemplate {
    /// The tile colour of a new level; the designer picks their own.
    public static let color = "#8899AA"

    /// The file text of level `id` of `kind` at `column`, `row`, from the kind's template
    /// `index`, pointing editors at `schema` when given; nil when the kind has no template.
    public static func text(kind: ChallengeKind, id: String, column: Int, row: Int, template index: Int = 0,
                            schema: String? = nil) -> String? {
        let templates = kind.descriptor.templates
        guard templates.indices.contains(index) else { return nil }
        // The template is written indented as the members of the file's object.
        let body = templates[index].trimmingTrailingSpace()
        let pointer = schema.map { "\n  \"$schema\": \"\($0)\"," } ?? ""
        return """
            {\(pointer)
              "format": \(Level.format),
              "id": "\(id)",
              "kind": "\(kind.rawValue)",
              "tile": { "color": "\(color)", "column": \(column), "row": \(row) },
              "requires": [],
              "seed": 1,
            \(body)
            }

            """
    }

    /// The first cell of the home grid no level of `catalog` takes, row by row.
    public static func freeCell(in catalog: LevelCatalog) -> (column: Int, row: Int)? {
        let taken = Set(catalog.levels.map { $0.tile.row * LevelParser.gridColumns.count + $0.tile.column })
        for row in LevelParser.gridRows {
            for column in LevelParser.gridColumns where !taken.contains(row * LevelParser.gridColumns.count + column) {
                return (column, row)
            }
        }
        return nil
    }
}

private extension String {
    func trimmingTrailingSpace() -> String {
        var text = self
        while let last = text.last, last == " " || last == "\n" { text.removeLast() }
        return text
    }
}
