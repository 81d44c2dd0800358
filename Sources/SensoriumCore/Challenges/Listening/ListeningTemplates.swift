/// A listening level with every kind of step shown, for `sensorium new` and the level schema.
extension ListeningKind {
    public var templates: [String] {
        [#"""
          "parameters": {},
          "goal": { "steps": [
            { "hear": "breath", "seconds": 0.6 },
            { "hear": "claps", "count": 3 },
            { "hear": "note", "note": "A", "seconds": 0.8 }
          ] }
        """#,
         #"""
          "parameters": {},
          "goal": { "steps": [
            { "hear": "rhythm", "beats": [0, 0.4, 0.8, 1.4] },
            { "hear": "silence", "seconds": 2 },
            { "hear": "tone", "seconds": 0.5 },
            { "hear": "leap", "semitones": 4 },
            { "hear": "slide", "semitones": -5 },
            { "hear": "loud", "seconds": 0.5 },
            { "hear": "soft", "seconds": 1 },
            { "hear": "melody", "notes": [0, 4, 7] }
          ] }
        """#,
         #"""
          "parameters": {},
          "goal": { "steps": [ { "hear": "hold", "seconds": 2 } ] }
        """#]
    }
}
