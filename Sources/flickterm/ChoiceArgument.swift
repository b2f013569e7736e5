import ArgumentParser

/// An option's value that is one of a fixed set of names (`--colors 256`, `--theme light`): its names are its raw
/// values, listed without reflection.
///
/// Written for start-up: argument-parser lists a `CaseIterable` type's names through the key path
/// `\.rawValue.defaultValueDescription`, which the runtime instantiates for each type at start-up (generic arguments
/// resolved by name, a protocol-conformance scan each).
protocol ChoiceArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension ChoiceArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public var defaultValueDescription: String { rawValue }
}
