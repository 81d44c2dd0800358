extension OfflineSoundscapeRender {
    /// The dark-scan soundscape of `sounds` (``DarkScanSounds/load(from:)``, ``DarkScanSounds/synthesized()``
    /// or test recordings) rendered as ``render(_:sampleRate:seconds:from:to:playOpening:)`` does:
    /// for measuring the graph itself.
    public static func darkScan(sounds: DarkScanSounds, sampleRate: Double = 48_000, seconds: Double,
                                from: Float, to: Float, playOpening: Bool = true) -> [Float] {
        let rate = min(max(sampleRate, 8_000), 192_000)
        let soundscape = DarkScanSoundscape(sounds: sounds, sampleRate: rate, progress: from,
                                            deviceFormat: format(sampleRate: rate))
        return render(soundscape, sampleRate: rate, seconds: seconds, from: from, to: to, playOpening: playOpening)
    }
}
