import XCTest
@testable import SensoriumCore

/// The scene camera's grids, taken straight from the scene: a shape's exact share of each
/// cell, a picture's mean over each cell, and the same picture as the camera frame's pipeline.
final class SceneCameraTests: XCTestCase {
    /// A 320x180 wall seen whole: one scene unit per frame pixel, five units per 64x36 cell.
    private func camera(background: UInt8, image: DarkScanScene.SceneImage? = nil,
                        shapes: [DarkScanScene.Shape] = []) -> SceneCamera {
        let scene = DarkScanScene(width: 320, height: 180, background: background, image: image, shapes: shapes)
        return SceneCamera(scene: scene, limits: Viewfinder.Limits(viewWidth: 320, sceneWidth: 320, sceneHeight: 180))
    }

    private let centre = Viewfinder(x: 160, y: 90)

    func testAShapeCoversItsCellsExactly() {
        // 50 units from 135 to 185: cells 27 ... 36 whole, nothing else.
        let square = camera(background: 200, shapes: [.rect(x: 160, y: 90, width: 50, height: 50, luminance: 10)])
        let grid = square.grid(viewfinder: centre, columns: 64, rows: 36, liftStrength: 0)
        for row in 0..<36 {
            for column in 0..<64 {
                let inside = (27...36).contains(column) && (13...22).contains(row)   // 65 ... 115 in y
                XCTAssertEqual(grid[column, row], inside ? 10 : 200, "cell \(column), \(row)")
            }
        }
        // One unit more on each side covers a fifth of the next cells: 200 - 190 / 5 = 162.
        let wider = camera(background: 200, shapes: [.rect(x: 160, y: 90, width: 52, height: 50, luminance: 10)])
        let edge = wider.grid(viewfinder: centre, columns: 64, rows: 36, liftStrength: 0)
        XCTAssertEqual(edge[26, 18], 162)
        XCTAssertEqual(edge[37, 18], 162)
        XCTAssertEqual(edge[25, 18], 200)
    }

    func testLaterShapesPaintOverEarlierOnes() {
        let scene = camera(background: 200, shapes: [
            .rect(x: 160, y: 90, width: 100, height: 100, luminance: 10),
            .rect(x: 160, y: 90, width: 20, height: 20, luminance: 250),
        ])
        let grid = scene.grid(viewfinder: centre, columns: 64, rows: 36, liftStrength: 0)
        XCTAssertEqual(grid[32, 18], 250)
        XCTAssertEqual(grid[24, 18], 10)
        XCTAssertEqual(grid[5, 5], 200)
    }

    func testAShapeOutsideTheViewOrCutByItsEdgeCoversOnlyWhatIsInside() {
        // Half of it is left of the view: the cells inside are whole, nothing wraps around.
        let cut = camera(background: 200, shapes: [.rect(x: 0, y: 90, width: 40, height: 40, luminance: 0)])
        let grid = cut.grid(viewfinder: centre, columns: 64, rows: 36, liftStrength: 0)
        XCTAssertEqual((0..<4).map { grid[$0, 18] }, [0, 0, 0, 0])
        XCTAssertEqual(grid[4, 18], 200)
        XCTAssertEqual(grid[63, 18], 200)
        let away = camera(background: 200, shapes: [.rect(x: -500, y: 90, width: 40, height: 40, luminance: 0)])
        XCTAssertEqual(Set(away.grid(viewfinder: centre, columns: 64, rows: 36, liftStrength: 0).values), [200])
    }

    func testAPictureCellIsTheMeanOfThePixelsUnderIt() {
        // Two pixels, black and white, over the whole wall: each half of the grid takes one.
        let picture = LuminanceFrame(width: 2, height: 1, pixels: [0, 255])
        let image = DarkScanScene.SceneImage(file: "test.png", x: 160, y: 90, width: 320, height: 180, frame: picture)
        let halves = camera(background: 128, image: image)
        let grid = halves.grid(viewfinder: centre, columns: 64, rows: 36, liftStrength: 0)
        XCTAssertEqual(grid[31, 10], 0)
        XCTAssertEqual(grid[32, 10], 255)
        // Moved a fifth of a cell, the cell across the edge is a fifth white: 255 / 5.
        let moved = halves.grid(viewfinder: Viewfinder(x: 161, y: 90), columns: 64, rows: 36, liftStrength: 0)
        XCTAssertEqual(moved[31, 10], 51)
        // Lifted like the pipeline lifts camera pixels.
        let lifted = halves.grid(viewfinder: centre, columns: 64, rows: 36, liftStrength: 64)
        XCTAssertEqual(lifted[31, 10], 0)
        XCTAssertEqual(lifted[32, 10], 255)
    }

    func testTheDetectorImageTakesWholePixels() {
        // A 16x9 picture, black on its left half and white on its right, past every edge of the
        // view: a detector cell is a tenth of a pixel, so each takes the pixel under its centre,
        // also off the pixel grid and rolled, where the grid's cell across the edge takes its share.
        let pixels = (0..<9).flatMap { _ in (0..<16).map { $0 < 8 ? UInt8(0) : 255 } }
        let image = DarkScanScene.SceneImage(file: "test.png", x: 160, y: 90, width: 400, height: 300,
                                             frame: LuminanceFrame(width: 16, height: 9, pixels: pixels))
        let halves = camera(background: 128, image: image)
        for view in [Viewfinder(x: 161, y: 90), Viewfinder(x: 161, y: 90, rotation: 10)] {
            let detector = halves.detectorImage(viewfinder: view, liftStrength: 0)
            XCTAssertEqual(detector.columns, DarkScanAnalysis.detectorColumns)
            XCTAssertEqual(detector.rows, DarkScanAnalysis.detectorRows)
            XCTAssertEqual(Set(detector.values), [0, 255], "\(view)")
        }
        let straight = halves.detectorImage(viewfinder: Viewfinder(x: 161, y: 90), liftStrength: 0)
        XCTAssertEqual(straight[78, 45], 0)
        XCTAssertEqual(straight[80, 45], 255)
        XCTAssertEqual(halves.grid(viewfinder: Viewfinder(x: 161, y: 90), columns: 64, rows: 36, liftStrength: 0)[31, 10], 51)
    }

    func testUntilThePictureIsDecodedTheWallShows() {
        let image = DarkScanScene.SceneImage(file: "test.png", x: 160, y: 90, width: 320, height: 180)
        let grid = camera(background: 77, image: image).grid(viewfinder: centre, columns: 64, rows: 36, liftStrength: 0)
        XCTAssertEqual(Set(grid.values), [77])
    }

    func testTheGridAgreesWithTheCameraFramesPipelineAwayFromEdges() {
        // The camera frame samples five points a cell; away from a shape's edges both agree.
        let scene = camera(background: 225, shapes: [.rect(x: 160, y: 90, width: 76, height: 76, rotation: 20, luminance: 12)])
        let pipeline = LuminancePipeline(columns: 64, rows: 36, lift: 1)
        let fromFrame = pipeline.grid(from: scene.frame(viewfinder: centre))
        let direct = scene.grid(viewfinder: centre, columns: 64, rows: 36, liftStrength: pipeline.liftStrength)
        var differing = 0
        for index in direct.values.indices where direct.values[index] != fromFrame.values[index] {
            differing += 1
            XCTAssertLessThan(abs(Int(direct.values[index]) - Int(fromFrame.values[index])), 80, "cell \(index)")
        }
        XCTAssertLessThan(differing, 100, "only cells along the square's outline differ")
    }
}
