import AppConfig
import ArgumentParser

/// `--symbols`.
extension SymbolChoice: ChoiceArgument {}
