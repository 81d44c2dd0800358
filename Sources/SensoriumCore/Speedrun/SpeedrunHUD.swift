/// The speedrun overlay, drawn with `PixelFont` in the top-right corner on a dark translucent
/// panel so it reads over any level. By default only the big in-game timer (`m:ss.mmm`); the
/// HUD key expands it to LiveSplit's layout: one row per level (the level's tile colour as its
/// label with its kind's icon and its place in its row beside it, so rows differ without colour;
/// the split time or the comparison's, the delta), the timer, the current segment against its
/// gold and the sum of best. The level never lies under the panel: `SpeedrunSafeArea`.
///
/// Colours are LiveSplit's defaults, which runners read without thinking: green ahead and
/// gaining, light green ahead but losing, light red behind but gaining, red behind and losing,
/// gold for a best segment, blue for a finished personal best. An unofficial run (assist,
/// debug tweaks...) has an orange bar on the panel's left edge.
///
/// ```swift
/// let state = session.hudState(atTick: game.tick, expanded: hudExpanded, labels: SpeedrunHUD.labels(of: catalog))
/// SpeedrunHUD.draw(into: &list, state: state)
/// ```
public enum SpeedrunHUD {
    /// One level's row.
    public struct Row: Equatable, Sendable {
        /// The level's tile colour: the row's label.
        public var levelColor: RGBA
        /// The split when done, else the comparison's split; nil shows a dash.
        public var ticks: Int?
        /// Delta to the comparison (negative is ahead); nil shows nothing.
        public var delta: Int?
        public var judgement: SplitJudgement
        public var isDone: Bool
        /// The level being played now.
        public var isCurrent: Bool
        /// The level's kind and its place in its row of the home grid (1 is the first): drawn
        /// as an icon and a digit beside the colour, so rows differ without colour too.
        public var kind: ChallengeKind?
        public var ordinal: Int?

        public init(levelColor: RGBA, ticks: Int?, delta: Int?, judgement: SplitJudgement, isDone: Bool, isCurrent: Bool) {
            self.levelColor = levelColor
            self.ticks = ticks
            self.delta = delta
            self.judgement = judgement
            self.isDone = isDone
            self.isCurrent = isCurrent
        }
    }

    /// Everything the HUD shows; `SpeedrunSession.hudState` builds it.
    public struct State: Equatable, Sendable {
        public var timerTicks: Int
        /// The timer's colour: neutral, ahead, behind, or personal best when finished.
        public var timerJudgement: SplitJudgement
        public var phase: RunTimer.Phase
        public var isOfficial: Bool
        /// Show the splits; false shows the timer alone.
        public var expanded: Bool
        public var rows: [Row]
        /// The current segment's ticks so far (running only).
        public var segmentTicks: Int?
        /// The current segment minus its gold (running only, when there is a gold).
        public var segmentVersusGold: Int?
        public var sumOfBest: Int?
        /// The outside timer's link; the play session sets it.
        public var timerLink = TimerLink.none

        public init(timerTicks: Int, timerJudgement: SplitJudgement = .neutral, phase: RunTimer.Phase = .ready,
                    isOfficial: Bool = true, expanded: Bool = false, rows: [Row] = [], segmentTicks: Int? = nil,
                    segmentVersusGold: Int? = nil, sumOfBest: Int? = nil) {
            self.timerTicks = timerTicks
            self.timerJudgement = timerJudgement
            self.phase = phase
            self.isOfficial = isOfficial
            self.expanded = expanded
            self.rows = rows
            self.segmentTicks = segmentTicks
            self.segmentVersusGold = segmentVersusGold
            self.sumOfBest = sumOfBest
        }
    }

    // MARK: - Colours (LiveSplit's defaults)

    public static let aheadGainingColor = RGBA(0, 204, 54)
    public static let aheadLosingColor = RGBA(82, 204, 115)
    public static let behindGainingColor = RGBA(204, 92, 82)
    public static let behindLosingColor = RGBA(204, 18, 0)
    public static let goldColor = RGBA(216, 175, 31)
    public static let personalBestColor = RGBA(22, 166, 255)
    public static let textColor = RGBA(236, 236, 242)
    /// The timer before the first input.
    public static let readyColor = RGBA(150, 150, 162)
    public static let panelColor = RGBA(14, 14, 20, 200)
    /// A light wash behind the level being played: every delta colour stays readable on it.
    public static let currentRowColor = RGBA(255, 255, 255, 34)
    public static let unofficialColor = RGBA(255, 140, 0)

