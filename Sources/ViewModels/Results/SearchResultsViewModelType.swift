import Model
import Observation

/// What the results screen tells its view model.
@MainActor
public protocol SearchResultsViewModelInputs {
    /// The terminal is `columns`×`lines` cells, each `cell` in the pixels of the pictures drawn in it (first shown,
    /// resized, or pictures drawn another way): the results are laid out for it (``SearchResultsViewModelOutputs/geometry``).
    func viewportChanged(columns: Int, lines: Int, cell: PictureCell)
    /// Up arrow or `k`: the result above (a row of tiles up in the grid).
    func moveUp()
    /// Down arrow or `j`: the result below.
    func moveDown()
    /// Left arrow or `h` in the grid: the previous result.
    func moveLeft()
    /// Right arrow or `l` in the grid: the next result.
    func moveRight()
    /// Page Up or Ctrl-B: up by one screen.
    func pageUp()
    /// Page Down or Ctrl-F: down by one screen.
    func pageDown()
    /// `v`: between the list and the contact sheet (laid out again for the same terminal); the selection stays.
    func layoutToggled()
    /// Home or `g`.
    func home()
    /// End or `G`: the last result, the pages up to it loading in turn (the list's status says how far; a move or Esc
    /// stops), or the last the source lets a list reach.
    func end()
    /// A click at screen `line`, `column`: selects the result drawn there, or opens it when it is already the
    /// selected one.
    func clicked(line: Int, column: Int)
    /// Enter or `l` on the selected row: opens its detail.
    func rowActivated()
    /// `f`: the selected photo full screen, the results around it.
    func fullScreenRequested()
    /// `r`: search again from the first page, asked of the source itself (not of the cache); where the network cannot
    /// be reached, the rows stay and where they came from says so.
    func refresh()
    /// `s`: the search again in the next order (relevance, newest, most interesting).
    func sortCycled()
    /// `L`: the search again with the next licence filter.
    func licenseFilterCycled()
    /// `o`: open the selected photo's page in the browser (`$BROWSER`, else `xdg-open`).
    func openInBrowserPressed()
    /// `y`: copy the selected photo's page URL.
    func copyLinkPressed()
    /// `d`: save the selected photo's largest image, its credit and licence beside it.
    func downloadPressed()
    /// Any key after a notice: the notice goes.
    func noticeDismissed()
    /// Esc, Backspace, `h` or `q`: back to the search; while a download runs, cancels it instead.
    func backPressed()
    /// `/`: a new search on top.
    func newSearchRequested()
}

/// What the results screen shows; every text is safe to print.
@MainActor
public protocol SearchResultsViewModelOutputs {
    /// The query and how many photos match.
    var title: String { get }
    /// Where the rows came from when not fresh from the network: "cached 3 min ago", "offline · cached 2 h ago".
    var originLabel: String? { get }
    /// Where the selection is: "4 of 38"; empty without rows.
    var position: String { get }
    /// How many rows there are; pages are appended as they load.
    var rowCount: Int { get }
    /// The rows in `range`, those of them there are. Rows are read a range at a time: a list of any length costs a
    /// frame only the rows it shows, read at once.
    func rows(in range: Range<Int>) -> [any ResultItemViewModelType]
    /// The selected row; `nil` only when there are no rows.
    var selectedIndex: Int? { get }
    /// The list, or the contact sheet of thumbnails.
    var layout: ResultsLayout { get }
    /// Where the rows go on the terminal: how many fit, each one's slot and its thumbnail's cells.
    var geometry: ResultsGeometry { get }
    /// The selected photo in the pane beside the list (``ResultsGeometry/preview``); `nil` until the layout has one.
    var preview: ResultPreview? { get }
    /// The first row on screen: the list scrolls so that the selection is always in view.
    var firstVisibleIndex: Int { get }
    /// What to show in place of rows when there are none.
    var emptyMessage: String? { get }
    /// True while the next page loads.
    var isLoadingMore: Bool { get }
    /// Why the last load failed, in one line; the rows loaded so far stay.
    var errorMessage: String? { get }
    /// True when more rows can be loaded (not past the last page nor Flickr's 4,000-result cap).
    var hasMore: Bool { get }
    /// The line under the rows: a failed load and how to retry, that more are loading, or — once the last row is on
    /// screen — that the list ends there; `nil` for none.
    var listStatus: StatusLine? { get }
    /// The foot of the screen: a download's progress, else the last action's outcome, else key hints.
    var statusLine: StatusLine { get }
}

/// A results view model as the results screen sees it: inputs to send, outputs to draw.
@MainActor
public protocol SearchResultsViewModelType: NavigableViewModel {
    var inputs: any SearchResultsViewModelInputs { get }
    var outputs: any SearchResultsViewModelOutputs { get }
}
