/// Dark-scan levels with every field shown, for `sensorium new` and the level schema: the first
/// frames a square among a decoy ellipse and polygon; the second adds a picture and every
/// threshold (a picture file must exist to play, so `new` does not write it).
extension DarkScanKind {
    public var templates: [String] {
        [#"""
          "parameters": {
            "gridColumns": 64, "lift": 1, "reticleSize": 0.4,
            "scene": {
              "width": 4000, "height": 2250, "background": 225,
              "shapes": [
                { "type": "rect", "x": 2600, "y": 1100, "width": 380, "height": 380, "rotation": 0, "luminance": 12 },
                { "type": "ellipse", "x": 900, "y": 700, "width": 300, "height": 200, "rotation": 0, "luminance": 90 },
                { "type": "polygon", "points": [[1200, 1700], [1500, 1700], [1350, 1450]], "luminance": 140 }
              ]
            },
            "viewfinder": {
              "x": 1400, "y": 1000, "zoom": 1, "rotation": 0, "viewWidth": 1600,
              "minZoom": 0.5, "maxZoom": 4, "maxRotation": 30,
              "panSpeed": 0.5, "zoomSpeed": 1, "rotateSpeed": 40
            }
          },
          "goal": { "progress": 0.9, "holdSeconds": 0.5 }
        """#, #"""
          "parameters": {
            "scene": {
              "width": 4800, "height": 2700, "background": 50,
              "image": { "file": "field.png", "x": 2400, "y": 1350, "width": 4800, "height": 2700 }
            },
            "thresholds": \#(thresholdsText)
          },
          "goal": { "progress": 0.9 }
        """#]
    }

    /// Every threshold at its default.
    private var thresholdsText: String {
        let defaults = DarkScanThresholds()
        let fields = DarkScanThresholds.fields.map { "\"\($0.name)\": \(JSONWriter.number(defaults[keyPath: $0.keyPath]))" }
        return "{ " + fields.joined(separator: ", ") + " }"
    }
}
