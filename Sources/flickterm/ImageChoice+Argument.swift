import AppConfig
import ArgumentParser

/// `--images`.
extension ImageChoice: ChoiceArgument {}
