import ArgumentParser

/// An option's value that is one of a fixed set of names (`--colors 256`, `--theme light`): its names are its raw
/// values, listed without reflection.
///
/// Written for a measured figure: argument-parser lists a `CaseIterable` type's names through the key path
/// `\.rawValue.defaultValueDescription`, which the runtime instantiates for each type at start-up (generic
/// arguments resolved by name, a protocol-conformance scan each): 1.7 M of the 20 M instructions to the first frame
/// for the six choices of the command line (callgrind).
protocol ChoiceArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension ChoiceArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public var defaultValueDescription: String { rawValue }
}
