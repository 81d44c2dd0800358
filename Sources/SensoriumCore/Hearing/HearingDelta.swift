/// How a run stores `InputCommand.hearing` when it changed (run tag bit 6): a mask byte naming
/// the features that differ from the last observation stored, then those features. A held note
/// whose loudness wavers by a decibel costs three bytes a tick. Canonical like the rest of the
/// body: a feature is flagged exactly when it changed. See docs/replays.md for the layout.
enum HearingDelta {
    /// The observation became absent (the microphone closed); nothing else may be flagged.
    static let cleared: UInt8 = 1 << 0
    /// The observation is present after a tick without one (its features still count from the
    /// last one stored).
    static let appeared: UInt8 = 1 << 1
    /// A zigzag varint of the loudness's change in decibels follows.
    static let loudnessChanged: UInt8 = 1 << 2
    /// A zigzag varint of the pitch's change in cents follows.
    static let pitchChanged: UInt8 = 1 << 3
    /// The confidence follows, one byte.
    static let confidenceChanged: UInt8 = 1 << 4
    /// The noisiness follows, one byte.
    static let noisinessChanged: UInt8 = 1 << 5
    /// Onsets were heard: the count's increase follows (never 0).
    static let heardOnsets: UInt8 = 1 << 6
    /// `gameSounding` turned over; nothing follows.
    static let gameSoundingToggled: UInt8 = 1 << 7

    /// What the first observation of a body is stored against: silence.
    static let origin = HeardSound.silence

    /// Appends the change from `previous` to `hearing` (they differ); `last` is the last
    /// observation stored, updated here.
    static func append(_ hearing: HeardSound?, previous: HeardSound?, last: inout HeardSound, to out: inout [UInt8]) {
        guard let hearing else {
            out.append(cleared)
            return
        }
        var mask: UInt8 = previous == nil ? appeared : 0
        if hearing.loudness != last.loudness { mask |= loudnessChanged }
        if hearing.pitch != last.pitch { mask |= pitchChanged }
        if hearing.pitchConfidence != last.pitchConfidence { mask |= confidenceChanged }
        if hearing.noisiness != last.noisiness { mask |= noisinessChanged }
        if hearing.onsets != last.onsets { mask |= heardOnsets }
        if hearing.gameSounding != last.gameSounding { mask |= gameSoundingToggled }
        out.append(mask)
        if mask & loudnessChanged != 0 {
            ReplayBody.appendVarint(ReplayBody.zigzag(Int32(hearing.loudness) - Int32(last.loudness)), to: &out)
        }
        if mask & pitchChanged != 0 {
            ReplayBody.appendVarint(ReplayBody.zigzag(Int32(hearing.pitch) - Int32(last.pitch)), to: &out)
        }
        if mask & confidenceChanged != 0 { out.append(hearing.pitchConfidence) }
        if mask & noisinessChanged != 0 { out.append(hearing.noisiness) }
        if mask & heardOnsets != 0 { ReplayBody.appendVarint(hearing.onsets &- last.onsets, to: &out) }
        last = hearing
    }

    /// Reads the change after a run tag with bit 6, rejecting anything `append` never writes.
    static func read(from decoder: inout ReplayBody.Decoder, previous: HeardSound?,
                     last: inout HeardSound) throws(FormatError) -> HeardSound? {
        let start = decoder.offset
        let mask = try decoder.byte()
        if mask & cleared != 0 {
            if mask != cleared { throw decoder.fail(start, "a cleared hearing observation carries features") }
            if previous == nil { throw decoder.fail(start, "hearing observation cleared but it was not set") }
            return nil
        }
        if (mask & appeared != 0) != (previous == nil) {
            throw decoder.fail(start, previous == nil ? "hearing observation set without the appeared flag"
                                                     : "hearing observation flagged as appeared but it was set")
        }
        var hearing = last

        func changed<Value: Equatable>(_ new: Value, _ old: Value, _ range: ClosedRange<Int64>, _ value: Int64,
                                       _ name: String, at offset: Int, _ decoder: inout ReplayBody.Decoder) throws(FormatError) -> Value {
            guard range.contains(value) else { throw decoder.fail(offset, "hearing \(name) \(value) is outside \(range)") }
            if new == old { throw decoder.fail(offset, "hearing \(name) flagged as changed but equal") }
            return new
        }

        if mask & loudnessChanged != 0 {
            let offset = decoder.offset
            let value = Int64(last.loudness) + Int64(ReplayBody.unzigzag(try decoder.varint()))
            let range = Int64(HeardSound.loudnessRange.lowerBound)...Int64(HeardSound.loudnessRange.upperBound)
            hearing.loudness = try changed(Int8(clamping: value), last.loudness, range, value, "loudness", at: offset, &decoder)
        }
        if mask & pitchChanged != 0 {
            let offset = decoder.offset
            let value = Int64(last.pitch) + Int64(ReplayBody.unzigzag(try decoder.varint()))
            let range = Int64(HeardSound.pitchRange.lowerBound)...Int64(HeardSound.pitchRange.upperBound)
            hearing.pitch = try changed(UInt16(clamping: value), last.pitch, range, value, "pitch", at: offset, &decoder)
        }
        let percent = Int64(HeardSound.percentRange.lowerBound)...Int64(HeardSound.percentRange.upperBound)
        if mask & confidenceChanged != 0 {
            let offset = decoder.offset
            let value = try decoder.byte()
            hearing.pitchConfidence = try changed(value, last.pitchConfidence, percent, Int64(value), "pitch confidence", at: offset, &decoder)
        }
        if mask & noisinessChanged != 0 {
            let offset = decoder.offset
            let value = try decoder.byte()
            hearing.noisiness = try changed(value, last.noisiness, percent, Int64(value), "noisiness", at: offset, &decoder)
        }
        if mask & heardOnsets != 0 {
            let offset = decoder.offset
            let increase = try decoder.varint()
            if increase == 0 { throw decoder.fail(offset, "hearing onsets flagged as changed but equal") }
            hearing.onsets = last.onsets &+ increase
        }
        if mask & gameSoundingToggled != 0 { hearing.gameSounding.toggle() }
        if previous != nil, hearing == previous { throw decoder.fail(start, "hearing flagged as changed but equal") }
        last = hearing
        return hearing
    }
}
