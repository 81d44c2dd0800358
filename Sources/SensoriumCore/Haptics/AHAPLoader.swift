import FoundationEssentials

/// Reads AHAP files (Apple Haptic and Audio Pattern, JSON) into `AHAPPattern`s.
///
/// Apple's rules: the file is JSON5 (Core Haptics parses it so, and published patterns use trailing
/// commas and comments), entries may come in any order, unknown keys are ignored, out-of-range
/// parameter values are clamped and missing ones take their defaults. Our rules on top, because a
/// pattern can come from a stranger: the file size, nesting, value count, entry count, times and durations are
/// bounded, and every problem is a `FormatError` naming the file and the JSON path
/// (`Pattern[3].Event.Time`). Loading never opens anything but the pattern file itself.
///
///     let pattern = try AHAPLoader().load(contentsOf: url)
public struct AHAPLoader: Sendable {
    public struct Limits: Sendable {
        /// Largest accepted file, bytes. Texture.ahap (101 events, pretty-printed) is 36 KB.
        public var maxBytes = 4 << 20
        /// Deepest nesting; real AHAP files nest 6 levels.
        public var maxDepth = 16
        /// Most JSON values in one file.
        public var maxValues = 300_000
        /// Most `Pattern` entries (events, parameters and curves together).
        public var maxEntries = 10_000
        /// Latest accepted time (event start, curve point), seconds.
        public var maxTime = 600.0
        /// Longest `HapticContinuous`/`AudioContinuous`/`AudioCustom` duration, seconds (Core Haptics' limit).
        public var maxEventDuration = 30.0
        /// Most control points in one `ParameterCurve` (Core Haptics' limit).
        public var maxCurvePoints = 16

        public init() {}
    }

    public var limits: Limits

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Loads one file through the project's bounded reader: anything but a regular file, or a file
    /// over `maxBytes`, is refused before it is read.
    public func load(contentsOf url: URL) throws(FormatError) -> AHAPPattern {
        try parse(FileBytes.readDocument(url.path, maxBytes: limits.maxBytes), file: url.path)
    }

    /// Loads every `.ahap` file of a folder (not recursive), sorted by name. A broken file gives its
    /// error and the others still load.
    /// A file whose name is not UTF-8 gives the error saying so (see `FolderNames`).
    public func loadDirectory(_ url: URL) -> [(file: URL, result: Result<AHAPPattern, FormatError>)] {
        guard let listing = try? FolderNames.read(url.path, keeping: { $0.lowercased().hasSuffix(".ahap") }) else { return [] }
        let loaded = listing.names.map { name in
            let file = url.appendingPathComponent(name)
            do throws(FormatError) {
                return (file, Result<AHAPPattern, FormatError>.success(try load(contentsOf: file)))
            } catch {
                return (file, .failure(error))
            }
        }
        return loaded + listing.notUTF8.map { (URL(fileURLWithPath: $0.file ?? url.path), .failure($0)) }
    }

    /// Parses AHAP bytes; `file` only names the source in errors.
    public func parse(_ bytes: [UInt8], file: String? = nil) throws(FormatError) -> AHAPPattern {
        do {
            let parser = JSONParser(limits: .init(maxBytes: limits.maxBytes, maxDepth: limits.maxDepth,
                                                  maxValues: limits.maxValues),
                                    dialect: .json5)
            return try read(parser.parse(bytes))
        } catch {
            if let file { throw error.inFile(file) }
            throw error
        }
    }

    public func parse(_ text: String, file: String? = nil) throws(FormatError) -> AHAPPattern {
        try parse(Array(text.utf8), file: file)
    }

    // MARK: - Reading the document

