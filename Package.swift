// swift-tools-version:6.0
import PackageDescription

// CSDL2 -> SensoriumSDL -> sensorium: C stays in one corner. SensoriumCore is pure Swift and
// builds on a machine without SDL (`swift build --target SensoriumCore`).
let package = Package(
    name: "Sensorium",
    products: [
        .executable(name: "sensorium", targets: ["sensorium"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-mixer-dev", "libsdl2-image-dev"])]
        ),
        // Video4Linux2 headers only (the webcam); nothing to link.
        .systemLibrary(name: "CV4L2"),
        .target(name: "SensoriumCore"),
        .target(name: "SensoriumSDL", dependencies: ["CSDL2", "CV4L2", "SensoriumCore"]),
        .executableTarget(name: "sensorium", dependencies: ["SensoriumSDL", "SensoriumCore"]),
        .testTarget(name: "SensoriumCoreTests", dependencies: ["SensoriumCore"], exclude: ["Fixtures"]),
        .testTarget(name: "SensoriumSDLTests", dependencies: ["SensoriumSDL", "SensoriumCore"]),
    ]
)
