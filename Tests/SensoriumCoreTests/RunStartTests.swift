import XCTest
@testable import SensoriumCore

final class RunStartTests: XCTestCase {
    func testButtonsSticksAndMouseMovesStartARunButARestingPointerDoesNot() {
        let idle = InputCommand.idle
        let resting = InputCommand(pointer: .init(x: 10, y: 10))
        XCTAssertFalse(RunStart.isInput(idle, previous: idle))
        XCTAssertFalse(RunStart.isInput(resting, previous: idle), "a pointer appearing is not input")
        XCTAssertFalse(RunStart.isInput(resting, previous: resting))
        XCTAssertTrue(RunStart.isInput(InputCommand(pointer: .init(x: 11, y: 10)), previous: resting))
        XCTAssertTrue(RunStart.isInput(InputCommand(buttons: .right), previous: idle))
        XCTAssertTrue(RunStart.isInput(InputCommand(stickY: -3), previous: idle))
    }

    func testReplaySplitsDropTheIdleTicksBeforeTheFirstInput() {
        let inputs = Array(repeating: InputCommand.idle, count: 30) + Array(repeating: InputCommand(buttons: .confirm), count: 300)
        XCTAssertEqual(RunStart.firstInputIndex(in: inputs), 30)
        XCTAssertEqual(RunStart.splits(solvedAtTicks: [120, 300], inputs: inputs), [90, 270])
        XCTAssertNil(RunStart.splits(solvedAtTicks: [1], inputs: [.idle]))
    }
}
