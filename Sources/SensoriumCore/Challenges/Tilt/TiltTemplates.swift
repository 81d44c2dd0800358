/// Tilt levels with every field shown, for `sensorium new` and the level schema: the first
/// turns a drifting mark to one goal; the second sets a house upright through several targets.
extension TiltKind {
    public var templates: [String] {
        [#"""
          "parameters": {
            "sampleHz": 25, "thresholdRadians": 0.15, "turnDegreesPerSecond": 60,
            "startDegrees": 0, "markDegrees": 0, "driftDegreesPerSecond": 4, "picture": "mark"
          },
          "goal": { "degrees": 90, "toleranceDegrees": 8, "holdSeconds": 5 }
        """#, #"""
          "parameters": { "picture": "house", "startDegrees": 40 },
          "goal": { "targets": [90, 0], "inOrder": false, "toleranceDegrees": 6, "holdSeconds": 1 }
        """#]
    }
}
