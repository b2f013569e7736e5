import ConcurrencyExtras
import Foundation
import Model
import Testing
@testable import ViewModels

@MainActor
struct PhotoDetailViewModelTests {
    let service = InMemoryPhotoService(total: 10)

    private func make() -> (PhotoDetailViewModel, RecordingServices) {
        let services = RecordingServices(photos: service)
        return (PhotoDetailViewModel(photo: InMemoryPhotoService.photo(3), services: services), services)
    }

    @Test func showsThePhotoAsPlainText() {
        let (viewModel, _) = make()
        #expect(viewModel.title == "Photo 3" && viewModel.owner == "Owner 0")
        #expect(viewModel.description == "Bold & linked\nnext line")
        #expect(viewModel.tags == ["tag3"])
        #expect(viewModel.licenseName == "4", "the id until the licence list arrives")
        #expect(viewModel.credit == "Photo by Owner 0")
        #expect(viewModel.pageURL?.absoluteString == "https://photos.test/3")
    }

    @Test func loadsFullInformationOnAppear() async {
        await serially {
            let (viewModel, _) = make()
            viewModel.viewDidAppear()
            await Task.megaYield()
            #expect(viewModel.isLoading == false)
            #expect(viewModel.posted == "2020-09-13")
            #expect(viewModel.licenseName == "CC BY 2.0")
            #expect(viewModel.licenseURL?.absoluteString == "https://creativecommons.org/licenses/by/2.0/")
            #expect(viewModel.counts == PhotoCounts(views: 100, comments: 2, faves: 7))
            viewModel.viewDidAppear()
            await Task.megaYield()
            #expect(service.calls.filter { $0 == "info:p3" }.count == 2, "one for the info, one for the counts; not again")
        }
    }

    @Test func choosesTheSmallestCoveringImage() {
        let (viewModel, _) = make()
        #expect(viewModel.imageURL(forPixelWidth: 100, height: 100)?.lastPathComponent == "3_q.jpg")
        #expect(viewModel.imageURL(forPixelWidth: 200, height: 100)?.lastPathComponent == "3_m.jpg")
        #expect(viewModel.imageURL(forPixelWidth: 600, height: 300)?.lastPathComponent == "3_z.jpg")
        #expect(viewModel.imageURL(forPixelWidth: 900, height: 600)?.lastPathComponent == "3_b.jpg")
        #expect(viewModel.imageURL(forPixelWidth: 5000, height: 5000)?.lastPathComponent == "3_b.jpg")
    }

    @Test func passesEffectsToTheServices() {
        let (viewModel, services) = make()
        viewModel.openInBrowserPressed()
        viewModel.copyLinkPressed()
        viewModel.downloadPressed()
        viewModel.backPressed()
        #expect(services.opened.map(\.absoluteString) == ["https://photos.test/3"])
        #expect(services.copied == ["https://photos.test/3"])
        #expect(services.downloaded.map(\.size.suffix) == ["b"])
        #expect(services.popCount == 1)
    }
}
