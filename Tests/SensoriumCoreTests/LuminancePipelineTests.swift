import XCTest
@testable import SensoriumCore

final class LuminancePipelineTests: XCTestCase {
    func testLumaIsRec709WithWhiteAndBlackExact() {
        XCTAssertEqual(LuminanceFrame.luma(255, 255, 255), 255)
        XCTAssertEqual(LuminanceFrame.luma(0, 0, 0), 0)
        XCTAssertEqual(LuminanceFrame.luma(255, 0, 0), 54)     // 0.2126
        XCTAssertEqual(LuminanceFrame.luma(0, 255, 0), 182)    // 0.7152: (183 * 255 + 128) >> 8
        XCTAssertEqual(LuminanceFrame.luma(0, 0, 255), 19)     // 0.0722
        let frame = LuminanceFrame(rgba: [255, 0, 0, 255, 0, 255, 0, 0, 0, 0, 255, 7, 10, 20, 30, 255],
                                   width: 2, height: 2)
        XCTAssertEqual(frame.pixels, [54, 182, 19, LuminanceFrame.luma(10, 20, 30)])
    }

    func testLiftWashesOutLightAreasAndKeepsTheEnds() {
        XCTAssertEqual(LuminancePipeline.lift(0, strength: 64), 0)
        XCTAssertEqual(LuminancePipeline.lift(255, strength: 64), 255)
        // 128 + (((127 * 128) >> 6) * 64) >> 8 = 128 + (254 * 64) >> 8 = 128 + 63
        XCTAssertEqual(LuminancePipeline.lift(128, strength: 64), 191)
        // 200 + ((((55 * 200) >> 6) * 64) >> 8) = 200 + ((171 * 64) >> 8) = 200 + 42
        XCTAssertEqual(LuminancePipeline.lift(200, strength: 64), 242)
        XCTAssertEqual(LuminancePipeline.lift(128, strength: 0), 128)
        // 128 + ((254 * 32) >> 8) = 128 + 31
        XCTAssertEqual(LuminancePipeline.lift(128, strength: 32), 159)
        for value in 0...255 {
            XCTAssertGreaterThanOrEqual(LuminancePipeline.lift(UInt8(value), strength: 64), UInt8(value))
        }
    }

    func testAspectFillCropKeepsTheMiddle() {
        let pipeline = LuminancePipeline(columns: 64, rows: 36, lift: 1)
        XCTAssertTrue(pipeline.crop(width: 640, height: 480) == (0, 60, 640, 360))
        XCTAssertTrue(pipeline.crop(width: 1280, height: 720) == (0, 0, 1280, 720))
        XCTAssertTrue(pipeline.crop(width: 400, height: 180) == (40, 0, 320, 180))
    }

    func testDownsampleIsTheRoundedMeanOfEachBoxAfterCropAndLift() {
        // 8x6 frame to a 4x2 grid (aspect 2:1): the crop keeps rows 1...4, boxes are 2x2.
        var pixels = [UInt8](repeating: 255, count: 8 * 6)
        func set(_ x: Int, _ y: Int, _ v: UInt8) { pixels[y * 8 + x] = v }
        // Row 0 and row 5 are cropped away: making them black must change nothing.
        for x in 0..<8 { set(x, 0, 0); set(x, 5, 0) }
        // Box (0,0): rows 1-2, columns 0-1.
        set(0, 1, 0); set(1, 1, 0); set(0, 2, 0); set(1, 2, 0)
        // Box (1,0): one mid grey pixel, three white.
        set(2, 1, 128)
        // Box (3,1): 0, 100, 200, 255.
        set(6, 3, 0); set(7, 3, 100); set(6, 4, 200); set(7, 4, 255)
        let grid = LuminancePipeline(columns: 4, rows: 2, lift: 1).grid(from: LuminanceFrame(width: 8, height: 6, pixels: pixels))
        let lift = { (v: UInt8) in Int(LuminancePipeline.lift(v, strength: 64)) }
        XCTAssertEqual(grid[0, 0], 0)
        XCTAssertEqual(Int(grid[1, 0]), (lift(128) + 3 * 255 + 2) / 4)
        XCTAssertEqual(grid[2, 0], 255)
        XCTAssertEqual(Int(grid[3, 1]), (lift(0) + lift(100) + lift(200) + lift(255) + 2) / 4)
        XCTAssertEqual(grid.values.count, 8)
    }

    func testSmallFramesAreEnlargedByRepetition() {
        let frame = LuminanceFrame(width: 2, height: 1, pixels: [0, 255])
        let grid = LuminancePipeline(columns: 4, rows: 2, lift: 0).grid(from: frame)
        XCTAssertEqual(grid.values, [0, 0, 255, 255, 0, 0, 255, 255])
    }

    func testRGBAPathMatchesLumaFrameBitForBit() {
        var random = SeededRandom(seed: 9)
        let width = 200, height = 150, stride = width * 4 + 12
        var rgba = [UInt8](repeating: 0, count: stride * height)
        for index in rgba.indices { rgba[index] = UInt8(truncatingIfNeeded: random.next()) }
        let pipeline = LuminancePipeline(columns: 32, rows: 18, lift: 0.7)
        var fused = LuminanceGrid(columns: 32, rows: 18)
        rgba.withUnsafeBytes { pipeline.process(rgba: $0, width: width, height: height, bytesPerRow: stride, into: &fused) }
        let frame = rgba.withUnsafeBytes { LuminanceFrame(rgba: $0, width: width, height: height, bytesPerRow: stride) }
        XCTAssertEqual(fused, pipeline.grid(from: frame))
    }
}
