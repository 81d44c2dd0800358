extension CueName {
    /// A hint step shown: a soft rising shimmer, felt as a light tap.
    public static let hint = CueName(declaring: "hint")
}

extension SoundRecipes {
    /// A hint: three quiet bells rising a third at a time, like a thought arriving.
    static func hint() -> [Float] {
        var out = silence(0.9)
        for (index, note) in [79.0, 83, 86].enumerated() {
            let bell = SynthFM.bell(frequency: SynthMath.frequency(midiNote: note), duration: 0.6, ratio: 3,
                                    brightness: 0.8, decay: 0.18, sampleRate: sampleRate)
            SynthSignal.mix(bell, into: &out, at: frames(Double(index) * 0.08), gain: 0.5)
        }
        return oneShot(out, seconds: 0.9)
    }
}
