/// `sensorium scan IMAGE [--level ID]`: what the dark scan makes of one picture, as JSON.
public enum DarkScanScan {
    /// The report for `frame` as the camera image, with `rules`' grid, lift, reticle and
    /// thresholds (the defaults of a 64x36 level when nil):
    ///
    /// ```json
    /// { "progress": 0.97, "framing": 0.97, "detection": 1, "inner": 0.89, "outer": 0.96,
    ///   "contrast": 0.85, "scores": { "inner": 1, "outer": 1, "contrast": 1 },
    ///   "grid": { "columns": 64, "rows": 36 },
    ///   "quads": [ { "corners": [[x, y], ...], "edgeLengths": [...], "cornerAngles": [...],
    ///                "squareness": 1, "parallelism": 1, "tilt": 0, "darkness": 0.89,
    ///                "surround": 0.96, "size": 0.42, "score": 1 } ],
    ///   "announcement": "large dark colored square detected" }
    /// ```
    ///
    /// `progress` is what a held view would settle at: the larger of framing (`inner`, `outer`,
    /// `contrast`: mean inner darkness, mean ring brightness, their contrast) and detection (the
    /// best quad's score). Corners are canvas units (the image fills 1920x1080 after the
    /// aspect-fill crop). `announcement` is the phrase a first look would speak, or null.
    public static func report(frame: LuminanceFrame, rules: DarkScanRules?) -> JSONValue {
        let analysis: DarkScanAnalysis
        let thresholds = rules?.thresholds ?? DarkScanThresholds()
        if let rules {
            analysis = DarkScanAnalysis(frame: frame, rules: rules)
        } else {
            analysis = DarkScanAnalysis(frame: frame, gridColumns: 64, gridRows: 36, lift: 1, reticleSize: 0.4,
                                        thresholds: thresholds)
        }
        let m = analysis.measurement
        func number(_ value: Double) -> JSONValue { .number((value * 10_000).rounded() / 10_000) }
        let quads: [JSONValue] = analysis.quads.map { quad in
            .object(JSONObject([
                ("corners", .array(quad.corners.map { .array([number(Double($0.x)), number(Double($0.y))]) })),
                ("edgeLengths", .array(quad.edgeLengths.map(number))),
                ("cornerAngles", .array(quad.cornerAngles.map(number))),
                ("squareness", number(quad.squareness)),
                ("parallelism", number(quad.parallelism)),
                ("tilt", number(quad.tilt)),
                ("darkness", number(quad.darkness)),
                ("surround", number(quad.surround)),
                ("size", number(quad.size)),
                ("score", number(quad.score)),
            ]))
        }
        var announcer = DarkScanAnnouncer()
        let phrase = announcer.next(tick: 0, phrases: DarkScanAnnouncer.phrases(for: analysis.quads, thresholds: thresholds))
        return .object(JSONObject([
            ("progress", number(max(m.raw, analysis.detectorScore))),
            ("framing", number(m.raw)),
            ("detection", number(analysis.detectorScore)),
            ("inner", number(m.innerDarkness)),
            ("outer", number(m.outerBrightness)),
            ("contrast", number(m.contrast)),
            ("scores", .object(JSONObject([("inner", number(m.innerScore)), ("outer", number(m.outerScore)),
                                           ("contrast", number(m.contrastScore))]))),
            ("grid", .object(JSONObject([("columns", .number(Double(analysis.grid.columns))),
                                         ("rows", .number(Double(analysis.grid.rows)))]))),
            ("quads", .array(quads)),
            ("announcement", phrase.map { .string($0) } ?? .null),
        ]))
    }
}
