/// Level files changed on disk while the game runs (a designer saved one; see `Game.reload`).
extension PlaySession {
    /// A speedrun and a replay play fixed level files: changes wait until they end.
    public var acceptsReload: Bool { speedrun == nil && !isPlayingBack && game.run == nil }

    /// Takes the new catalog. The first problem is captioned, speech on or not, since a
    /// designer watching the game should see why a save did not apply; the platform prints
    /// them all.
    public mutating func reload(_ catalog: LevelCatalog, problems: [FormatError]) -> TickOutput {
        var output = TickOutput()
        guard acceptsReload else { return output }
        events.removeAll(keepingCapacity: true)
        // A standing error that this catalog no longer has was fixed: its caption goes at once,
        // so the fix is seen to take.
        let fixed = Set(game.catalog.problems.map(Self.caption)).subtracting(catalog.problems.map(Self.caption))
        if let current = captions.current, fixed.contains(current) { captions.withdraw() }
        game.reload(catalog, events: &events)
        hud.relabel(catalog)
        route(events, into: &output)
        if let problem = problems.first {
            captions.show(Self.caption(problem))
        }
        return output
    }

    /// A level file's error as captioned: the file by its name only (the folder is the
    /// designer's own).
    private static func caption(_ problem: FormatError) -> String {
        var shown = problem
        shown.file = shown.file.map { String($0.split(separator: "/").last ?? Substring($0)) }
        return shown.description
    }
}
