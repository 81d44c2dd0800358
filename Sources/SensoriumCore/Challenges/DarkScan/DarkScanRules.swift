/// The parameters and goal of a `dark-scan` level. See docs/levels.md ("Kind dark-scan").
public struct DarkScanRules: Equatable, Sendable {
    /// Grid columns, a multiple of 16 in 16...128; rows are `columns * 9 / 16` (square cells on
    /// the 16:9 canvas). The talk's picture is 64x36.
    public var gridColumns: Int
    /// The pipeline's wash-out of light areas, 0.0 (none) ... 1.0 (gamma 2 on darkness).
    public var lift: Double
    /// The reticle's side over the view height, 0.2 ... 0.6.
    public var reticleSize: Double
    public var scene: DarkScanScene
    /// Where the viewfinder starts.
    public var start: Viewfinder
    public var limits: Viewfinder.Limits
    public var thresholds: DarkScanThresholds
    /// Smoothed progress at or above this, held for `holdSeconds`, solves the level (0.5 ... 1.0).
    public var goalProgress: Double
    public var holdSeconds: Double
    /// The dark squares in the scene's picture (`DarkScanSurvey`): the keyboard solver's
    /// candidates besides the level's rect shapes. Looked for on first use only (a second or so
    /// in a debug build), so loading levels — start-up, hot reload, validate — never pays for it.
    public var pictureSquares: [DarkScanSurvey.Square] { survey.squares { DarkScanSurvey.squares(in: self) } }
    private var survey = DarkScanSurvey.Memo()

    public var gridRows: Int { gridColumns * 9 / 16 }
    public var holdTicks: Int { max(1, TickClock.ticks(holdSeconds)) }

    public init(scene: DarkScanScene, start: Viewfinder? = nil, limits: Viewfinder.Limits? = nil,
                gridColumns: Int = 64, lift: Double = 1, reticleSize: Double = 0.4,
                thresholds: DarkScanThresholds = DarkScanThresholds(), goalProgress: Double = 0.9,
                holdSeconds: Double = 0.5) {
        self.scene = scene
        self.start = start ?? Viewfinder(x: scene.width / 2, y: scene.height / 2)
        self.limits = limits ?? Viewfinder.Limits(sceneWidth: scene.width, sceneHeight: scene.height)
        self.gridColumns = gridColumns
        self.lift = lift
        self.reticleSize = reticleSize
        self.thresholds = thresholds
        self.goalProgress = goalProgress
        self.holdSeconds = holdSeconds
    }

    /// The rules with the scene's picture decoded (levels get theirs while they are parsed,
    /// through `LevelAssets`; tests attach one here).
    public func attaching(image frame: LuminanceFrame) -> DarkScanRules {
        var copy = self
        copy.scene.image?.frame = frame
        copy.survey = DarkScanSurvey.Memo()
        return copy
    }

    /// Reads a level's `parameters` and `goal`; the scene's picture, if any, is read and checked
    /// through `assets` (decoded on first use), once the viewfinder says how closely it is seen.
    init(parameters: inout JSONObjectReader, goal: inout JSONObjectReader, assets: inout LevelAssets) throws(FormatError) {
        gridColumns = try parameters.optionalInt("gridColumns", in: 16...128) ?? 64
        if gridColumns % 16 != 0 {
            throw parameters.error("gridColumns", "must be a multiple of 16 (16, 32, 48, 64, 80, 96, 112, 128)")
        }
        lift = try parameters.optionalDouble("lift", in: 0...1) ?? 1
        reticleSize = try parameters.optionalDouble("reticleSize", in: 0.2...0.6) ?? 0.4
        var sceneReader = try parameters.object("scene")
        scene = try Self.parseScene(&sceneReader)
        try sceneReader.finish()
        if var view = try parameters.optionalObject("viewfinder") {
            (start, limits) = try Self.parseViewfinder(&view, scene: scene)
            try view.finish()
        } else {
            limits = Viewfinder.Limits(viewWidth: min(1600, scene.width), sceneWidth: scene.width, sceneHeight: scene.height)
            start = Viewfinder(x: scene.width / 2, y: scene.height / 2)
        }
        if let image = scene.image {
            let field = sceneReader.path(of: "image")
            do {
                scene.image?.picture = try assets.picture(image.file, field: field, drawn: Self.drawnSize(of: image, limits: limits))
            } catch {
                throw FormatError(path: field, reason: "\(error)")
            }
        }
        if var reader = try parameters.optionalObject("thresholds") {
            thresholds = try DarkScanThresholds(reading: &reader)
            try reader.finish()
        } else {
            thresholds = DarkScanThresholds()
        }
        goalProgress = try goal.double("progress", in: 0.5...1)
        holdSeconds = try goal.optionalDouble("holdSeconds", in: 0.1...5) ?? 0.5
    }

