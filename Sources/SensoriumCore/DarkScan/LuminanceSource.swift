/// Where the dark-scan camera's frames come from. The challenge renders its level's scene
/// itself (`DarkScanScene`); `FixedLuminanceSource` serves one image (tests, `sensorium scan`);
/// the platform layer implements a webcam with the same one method and hands each new frame to
/// the challenge (`DarkScanChallenge.supply(frame:)`).
///
/// ```swift
/// struct WebcamSource: LuminanceSource {              // in SensoriumSDL
///     mutating func frame(viewfinder: Viewfinder) -> LuminanceFrame { latestLumaPlane() }
/// }
/// ```
public protocol LuminanceSource {
    /// The frame the camera sees now. Sources that cannot be steered (a file, a webcam) ignore
    /// `viewfinder`; the scene renders what it frames.
    mutating func frame(viewfinder: Viewfinder) -> LuminanceFrame
}

/// One frame, always: an image file decoded by the platform, or a synthetic test image.
public struct FixedLuminanceSource: LuminanceSource, Equatable, Sendable {
    public var image: LuminanceFrame

    public init(_ image: LuminanceFrame) { self.image = image }

    public mutating func frame(viewfinder: Viewfinder) -> LuminanceFrame { image }
}
