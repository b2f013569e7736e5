import Foundation
import Testing
@testable import Model

struct FlickrDatesTests {
    @Test func readsUnixSecondsAndTakesZeroForUnknown() {
        #expect(FlickrDates.unix("1334834742") == Date(timeIntervalSince1970: 1_334_834_742))
        #expect(FlickrDates.unix("2013") == Date(timeIntervalSince1970: 2013), "an odd but real value stays a date")
        #expect(FlickrDates.unix("0") == nil)
        #expect(FlickrDates.unix("-5") == nil)
        #expect(FlickrDates.unix("yesterday") == nil)
        #expect(FlickrDates.unix(nil) == nil)
    }

    @Test func readsTakenDatesAndRefusesImpossibleOnes() {
        #expect(FlickrDates.taken("2011-03-27 14:21:21") == Date(timeIntervalSince1970: 1_301_235_681))
        #expect(FlickrDates.taken("2011-03-27") == Date(timeIntervalSince1970: 1_301_184_000))
        #expect(FlickrDates.taken("0000-00-00 00:00:00") == nil)
        #expect(FlickrDates.taken("2011-02-29 00:00:00") == nil)
        #expect(FlickrDates.taken("2012-02-29 00:00:00") != nil)
    }
}
