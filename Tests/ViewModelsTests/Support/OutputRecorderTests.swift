import Observation
import Testing

/// The recorder keeps every value of an output, including one that flips back within a step.
@MainActor
struct OutputRecorderTests {
    @Observable
    final class Model {
        var count = 0
        var label = ""
    }

    @Test func recordsEveryValueInOrder() {
        let model = Model()
        let recorder = OutputRecorder { model.count }
        model.count = 1
        model.count = 2
        #expect(recorder.values == [0, 1, 2])
    }

    @Test func keepsAFlipWithinOneStep() {
        let model = Model()
        let recorder = OutputRecorder { model.count > 0 }
        model.count = 5
        model.count = 0
        #expect(recorder.values == [false, true, false])
    }

    @Test func recordsDerivedValuesOncePerChange() {
        let model = Model()
        let recorder = OutputRecorder { "\(model.label)\(model.count)" }
        model.label = "a"
        model.count = 1
        model.count = 1
        #expect(recorder.values == ["0", "a0", "a1"])
    }
}
