import Foundation
import XCTest
@testable import SensoriumCore

final class AudioWAVFileTests: XCTestCase {
    private func bytes(_ wav: WAVFile) -> [UInt8] { [UInt8](wav.encoded()) }

    private func setUInt32(_ bytes: inout [UInt8], _ offset: Int, _ value: UInt32) {
        for index in 0..<4 { bytes[offset + index] = UInt8((value >> (8 * UInt32(index))) & 0xFF) }
    }

    private func setUInt16(_ bytes: inout [UInt8], _ offset: Int, _ value: UInt16) {
        bytes[offset] = UInt8(value & 0xFF)
        bytes[offset + 1] = UInt8(value >> 8)
    }

    private func expectError(_ bytes: [UInt8], _ kind: FormatError.Category, _ fragment: String, line: UInt = #line) {
        XCTAssertThrowsError(try WAVFile(data: Data(bytes)), line: line) { error in
            guard let error = error as? FormatError else { return XCTFail("not a FormatError: \(error)", line: line) }
            XCTAssertEqual(error.category, kind, error.reason, line: line)
            XCTAssertTrue(error.reason.contains(fragment), "\"\(error.reason)\" lacks \"\(fragment)\"", line: line)
        }
    }

    private let stereo = WAVFile(samples: [0, 0.5, -0.5, 1, -1, 0.25], channels: 2, sampleRate: 44_100, encoding: .pcm16)

    func testPCM16RoundTripsExactly() throws {
        let read = try WAVFile(data: stereo.encoded())
        XCTAssertEqual(read.channels, 2)
        XCTAssertEqual(read.sampleRate, 44_100)
        XCTAssertEqual(read.frameCount, 3)
        XCTAssertEqual(read.encoding, .pcm16)
        XCTAssertEqual(read.encoded(), stereo.encoded())
        XCTAssertEqual(read.samples[3], 1)
        XCTAssertEqual(read.samples[1], Float(16_384) / 32_767, accuracy: 1e-7)
    }

    func testFloat32RoundTripsBitForBit() throws {
        let original = WAVFile(samples: [0.1, -0.33333, 1e-7, 0.999], channels: 1, sampleRate: 48_000, encoding: .float32)
        XCTAssertEqual(try WAVFile(data: original.encoded()), original)
    }

    func testHeaderIsTheCanonicalFortyFourBytes() {
        let data = bytes(WAVFile(samples: [0, 0], channels: 1))
        XCTAssertEqual(data.count, 48)
        XCTAssertEqual(String(decoding: data[0..<4], as: UTF8.self), "RIFF")
        XCTAssertEqual(String(decoding: data[36..<40], as: UTF8.self), "data")
    }

    func testExtensibleFormatAndUnknownChunksAreAccepted() throws {
        var data = bytes(stereo)
        // Rebuild as WAVE_FORMAT_EXTENSIBLE with a LIST chunk in front of data.
        let samples = Array(data[44...])
        var out: [UInt8] = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WAVEfmt ".utf8)
        out += [40, 0, 0, 0, 0xFE, 0xFF] + Array(data[22..<36]) + [22, 0, 16, 0, 3, 0, 0, 0]
        out += [1, 0, 0, 0, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71]
        out += Array("LIST".utf8) + [3, 0, 0, 0, 1, 2, 3, 0]
        out += Array("data".utf8) + [UInt8(samples.count), 0, 0, 0] + samples
        setUInt32(&out, 4, UInt32(out.count - 8))
        data = out
        XCTAssertEqual(try WAVFile(data: Data(data)).samples, try WAVFile(data: stereo.encoded()).samples)
    }

    func testRejectsEmptyAndNonWAVFiles() {
        expectError([], .truncated, "12")
        expectError(Array("RIFX\u{0}\u{0}\u{0}\u{0}WAVE".utf8), .unknownFormat, "RIFF")
        expectError(Array("RIFF\u{4}\u{0}\u{0}\u{0}AVI ".utf8), .unknownFormat, "WAVE")
    }

    func testRejectsATruncatedFile() {
        let data = bytes(stereo)
        expectError(Array(data.prefix(data.count - 3)), .truncated, "RIFF size")
        expectError(Array(data.prefix(30)), .truncated, "RIFF size")
    }

    func testRejectsAChunkLongerThanTheFile() {
        var data = bytes(stereo)
        setUInt32(&data, 40, 1_000)
        expectError(data, .badSize, "'data'")
        setUInt32(&data, 40, 0xFFFF_FFFF)
        expectError(data, .badSize, "'data'")
    }

    func testRejectsWrongRIFFSizeAndPartialFrames() {
        var data = bytes(stereo) + [0, 0, 0, 0]
        expectError(data, .badSize, "RIFF size")
        data = bytes(stereo)
        setUInt32(&data, 40, 10)        // 2.5 stereo frames
        setUInt32(&data, 4, UInt32(36 + 10))
        data = Array(data.prefix(54))
        expectError(data, .badSize, "whole number")
    }

    func testRejectsUnsupportedFormats() {
        var data = bytes(stereo)
        setUInt16(&data, 34, 24)
        expectError(data, .unsupportedFormat, "bit depth 24")
        data = bytes(stereo)
        setUInt16(&data, 20, 2)     // MS ADPCM
        expectError(data, .unsupportedFormat, "format tag 2")
        data = bytes(stereo)
        setUInt16(&data, 22, 0)     // zero channels
        expectError(data, .unsupportedFormat, "0 channels")
    }

    func testRejectsInconsistentFormatFields() {
        var data = bytes(stereo)
        setUInt16(&data, 32, 3)
        expectError(data, .invalid, "block align")
        data = bytes(stereo)
        setUInt32(&data, 28, 1)
        expectError(data, .invalid, "byte rate")
    }

    func testRejectsMissingOrMisorderedChunks() {
        let header = Array(bytes(stereo).prefix(36))
        var noData = header
        setUInt32(&noData, 4, UInt32(noData.count - 8))
        expectError(noData, .invalid, "no 'data'")
        var dataFirst: [UInt8] = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WAVE".utf8) + Array("data".utf8) + [0, 0, 0, 0]
        setUInt32(&dataFirst, 4, UInt32(dataFirst.count - 8))
        expectError(dataFirst, .invalid, "before 'fmt '")
    }

    func testRejectsNonFiniteFloatSamples() {
        let data = bytes(WAVFile(samples: [0, .nan], channels: 1, encoding: .float32))
        expectError(data, .invalid, "sample 1")
    }

    func testAFloodOfEmptyChunksIsRejectedQuickly() {
        var data: [UInt8] = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WAVE".utf8)
        for _ in 0..<5_000 { data += Array("junk".utf8) + [0, 0, 0, 0] }
        setUInt32(&data, 4, UInt32(data.count - 8))
        expectError(data, .invalid, "chunks")
    }

    func testFileErrorsNameTheFile() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sensorium-missing-\(UUID().uuidString).wav")
        XCTAssertThrowsError(try WAVFile(contentsOf: url)) { error in
            XCTAssertEqual((error as? FormatError)?.file, url.path)
            XCTAssertEqual((error as? FormatError)?.category, .io)
        }
    }

    func testMonoDownmixAveragesChannels() {
        XCTAssertEqual(stereo.monoSamples(), [0.25, 0.25, -0.375])
    }
}
