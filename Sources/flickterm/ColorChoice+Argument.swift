import AppConfig
import ArgumentParser

/// `--colors`.
extension ColorChoice: ChoiceArgument {}
