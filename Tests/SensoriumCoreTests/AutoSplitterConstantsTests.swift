import Foundation
import XCTest
@testable import SensoriumCore

/// The shipped auto splitters (packaging/autosplitters) repeat the state block's layout in their
/// own languages: every offset, width, phase, the signature and the layout version they use is
/// read from their text and checked against `RunStateBlock`, so the block cannot change under
/// them unnoticed. No playback: the played-back runs are AutoSplittingRuntimeTests and
/// LibreSplitTests.
final class AutoSplitterConstantsTests: XCTestCase {
    private let folder = RepositoryPaths.root + "/packaging/autosplitters/"

    /// `snake_case` or `camelCase` as the block's field of that name.
    private func field(_ name: String) -> RunStateBlock.Field? {
        let parts = name.split(separator: "_")
        let camel = parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
        return RunStateBlock.Field.allCases.first { "\($0)" == camel }
    }

    private func width(_ field: RunStateBlock.Field) -> Int {
        switch field {
        case .magic, .inGameTicks, .lastSplitTicks: 8
        default: 4
        }
    }

    private var signature: UInt64 {
        RunStateBlock.magic.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * $1.offset) }
    }

    func testTheWebAssemblySplittersFieldsAndConstantsAreTheBlocks() throws {
        let text = try String(contentsOfFile: folder + "sensorium.wat", encoding: .utf8)
        let fields = text.matches(of: try Regex(#"\(func \$field_(\w+) \(result i(32|64)\) \(i(?:32|64)\.load offset=(\d+) \(i32\.const 64\)\)\)"#))
        XCTAssertGreaterThanOrEqual(fields.count, 8, "the splitter's $field_ functions")
        for match in fields {
            let name = String(match.output[1].substring ?? "")
            let field = try XCTUnwrap(self.field(name), "$field_\(name) is no field of the block")
            XCTAssertEqual(Int(match.output[3].substring ?? ""), field.rawValue, "$field_\(name)'s offset")
            XCTAssertEqual(Int(match.output[2].substring ?? "").map { $0 / 8 }, width(field), "$field_\(name)'s width")
        }
        // Every load of the block goes through a $field_ function.
        XCTAssertEqual(text.matches(of: try Regex(#"\.load"#)).count, fields.count, "a load that is not a $field_ function")

        var constants: [String: UInt64] = [:]
        for match in text.matches(of: try Regex(#"\(func \$const_(\w+) \(result i(?:32|64)\) \(i(?:32|64)\.const (0x[0-9A-Fa-f]+|\d+)\)\)"#)) {
            let literal = String(match.output[2].substring ?? "")
            constants[String(match.output[1].substring ?? "")] = literal.hasPrefix("0x") ? UInt64(literal.dropFirst(2), radix: 16) : UInt64(literal)
        }
        XCTAssertEqual(constants["signature"], signature, "the signature, little-endian")
        XCTAssertEqual(constants["layout_version"], UInt64(RunStateBlock.layoutVersion))
        XCTAssertEqual(constants["size"], UInt64(RunStateBlock.size))
        XCTAssertEqual(constants["phase_running"], UInt64(RunStateBlock.Phase.running.rawValue))
        XCTAssertFalse(text.contains("4096"), "the page size is the machine's, never assumed")
    }

    func testTheLuaSplittersOffsetsAndConstantsAreTheBlocks() throws {
        let text = try String(contentsOfFile: folder + "sensorium.lua", encoding: .utf8)
        let table = try XCTUnwrap(text.firstMatch(of: try Regex(#"local offset = \{\n((?:    \w+ = 0x[0-9A-Fa-f]+,\n)+)\}"#)),
                                  "the splitter's offset table")
        var offsets: [String: Int] = [:]
        for match in String(table.output[1].substring ?? "").matches(of: try Regex(#"(\w+) = 0x([0-9A-Fa-f]+)"#)) {
            let name = String(match.output[1].substring ?? "")
            let field = try XCTUnwrap(self.field(name), "offset.\(name) is no field of the block")
            offsets[name] = Int(match.output[2].substring ?? "", radix: 16)
            XCTAssertEqual(offsets[name], field.rawValue, "offset.\(name)")
        }
        XCTAssertGreaterThanOrEqual(offsets.count, 8)
        // Each read names an offset from the table, with the field's width.
        let reads = text.matches(of: try Regex(#"readAddress\("(\w+)", block, (offset\.(\w+)|0x0)\)"#))
        XCTAssertEqual(reads.count, text.matches(of: try Regex(#"readAddress\("#)).count, "a read that is not from the offset table")
        for read in reads {
            guard let name = read.output[3].substring.map(String.init) else { continue }
            let field = try XCTUnwrap(self.field(name), "offset.\(name)")
            XCTAssertNotNil(offsets[name], "offset.\(name) is in the table")
            XCTAssertEqual(read.output[1].substring == "long" ? 8 : 4, width(field), "offset.\(name) read as \(read.output[1].substring ?? "")")
        }
        XCTAssertNotNil(text.firstMatch(of: try Regex(#"local magic = "\#(String(decoding: RunStateBlock.magic, as: UTF8.self))""#)))
        XCTAssertNotNil(text.firstMatch(of: try Regex(#"local layoutVersion = \#(RunStateBlock.layoutVersion)\n"#)))
        XCTAssertNotNil(text.firstMatch(of: try Regex(#"local phaseRunning, phaseFinished = \#(RunStateBlock.Phase.running.rawValue), \#(RunStateBlock.Phase.finished.rawValue)\n"#)))
        XCTAssertFalse(text.contains("4096"), "the page size is the machine's, never assumed")
    }
}
