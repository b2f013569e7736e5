import FoundationEssentials

/// Flickr's two date forms: unix seconds as a string, and `YYYY-MM-DD HH:MM:SS` for taken dates.
enum FlickrDates {
    /// `"1334834742"` → a date; `nil` for anything else, and for `"0"`: nothing was posted at the epoch,
    /// and Flickr-compatible servers send 0 for a date they do not know.
    static func unix(_ text: String?) -> Date? {
        guard let text, let seconds = Double(text), seconds > 0 else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    /// `"2011-03-27 14:21:21"` (read as UTC; Flickr gives no zone; the time may be left out) → a date; `nil`
    /// when malformed. Computed by hand rather than through `Calendar`, which cost much of a page's decoding and is
    /// the same proleptic Gregorian arithmetic.
    static func taken(_ text: String?) -> Date? {
        guard let text else { return nil }
        let fields = text.split(whereSeparator: { $0 == "-" || $0 == " " || $0 == ":" || $0 == "T" }).compactMap { Int($0) }
        guard fields.count >= 3 else { return nil }
        let (year, month, day) = (fields[0], fields[1], fields[2])
        let hour = fields.count > 3 ? fields[3] : 0
        let minute = fields.count > 4 ? fields[4] : 0
        let second = fields.count > 5 ? fields[5] : 0
        guard year > 0, year < 100_000, (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
              (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second) else { return nil }
        let seconds = daysFromCivil(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let year = month <= 2 ? year - 1 : year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
