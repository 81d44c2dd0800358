import Foundation
import XCTest
import SensoriumCore
import SensoriumSDL

/// The state block is in the game's memory where auto splitters look: a mapping named
/// `sensorium-state` in /proc/PID/maps, starting with the block, rewritten on each write.
final class RunStateMemoryTests: XCTestCase {
    func testTheMappingIsNamedInProcMapsAndHoldsTheBlock() throws {
        let memory = try XCTUnwrap(RunStateMemory())
        XCTAssertEqual(Array(memory.bytes[0..<8]), Array("SENSORUN".utf8))
        var block = RunStateBlock()
        block.phase = .running
        block.inGameTicks = 12_345
        memory.write(block)
        XCTAssertEqual(Array(memory.bytes[20..<24]), [2, 0, 0, 0])
        XCTAssertEqual(Array(memory.bytes[48..<56]), block.bytes()[48..<56].map { $0 })
        // Read as a stream: procfs files have no size.
        let maps = String(decoding: try XCTUnwrap(FileHandle(forReadingAtPath: "/proc/self/maps")?.readToEnd()), as: UTF8.self)
        let line = try XCTUnwrap(maps.split(separator: "\n").first { $0.contains(RunStateMemory.mappingName + "-\(getpid())") },
                                 "the mapping is named where readAddress looks")
        let start = try XCTUnwrap(UInt(line.prefix { $0 != "-" }, radix: 16))
        // What another process reading this address sees (here: this process, through /proc).
        let handle = try XCTUnwrap(FileHandle(forReadingAtPath: "/proc/self/mem"))
        try handle.seek(toOffset: UInt64(start))
        let read = try XCTUnwrap(try handle.read(upToCount: RunStateBlock.size))
        XCTAssertEqual([UInt8](read), memory.bytes)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/dev/shm/\(RunStateMemory.mappingName)-\(getpid())"),
                       "nothing is left on disk")
    }
}
