/// Window levels with every field shown, for `sensorium new` and the level schema: the first
/// moves the window over a mark (what the solver plays best); the others show each goal's own
/// fields.
extension WindowKind {
    public var templates: [String] {
        [#"""
          "parameters": { "moveSpeed": 960 },
          "goal": { "type": "viewfinder", "x": 0.3, "y": 0.7, "radius": 60, "holdSeconds": 0.5 }
        """#, #"""
          "parameters": {},
          "goal": { "type": "shape", "shape": "tall", "holdSeconds": 0.5 }
        """#, #"""
          "parameters": {},
          "goal": { "type": "locks", "caps": true, "num": false, "holdSeconds": 1 }
        """#, #"""
          "parameters": {},
          "goal": { "type": "lookAway", "seconds": 3 }
        """#, #"""
          "parameters": {},
          "goal": { "type": "patience", "seconds": 5 }
        """#, #"""
          "parameters": {},
          "goal": { "type": "fullscreen", "holdSeconds": 0.5 }
        """#, #"""
          "parameters": {},
          "goal": { "type": "clipboard" }
        """#]
    }
}
