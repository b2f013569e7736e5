import ArgumentParser
import TerminalUI

/// `--theme NAME`.
extension ThemeName: ChoiceArgument {}
