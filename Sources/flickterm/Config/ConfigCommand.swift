import AppConfig
import ArgumentParser
import FoundationEssentials
import Model

/// `flickterm config path|example|check`: where the configuration file is, a commented example of it, and
/// whether the one there is sound.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "The configuration file ($XDG_CONFIG_HOME/flickterm/config.toml, else ~/.config/flickterm/config.toml).",
        subcommands: [Path.self, Example.self, Check.self]
    )

    /// `flickterm config path`.
    struct Path: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "path", abstract: "Print where flickterm reads its configuration.")

        func run() throws {
            print(try ConfigCommand.file().path)
        }
    }

    /// `flickterm config example`.
    struct Example: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "example", abstract: "Print a commented example configuration (it parses as it is).")

        func run() {
            print(ConfigExample.text, terminator: "")
        }
    }

    /// `flickterm config check`.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "check", abstract: "Check the configuration file: its warnings and errors, one a line.")

        func run() throws {
            let file = try ConfigCommand.file()
            guard FileManager.default.fileExists(atPath: file.path) else {
                print("\(file.path): no configuration file; the defaults apply")
                return
            }
            let config: ConfigFile
            do {
                config = try ConfigFile.load(file)
            } catch {
                throw CommandFailure.report(error)
            }
            config.warnings.forEach(CommandFailure.warn)
            print("\(file.path): ok")
        }
    }

    static func file() throws -> URL {
        try CommandFailure.required(UserFiles.config(), under: "XDG_CONFIG_HOME", naming: "configuration file")
    }
}
