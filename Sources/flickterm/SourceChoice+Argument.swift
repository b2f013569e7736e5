import AppConfig
import ArgumentParser

/// `--source`.
extension SourceChoice: ChoiceArgument {}
