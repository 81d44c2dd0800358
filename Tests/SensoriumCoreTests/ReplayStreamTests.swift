import XCTest
@testable import SensoriumCore

/// A replay read to be played holds its input run by run: a day of idle input is one run, and
/// the commands it plays are exactly the ones the whole replay holds.
final class ReplayStreamTests: XCTestCase {
    private func header(ticks: Int) throws -> ReplayHeader {
        let scan = try XCTUnwrap(RepositoryPaths.shippedCatalog.level(id: "scan"))
        return ReplayVerifier.header(for: [scan], category: .level("scan"))
    }

    func testADayOfIdleInputIsOneRunAndIsNeverExpanded() throws {
        let day = Replay.maxTicks
        let body = ReplayBody.encode(runs: [(InputCommand.idle, day)])
        XCTAssertLessThanOrEqual(body.count, 5)
        var decoder = ReplayBody.Decoder(body, tickCount: day)
        let run = try XCTUnwrap(try decoder.nextRun())
        XCTAssertEqual(run.0, .idle)
        XCTAssertEqual(run.1, day, "the whole day comes as one run, not 10,368,000 commands")
        XCTAssertNil(try decoder.nextRun())

        let bytes = Replay.encode(header: try header(ticks: day), tickCount: day, runs: [(InputCommand.idle, day)])
        XCTAssertLessThan(bytes.count, 400)
        let stream = try ReplayStream.open(bytes, file: "idle.replay")
        XCTAssertEqual(stream.tickCount, day)
        var commands = stream.commands()
        var first = 0
        while first < 1000, let command = commands.next() {
            XCTAssertEqual(command, .idle)
            first += 1
        }
        XCTAssertEqual(first, 1000)
    }

    func testAStreamPlaysExactlyTheReplaysCommands() throws {
        for name in ["cellar", "tide", "full-game"] {
            let path = RepositoryPaths.solutions + "/\(name).replay"
            let replay = try Replay.read(from: path)
            let stream = try ReplayStream.read(from: path)
            XCTAssertEqual(stream.header, replay.header, name)
            XCTAssertEqual(stream.tickCount, replay.tickCount, name)
            var commands = stream.commands()
            var played: [InputCommand] = []
            while let command = commands.next() { played.append(command) }
            XCTAssertEqual(played, replay.inputs, name)
            XCTAssertEqual(stream.replay(), replay, name)
        }
    }

    func testAStreamRefusesABrokenBodyAsDecodingDoes() throws {
        var bytes = Replay.encode(header: try header(ticks: 40), tickCount: 40,
                                  runs: [(InputCommand.idle, 30), (InputCommand(buttons: .right), 10)])
        // One tick short of the header's count: the body ends early.
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"ticks\":40", with: "\"ticks\":41")
        bytes = Array(text.utf8)
        var expected = "", found = ""
        do { _ = try Replay.decode(bytes, file: "short.replay") } catch { expected = "\(error)" }
        do { _ = try ReplayStream.open(bytes, file: "short.replay") } catch { found = "\(error)" }
        XCTAssertEqual(found, expected)
        XCTAssertTrue(found.contains("data ends after 40 ticks; the header declares 41"), found)
    }
}