    public static func color(for judgement: SplitJudgement) -> RGBA {
        switch judgement {
        case .neutral: return textColor
        case .aheadGaining: return aheadGainingColor
        case .aheadLosing: return aheadLosingColor
        case .behindGaining: return behindGainingColor
        case .behindLosing: return behindLosingColor
        case .gold: return goldColor
        case .personalBest: return personalBestColor
        }
    }

    // MARK: - Layout, in canvas units

    /// Gap between the panel and the canvas edges.
    public static let margin: Float = 24
    public static let padding: Float = 16
    /// Font scale of the big timer (a 5x7 glyph becomes 35x49).
    public static let timerScale: Float = 7
    /// Font scale of split rows and the lines under the timer.
    public static let rowScale: Float = 3
    public static let rowHeight: Float = 34
    /// Width of the expanded panel.
    public static let expandedWidth: Float = 500
    /// Most split rows shown; longer categories show a window around the current split.
    public static let maxVisibleRows = 12
    /// Space between the last row and the timer, and between the timer and the line under it.
    static let rowGap: Float = 8
    static let timerGap: Float = 14

    /// Draws the HUD for `state` on top of whatever `list` holds.
    /// The panel's rectangle on the canvas: the HUD draws nothing outside it, and the level's
    /// safe area (`SpeedrunSafeArea`) keeps clear of it.
    public static func panelRect(for state: State) -> RectF {
        let timerText = TickClock.format(state.timerTicks)
        // Size the timer for at least `0:00.000` so the panel does not jump when a digit changes.
        let timerWidth = max(PixelFont.width(of: timerText, scale: timerScale), PixelFont.width(of: "0:00.000", scale: timerScale))
        let right = DrawList.canvasWidth - margin
        let width = state.expanded ? max(expandedWidth, timerWidth + 2 * padding) : timerWidth + 2 * padding
        var height = padding + PixelFont.height(scale: timerScale) + padding
        if state.expanded {
            height += Float(visibleRows(state).count) * rowHeight + rowGap + timerGap + PixelFont.height(scale: rowScale)
        }
        return RectF(x: right - width, y: margin, w: width, h: height)
    }

    public static func draw(into list: inout DrawList, state: State) {
        let timerText = TickClock.format(state.timerTicks)
        let timerHeight = PixelFont.height(scale: timerScale)
        let panel = panelRect(for: state)
        let right = panel.x + panel.w
        let left = panel.x, top = panel.y, height = panel.h
        let visible = visibleRows(state)

        list.fill(panel, panelColor)
        if !state.isOfficial { list.fill(RectF(x: left, y: top, w: 6, h: height), unofficialColor) }
        switch state.timerLink {
        case .none: break
        case .following: list.fill(RectF(x: right - 3, y: top, w: 3, h: height), readyColor)
        case .wrongSplitsFile: list.fill(RectF(x: right - 6, y: top, w: 6, h: height), behindLosingColor)
        }

        var y = top + padding
        let textRight = right - padding
        if state.expanded {
            for index in visible { drawRow(state.rows[index], left: left, right: right, y: y, into: &list); y += rowHeight }
            y += rowGap
        }
        let timerColor = state.phase == .ready ? readyColor : color(for: state.timerJudgement)
        PixelFont.drawRightAligned(timerText, right: textRight, y: y, scale: timerScale, color: timerColor, into: &list)
        y += timerHeight + timerGap
        guard state.expanded else { return }

        // The current segment and its difference to the gold; the sum of best beside a gold chip.
        let textTop = y
        if let segment = state.segmentTicks {
            PixelFont.draw(TickClock.format(segment), x: left + padding, y: textTop, scale: rowScale, color: textColor, into: &list)
            if let versus = state.segmentVersusGold {
                let versusColor = versus < 0 ? goldColor : behindLosingColor
                PixelFont.draw(formatDelta(versus), x: left + padding + 150, y: textTop, scale: rowScale, color: versusColor, into: &list)
            }
        }
        let sumText = state.sumOfBest.map(TickClock.format) ?? "-"
        let sumLeft = PixelFont.drawRightAligned(sumText, right: textRight, y: textTop, scale: rowScale, color: textColor, into: &list)
        list.fill(RectF(x: sumLeft - 26, y: textTop + 1, w: 18, h: 18), goldColor)
    }