    private func read(_ document: JSONValue) throws(FormatError) -> AHAPPattern {
        var root = try JSONObjectReader(document, strict: false)
        var version = 1.0
        if root.has("Version") {
            let value = try root.double("Version", in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
            guard value == 1 else { throw root.error("Version", "unsupported version \(value); expected 1") }
            version = value
        }
        var metadata: [String: String] = [:]
        if let meta = try root.optionalObject("Metadata") {
            for (key, value) in meta.object.pairs {
                if case .string(let text) = value { metadata[key] = text }
            }
        }
        let entries = try root.array("Pattern")
        guard entries.count <= limits.maxEntries else {
            throw root.error("Pattern", "\(entries.count) entries; the limit is \(limits.maxEntries)")
        }
        var builder = Builder()
        for (index, entry) in entries.enumerated() {
            try readEntry(entry, path: "Pattern[\(index)]", into: &builder)
        }
        return AHAPPattern(version: version, metadata: metadata, transients: builder.transients,
                           continuous: builder.continuous, audio: builder.audio, parameterTracks: builder.tracks)
    }

    private struct Builder {
        var transients: [HapticTransientEvent] = []
        var continuous: [HapticContinuousEvent] = []
        var audio: [AHAPAudioEvent] = []
        var tracks = HapticDynamicParameterID.allCases.map { DynamicParameterTrack(id: $0) }
    }

    private func readEntry(_ value: JSONValue, path: String, into builder: inout Builder) throws(FormatError) {
        var entry = try JSONObjectReader(value, path: path, strict: false)
        let kinds = ["Event", "Parameter", "ParameterCurve"].filter { entry.has($0) }
        guard kinds.count == 1 else {
            let reason = kinds.isEmpty ? "entry has no Event, Parameter or ParameterCurve"
                                       : "entry has more than one of \(kinds.joined(separator: ", "))"
            throw FormatError(path: path, reason: reason)
        }
        switch kinds[0] {
        case "Event": try readEvent(entry.object("Event"), into: &builder)
        case "Parameter": try readParameter(entry.object("Parameter"), into: &builder)
        default: try readCurve(entry.object("ParameterCurve"), into: &builder)
        }
    }

    private enum EventType: String, CaseIterable {
        case hapticTransient = "HapticTransient"
        case hapticContinuous = "HapticContinuous"
        case audioContinuous = "AudioContinuous"
        case audioCustom = "AudioCustom"
    }

    private func time(_ reader: inout JSONObjectReader, _ key: String = "Time") throws(FormatError) -> Double {
        try reader.double(key, in: 0...limits.maxTime)
    }

    private func readEvent(_ reader: JSONObjectReader, into builder: inout Builder) throws(FormatError) {
        var event = reader
        let type = try event.enumValue("EventType", as: EventType.self)
        let start = try time(&event)
        var values: [AHAPEventParameterID: Double] = [:]
        if let parameters = try event.optionalArray("EventParameters") {
            for (index, item) in parameters.enumerated() {
                var parameter = try JSONObjectReader(item, path: event.path(of: "EventParameters[\(index)]"), strict: false)
                let id = try parameter.enumValue("ParameterID", as: AHAPEventParameterID.self)
                let raw = try parameter.double("ParameterValue", in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
                values[id] = raw.clamped(to: id.range)
            }
        }
        func value(_ id: AHAPEventParameterID) -> Double { values[id] ?? id.defaultValue }
        var duration: Double?
        if event.has("EventDuration") || type == .hapticContinuous || type == .audioContinuous {
            let seconds = try event.double("EventDuration", in: 0...Double.greatestFiniteMagnitude)
            guard seconds > 0 else { throw event.error("EventDuration", "duration must be more than 0 seconds") }
            guard seconds <= limits.maxEventDuration else {
                throw event.error("EventDuration", "\(seconds) seconds is longer than the \(Int(limits.maxEventDuration)) s limit")
            }
            duration = seconds
        }
        switch type {
        case .hapticTransient:
            builder.transients.append(HapticTransientEvent(time: start, intensity: value(.hapticIntensity),
                                                           sharpness: value(.hapticSharpness)))
        case .hapticContinuous:
            builder.continuous.append(HapticContinuousEvent(
                time: start, duration: duration ?? 0, intensity: value(.hapticIntensity),
                sharpness: value(.hapticSharpness), attackTime: value(.attackTime), decayTime: value(.decayTime),
                releaseTime: value(.releaseTime), sustained: value(.sustained) >= 0.5))
        case .audioContinuous, .audioCustom:
            var path: String?
            var useEnvelope = false
            var loop = false
            if type == .audioCustom {
                let text = try event.string("EventWaveformPath")
                if let problem = AHAPResourceResolver.problem(with: text) {
                    throw event.error("EventWaveformPath", problem)
                }
                path = text
                useEnvelope = try event.optionalBool("EventWaveformUseVolumeEnvelope") ?? false
                loop = try event.optionalBool("EventWaveformLoopEnabled") ?? false
            }
            builder.audio.append(AHAPAudioEvent(
                kind: type == .audioCustom ? .custom : .continuous, time: start, duration: duration,
                waveformPath: path, useVolumeEnvelope: useEnvelope, loopEnabled: loop,
                volume: value(.audioVolume), pan: value(.audioPan), pitch: value(.audioPitch),
                brightness: value(.audioBrightness), attackTime: value(.attackTime), decayTime: value(.decayTime),
                releaseTime: value(.releaseTime), sustained: value(.sustained) >= 0.5))
        }
    }

    private func readParameter(_ reader: JSONObjectReader, into builder: inout Builder) throws(FormatError) {
        var parameter = reader
        let id = try parameter.enumValue("ParameterID", as: HapticDynamicParameterID.self)
        let start = try time(&parameter)
        let value = try parameter.double("ParameterValue", in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
        builder.tracks[id.index].addStep(at: start, value: value)
    }

    private func readCurve(_ reader: JSONObjectReader, into builder: inout Builder) throws(FormatError) {
        var curve = reader
        let id = try curve.enumValue("ParameterID", as: HapticDynamicParameterID.self)
        let start = try time(&curve)
        let items = try curve.array("ParameterCurveControlPoints")
        guard !items.isEmpty else { throw curve.error("ParameterCurveControlPoints", "a curve needs at least one control point") }
        guard items.count <= limits.maxCurvePoints else {
            throw curve.error("ParameterCurveControlPoints", "\(items.count) control points; the limit is \(limits.maxCurvePoints)")
        }
        var points: [(Double, Double)] = []
        for (index, item) in items.enumerated() {
            var point = try JSONObjectReader(item, path: curve.path(of: "ParameterCurveControlPoints[\(index)]"), strict: false)
            let offset = try time(&point)
            guard start + offset <= limits.maxTime else {
                throw point.error("Time", "curve point at \(start + offset) s is past the \(Int(limits.maxTime)) s limit")
            }
            let value = try point.double("ParameterValue", in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
            points.append((offset, value))
        }
        builder.tracks[id.index].addCurve(at: start, relativePoints: points)
    }
}
