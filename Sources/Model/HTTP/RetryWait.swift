/// How long to wait before asking again, as a sentence ends: "30 seconds", "1 minute", "12 minutes".
public enum RetryWait {
    public static func describe(seconds: Int) -> String {
        if seconds < 60 { return seconds == 1 ? "1 second" : "\(seconds) seconds" }
        let minutes = (seconds + 59) / 60
        return minutes == 1 ? "1 minute" : "\(minutes) minutes"
    }
}
