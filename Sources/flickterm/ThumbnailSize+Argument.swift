import ArgumentParser
import ViewModels

/// `--thumbnail-size small|medium|large`.
extension ThumbnailSize: ChoiceArgument {}
