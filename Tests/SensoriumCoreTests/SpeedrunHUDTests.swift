import XCTest
@testable import SensoriumCore

final class SpeedrunHUDTests: XCTestCase {
    func testDeltasReadAsLiveSplitShowsThem() {
        XCTAssertEqual(SpeedrunHUD.formatDelta(0), "+0.000")
        XCTAssertEqual(SpeedrunHUD.formatDelta(1), "+0.008")
        XCTAssertEqual(SpeedrunHUD.formatDelta(-60), "-0.500")
        XCTAssertEqual(SpeedrunHUD.formatDelta(148), "+1.233")
        XCTAssertEqual(SpeedrunHUD.formatDelta(-7_200 - 240), "-1:02.000")
    }

    func testTimerOnlyByDefaultIsAPanelAndOneTextBatchInTheTopRight() {
        var list = DrawList()
        SpeedrunHUD.draw(into: &list, state: SpeedrunHUD.State(timerTicks: 120, timerJudgement: .aheadGaining, phase: .running))
        XCTAssertEqual(list.commands.map(\.color), [SpeedrunHUD.panelColor, SpeedrunHUD.aheadGainingColor])
        let panel = list.rects[0]
        XCTAssertEqual(panel.x + panel.w, DrawList.canvasWidth - SpeedrunHUD.margin)
        XCTAssertEqual(panel.y, SpeedrunHUD.margin)
        let text = list.rects[1...]
        XCTAssertTrue(text.allSatisfy { panel.contains(x: $0.x, y: $0.y) && panel.contains(x: $0.x + $0.w - 0.01, y: $0.y + $0.h - 0.01) })
    }

    func testColoursFollowTheJudgementAndTheReadyTimerIsGrey() {
        XCTAssertEqual(SpeedrunHUD.color(for: .gold), SpeedrunHUD.goldColor)
        XCTAssertEqual(SpeedrunHUD.color(for: .behindGaining), SpeedrunHUD.behindGainingColor)
        var list = DrawList()
        SpeedrunHUD.draw(into: &list, state: SpeedrunHUD.State(timerTicks: 0, timerJudgement: .behindLosing, phase: .ready, isOfficial: false))
        XCTAssertEqual(list.commands.map(\.color), [SpeedrunHUD.panelColor, SpeedrunHUD.unofficialColor, SpeedrunHUD.readyColor])
    }

    func testTheTimerLinkIsAWordlessStripThatTurnsRedForAWrongSplitsFile() {
        var state = SpeedrunHUD.State(timerTicks: 0, phase: .ready)
        var list = DrawList()
        SpeedrunHUD.draw(into: &list, state: state)
        XCTAssertEqual(list.commands.map(\.color), [SpeedrunHUD.panelColor, SpeedrunHUD.readyColor], "no link, no mark")
        for (link, color) in [(TimerLink.following, SpeedrunHUD.readyColor), (.wrongSplitsFile, SpeedrunHUD.behindLosingColor)] {
            state.timerLink = link
            list = DrawList()
            SpeedrunHUD.draw(into: &list, state: state)
            XCTAssertEqual(list.commands.map(\.color), [SpeedrunHUD.panelColor, color, SpeedrunHUD.readyColor])
            let panel = list.rects[0], mark = list.rects[1]
            XCTAssertEqual(mark.x + mark.w, panel.x + panel.w)
            XCTAssertEqual(mark.h, panel.h)
        }
    }

    func testLongCategoriesShowAWindowAroundTheCurrentSplitAndTheLastSplit() {
        let rows = (0..<30).map { index in
            SpeedrunHUD.Row(levelColor: .white, ticks: nil, delta: nil, judgement: .neutral, isDone: index < 20, isCurrent: index == 20)
        }
        let visible = SpeedrunHUD.visibleRows(SpeedrunHUD.State(timerTicks: 0, expanded: true, rows: rows))
        XCTAssertEqual(visible, Array(15..<26) + [29])
        XCTAssertEqual(SpeedrunHUD.visibleRows(SpeedrunHUD.State(timerTicks: 0, rows: Array(rows.prefix(3)))), [0, 1, 2])
    }
}
