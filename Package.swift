// swift-tools-version:6.0
import PackageDescription

// CSDL2 -> SensoriumSDL -> sensorium: C stays in one corner. SensoriumCore is pure Swift and
// builds on a machine without SDL (`swift build --target SensoriumCore`).
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Onone"])]
// `make test` builds the game's own modules for the suite with SENSORIUM_TEST_BUILD=1: optimised
// for size, which the optimiser finishes in two thirds of the time -O takes (the core module's
// optimisation runs on one core and is most of the suite's build), for re-simulations about 8%
// slower. Every other build, `make play` and the releases among them, is SwiftPM's own -O.
let gameSettings: [SwiftSetting] = Context.environment["SENSORIUM_TEST_BUILD"] == "1" ? [.unsafeFlags(["-Osize"])] : []

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
        // Xlib and XFixes headers only (the clipboard); the functions are found at run time.
        .systemLibrary(name: "CX11"),
        .target(name: "SensoriumCore", swiftSettings: gameSettings),
        // Devices only: window, input, pads, audio, speech, camera, files.
        .target(name: "SensoriumSDL", dependencies: ["CSDL2", "CV4L2", "CX11", "SensoriumCore"], swiftSettings: gameSettings),
        // What the command line runs besides the game, on the devices: the soak, memory reading.
        .target(name: "SensoriumTools", dependencies: ["SensoriumSDL", "SensoriumCore"], swiftSettings: gameSettings),
        // For the tests only, never shipped: a virtual SDL gamepad that records every rumble, and
        // the sounds a player makes at the microphone (the hearing tests' and the capture files').
        .target(name: "SensoriumTestSupport", dependencies: ["CSDL2", "SensoriumSDL", "SensoriumCore"], swiftSettings: gameSettings),
        .executableTarget(name: "sensorium", dependencies: ["SensoriumTools", "SensoriumSDL", "SensoriumCore"],
                         swiftSettings: gameSettings),
        // zlib for the core's tests, which read PNG scene pictures without SDL.
        .systemLibrary(name: "CZlib", path: "Tests/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The tests themselves are built unoptimised even in `make test`'s optimised build: the work
        // they time is the game's, and optimising their own thousand-odd test functions took the
        // longest single step of the build.
        .testTarget(name: "SensoriumCoreTests", dependencies: ["SensoriumCore", "CZlib", "SensoriumTestSupport"], exclude: ["Fixtures"],
                    swiftSettings: testSettings),
        // The tests read and write PNGs with SDL_image directly; the game opens it on first use.
        .testTarget(name: "SensoriumSDLTests",
                    dependencies: ["SensoriumSDL", "SensoriumCore", "SensoriumTools", "SensoriumTestSupport"],
                    swiftSettings: testSettings,
                    linkerSettings: [.linkedLibrary("SDL2_image")]),
    ]
)
