import Foundation
import Model
import Testing
@testable import TerminalUI
import ViewModels

/// The photo page, its tags and comments, the full-screen viewer and the help, drawn on a real ncurses screen in
/// process: each shows its view model's outputs where a person looks for them.
@MainActor
struct OtherScreensTests {
    /// A photo as Openverse gives one: its licence, creator and attribution its own.
    static let photo = Photo(
        id: "p1", title: "Two horses on a beach", owner: PhotoOwner(name: "Ann Smith"), tags: ["horse", "beach"],
        pageURL: URL(string: "https://www.flickr.com/photos/x/1/"), credit: "\"Two horses on a beach\" by Ann Smith is licensed under CC BY 2.0.",
        license: License(id: "by", name: "CC BY 2.0", url: URL(string: "https://creativecommons.org/licenses/by/2.0/")), sourceName: "Openverse"
    )

    private func drawn(_ screen: any Screen, columns: Int = 100, lines: Int = 30) throws -> [String] {
        let terminal = try NcursesScreen(columns: columns, lines: lines, colors: .palette256)
        terminal.drawFrame(keeping: nil) { canvas in
            screen.resized(columns: columns, rows: lines, cell: canvas.pictureCell)
            screen.draw(on: canvas)
        }
        return terminal.text()
    }

    @Test func thePhotoPageShowsTheLicenceTheCreditAndTheSource() throws {
        let services = PaintedServices()
        let detail = PhotoDetailViewModel(photo: OtherScreensTests.photo, services: services, clock: ContinuousClock())
        let text = try drawn(DetailScreen(viewModel: detail, keys: .standard)).joined(separator: "\n")
        #expect(text.contains("Two horses on a beach"))
        #expect(text.contains("Licence: CC BY 2.0 <https://creativecommons.org/licenses/by/2.0/>"), "\(text)")
        #expect(text.contains("(via Openverse)"))
        #expect(text.contains("d save") && text.contains("q back"))
    }

    @Test func theTagsAreListedOneALine() throws {
        let tags = PhotoTagsViewModel(photo: OtherScreensTests.photo, services: PaintedServices(), clock: ContinuousClock())
        // Below the title bar, which names the photo.
        let lines = Array(try drawn(TagsScreen(viewModel: tags, keys: .standard)).dropFirst())
        let horse = try #require(lines.firstIndex { $0.contains("horse") }, "\(lines)")
        let beach = try #require(lines.firstIndex { $0.contains("beach") }, "\(lines)")
        #expect(horse < beach, "one a line, in the photo's order")
    }

    @Test func theCommentsScreenSaysWhatItHas() async throws {
        let comments = PhotoCommentsViewModel(photo: OtherScreensTests.photo, services: PaintedServices(), clock: ContinuousClock())
        let work = WorkInFlight()
        WorkInFlight.$current.withValue(work) { comments.viewDidAppear() }
        await work.finished()
        let text = try drawn(CommentsScreen(viewModel: comments, keys: .standard)).joined(separator: "\n")
        #expect(text.contains("Two horses on a beach"))
        #expect(text.contains(comments.statusLine.text.prefix(20)), "\(text)")
    }

    @Test func theViewerCountsAndCreditsThePhoto() throws {
        let photos = [Photo(id: "a", title: "First"), OtherScreensTests.photo, Photo(id: "c", title: "Third")]
        let viewer = PhotoViewerViewModel(place: ResultsPlace(photos: photos, index: 1), services: PaintedServices(), clock: ContinuousClock())
        let text = try drawn(ViewerScreen(viewModel: viewer, keys: .standard)).joined(separator: "\n")
        #expect(text.contains("2 of 3"), "\(text)")
        #expect(text.contains("Two horses on a beach · by Ann Smith · via Openverse"), "the title, the creator and the source")
    }

    @Test func theHelpListsItsKeysAndHowToClose() throws {
        let app = AppViewModel(keys: .standard)
        app.keyLeftOver(.character("?"), contexts: [.detail])
        let help = try #require(app.help)
        let terminal = try NcursesScreen(columns: 100, lines: 30, colors: .palette256)
        terminal.drawFrame(keeping: nil) { canvas in HelpOverlay.draw(help, on: canvas) }
        let text = terminal.text().joined(separator: "\n")
        #expect(text.contains("Keys") && text.contains("any key closes"))
        #expect(text.contains("the comments") && text.contains("quit from anywhere"), "\(text)")
    }
}
