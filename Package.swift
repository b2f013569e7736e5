// swift-tools-version: 6.0
import PackageDescription

/// flickterm: photo search in the terminal.
/// Layers (dependencies point one way): flickterm (App, with its AppConfig library) → TerminalUI → ViewModels → Model.
let package = Package(
    name: "flickterm",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "flickterm", targets: ["flickterm"]),
        .executable(name: "flickterm-server", targets: ["flickterm-server"]),
        .executable(name: "flickterm-bench", targets: ["flickterm-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.0.0"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-system", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        .systemLibrary(name: "CCurl"),
        .systemLibrary(name: "CNcursesw"),
        .systemLibrary(name: "CZlib"),
        .systemLibrary(name: "CSQLite"),
        .target(name: "CCurlShim", dependencies: ["CCurl"], linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CNcursesShim", dependencies: ["CNcursesw"]),
        .target(name: "CJpegShim", linkerSettings: [.linkedLibrary("jpeg")]),
        .target(name: "CCrashShim"),
        .target(name: "CFileShim"),
        .target(
            name: "Model",
            dependencies: [
                "CCurl", "CCurlShim", "CJpegShim", "CFileShim", "CSQLite", .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "ViewModels", dependencies: ["Model"]),
        .target(name: "TerminalUI", dependencies: ["ViewModels", "CNcursesw", "CNcursesShim", "CCrashShim", "CFileShim", "CZlib"]),
        .target(
            name: "AppConfig",
            dependencies: [
                "Model", "ViewModels", "TerminalUI",
                .product(name: "Subprocess", package: "swift-subprocess"), .product(name: "SystemPackage", package: "swift-system"),
            ],
            resources: [.embedInCode("Resources/config.example.toml")]
        ),
        .executableTarget(
            name: "flickterm",
            dependencies: [
                "Model", "TerminalUI", "AppConfig", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "flickterm-server",
            dependencies: ["Model", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "flickterm-bench", dependencies: ["Model", "ViewModels", "TerminalUI", "CNcursesw", "LoopbackHarness"]),
        .target(
            name: "LoopbackHarness",
            dependencies: [
                "Model",
                .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .target(name: "TestSupport", dependencies: ["LoopbackHarness", "Model"], path: "Tests/TestSupport"),
        .testTarget(name: "ModelTests", dependencies: ["Model", "TestSupport"]),
        .testTarget(name: "flicktermTests", dependencies: ["TestSupport", "flickterm"]),
        .testTarget(name: "AppConfigTests", dependencies: ["AppConfig", "Model", "ViewModels", "TerminalUI", "TestSupport"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "Model", "LoopbackHarness", "TestSupport", "CZlib"]),
        .testTarget(
            name: "ViewModelsTests",
            dependencies: [
                "ViewModels", "Model", "TestSupport",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
