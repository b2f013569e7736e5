import AppConfig
import ArgumentParser

/// `--symbols`.
extension SymbolChoice: ExpressibleByArgument {}