    /// The most camera pixels that ever fall across and down the whole picture: at the closest
    /// zoom the camera's 320 pixels cover `viewWidth / maxZoom` scene units (rotation changes
    /// the direction, not the density). A picture finer than that is never seen finer, so it
    /// can be kept smaller.
    static func drawnSize(of image: DarkScanScene.SceneImage, limits: Viewfinder.Limits) -> (width: Int, height: Int) {
        let pixelsPerUnit = Double(SceneCamera.frameWidth) * limits.maxZoom / limits.viewWidth
        return (Int((image.width * pixelsPerUnit).rounded(.up)), Int((image.height * pixelsPerUnit).rounded(.up)))
    }

    private static func parseScene(_ reader: inout JSONObjectReader) throws(FormatError) -> DarkScanScene {
        let width = try reader.double("width", in: 100...100_000)
        let height = try reader.double("height", in: 100...100_000)
        let background = UInt8(try reader.optionalInt("background", in: 0...255) ?? 230)
        var image: DarkScanScene.SceneImage?
        if var imageReader = try reader.optionalObject("image") {
            let file = try imageReader.string("file")
            let allowed = file.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
            }
            let lower = file.lowercased()
            guard allowed, !file.hasPrefix("."), (1...80).contains(file.utf8.count),
                  [".png", ".jpg", ".jpeg", ".bmp"].contains(where: lower.hasSuffix) else {
                throw imageReader.error("file", "\(TerminalText.quoted(file)) must be a file name in Resources/scenes: a-z, 0-9, '-', '_', '.', ending .png, .jpg or .bmp")
            }
            image = DarkScanScene.SceneImage(
                file: file,
                x: try imageReader.double("x", in: -100_000...200_000),
                y: try imageReader.double("y", in: -100_000...200_000),
                width: try imageReader.double("width", in: 1...200_000),
                height: try imageReader.double("height", in: 1...200_000))
            try imageReader.finish()
        }
        var shapes: [DarkScanScene.Shape] = []
        let items = try reader.optionalArray("shapes") ?? []
        if items.count > 64 { throw reader.error("shapes", "at most 64 shapes, found \(items.count)") }
        for (index, item) in items.enumerated() {
            var shape = try JSONObjectReader(item, path: reader.path(of: "shapes") + "[\(index)]")
            shapes.append(try parseShape(&shape))
            try shape.finish()
        }
        return DarkScanScene(width: width, height: height, background: background, image: image, shapes: shapes)
    }

    private static func parseShape(_ reader: inout JSONObjectReader) throws(FormatError) -> DarkScanScene.Shape {
        let form = try reader.enumValue("type", as: DarkScanScene.Shape.Form.self)
        let luminance = UInt8(try reader.int("luminance", in: 0...255))
        switch form {
        case .rect, .ellipse:
            let x = try reader.double("x", in: -100_000...200_000)
            let y = try reader.double("y", in: -100_000...200_000)
            let width = try reader.double("width", in: 1...200_000)
            let height = try reader.double("height", in: 1...200_000)
            let rotation = try reader.optionalDouble("rotation", in: -360...360) ?? 0
            return form == .rect
                ? .rect(x: x, y: y, width: width, height: height, rotation: rotation, luminance: luminance)
                : .ellipse(x: x, y: y, width: width, height: height, rotation: rotation, luminance: luminance)
        case .polygon:
            let items = try reader.array("points")
            guard (3...32).contains(items.count) else {
                throw reader.error("points", "a polygon needs 3...32 points, found \(items.count)")
            }
            var points: [(x: Double, y: Double)] = []
            for (index, item) in items.enumerated() {
                guard case .array(let pair) = item, pair.count == 2,
                      case .number(let x) = pair[0], case .number(let y) = pair[1],
                      abs(x) <= 200_000, abs(y) <= 200_000 else {
                    throw FormatError(path: reader.path(of: "points") + "[\(index)]",
                                    reason: "expected a point [x, y] with numbers within -200000...200000")
                }
                points.append((x, y))
            }
            return .polygon(points, luminance: luminance)
        }
    }

    private static func parseViewfinder(_ reader: inout JSONObjectReader,
                                        scene: DarkScanScene) throws(FormatError) -> (Viewfinder, Viewfinder.Limits) {
        let viewWidth = try reader.optionalDouble("viewWidth", in: 50...100_000) ?? min(1600, scene.width)
        let minZoom = try reader.optionalDouble("minZoom", in: 0.125...16) ?? 0.5
        let maxZoom = try reader.optionalDouble("maxZoom", in: 0.125...16) ?? 4
        if maxZoom < minZoom { throw reader.error("maxZoom", "must not be less than minZoom") }
        let maxRotation = try reader.optionalDouble("maxRotation", in: 0...90) ?? 45
        let limits = Viewfinder.Limits(
            viewWidth: viewWidth, minZoom: minZoom, maxZoom: maxZoom, maxRotation: maxRotation,
            panSpeed: try reader.optionalDouble("panSpeed", in: 0.05...4) ?? 0.5,
            zoomSpeed: try reader.optionalDouble("zoomSpeed", in: 0.1...4) ?? 1,
            rotateSpeed: try reader.optionalDouble("rotateSpeed", in: 5...360) ?? 40,
            sceneWidth: scene.width, sceneHeight: scene.height)
        let x = try reader.optionalDouble("x", in: 0...scene.width, schemaRange: 0...100_000) ?? scene.width / 2
        let y = try reader.optionalDouble("y", in: 0...scene.height, schemaRange: 0...100_000) ?? scene.height / 2
        let zoom = try reader.optionalDouble("zoom", in: minZoom...maxZoom, schemaRange: 0.125...16) ?? min(max(1, minZoom), maxZoom)
        let rotation = try reader.optionalDouble("rotation", in: -maxRotation...maxRotation, schemaRange: -90...90) ?? 0
        return (Viewfinder(x: x, y: y, zoom: zoom, rotation: rotation), limits)
    }

    /// The level file `bytes` with its `parameters.thresholds` replaced by `thresholds` (every
    /// field written), pretty-printed, for the debug overlay's "write back". Everything else is
    /// kept, in file order. Throws when `bytes` is not a level file's JSON object.
    public static func levelJSON(replacing thresholds: DarkScanThresholds, in bytes: [UInt8]) throws(FormatError) -> String {
        let document = try JSONParser(limits: LevelParser.limits).parse(bytes)
        guard case .object(var root) = document else {
            throw FormatError(path: "", reason: "expected an object, found \(document.typeDescription)")
        }
        var parameters = JSONObject()
        if let existing = root["parameters"] {
            guard case .object(let object) = existing else {
                throw FormatError(path: "parameters", reason: "expected an object, found \(existing.typeDescription)")
            }
            parameters = object
        }
        parameters["thresholds"] = thresholds.json
        root["parameters"] = .object(parameters)
        return JSONWriter.pretty(.object(root))
    }
}
