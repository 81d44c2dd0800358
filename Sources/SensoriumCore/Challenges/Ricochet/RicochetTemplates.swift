/// A ricochet level with every field shown, for `sensorium new` and the level schema: grow the
/// ball, shield it, touch two walls, roll on the metal strip, then rest in the exit.
extension RicochetKind {
    public var templates: [String] {
        [#"""
          "parameters": {
            "gravity": 1800, "friction": 90, "restitution": 0.75,
            "spawnX": 960, "spawnY": 595, "shieldBreak": 0.5,
            "materials": ["paper", "grid"],
            "patches": [
              { "x": 300, "y": 300, "w": 1300, "h": 150, "material": "metal", "hidden": false, "exit": false },
              { "x": 1600, "y": 800, "w": 160, "h": 160, "material": "rough", "hidden": true, "exit": true }
            ]
          },
          "goal": {
            "implosions": 1, "shieldedHits": 2,
            "rollSeconds": 2, "rollSpeed": 400, "rollMaterial": "metal", "rollShielded": false,
            "exitSeconds": 1
          }
        """#]
    }
}
