/// A jumping-target level with every field shown, for `sensorium new` and the level schema.
extension JumpingTargetKind {
    public var templates: [String] {
        [#"""
          "parameters": {
            "targetRadius": 70, "cursorSpeed": 900,
            "leapEvery": 2, "leapDistance": 350, "leapSeconds": 0.8,
            "shyRadius": 0, "calmSeconds": 1
          },
          "goal": { "catches": 3 }
        """#]
    }
}
