import XCTest
@testable import SensoriumCore

final class HapticPlotTests: XCTestCase {
    func testImplodeGetsEventCurveAudioAndMotorLanes() throws {
        let implode = try SharedAHAP.load("ricochet/Implode.ahap")
        let kinds = HapticPlot.lanes(for: implode).map(\.kind)
        XCTAssertEqual(kinds, [.continuous(index: 0), .parameter(.hapticIntensityControl), .parameter(.hapticSharpnessControl),
                               .audio, .lowMotor, .highMotor, .leftTrigger, .rightTrigger])
    }

    func testEveryShapeStaysOnTheCanvas() throws {
        for url in try SharedAHAP.allFiles() {
            let list = HapticPlot.drawList(for: try AHAPLoader().load(contentsOf: url))
            XCTAssertGreaterThan(list.rects.count, 10, url.lastPathComponent)
            for rect in list.rects {
                XCTAssertTrue(rect.x >= 0 && rect.y >= 0 && rect.x + rect.w <= DrawList.canvasWidth + 0.5
                              && rect.y + rect.h <= DrawList.canvasHeight + 0.5, "\(url.lastPathComponent) \(rect)")
            }
        }
    }

    func testTransientBarsAreColouredBySharpness() throws {
        let list = HapticPlot.drawList(for: try SharedAHAP.load("ricochet/CollisionShield.ahap"))
        XCTAssertTrue(list.commands.contains { $0.color == HapticPlot.crisp && $0.kind == .fillRects })
        let round = HapticPlot.drawList(for: try SharedAHAP.load("ricochet/CollisionLarge.ahap"))
        XCTAssertTrue(round.commands.contains { $0.color == HapticPlot.round && $0.kind == .fillRects })
    }
}
