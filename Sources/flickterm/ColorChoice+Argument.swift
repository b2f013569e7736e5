import AppConfig
import ArgumentParser

/// `--colors`.
extension ColorChoice: ExpressibleByArgument {}
