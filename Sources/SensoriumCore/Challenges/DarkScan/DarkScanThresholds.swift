/// Every tunable number of the dark-scan maths, in one value the debug overlay can change live
/// and write back to the level file (`DarkScanRules.levelJSON(replacing:in:)`).
///
/// Brightness and darkness are after the pipeline's lift, 0.0 ... 1.0 (darkness = 1 - brightness).
/// Each `...From`/`...To` pair is a ramp: a value at `From` scores 0.0, at `To` 1.0, linear between.
public struct DarkScanThresholds: Equatable, Sendable {
    // MARK: Framing: the square inside the reticle

    /// Per-cell darkness ramp inside the reticle.
    public var innerDarkFrom = 0.5
    public var innerDarkTo = 0.8
    /// Per-cell brightness ramp in the ring around it.
    public var outerBrightFrom = 0.55
    public var outerBrightTo = 0.8
    /// Ramp on contrast = ring mean brightness - inner mean brightness (-1.0 ... 1.0).
    public var contrastFrom = 0.3
    public var contrastTo = 0.6
    /// Cells within this fraction of the reticle's half-size outside it are ignored: the square
    /// may be up to this much bigger than the reticle.
    public var ringGap = 0.15
    /// The ring reaches out to this multiple of the reticle's half-size (it must exceed
    /// 1 + ringGap).
    public var ringOuter = 1.6

    // MARK: Detection: the forgiving path (any position)

    /// Detector pixels darker than this brightness are candidate square pixels.
    public var segmentBelow = 0.5
    /// Ramp on the quad's squareness (0.0 ... 1.0, see `DarkQuad.squareness`).
    public var squarenessFrom = 0.7
    public var squarenessTo = 0.9
    /// Tilt against the viewfinder, degrees: at or under `parallelFull` scores 1.0, at or over
    /// `parallelZero` 0.0.
    public var parallelFull = 3.0
    public var parallelZero = 9.0
    /// Ramp on the quad's mean darkness.
    public var detectDarkFrom = 0.6
    public var detectDarkTo = 0.8
    /// Ramp on the mean brightness just around the quad.
    public var surroundFrom = 0.6
    public var surroundTo = 0.8
    /// Ramp on the quad's size: its side (square root of area) over the view height.
    public var sizeFrom = 0.25
    public var sizeTo = 0.35

    // MARK: Words

    /// Darkness at which a quad is "dark" rather than "semi-dark".
    public var darkTone = 0.75
    /// Darkness under which a quad is not announced at all.
    public var semiDarkTone = 0.45
    /// Size (side over view height) at which a quad is "large" rather than "small".
    public var largeSize = 0.25

    public init() {}

    /// The fields in file order: JSON name, value path, allowed range and the step one key press
    /// of the debug overlay changes it by.
    public static let fields: [Field] = [
        Field("innerDarkFrom", \.innerDarkFrom, 0...1, 0.01), Field("innerDarkTo", \.innerDarkTo, 0...1, 0.01),
        Field("outerBrightFrom", \.outerBrightFrom, 0...1, 0.01), Field("outerBrightTo", \.outerBrightTo, 0...1, 0.01),
        Field("contrastFrom", \.contrastFrom, 0...1, 0.01), Field("contrastTo", \.contrastTo, 0...1, 0.01),
        Field("ringGap", \.ringGap, 0...0.5, 0.01), Field("ringOuter", \.ringOuter, 1.1...3, 0.05),
        Field("segmentBelow", \.segmentBelow, 0.05...0.95, 0.01),
        Field("squarenessFrom", \.squarenessFrom, 0...1, 0.01), Field("squarenessTo", \.squarenessTo, 0...1, 0.01),
        Field("parallelFull", \.parallelFull, 0...45, 0.5), Field("parallelZero", \.parallelZero, 0...45, 0.5),
        Field("detectDarkFrom", \.detectDarkFrom, 0...1, 0.01), Field("detectDarkTo", \.detectDarkTo, 0...1, 0.01),
        Field("surroundFrom", \.surroundFrom, 0...1, 0.01), Field("surroundTo", \.surroundTo, 0...1, 0.01),
        Field("sizeFrom", \.sizeFrom, 0...1, 0.01), Field("sizeTo", \.sizeTo, 0...1, 0.01),
        Field("darkTone", \.darkTone, 0...1, 0.01), Field("semiDarkTone", \.semiDarkTone, 0...1, 0.01),
        Field("largeSize", \.largeSize, 0...1, 0.01),
    ]

    /// One adjustable number.
    public struct Field: Sendable {
        public let name: String
        public let keyPath: WritableKeyPath<DarkScanThresholds, Double> & Sendable
        public let range: ClosedRange<Double>
        public let step: Double

        init(_ name: String, _ keyPath: WritableKeyPath<DarkScanThresholds, Double> & Sendable,
             _ range: ClosedRange<Double>, _ step: Double) {
            self.name = name; self.keyPath = keyPath; self.range = range; self.step = step
        }
    }

    /// The thresholds with field `index` of `fields` moved by `steps` key presses (negative to
    /// lower), kept in range and rounded to the step, for the debug overlay's keys.
    public func adjusted(field index: Int, by steps: Int) -> DarkScanThresholds {
        let field = Self.fields[index]
        var copy = self
        let moved = ((self[keyPath: field.keyPath] + Double(steps) * field.step) / field.step).rounded() * field.step
        copy[keyPath: field.keyPath] = moved.clamped(to: field.range)
        return copy
    }

    /// Parses the optional `parameters.thresholds` object: every field optional, each in its
    /// range, and each ramp's `From` below its `To`.
    init(reading reader: inout JSONObjectReader) throws(FormatError) {
        self.init()
        for field in Self.fields {
            if let value = try reader.optionalDouble(field.name, in: field.range) {
                self[keyPath: field.keyPath] = value
            }
        }
        let pairs: [(String, Double, Double)] = [
            ("innerDarkFrom", innerDarkFrom, innerDarkTo), ("outerBrightFrom", outerBrightFrom, outerBrightTo),
            ("contrastFrom", contrastFrom, contrastTo), ("squarenessFrom", squarenessFrom, squarenessTo),
            ("parallelFull", parallelFull, parallelZero), ("detectDarkFrom", detectDarkFrom, detectDarkTo),
            ("surroundFrom", surroundFrom, surroundTo), ("sizeFrom", sizeFrom, sizeTo),
        ]
        for (name, low, high) in pairs where !(low < high) {
            let other = name.hasSuffix("From") ? String(name.dropLast(4)) + "To" : "parallelZero"
            throw reader.error(name, "must be less than \(other)")
        }
        if ringOuter <= 1 + ringGap {
            throw reader.error("ringOuter", "must be more than 1 + ringGap")
        }
        if semiDarkTone > darkTone {
            throw reader.error("semiDarkTone", "must not be more than darkTone")
        }
    }

    /// Every field, in file order, as the `thresholds` object of a level file.
    public var json: JSONValue {
        .object(JSONObject(Self.fields.map { ($0.name, .number(self[keyPath: $0.keyPath])) }))
    }

    /// A ramp score: 0.0 at or below `from`, 1.0 at or above `to`, linear between.
    @inline(__always)
    public static func ramp(_ value: Double, from: Double, to: Double) -> Double {
        ((value - from) / (to - from)).clamped(to: 0...1)
    }

    public func hash(into hasher: inout StateHasher) {
        for field in Self.fields { hasher.combine(self[keyPath: field.keyPath]) }
    }
}