    /// How a split row names its level without words: the tile's colour, the kind's icon and
    /// the level's place in its row of the home grid (1 is the first).
    public struct Label: Equatable, Sendable {
        public var color: RGBA
        public var kind: ChallengeKind?
        public var ordinal: Int?

        public init(color: RGBA, kind: ChallengeKind? = nil, ordinal: Int? = nil) {
            self.color = color
            self.kind = kind
            self.ordinal = ordinal
        }
    }

    /// Every level's label, by id, worked out once per catalog (not per frame).
    public static func labels(of catalog: LevelCatalog) -> [String: Label] {
        Dictionary(uniqueKeysWithValues: catalog.levels.map {
            ($0.id, Label(color: $0.tile.color, kind: $0.kind, ordinal: $0.tile.column + 1))
        })
    }

    /// `+1.234`, `-0.500`, `+1:02.345`: a delta as LiveSplit shows it, to the millisecond.
    public static func formatDelta(_ ticks: Int) -> String {
        let sign = ticks < 0 ? "-" : "+"
        let magnitude = abs(ticks)
        let milliseconds = TickClock.milliseconds(magnitude)
        if milliseconds < 60_000 {
            let fraction = String(milliseconds % 1000)
            return "\(sign)\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
        }
        return sign + TickClock.format(magnitude)
    }

    /// The rows shown: all when they fit, else `maxVisibleRows` around the current split with
    /// the last split always at the bottom (LiveSplit's "always show last split").
    static func visibleRows(_ state: State) -> [Int] {
        let count = state.rows.count
        guard count > maxVisibleRows else { return Array(0..<count) }
        let current = state.rows.firstIndex { $0.isCurrent } ?? state.rows.lastIndex { $0.isDone } ?? 0
        let window = maxVisibleRows - 1
        let start = min(max(0, current - window / 2), count - 1 - window)
        return Array(start..<(start + window)) + [count - 1]
    }

    private static func drawRow(_ row: Row, left: Float, right: Float, y: Float, into list: inout DrawList) {
        if row.isCurrent { list.fill(RectF(x: left, y: y - 6, w: right - left, h: rowHeight), currentRowColor) }
        let textTop = y + (rowHeight - 12 - PixelFont.height(scale: rowScale)) / 2
        list.fill(RectF(x: left + padding, y: textTop, w: 22, h: 22), row.levelColor)
        // The kind's icon and the level's place in its row: the row reads without its colour.
        if let kind = row.kind {
            KindGlyph.draw(kind, into: &list, x: left + padding + 22 + 20, y: textTop + 11, size: 24, ink: textColor)
        }
        if let ordinal = row.ordinal {
            PixelFont.draw(String(ordinal), x: left + padding + 22 + 40, y: textTop, scale: rowScale, color: readyColor, into: &list)
        }
        let timeRight = right - padding
        let timeText = row.ticks.map(TickClock.format) ?? "-"
        let timeColor = row.isDone ? textColor : readyColor
        PixelFont.drawRightAligned(timeText, right: timeRight, y: textTop, scale: rowScale, color: timeColor, into: &list)
        if let delta = row.delta {
            PixelFont.drawRightAligned(formatDelta(delta), right: timeRight - 170, y: textTop, scale: rowScale,
                                       color: color(for: row.judgement), into: &list)
        } else if row.isDone, row.judgement == .gold {
            // A gold without a comparison time still shows as gold: a chip where the delta goes.
            list.fill(RectF(x: timeRight - 170 - 18, y: textTop + 2, w: 18, h: 18), goldColor)
        }
    }
}
