import Foundation

/// Flickr's two date forms: unix seconds as a string, and `YYYY-MM-DD HH:MM:SS` for taken dates.
enum FlickrDates {
    /// `"1334834742"` → a date; `nil` for anything else.
    static func unix(_ text: String?) -> Date? {
        guard let text, let seconds = Double(text), seconds >= 0 else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    /// `"2011-03-27 14:21:21"` (read as UTC; Flickr gives no zone) → a date; `nil` when malformed.
    static func taken(_ text: String?) -> Date? {
        guard let text else { return nil }
        let fields = text.split(whereSeparator: { $0 == "-" || $0 == " " || $0 == ":" || $0 == "T" }).compactMap { Int($0) }
        guard fields.count >= 3, fields[0] > 0 else { return nil }
        var components = DateComponents()
        components.timeZone = .gmt
        components.year = fields[0]
        components.month = fields[1]
        components.day = fields[2]
        components.hour = fields.count > 3 ? fields[3] : 0
        components.minute = fields.count > 4 ? fields[4] : 0
        components.second = fields.count > 5 ? fields[5] : 0
        guard components.isValidDate(in: FlickrDates.calendar) else { return nil }
        return FlickrDates.calendar.date(from: components)
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()
}
