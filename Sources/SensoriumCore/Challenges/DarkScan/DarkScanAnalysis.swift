/// Everything the dark scan reads from one camera frame: the grid (the picture and the framing
/// maths) and the quads of the detector (the forgiving, accessible path).
///
/// The grid comes at the level's grid size; the detector looks at a finer 160x90 image of the
/// same view (same crop and lift), so both see the same picture. A camera frame (a webcam, an
/// image) goes through the pipeline; the level's own scene is read straight into both grids.
public struct DarkScanAnalysis: Equatable, Sendable {
    /// The detector image's size: finer than the 64x36 grid, so a small square still has pixels.
    public static let detectorColumns = 160
    public static let detectorRows = 90

    public var grid: LuminanceGrid
    public var measurement: DarkScanMeasurement
    /// Best first.
    public var quads: [DarkQuad]

    /// The forgiving progress: the best quad's score, 0.0 ... 1.0.
    public var detectorScore: Double { quads.first?.score ?? 0 }

    public init(grid: LuminanceGrid, measurement: DarkScanMeasurement, quads: [DarkQuad]) {
        self.grid = grid
        self.measurement = measurement
        self.quads = quads
    }

    /// - Parameter quads: when given, the detector does not run and these are kept.
    public init(frame: LuminanceFrame, rules: DarkScanRules, quads: [DarkQuad]? = nil) {
        self.init(frame: frame, gridColumns: rules.gridColumns, gridRows: rules.gridRows, lift: rules.lift,
                  reticleSize: rules.reticleSize, thresholds: rules.thresholds, quads: quads)
    }

    public init(frame: LuminanceFrame, gridColumns: Int, gridRows: Int, lift: Double, reticleSize: Double,
                thresholds: DarkScanThresholds, quads: [DarkQuad]? = nil) {
        self.init(grid: LuminancePipeline(columns: gridColumns, rows: gridRows, lift: lift).grid(from: frame),
                  reticleSize: reticleSize, thresholds: thresholds, quads: quads) {
            LuminancePipeline(columns: Self.detectorColumns, rows: Self.detectorRows, lift: lift).grid(from: frame)
        }
    }

    /// What the level's scene camera sees at `view`, no frame in between.
    /// - Parameter quads: when given, the detector does not run and these are kept.
    public init(camera: SceneCamera, view: Viewfinder, rules: DarkScanRules, quads: [DarkQuad]? = nil) {
        let strength = LuminancePipeline.strength(lift: rules.lift)
        self.init(grid: camera.grid(viewfinder: view, columns: rules.gridColumns, rows: rules.gridRows, liftStrength: strength),
                  reticleSize: rules.reticleSize, thresholds: rules.thresholds, quads: quads) {
            camera.detectorImage(viewfinder: view, liftStrength: strength)
        }
    }

    private init(grid: LuminanceGrid, reticleSize: Double, thresholds: DarkScanThresholds, quads: [DarkQuad]?,
                 detectorImage: () -> LuminanceGrid) {
        self.grid = grid
        measurement = DarkScanMeasurement(grid: grid, reticleSize: reticleSize, thresholds: thresholds)
        self.quads = quads ?? DarkQuadDetector.detect(detectorImage(), thresholds: thresholds)
    }
}
