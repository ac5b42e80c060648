"""Browser tests of the Gallery example (Examples/Gallery): one test per
area of SwiftUI that real apps use, each driving its screen in Chromium, and
the previews server (`--previews`).

Run by scripts/test; alone: `swift build --product Gallery && python3 browser-tests/gallery_test.py`.
"""
import os
import re
import tempfile

from playwright.sync_api import expect

import harness
from harness import Server, browser, run

PRODUCT = "Gallery"
TIMEOUT = 5_000
# The index's areas, in order (Examples/Gallery/GalleryIndex.swift).
AREAS = [
    "Lists and rows", "Text", "Containers", "Presentation", "Navigation", "Layout", "Interaction", "Shapes and paths",
    "Colors and gradients", "Effects", "Images", "Animation", "Long lists", "Toolbars and rows",
]


def harness_url(path):
    return SERVER.url + path


def area_link(page, name):
    """The index's link to an area (its name follows the area's symbol)."""
    return page.locator(".o-link").filter(has=page.get_by_text(name, exact=True))


def open_area(b, name, **context):
    page = harness.open_page(b, SERVER, TIMEOUT, **context)
    area_link(page, name).click()
    # The area screen's own title: a bare name would also match, as a
    # substring, a section header that the index shows before the push.
    expect(page.get_by_role("heading", name=name, exact=True, level=1)).to_be_visible()
    return page


def stage_for_screenshot(page):
    """The Lists screen in edit mode."""
    area_link(page, "Lists and rows").click()
    page.get_by_role("button", name="Edit", exact=True).click()
    expect(page.get_by_role("button", name="Done", exact=True)).to_be_visible()


def test_index_reaches_every_area():
    with browser() as b:
        page = harness.open_page(b, SERVER, TIMEOUT)
        expect(page.get_by_role("heading", name="Gallery")).to_be_visible()
        for area in AREAS:
            area_link(page, area).click()
            expect(page.get_by_role("heading", name=area, exact=True, level=1)).to_be_visible()
            page.go_back()
            expect(page.get_by_role("heading", name="Gallery")).to_be_visible()
        # The app's commands: no menu bar, but their keyboard shortcuts work.
        expect(page.get_by_text("Hello from the Gallery menu")).to_have_count(0)
        page.keyboard.press("Control+Shift+H")
        expect(page.get_by_text("Hello from the Gallery menu (1)")).to_be_visible()
        expect(page.locator(".o-commands")).to_be_hidden()


def test_lists_rows_edit_mode_move_delete_and_bindings():
    with browser() as b:
        page = open_area(b, "Lists and rows")
        section = page.locator(".o-screen:not([hidden]) .o-section").first
        rows = section.locator(".o-row")
        # Two views per element: two rows each, one under the other.
        expect(rows).to_have_count(6)
        first, second = rows.nth(0).bounding_box(), rows.nth(1).bounding_box()
        assert second["y"] >= first["y"] + first["height"] - 1, (first, second)
        expect(rows.nth(1).locator(".o-row-content")).to_have_text("10 minutes")
        # Edit mode shows the move buttons; moving Meditate down puts it after Breathe.
        expect(section.locator(".o-move").first).to_be_hidden()
        page.get_by_role("button", name="Edit", exact=True).click()
        expect(section.locator(".o-move").first).to_be_visible()
        rows.nth(0).get_by_role("button", name="Move down").click()
        expect(rows.locator(".o-link-label")).to_have_text(["Breathe", "Meditate", "Stretch"])
        # Deleting the second row of an element deletes the element (both rows).
        rows.nth(3).get_by_role("button", name="Delete").click()
        expect(rows).to_have_count(4)
        expect(rows.locator(".o-link-label")).to_have_text(["Breathe", "Stretch"])
        page.get_by_role("button", name="Done", exact=True).click()
        expect(section.locator(".o-move").first).to_be_hidden()
        # ForEach($sessions): editing a row's field changes that element.
        field = page.get_by_role("textbox", name="Title").first
        field.fill("Breathe deeply")
        expect(page.get_by_role("button", name="Breathe deeply", exact=True)).to_be_visible()
        # Row traits: a background behind the row, insets, a hidden separator.
        tinted = page.locator(".o-rows > .o-li", has_text="Tinted background")
        expect(tinted.locator(".o-slot-rowBackground")).to_have_count(1)
        wide = page.locator(".o-rows > .o-li", has_text="Wide insets")
        assert "48px" in wide.get_attribute("style"), wide.get_attribute("style")
        expect(wide).to_have_class(re.compile(r"\bo-nosep\b"))
        # A context menu opens on a right click and its item runs.
        page.get_by_text("Right-click me: nothing yet").click(button="right")
        menu = page.locator(".o-context-items:visible")
        menu.get_by_role("button", name="Pin").click()
        expect(page.get_by_text("Right-click me: pinned")).to_be_visible()
        expect(page.locator(".o-context-items:visible")).to_have_count(0)
        # Refreshing awaits the action; the control is busy meanwhile.
        page.get_by_role("button", name="↻ Refresh").click()
        expect(page.get_by_text("Refreshed 1 times")).to_be_visible()
        expect(page.get_by_role("button", name="↻ Refresh")).to_be_enabled()
        # A Picker over a ForEach: its rows are the options, tagged with their ids.
        page.get_by_role("combobox", name="Favorite").select_option(label="Stretch")
        expect(page.get_by_text("Favorite: Stretch")).to_be_visible()


def test_text_markdown_plurals_and_live_dates():
    with browser() as b:
        page = open_area(b, "Text")
        # TimelineView: the server rebuilds the tick each second.
        tick = page.locator(".o-text", has_text="Tick ")
        first = tick.inner_text()
        expect(tick).not_to_have_text(first, timeout=5000)
        markdown = page.locator(".o-text", has_text="Bold, italic")
        # .minimumScaleFactor: the text shrinks until it fits its 220-point frame, not below half.
        scaled, cut = page.locator(".o-text", has_text="Quarterly revenue").all()
        sizes = [t.evaluate("e => parseFloat(getComputedStyle(e).fontSize)") for t in (scaled, cut)]
        assert sizes[1] > 18 and sizes[1] * 0.5 <= sizes[0] < sizes[1], sizes
        assert scaled.evaluate("e => e.scrollWidth <= e.clientWidth + 1"), "it fits"
        assert cut.evaluate("e => e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight + 1"), "the other is cut"
        assert sizes[0] > sizes[1] * 0.52, ("no smaller than it needs", sizes)
        expect(markdown.locator("strong")).to_have_text("Bold")
        expect(markdown.locator("em")).to_have_text("italic")
        expect(markdown.locator("code")).to_have_text("code")
        expect(markdown.locator("s")).to_have_text("struck")
        expect(markdown.locator("a")).to_have_attribute("href", "https://swift.org")
        expect(page.get_by_text("Completed: 1 time", exact=True)).to_be_visible()
        # As on iOS, a stepper draws − and + alone: its value is not drawn between them.
        value = page.locator(".o-stepper .o-step-value").first
        assert value.bounding_box()["width"] <= 1, value.bounding_box()
        page.get_by_role("button", name="Increment").click()
        expect(page.get_by_text("Completed: 2 times", exact=True)).to_be_visible()
        # Concatenated Text keeps each part's style.
        joined = page.locator(".o-text", has_text="Red bold underlined")
        expect(joined.locator(".o-w-bold")).to_have_text("bold ")
        expect(joined.locator("u")).to_have_text("underlined")
        expect(page.get_by_text("UPPERCASE TEXT")).to_be_visible()
        # The timer advances in the page without a message from the server.
        timer = page.locator("[data-date-style=timer]")
        expect(timer).to_have_text("0:02", timeout=4_000)
        # Label styles: the icon-only title is there for screen readers only.
        icon_only = page.locator(".o-lbs-iconOnly .o-slot-title")
        assert icon_only.bounding_box()["width"] <= 1


def test_containers_tab_bar_and_pages():
    with browser() as b:
        page = open_area(b, "Containers")
        expect(page.get_by_text("First tab's content")).to_be_visible()
        expect(page.get_by_text("Second tab's content")).to_be_hidden()
        page.get_by_role("tab", name="Second").click()
        expect(page.get_by_text("Second tab's content")).to_be_visible()
        expect(page.get_by_text("First tab's content")).to_be_hidden()
        expect(page.get_by_role("tab", name="Second")).to_have_attribute("aria-selected", "true")
        page.get_by_role("tab", name="Third").click()
        expect(page.get_by_text("Third tab's content")).to_be_visible()
        # Pages: a dot selects a page and scrolls to it.
        page.get_by_role("button", name="Page 3").click()
        expect(page.get_by_text("Page 3 of 3")).to_be_visible()
        expect(page.get_by_role("button", name="Page 3")).to_have_attribute("aria-current", "page")
        pages = page.locator(".o-tabs-page > .o-pages")
        page.wait_for_function("p => Math.round(p.scrollLeft / p.clientWidth) === 2", arg=pages.element_handle())
        # A disclosure group mounts its content while expanded.
        expect(page.get_by_text("Shown while expanded")).to_have_count(0)
        page.get_by_role("button", name="Details").click()
        expect(page.get_by_text("Shown while expanded")).to_be_visible()
        # A menu opens in the page; choosing an item runs it and closes the menu.
        page.get_by_text("Sort by Name").click()
        page.get_by_role("menu").get_by_role("button", name="Date").click()
        expect(page.get_by_text("Sort by Date")).to_be_visible()
        expect(page.get_by_role("menu")).to_be_hidden()
        # A control group and a gauge with its current value label.
        page.get_by_role("group").get_by_role("button", name="+").click()
        expect(page.locator(".o-gauge-value")).to_have_text("70%")
        expect(page.locator(".o-gauge meter")).to_have_attribute("value", "0.7")
        expect(page.locator(".o-progress-value").first).to_have_text("70 of 100")
        # Styles: spinners (unknown progress, and .circular), a linear bar, a button toggle, a check box.
        styles = page.locator(".o-groupbox").filter(has_text="Styles")
        expect(styles.locator(".o-spinner")).to_have_count(2)
        spinner = styles.locator(".o-spinner").first
        assert spinner.evaluate("e => getComputedStyle(e).animationName") == "o-spin"
        assert spinner.evaluate("e => e.offsetWidth") == 20, spinner.bounding_box()
        expect(styles.locator("progress:not([value])")).to_have_count(1)
        bold = styles.get_by_role("checkbox", name="Bold")
        toggle = styles.locator(".o-ts-button")
        before = toggle.evaluate("e => getComputedStyle(e).backgroundColor")
        toggle.click()
        expect(styles.get_by_text("Bold is on")).to_be_visible()
        expect(bold).to_be_checked()
        assert toggle.evaluate("e => getComputedStyle(e).backgroundColor") != before, "filled while on"
        agree = styles.get_by_role("checkbox", name="I agree")
        agree.check()
        expect(agree).to_be_checked()
        assert agree.bounding_box()["x"] < styles.get_by_text("I agree").bounding_box()["x"], "the box comes first"
        expect(styles.get_by_text("Bold is on")).to_have_class(re.compile(r"\bo-d-rounded\b"))
        expect(styles.locator("summary.o-ms-button")).to_have_count(1)
        assert styles.locator("summary.o-ms-button").evaluate("e => getComputedStyle(e).paddingLeft") == "14px"
        # Custom styles: the pill fades while the pointer is down on it, and keeps its action.
        custom = page.locator(".o-groupbox").filter(has_text="Custom styles")
        save = custom.get_by_role("button", name="Save")
        expect(save).to_have_class(re.compile(r"\bo-bs-custom\b"))
        fade = save.locator(".o-g-press .o-m-opacity")
        expect(fade).to_have_attribute("style", "opacity:1")
        box = save.bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.down()
        expect(fade).to_have_attribute("style", "opacity:0.6")
        page.mouse.up()
        expect(fade).to_have_attribute("style", "opacity:1")
        expect(custom.get_by_text("Saved 1 times")).to_be_visible()
        discard = custom.get_by_role("button", name="Discard")
        assert discard.get_by_text("Discard").evaluate("e => getComputedStyle(e).color") == "rgb(255, 255, 255)", \
            "the style draws the label in the background style, white in light mode"
        assert save.evaluate("e => getComputedStyle(e).color === getComputedStyle(e.parentElement).color"), "no tint of ours"
        assert save.evaluate("e => getComputedStyle(e).paddingLeft") == "0px", "no padding of ours"
        # ColorPicker: the pill takes the colour picked.
        well = custom.locator("input[type=color]")
        expect(well).to_have_value("#5856d6")
        well.fill("#ff0000")
        expect(save.locator(".o-m-background")).to_have_attribute("style", re.compile(r"background:#ff0000", re.IGNORECASE))
        # The toggle style draws a check mark that switches the toggle.
        custom.get_by_role("button", name="Remind me").click()
        expect(custom.get_by_text("Reminder on")).to_be_visible()
        # The label style stacks the icon above the title.
        inbox_icon = custom.locator(".o-lbs-custom").first.locator("svg, .o-image").first.bounding_box()
        inbox_title = custom.get_by_text("Inbox").bounding_box()
        assert inbox_icon["y"] + inbox_icon["height"] <= inbox_title["y"] + 1, (inbox_icon, inbox_title)
        # An empty state for a search.
        expect(page.get_by_text("No Results", exact=True)).to_be_visible()
        # A share link copies the link where there is no share sheet.
        page.context.grant_permissions(["clipboard-read", "clipboard-write"])
        page.get_by_role("button", name="Share").click()
        expect(page.locator(".o-share[data-copied]")).to_have_count(1)
        assert page.evaluate("navigator.clipboard.readText()") == "https://swift.org"


def test_presentation_sheets_cover_popover_and_dialog():
    with browser() as b:
        page = open_area(b, "Presentation")
        page.get_by_role("button", name="Edit Walk", exact=True).click()
        dialog = page.get_by_role("dialog")
        expect(dialog.get_by_text("Editing Walk")).to_be_visible()
        # A sheet without detents opens large, as on iOS: the window less a strip at the top.
        room = page.evaluate("innerHeight") - 24
        page.wait_for_function("([e, h]) => Math.abs(e.offsetHeight - h) < 2", arg=[dialog.element_handle(), room])
        dialog.get_by_role("button", name="Done").click()
        expect(page.get_by_role("dialog")).to_have_count(0)
        # .interactiveDismissDisabled(): neither the backdrop nor Escape closes Read's sheet.
        page.get_by_role("button", name="Edit Read", exact=True).click()
        expect(page.get_by_role("dialog").get_by_text("Editing Read")).to_be_visible()
        page.mouse.click(5, 5)
        page.keyboard.press("Escape")
        page.wait_for_timeout(300)
        expect(page.get_by_role("dialog").get_by_text("Editing Read")).to_be_visible()
        page.get_by_role("dialog").get_by_role("button", name="Done").click()
        expect(page.get_by_role("dialog")).to_have_count(0)
        # Walk's sheet closes on Escape.
        page.get_by_role("button", name="Edit Walk", exact=True).click()
        expect(page.get_by_role("dialog").get_by_text("Editing Walk")).to_be_visible()
        page.keyboard.press("Escape")
        expect(page.get_by_role("dialog")).to_have_count(0)

        # Detents: the sheet opens at the shorter (medium), and its grabber moves it to large.
        page.get_by_role("button", name="Medium or large", exact=True).click()
        sheet = page.get_by_role("dialog")
        expect(sheet.get_by_text("Half height")).to_be_visible()
        room = page.evaluate("innerHeight") - 24
        page.wait_for_function("([e, h]) => Math.abs(e.offsetHeight - h) < 2", arg=[sheet.element_handle(), room * 0.5])
        assert sheet.evaluate("e => getComputedStyle(e).borderTopLeftRadius") == "28px"
        expect(sheet).to_have_class(re.compile(r"\bo-thinMaterial\b"))
        fill = sheet.evaluate("e => getComputedStyle(e).backgroundColor")
        assert "0.55" in fill, f"the thin material, see-through: {fill}"
        # Measured once the sheet has risen and settled: mid-animation its box is lower than where the click lands.
        sheet.evaluate("e => Promise.all(e.getAnimations().map((a) => a.finished))")
        box = sheet.bounding_box()
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + 8)
        page.wait_for_function("([e, h]) => Math.abs(e.offsetHeight - h) < 2", arg=[sheet.element_handle(), room])
        sheet.get_by_role("button", name="Done").click()
        expect(page.get_by_role("dialog")).to_have_count(0)

        page.get_by_role("button", name="Full-screen cover", exact=True).click()
        cover = page.get_by_role("dialog")
        expect(cover.get_by_text("Full screen")).to_be_visible()
        box = cover.bounding_box()
        assert box["height"] >= 700 and box["width"] >= 890, box
        # Escape does not dismiss a full-screen cover; its own button does.
        page.keyboard.press("Escape")
        expect(cover.get_by_text("Full screen")).to_be_visible()
        cover.get_by_role("button", name="Done").click()
        expect(page.get_by_role("dialog")).to_have_count(0)

        page.get_by_role("button", name="Popover", exact=True).click()
        popover = page.get_by_role("dialog")
        expect(popover.get_by_text("A popover")).to_be_visible()
        anchor = page.get_by_role("button", name="Popover", exact=True).bounding_box()
        assert popover.bounding_box()["y"] >= anchor["y"] + anchor["height"], (popover.bounding_box(), anchor)
        page.keyboard.press("Escape")
        expect(page.get_by_role("dialog")).to_have_count(0)

        page.get_by_role("button", name="Delete Read…", exact=True).click()
        alert = page.get_by_role("alertdialog")
        expect(alert.get_by_role("heading", name="Delete?")).to_be_visible()
        alert.get_by_role("button", name="Delete Read").click()
        expect(page.get_by_text("Deleted Read")).to_be_visible()


def test_file_importer_and_exporter_move_files_both_ways():
    notes = os.path.join(tempfile.mkdtemp(), "notes.txt")
    data = os.path.join(os.path.dirname(notes), "habits.json")
    with open(notes, "w") as f:
        f.write("Buy milk\nCall Ada\n")
    with open(data, "w") as f:
        f.write('{"habits": 2}\n')
    with browser() as b:
        page = open_area(b, "Presentation")
        button = page.get_by_role("button", name="Import text files")
        # The picker accepts the types' extensions and MIME types, several files.
        chooser_input = page.locator("input.o-file-input")
        expect(chooser_input).to_have_attribute("accept", re.compile(r"\.txt.*text/plain.*\.json.*application/json"))
        expect(chooser_input).to_have_attribute("multiple", "")
        # The click presents the importer; the page opens its picker within the click's activation.
        with page.expect_file_chooser() as chooser:
            button.click()
        assert chooser.value.is_multiple()
        chooser.value.set_files([notes, data])
        expect(page.get_by_text("notes.txt: Buy milk; habits.json: {\"habits\": 2}")).to_be_visible()
        # Presented without a click just before, the browser refuses to open
        # its picker (showPicker throws NotAllowedError; Playwright's own calls
        # always carry a user gesture, so the refusal is stood in for here): the
        # input shows itself as a prompt, and choosing there imports as well.
        chooser_input.evaluate("i => { i.showPicker = () => { throw new DOMException('no activation', 'NotAllowedError'); }; }")
        button.click()
        expect(page.locator(".o-fi-prompt > input.o-file-input")).to_be_visible()
        chooser_input.set_input_files([notes])
        expect(page.get_by_text("notes.txt: Buy milk", exact=True)).to_be_visible()
        expect(page.locator(".o-fi-prompt")).to_have_count(0)
        chooser_input.evaluate("i => { delete i.showPicker; }")
        # Closing the picker without a file runs onCancellation.
        with page.expect_file_chooser():
            button.click()
        chooser_input.dispatch_event("cancel")
        expect(page.get_by_text("Cancelled", exact=True)).to_be_visible()
        # Nothing but this window's own token reaches an upload.
        refused = page.evaluate("""() => fetch('/_observatory/upload', { method: 'POST', body: 'x',
            headers: { 'X-Observatory-Window': document.getElementById('observatory').dataset.window,
                       'X-Observatory-Token': 'not-the-token', 'X-Observatory-Name': 'x.txt' } }).then((r) => r.status)""")
        assert refused == 403, refused
        # .fileExporter: the document's file is downloaded under its name with
        # the type's extension; the app gets the server's copy.
        with page.expect_download() as download:
            page.get_by_role("button", name="Save notes").click()
        assert download.value.suggested_filename == "Notes.txt", download.value.suggested_filename
        with open(download.value.path(), encoding="utf-8") as saved:
            assert saved.read() == "Buy milk\nCall Ada\n"
        expect(page.get_by_text("Saved Notes.txt, 18 bytes")).to_be_visible()


def test_navigation_path_presented_destination_and_environment_bindings():
    with browser() as b:
        page = open_area(b, "Navigation")
        expect(page.get_by_text("Depth 1")).to_be_visible()
        # Appending to the bound path pushes a screen; Back shortens the path.
        page.get_by_role("button", name="Push Text through the path").click()
        expect(page.get_by_role("heading", name="Text")).to_be_visible()
        page.go_back()
        expect(page.get_by_role("heading", name="Navigation")).to_be_visible()
        expect(page.get_by_text("Depth 1")).to_be_visible()
        # A Boolean presents a destination; going back clears it.
        page.get_by_role("button", name="Show detail").click()
        expect(page.get_by_text("The detail")).to_be_visible()
        title = page.get_by_role("heading", name="Detail")
        expect(title).to_be_visible()
        assert float(title.evaluate("t => getComputedStyle(t).fontSize").rstrip("px")) < 20, "inline title"
        # The back button reads the title of the screen under it, as on iOS.
        back = page.locator(".o-screen:not([hidden])").get_by_role("button", name="Back to Navigation")
        expect(back).to_have_text("‹ Navigation")
        back.click()
        expect(page.get_by_text("Detail hidden")).to_be_visible()
        large = page.get_by_role("heading", name="Navigation")
        assert float(large.evaluate("t => getComputedStyle(t).fontSize").rstrip("px")) > 24, "large title"
        # $router.note on an @Environment object is a binding.
        page.get_by_role("textbox", name="Note").fill("hello")
        expect(page.get_by_text("Note: hello")).to_be_visible()
        # The window's width is the size class; its visibility the scene phase.
        expect(page.get_by_text("Size class: regular")).to_be_visible()
        page.set_viewport_size({"width": 400, "height": 800})
        expect(page.get_by_text("Size class: compact")).to_be_visible()
        expect(page.get_by_text("Scene phase: active")).to_be_visible()
        # A preferred color scheme darkens the whole window.
        page.get_by_role("switch", name="Prefer dark").click()
        expect(page.locator(".o-root")).to_have_attribute("data-o-scheme", "dark")
        background = page.locator(".o-root").evaluate("r => getComputedStyle(r).backgroundColor")
        assert background == "rgb(0, 0, 0)", background
        page.get_by_role("switch", name="Prefer dark").click()
        expect(page.locator(".o-root")).not_to_have_attribute("data-o-scheme", "dark")
        # openURL opens a new tab (served here: this machine has no network).
        page.context.route("https://swift.org/**", lambda route: route.fulfill(body="<title>Swift</title>"))
        with page.context.expect_page() as popup:
            page.get_by_role("button", name="Open swift.org").click()
        popup.value.wait_for_load_state()
        assert popup.value.url == "https://swift.org/", popup.value.url
        expect(page.get_by_text("Link opened")).to_be_visible()


def test_layout_grids_layouts_fits_geometry_and_scrolling():
    with browser() as b:
        page = open_area(b, "Layout")
        # Preferences: the tags' values, summed, reach the header above them.
        expect(page.get_by_text("Preferences: 2 tags")).to_be_visible()
        page.get_by_role("button", name="Add tag").click()
        expect(page.get_by_text("Preferences: 3 tags")).to_be_visible()
        # .onGeometryChange: the page measures the row, and the action shows its width.
        row = page.locator(".o-geometry-watch").first
        expect(page.get_by_text(re.compile(r"The tags' row is [1-9]\d* points wide"))).to_be_visible()
        width = round(row.bounding_box()["width"])
        expect(page.get_by_text(f"The tags' row is {width} points wide")).to_be_visible()
        screen = page.locator(".o-screen:not([hidden])")
        box = lambda text: screen.get_by_text(text, exact=True).first.bounding_box()
        # Grid: cells line up in columns; a spanning cell starts in its column.
        habit, streak, best = box("Habit"), box("Streak"), box("Best")
        assert habit["x"] < streak["x"] < best["x"], (habit, streak, best)
        assert abs(box("12 days")["x"] - streak["x"]) < 1, (box("12 days"), streak)
        assert abs(box("Meditate")["x"] - habit["x"]) < 1
        spanning = screen.locator(".o-m-gridCellColumns").bounding_box()
        assert abs(spanning["x"] - streak["x"]) < 1 and spanning["x"] + spanning["width"] > best["x"], (spanning, best)
        # A grid hugs its columns: it is not stretched to the screen's width.
        grid = screen.locator(".o-grid").bounding_box()
        assert grid["width"] < 500, grid
        # LazyVGrid(.adaptive): several colors per row.
        assert abs(box("red")["y"] - box("orange")["y"]) < 1
        # AnyLayout: side by side, then stacked, and the counter keeps its count.
        screen.get_by_role("button", name="Increment").click()
        expect(screen.get_by_text("Kept: 1")).to_be_visible()
        tapped, kept = box("Tapped 0 times"), box("Kept: 1")
        assert abs(tapped["y"] - kept["y"]) < 20, (tapped, kept)
        # The innermost stack holding the button is the layout's: it changes axis in place.
        layout = screen.locator(".o-stack").filter(has=page.get_by_role("button", name="Tapped 0 times")).last
        expect(layout).to_have_class(re.compile(r"\bo-h\b"))
        layout_id = layout.get_attribute("data-oid")
        screen.get_by_role("switch", name="Vertical").check()
        expect(layout).to_have_class(re.compile(r"\bo-v\b"))
        assert layout.get_attribute("data-oid") == layout_id, "the same element, with the same identity"
        tapped, kept = box("Tapped 0 times"), box("Kept: 1")
        assert kept["y"] > tapped["y"] + tapped["height"] - 1, (tapped, kept)
        # ViewThatFits: the long text does not fit 200 pt, the short one shows.
        expect(screen.get_by_text("3 of 5 done")).to_be_visible()
        expect(screen.get_by_text("Completed three of the five habits planned for today, keep going")).to_be_hidden()
        # GeometryReader: the page measured the reader; the bar fills half of it.
        label = screen.get_by_text(re.compile(r"^Width [1-9][0-9]+ pt$"))
        expect(label).to_be_visible()
        width = int(re.search(r"\d+", label.inner_text()).group())
        bar = screen.locator(".o-geometry .o-shape").first.bounding_box()
        assert abs(bar["width"] - width / 2) <= 1, (bar, width)
        # hidden() keeps its space: the next view starts after it.
        visible, after = box("Visible"), box("Still in place")
        assert after["x"] > visible["x"] + visible["width"] + 20, (visible, after)
        expect(screen.get_by_text("Hidden", exact=True)).to_be_hidden()
        # ScrollViewReader: the last chip is scrolled into view.
        last = screen.get_by_text("Chip 30", exact=True)
        expect(last).not_to_be_in_viewport()
        screen.get_by_role("button", name="Last chip").click()
        expect(last).to_be_in_viewport()
        screen.get_by_role("button", name="First chip").click()
        expect(screen.get_by_text("Chip 1", exact=True)).to_be_in_viewport()
        # A carousel: each card is two thirds of the scroll view (count 3, span 2,
        # spacing 12), and a scroll comes to rest on a card's leading edge.
        carousel = screen.locator(".o-scroll.o-stb-aligned")
        carousel.scroll_into_view_if_needed()
        assert carousel.evaluate("e => getComputedStyle(e).scrollSnapType") == "x mandatory"
        visible = carousel.evaluate("e => e.clientWidth")
        # A scroll view takes the width offered: the screen's, less its padding.
        assert visible > screen.evaluate("e => e.clientWidth") - 40, visible
        card = screen.locator(".o-crf-w").filter(has_text="Card 1")
        expected = (visible - 24) / 3 * 2 + 12
        assert abs(card.bounding_box()["width"] - expected) <= 1, (card.bounding_box(), visible)
        # The card's shape fills the frame, as a shape does.
        assert abs(card.locator(".o-shape").bounding_box()["width"] - expected) <= 1, card.locator(".o-shape").bounding_box()
        carousel.evaluate("e => e.scrollBy({ left: 140 })")
        page.wait_for_timeout(600)
        left = carousel.evaluate("e => e.scrollLeft")
        assert min(abs(left), abs(left - (expected + 12))) <= 1, (left, expected)
        # .scrollPosition(id:): the card at the leading edge, as the person scrolls,
        # and a scroll to the card the app names.
        carousel.evaluate(f"e => e.scrollTo({{ left: {2 * (expected + 12)} }})")
        expect(screen.get_by_text("Front card: 3")).to_be_visible()
        screen.get_by_role("button", name="Show card 5").click()
        expect(screen.get_by_text("Front card: 5")).to_be_visible()
        fifth = screen.locator(".o-crf-w").filter(has_text="Card 5")
        page.wait_for_function(
            "([s, c]) => Math.abs(c.getBoundingClientRect().left - s.getBoundingClientRect().left) <= 2",
            arg=[carousel.element_handle(), fifth.element_handle()])
        # .defaultScrollAnchor(.bottom): the chat log starts at its newest
        # message and follows new ones while it is there.
        log = screen.locator(".o-scroll[data-anchor]")
        log.scroll_into_view_if_needed()
        at_bottom = lambda: log.evaluate("e => Math.abs(e.scrollTop - (e.scrollHeight - e.clientHeight)) <= 2")
        assert log.evaluate("e => e.scrollHeight > e.clientHeight + 100")
        assert at_bottom()
        screen.get_by_role("button", name="Add message").click()
        expect(log.get_by_text("Message 21", exact=True)).to_have_count(1)
        assert at_bottom()
        # .scrollDismissesKeyboard(.immediately): scrolling the log by wheel blurs its field.
        field = log.get_by_role("textbox", name="Reply")
        field.focus()
        expect(field).to_be_focused()
        log.hover()
        page.mouse.wheel(0, -200)
        expect(field).not_to_be_focused()
        # Scrolled up, the log stays where the user put it.
        page.wait_for_timeout(200)
        assert not at_bottom()
        screen.get_by_role("button", name="Add message").click()
        expect(log.get_by_text("Message 22", exact=True)).to_have_count(1)
        assert not at_bottom()
        # .buttonBorderShape: a capsule's corners are half its height, a radius is as given.
        capsule = screen.get_by_role("button", name="Capsule")
        radius = lambda button: button.evaluate("e => parseFloat(getComputedStyle(e).borderTopLeftRadius)")
        assert radius(capsule) >= capsule.bounding_box()["height"] / 2 - 0.5, (radius(capsule), capsule.bounding_box())
        assert radius(screen.get_by_role("button", name="Square-ish")) == 2
        page.screenshot(path="/tmp/gallery-layout.png", full_page=True)


def test_previews_canvas_and_a_live_preview_window():
    previews = Server(PRODUCT, args=["--previews"]).start()
    try:
        with browser() as b:
            page = harness.open_page(b, previews, TIMEOUT, viewport={"width": 1280, "height": 900})
            expect(page.get_by_role("heading", name="Previews")).to_be_visible()
            # The canvas: the first file's preview in light and dark, live, on an iPhone.
            expect(page.get_by_text("Gallery/AnimationScreen.swift")).to_be_visible()
            frames = page.locator(".o-m-previewCanvas")
            light, dark = frames.nth(0), frames.nth(1)
            expect(light.get_by_role("heading", name="Animation")).to_be_visible()
            expect(dark.get_by_role("heading", name="Animation")).to_be_visible()
            assert round(light.bounding_box()["width"]) == 393, light.bounding_box()
            background = lambda frame: frame.get_by_role("heading", name="Animation").evaluate("node => getComputedStyle(node).color")
            assert background(light) != background(dark), (background(light), background(dark))
            light.get_by_role("button", name="Show").first.click()
            expect(light.get_by_role("button", name="Hide")).to_be_visible()
            expect(dark.get_by_role("button", name="Show")).to_be_visible()
            # The iPad, chosen in the page.
            page.get_by_role("radio", name="iPad").check()
            page.wait_for_function("() => Math.round(document.querySelector('.o-m-previewCanvas').getBoundingClientRect().width) === 820")
            expect(light.get_by_role("button", name="Hide")).to_be_visible()
            page.screenshot(path="/tmp/gallery-previews-canvas.png")
            # A preview alone, in a window of its own.
            page.get_by_role("link", name="Open alone").first.click()
            expect(page.locator("html")).to_have_attribute("data-observatory", "connected")
            expect(page.get_by_role("link", name="‹ All previews")).to_be_visible()
            canvas = page.locator(".o-m-previewCanvas")
            expect(canvas).to_have_count(1)
            expect(canvas.get_by_role("heading", name="Animation")).to_be_visible()
            page.get_by_role("link", name="‹ All previews").click()
            expect(page.get_by_role("heading", name="Previews")).to_be_visible()
    finally:
        output = previews.stop()
    assert "serving GalleryApp previews" in output, output


def test_interaction_gestures_focus_shortcuts_and_disabled():
    with browser() as b:
        page = open_area(b, "Interaction")
        screen = page.locator(".o-screen:not([hidden])")
        # A single click runs the single tap once the double tap had its chance;
        # a double click runs only the double tap.
        card = screen.get_by_text("Tap or double-tap", exact=True)
        card.click()
        expect(screen.get_by_text("Taps: 1, double taps: 0")).to_be_visible()
        card.dblclick()
        expect(screen.get_by_text("Taps: 1, double taps: 1")).to_be_visible()
        page.wait_for_timeout(400)
        expect(screen.get_by_text("Taps: 1, double taps: 1")).to_be_visible()
        # A spatial tap reports where, in the view's own coordinates.
        square = screen.locator(".o-g-tap").filter(has=page.get_by_text("Tap the square")).first
        box = square.bounding_box()
        page.mouse.click(box["x"] + 30, box["y"] + 20)
        # (Mouse events carry whole pixels: the box's fractional edge may round a point off.)
        expect(screen.get_by_text(re.compile(r"^Tapped at (29|30|31), (19|20|21)$"))).to_be_visible()
        # A long press: pressing while held, counted once recognised.
        press = screen.get_by_text("Long presses: 0")
        box = press.bounding_box()
        page.mouse.move(box["x"] + 5, box["y"] + 5)
        page.mouse.down()
        expect(screen.get_by_text("Pressing…")).to_be_visible()
        expect(screen.get_by_text("Long presses: 1")).to_be_visible(timeout=TIMEOUT)
        page.mouse.up()
        # A short press is no long press.
        page.mouse.down()
        page.mouse.up()
        expect(screen.get_by_text("Long presses: 1")).to_be_visible()
        # A drag: the view follows the pointer (@GestureState), then stays where it was dropped.
        handle = screen.get_by_text("Drag me")
        start = handle.bounding_box()
        page.mouse.move(start["x"] + 10, start["y"] + 10)
        page.mouse.down()
        for step in range(1, 7):
            page.mouse.move(start["x"] + 10 + step * 10, start["y"] + 10 + step * 5)
            page.wait_for_timeout(20)
        page.wait_for_function(
            "([el, x]) => el.getBoundingClientRect().x > x + 40", arg=[handle.element_handle(), start["x"]])
        expect(screen.get_by_text("Moved to 0, 0")).to_be_visible()
        page.mouse.up()
        expect(screen.get_by_text("Moved to 60, 30")).to_be_visible()
        moved = handle.bounding_box()
        assert abs(moved["x"] - start["x"] - 60) <= 1 and abs(moved["y"] - start["y"] - 30) <= 1, (start, moved)
        # Hover, and the tooltip that .help sets.
        hover = screen.get_by_text("Pointer outside")
        hover.hover()
        expect(screen.get_by_text("Pointer inside")).to_be_visible()
        page.mouse.move(1, 1)
        expect(screen.get_by_text("Pointer outside")).to_be_visible()
        expect(screen.locator("[title='Shows whether the pointer is over this box']")).to_have_count(1)
        # MagnifyGesture: a trackpad's pinch arrives as Control + wheel; the
        # page does not zoom, and the pinch ends after 200 ms of stillness.
        zoom = screen.get_by_text("Zoom ×1.0")
        pinch = """([el, dy]) => { const r = el.getBoundingClientRect();
            return el.dispatchEvent(new WheelEvent('wheel', { deltaY: dy, ctrlKey: true, bubbles: true, cancelable: true,
                clientX: r.left + 20, clientY: r.top + 20 })); }"""
        handle = zoom.element_handle()
        assert page.evaluate(pinch, [handle, -34.657359]) is False, "the page's own zoom is prevented"
        page.evaluate(pinch, [handle, -34.657359])
        expect(screen.get_by_text("Zoom ×2.0")).to_be_visible()
        # A pinch and a drag at the same time (simultaneously(with:)): the
        # composition ends once both have, with both values.
        both = screen.get_by_text("Pinch or drag: none")
        both.scroll_into_view_if_needed()
        box = both.bounding_box()
        page.mouse.move(box["x"] + 20, box["y"] + 20)
        page.mouse.down()
        page.mouse.move(box["x"] + 60, box["y"] + 30, steps=4)
        page.evaluate(pinch, [both.element_handle(), -20])
        page.wait_for_timeout(300)
        expect(screen.get_by_text("Pinch or drag: none")).to_be_visible()
        page.mouse.up()
        expect(screen.get_by_text("Pinch or drag: pinched and dragged")).to_be_visible()
        # .onContinuousHover: the pointer's location in the view, then its leaving.
        pad = screen.locator(".o-g-hoverMove")
        box = pad.bounding_box()
        page.mouse.move(box["x"] + 30, box["y"] + 20)
        page.mouse.move(box["x"] + 40, box["y"] + 25)
        expect(screen.get_by_text(re.compile(r"^Pointer at (39|40|41), (24|25|26)$"))).to_be_visible()
        page.mouse.move(1, 1)
        expect(screen.get_by_text("Pointer away")).to_be_visible()
        # .onKeyPress: arrows and digits while the focusable box has the focus;
        # the arrows it names do not scroll the page.
        steps = screen.get_by_text("Key steps: 0")
        steps.click()
        scroller = screen.locator(".o-scroll").first
        before = scroller.evaluate("e => e.scrollTop")
        page.keyboard.press("ArrowUp")
        page.keyboard.press("ArrowUp")
        expect(screen.get_by_text("Key steps: 2")).to_be_visible()
        page.keyboard.press("ArrowDown")
        expect(screen.get_by_text("Key steps: 1")).to_be_visible()
        page.keyboard.press("7")
        expect(screen.get_by_text("Key steps: 7")).to_be_visible()
        assert scroller.evaluate("e => e.scrollTop") == before, "the handled arrows did not scroll"
        # @FocusState follows the page's focus, and moves it.
        name, email = screen.get_by_role("textbox", name="Name"), screen.get_by_role("textbox", name="Email")
        expect(name).to_have_attribute("enterkeyhint", "next")
        name.click()
        expect(screen.get_by_text("Focused: name")).to_be_visible()
        name.fill("Ada")
        name.press("Enter")
        expect(screen.get_by_text("Focused: email")).to_be_visible()
        expect(email).to_be_focused()
        screen.get_by_role("button", name="Clear focus").click()
        expect(screen.get_by_text("Focused: none")).to_be_visible()
        screen.get_by_role("button", name="Focus name").click()
        expect(name).to_be_focused()
        expect(screen.get_by_text("Focused: name")).to_be_visible()
        # A keyboard shortcut clicks its button, wherever the focus is (Ctrl stands for ⌘ here).
        page.locator("body").click(position={"x": 2, "y": 2})
        expect(screen.get_by_role("button", name="Save")).to_have_attribute("aria-keyshortcuts", "Shift+Meta+S")
        page.keyboard.press("Control+Shift+S")
        expect(screen.get_by_text("Saved 1 times")).to_be_visible()
        # TextEditor: a tall box where Return starts a line; a border inside its frame.
        editor = screen.locator("textarea")
        assert editor.bounding_box()["height"] >= 100, editor.bounding_box()
        # Greedy, as in SwiftUI: as wide as the stack's other full-width views (the fields), border included.
        assert abs(editor.bounding_box()["width"] - screen.get_by_role("textbox", name="Name").bounding_box()["width"]) <= 2
        editor.click()
        page.keyboard.type("milk")
        page.keyboard.press("Enter")
        page.keyboard.type("eggs")
        expect(screen.get_by_text("Notes: 2 lines")).to_be_visible()
        bordered = screen.locator(".o-m-border")
        assert "inset" in bordered.evaluate("e => getComputedStyle(e).boxShadow"), "a border drawn inside"
        # A large control is taller than a regular one; an icon button has its accessible label.
        regular, large = screen.get_by_role("button", name="Regular"), screen.get_by_role("button", name="Large")
        assert large.bounding_box()["height"] > regular.bounding_box()["height"] + 8, (regular.bounding_box(), large.bounding_box())
        expect(screen.get_by_role("group", name="Favorite")).to_be_visible()
        screen.get_by_role("group", name="Favorite").get_by_role("button").click()
        expect(screen.get_by_text("Saved 2 times")).to_be_visible()
        # .disabled reaches the buttons and the gestures inside.
        screen.get_by_role("button", name="Tap while unlocked").click()
        screen.get_by_text("Locked area").click()
        expect(screen.get_by_text("Unlocked taps: 2")).to_be_visible()
        screen.get_by_role("switch", name="Locked").check()
        expect(screen.get_by_role("button", name="Tap while unlocked")).to_be_disabled()
        screen.get_by_text("Locked area").click()
        page.wait_for_timeout(300)
        expect(screen.get_by_text("Unlocked taps: 2")).to_be_visible()
        # .allowsHitTesting(false): a click on the badge reaches the button under it.
        badge = screen.get_by_text("NEW", exact=True)
        badge.scroll_into_view_if_needed()
        box = badge.bounding_box()
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        expect(screen.get_by_text("Badge taps: 1")).to_be_visible()
        # .labelsHidden(): the switch alone shows; its label still names it.
        quiet = screen.get_by_role("switch", name="Quiet hours")
        expect(quiet).to_be_visible()
        label = screen.locator(".o-toggle-label").filter(has_text="Quiet hours")
        assert label.bounding_box()["width"] <= 1, label.bounding_box()
        # .autocorrectionDisabled(): no corrections or spelling marks in the field.
        user = screen.get_by_role("textbox", name="Login")
        expect(user).to_have_attribute("autocorrect", "off")
        expect(user).to_have_attribute("spellcheck", "false")
        # .focusable(): the Tab key stops on a view that is not a control.
        user.click()
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.textContent") == "A tab stop"


def test_list_selection_single_and_multiple():
    with browser() as b:
        page = open_area(b, "Lists and rows")
        page.get_by_text("Select rows", exact=True).click()
        # The pushed screen's title (an h1): the Lists screen has a section
        # header "Selection" too, which is visible before the push arrives.
        expect(page.get_by_role("heading", name="Selection", exact=True, level=1)).to_be_visible()
        expect(page.locator(".o-screen:not([hidden])")).to_have_count(1)
        screen = page.locator(".o-screen:not([hidden])")
        # One at a time: the chosen row is highlighted, choosing another moves it.
        breathe, stretch = screen.get_by_role("radio", name="Breathe"), screen.get_by_role("radio", name="Stretch")
        breathe.click()
        expect(screen.get_by_text("Chosen: Breathe")).to_be_visible()
        expect(breathe).to_have_attribute("aria-checked", "true")
        row = breathe.locator("xpath=..")
        assert row.evaluate("e => getComputedStyle(e).backgroundColor") != "rgb(255, 255, 255)"
        stretch.focus()
        page.keyboard.press("Enter")
        expect(screen.get_by_text("Chosen: Stretch")).to_be_visible()
        expect(breathe).to_have_attribute("aria-checked", "false")
        # Several together: a tap adds or removes a row, each shows a check circle.
        expect(screen.get_by_role("checkbox", name="Morning")).to_have_attribute("aria-checked", "true")
        screen.get_by_role("checkbox", name="Evening").click()
        expect(screen.get_by_text("Times: Evening, Morning")).to_be_visible()
        screen.get_by_role("checkbox", name="Morning").click()
        expect(screen.get_by_text("Times: Evening")).to_be_visible()
        expect(screen.locator(".o-check.o-checked")).to_have_count(1)


def test_shapes_draw_as_svg_at_their_size():
    with browser() as b:
        page = open_area(b, "Shapes and paths")
        screen = page.locator(".o-screen:not([hidden])")
        drawn_geometry_is_never_empty(screen)
        # Every shape is an SVG as large as its box.
        shapes = screen.locator(".o-shape")
        assert shapes.count() >= 20, shapes.count()
        for index in range(shapes.count()):
            shape = shapes.nth(index)
            box, svg = shape.bounding_box(), shape.locator("svg").bounding_box()
            assert abs(box["width"] - svg["width"]) < 1 and abs(box["height"] - svg["height"]) < 1, (index, box, svg)
        # A circle in a wide box is round and centered, as large as the box is tall.
        circle = screen.locator(".o-shape-circle circle").first.bounding_box()
        assert abs(circle["width"] - circle["height"]) < 1 and abs(circle["height"] - 60) < 1, circle
        # stroke() straddles the outline, strokeBorder() stays inside the frame.
        stroked = screen.locator(".o-shape-circle").nth(1)
        bordered = screen.locator(".o-shape-circle").nth(2)
        outer = stroked.locator("circle").bounding_box()
        inner = bordered.locator("circle").bounding_box()
        assert outer["height"] > 60 + 5 and inner["height"] <= 60 + 0.5, (outer, inner)
        # The progress ring: a trimmed circle; a step redraws only its dash.
        ring = screen.locator(".o-shape-circle circle[pathLength]").first
        assert ring.evaluate("e => getComputedStyle(e).strokeDasharray") == "0.65px, 2px", ring.evaluate("e => getComputedStyle(e).strokeDasharray")
        screen.get_by_role("button", name="Increment").click()
        expect(screen.get_by_text("70%", exact=True)).to_be_visible()
        expect(ring).to_have_attribute("style", re.compile(r"stroke-dasharray:0\.7 2"))
        # The wave is measured: its path is computed for the box's width.
        wave = screen.locator(".o-shape[data-measure]").last
        expect(wave.locator("svg")).to_have_attribute("viewBox", re.compile(r"^0 0 [1-9][0-9]{2,} 60$"))
        width = wave.bounding_box()["width"]
        view_box = wave.locator("svg").get_attribute("viewBox").split()
        assert abs(float(view_box[2]) - width) <= 1, (view_box, width)
        expect(wave.locator("path")).to_have_attribute("d", re.compile(r"^M0 30C"))
        # Resizing the window redraws it for the new width.
        page.set_viewport_size({"width": 900, "height": 800})
        expect(wave.locator("svg")).not_to_have_attribute("viewBox", " ".join(view_box))
        new_width = float(wave.locator("svg").get_attribute("viewBox").split()[2])
        assert abs(new_width - wave.bounding_box()["width"]) <= 1, (new_width, wave.bounding_box())
        # overlay(alignment: .topTrailing) puts the dot at the badge's corner.
        badge = screen.get_by_text("Badge", exact=True).locator("xpath=ancestor::*[contains(@class,'o-m-overlay')][1]")
        dot = badge.locator(".o-slot-overlay .o-shape-circle").first.bounding_box()
        frame = badge.bounding_box()
        assert abs(dot["x"] + dot["width"] - (frame["x"] + frame["width"])) < 1.5 and abs(dot["y"] - frame["y"]) < 1.5, (dot, frame)
        # clipShape(.circle) rounds the orange label.
        clipped = screen.get_by_text("Circle", exact=True).locator("xpath=ancestor::*[contains(@class,'o-m-clipShape')][1]")
        assert clipped.evaluate("e => getComputedStyle(e).clipPath").startswith("circle("), clipped.evaluate("e => getComputedStyle(e).clipPath")
        # A custom shape clips through a mask of its path, stretched to the view.
        hexagon = screen.get_by_text("Hexagon", exact=True).locator("xpath=ancestor::*[contains(@class,'o-m-clipShape')][1]")
        assert "data:image/svg+xml" in hexagon.evaluate("e => getComputedStyle(e).maskImage")
        # A gradient mask fades the label out toward its trailing edge.
        faded = screen.get_by_text("Faded", exact=True).locator("xpath=ancestor::*[contains(@class,'o-m-mask')][1]")
        assert "linear-gradient" in faded.evaluate("e => getComputedStyle(e).maskImage")
        # contentShape(Rectangle()): a tap in the row's empty middle counts.
        page.set_viewport_size({"width": 1280, "height": 800})
        row = screen.get_by_label("Tappable row")
        row.scroll_into_view_if_needed()
        box = row.bounding_box()
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        expect(screen.get_by_text("Row taps: 1")).to_be_visible()
        page.screenshot(path="/tmp/gallery-shapes.png", full_page=True)


def drawn_geometry_is_never_empty(screen):
    """Every SVG shape on the screen has an area (Chromium keeps container
    units at 0 in some layouts; this catches it)."""
    empty = screen.evaluate("""s => [...s.querySelectorAll('circle, rect, ellipse, path')]
        .filter(e => !e.closest('defs, filter') && !e.closest('[hidden]'))
        .filter(e => { const r = e.getBoundingClientRect(); return r.width === 0 && r.height === 0; })
        .map(e => e.getAttribute('style'))""")
    assert empty == [], empty


def test_colors_gradients_and_styles():
    with browser() as b:
        page = open_area(b, "Colors and gradients", color_scheme="light")
        screen = page.locator(".o-screen:not([hidden])")
        drawn_geometry_is_never_empty(screen)
        fill = lambda locator: locator.evaluate("e => getComputedStyle(e).fill")
        # System colors: iOS's light values, in their Increase Contrast
        # variants (text on them meets WCAG AA).
        red = screen.locator(".o-shape rect").first
        assert fill(red) == "rgb(215, 0, 21)", fill(red)
        # Hue, saturation, brightness: the first swatch of the strip is red-ish, the fifth green-ish.
        strip = screen.locator(".o-m-clipShape .o-shape rect")
        first, fifth = fill(strip.nth(0)), fill(strip.nth(4))
        assert first == "rgb(242, 48, 48)", first
        assert fifth == "rgb(48, 242, 48)", fifth
        # Opacity multiplies: the 50% purple is translucent.
        half = fill(screen.locator(".o-m-frame[style^='width:44px'] rect").nth(4))
        assert "0.5" in half, half
        # Gradients: a linear one as an SVG paint server in the frame's space, a conic one as CSS.
        linear = screen.get_by_label("Linear").locator("linearGradient")
        expect(linear).to_have_attribute("gradientUnits", "userSpaceOnUse")
        assert screen.get_by_label("Linear").locator("rect").evaluate("e => getComputedStyle(e).fill").startswith("url(")
        angular = screen.get_by_label("Angular").locator(".o-shape")
        assert "conic-gradient" in angular.evaluate("e => getComputedStyle(e).backgroundImage")
        assert angular.evaluate("e => getComputedStyle(e).clipPath").startswith("circle("), "a centered circle"
        # Gradient text paints through its glyphs.
        text = screen.get_by_text("Gradient text", exact=True)
        assert text.evaluate("e => getComputedStyle(e).backgroundClip") == "text"
        # Tint: the tinted prominent button is green.
        tinted = screen.get_by_role("button", name="Tinted")
        # (A filled control mixes its tint for white text: read back as sRGB hex.)
        fill_color = tinted.evaluate("e => getComputedStyle(e).backgroundColor")
        channels = [round(float(v) * 255) for v in re.findall(r"[\d.]+", fill_color.removeprefix("color(srgb"))[:3]]
        assert channels == [30, 123, 52], fill_color
        # The asset catalog's BrandBlue colour set: light, and dark under .colorScheme(.dark).
        brand = lambda label: fill(screen.get_by_label(label).locator("rect"))
        assert brand("Brand resource") == "rgb(26, 98, 214)", brand("Brand resource")
        assert brand("Brand by name") == "rgb(26, 98, 214)", brand("Brand by name")
        assert brand("Brand in dark") == "rgb(121, 192, 255)", brand("Brand in dark")
        brand_text = screen.get_by_text("Brand text", exact=True)
        assert brand_text.evaluate("e => getComputedStyle(e).color") == "rgb(26, 98, 214)"
        page.screenshot(path="/tmp/gallery-colors.png", full_page=True)
    with browser() as b:
        page = open_area(b, "Colors and gradients", color_scheme="dark")
        screen = page.locator(".o-screen:not([hidden])")
        red = screen.locator(".o-shape rect").first
        assert red.evaluate("e => getComputedStyle(e).fill") == "rgb(255, 105, 97)", "the dark variant"
        brand = screen.get_by_label("Brand resource").locator("rect")
        assert brand.evaluate("e => getComputedStyle(e).fill") == "rgb(121, 192, 255)", "the colour set's dark colour"
        page.screenshot(path="/tmp/gallery-colors-dark.png", full_page=True)


def test_effects_transform_filter_blend_and_redact():
    with browser() as b:
        page = open_area(b, "Effects")
        screen = page.locator(".o-screen:not([hidden])")
        drawn_geometry_is_never_empty(screen)
        # Transforms leave the layout alone: the scaled tile is drawn larger than its frame.
        scale = screen.locator(".o-m-scaleEffect").first
        frame, drawn = scale.evaluate("e => [e.offsetWidth, e.getBoundingClientRect().width]")
        assert abs(frame - 64) < 1 and abs(drawn - 64 * 1.3) < 1, (frame, drawn)
        rotation = screen.locator(".o-m-rotationEffect").first
        assert rotation.evaluate("e => getComputedStyle(e).transform").startswith("matrix(0.93")
        # A GeometryEffect of the app's: skewed about the tile's measured height (64).
        skew = screen.locator(".o-m-projectionEffect").first
        expect(skew).to_have_css("transform", "matrix(1, 0, 0.5, 1, -16, 0)")
        # A visual effect made again once the page measured its view.
        visual = screen.locator(".o-geometry-watch").filter(has=page.get_by_label("Visual", exact=True)).locator(".o-m-scaleEffect")
        expect(visual).to_have_css("transform", "matrix(0.75, 0, 0, 0.75, 0, 0)")
        # Scroll transitions follow the scroll in the page: a card at the
        # trailing edge is faded and small, a card fully shown is not.
        cards = screen.locator(".o-scroll-transition-x")
        expect(cards).to_have_count(12)
        expect(cards.nth(0)).to_have_css("opacity", "1")
        edge = cards.evaluate_all("""cards => {
            const strip = cards[0].closest('.o-scroll').getBoundingClientRect();
            const cut = cards.find(c => { const r = c.getBoundingClientRect(); return r.left < strip.right && r.right > strip.right; });
            return cut ? cards.indexOf(cut) : -1;
        }""")
        assert edge > 0, "a card is cut by the strip's trailing edge"
        faded = float(cards.nth(edge).evaluate("e => getComputedStyle(e).opacity"))
        assert 0.3 <= faded < 1, faded
        # Scrolled on by a little more than the cut: that card is shown whole,
        # and the first one is cut by the leading edge.
        cards.nth(edge).evaluate("e => e.closest('.o-scroll').scrollBy({left: 40})")
        page.wait_for_timeout(200)
        assert float(cards.nth(edge).evaluate("e => getComputedStyle(e).opacity")) > faded
        assert float(cards.nth(0).evaluate("e => getComputedStyle(e).opacity")) < 1, "the first card leaving at the leading edge"
        # Filters.
        filters = screen.locator(".o-m-grayscale").first.evaluate("e => getComputedStyle(e).filter")
        assert filters == "grayscale(1)", filters
        assert screen.locator(".o-m-blur").first.evaluate("e => getComputedStyle(e).filter") == "blur(3px)"
        assert screen.locator(".o-m-hueRotation").first.evaluate("e => getComputedStyle(e).filter") == "hue-rotate(120deg)"
        multiply = screen.locator(".o-m-colorMultiply").first
        assert multiply.evaluate("e => getComputedStyle(e).filter").startswith("url(")
        # Blending: the blue circle screens over the red one, inside a compositing group.
        blend = screen.locator(".o-m-blendMode").first
        assert blend.evaluate("e => getComputedStyle(e).mixBlendMode") == "screen"
        assert blend.locator("circle").bounding_box()["width"] > 60
        # Redacted: text is a gray placeholder until loading ends; unredacted text shows.
        run = screen.get_by_text("5.2 km in 28 minutes")
        assert run.evaluate("e => getComputedStyle(e).color") == "rgba(0, 0, 0, 0)"
        synced = screen.get_by_text("Synced", exact=True)
        assert synced.evaluate("e => getComputedStyle(e).color") != "rgba(0, 0, 0, 0)"
        page.screenshot(path="/tmp/gallery-effects.png", full_page=True)
        screen.get_by_role("switch", name="Loading").uncheck()
        expect(run).not_to_have_css("color", "rgba(0, 0, 0, 0)")


def test_images_symbols_resources_and_async_images():
    with browser() as b:
        page = open_area(b, "Images")
        screen = page.locator(".o-screen:not([hidden])")
        # The sprite is served; symbols are icons from it, drawn in the tint.
        sprite = page.request.get(harness_url("/_observatory/icons.svg"))
        assert sprite.status == 200 and sprite.headers["content-type"] == "image/svg+xml", sprite.status
        star = screen.get_by_role("img", name="star fill").first
        # .symbolVariant(.fill) draws the filled symbols, circled where asked.
        expect(screen.get_by_role("img", name="bell fill", exact=True)).to_have_count(1)
        expect(screen.get_by_role("img", name="person circle fill", exact=True)).to_have_count(1)
        assert screen.get_by_role("img", name="bell fill", exact=True).locator("use").get_attribute("href") == "#bell-fill"
        icon = star.locator("svg.o-icon")
        assert icon.locator("use").get_attribute("href") == "#star-fill"
        box = icon.bounding_box()
        assert box["width"] > 16 and abs(box["width"] - box["height"]) < 1, box
        assert icon.evaluate("e => getComputedStyle(e).fill") == "rgb(0, 88, 194)", "the tint (accent color)"
        # The icon has pixels: the <use> resolved against the sprite.
        assert icon.evaluate("e => e.querySelector('use').getBBox().width") > 0
        # .imageScale: small < medium < large.
        scales = [screen.get_by_role("img", name="star fill").nth(i).locator("svg").bounding_box()["width"] for i in (1, 2, 3)]
        assert scales[0] < scales[1] < scales[2], scales
        # An unknown name is a visible placeholder.
        expect(screen.get_by_role("img", name="no such symbol")).to_have_text("no.such.symbol")
        # Labels carry their icon.
        assert screen.locator(".o-labelview").filter(has_text="Inbox").locator("use").get_attribute("href").endswith("#inbox")
        # Resources: fit keeps the whole image inside the frame, fill covers it.
        fit = screen.get_by_label("Fit").locator("img")
        fill = screen.get_by_label("Fill").locator("img")
        expect(fit).to_have_js_property("complete", True)
        assert fit.evaluate("e => e.naturalWidth") == 240
        assert fit.evaluate("e => getComputedStyle(e).objectFit") == "contain"
        assert fill.evaluate("e => getComputedStyle(e).objectFit") == "cover"
        assert abs(fill.bounding_box()["height"] - 150) < 1, fill.bounding_box()
        pixel = screen.locator("img[src$='PixelHeart']").first
        assert pixel.evaluate("e => getComputedStyle(e).imageRendering") == "pixelated"
        expect(screen.get_by_role("img", name="Missing")).to_have_text("Missing")
        # An asset catalog's image set: its dark appearance only in dark mode.
        light = screen.get_by_role("group", name="Sunrise", exact=True).locator("img")
        dark = screen.get_by_role("group", name="Sunrise in dark").locator("img")
        # An @2x set: its file is the one density candidate (no 1x `src`).
        expect(light).to_have_attribute("srcset", "/_observatory/assets/Sunrise 2x")
        expect(dark).to_have_attribute("srcset", "/_observatory/assets/dark/Sunrise 2x")
        for image in (light, dark):
            expect(image).to_have_js_property("complete", True)
            # 16 pixels at 2x: 8 points, as on iOS.
            assert image.evaluate("e => e.naturalWidth") == 8
        # AsyncImage: the loaded one shows the image, the missing URL its failure content.
        loaded = screen.locator(".o-async-image.o-phase-success img.o-img[src$='Landscape.png']")
        expect(loaded).to_have_count(1)
        expect(screen.locator(".o-async-image.o-phase-success img.o-img[src$='Badge.svg']")).to_have_count(1)
        expect(screen.get_by_text("Failed", exact=True)).to_be_visible()
        expect(screen.locator(".o-async-image.o-phase-failure")).to_have_count(1)
        page.screenshot(path="/tmp/gallery-images.png", full_page=True)


def test_animations_run_in_the_page_between_two_patches():
    with browser() as b:
        page = open_area(b, "Animation")
        screen = page.locator(".o-screen:not([hidden])")
        square = screen.get_by_label("Growing square").locator(".o-m-scaleEffect").first
        scale = lambda: square.evaluate("e => new DOMMatrix(getComputedStyle(e).transform).a")
        assert scale() == 1
        # withAnimation(.linear(duration: 1)): sampled halfway, and at the end.
        screen.get_by_role("button", name="Grow").click()
        page.wait_for_timeout(450)
        middle = scale()
        assert 1.1 < middle < 1.9, middle
        page.screenshot(path="/tmp/gallery-animation-mid.png")
        page.wait_for_timeout(1000)
        assert abs(scale() - 2) < 0.01, scale()
        # .animation(nil): the label beside it changed at once.
        instant = screen.get_by_label("Instant")
        expect(instant).to_have_text("Large")
        # A transition in: scale and opacity, halfway through.
        screen.get_by_role("button", name="Show").click()
        hello = screen.locator(".o-m-transition").filter(has_text="Hello!")
        expect(hello).to_have_count(1)
        page.wait_for_timeout(450)
        opacity = float(hello.evaluate("e => getComputedStyle(e).opacity"))
        assert 0.1 < opacity < 0.95, opacity
        page.wait_for_timeout(900)
        assert float(hello.evaluate("e => getComputedStyle(e).opacity")) == 1
        # ... and out: the leaving view stays while it moves away, then goes.
        screen.get_by_role("button", name="Hide").click()
        leaving = screen.locator("[data-leaving]")
        expect(leaving).to_have_count(1)
        page.wait_for_timeout(1300)
        expect(leaving).to_have_count(0)
        # .matchedGeometryEffect: the open card grows from the closed one's frame.
        screen.get_by_role("button", name="Open card").click()
        card = screen.locator("[aria-label='Open card'] [data-mge]")
        expect(card).to_have_count(1)
        page.wait_for_timeout(450)
        width = card.evaluate("e => e.getBoundingClientRect().width")
        assert 70 < width < 190, width
        page.wait_for_timeout(900)
        assert abs(card.evaluate("e => e.getBoundingClientRect().width") - 200) < 1
        # The Spacer keeps the button at the trailing edge.
        button = screen.get_by_role("button", name="Close card").bounding_box()
        assert button["x"] + button["width"] > screen.evaluate("e => e.clientWidth") - 40, button
        # .animation(.linear(duration: 1), value:): the dot slides on its own scope's animation.
        dot = screen.get_by_label("Slider dot").locator(".o-m-offset").first
        x = lambda: dot.evaluate("e => new DOMMatrix(getComputedStyle(e).transform).e")
        screen.get_by_role("button", name="Move").click()
        page.wait_for_timeout(500)
        assert 15 < x() < 105, x()
        page.wait_for_timeout(800)
        assert abs(x() - 120) < 0.5, x()
        # repeatForever: the pulse keeps changing.
        screen.get_by_role("switch", name="Pulse").check()
        pulse = screen.get_by_label("Pulse", exact=True).locator(".o-m-scaleEffect").first
        samples = []
        for _ in range(4):
            page.wait_for_timeout(300)
            samples.append(pulse.evaluate("e => new DOMMatrix(getComputedStyle(e).transform).a"))
        assert len(set(round(v, 3) for v in samples)) > 1 and all(0.99 < v < 1.41 for v in samples), samples
        # Numeric text rolls in.
        screen.get_by_role("button", name="Add").click()
        count = screen.get_by_label("Count").locator(".o-text").first
        expect(count).to_have_text("1")
        # Symbol effects: each symbol animation the page starts is recorded by
        # the label around it. The bell bounces when the count changes, the
        # star's new symbol comes in; the signal pulses while Pulse is on.
        page.evaluate("""() => {
            const animate = Element.prototype.animate;
            window.symbolAnimations = [];
            Element.prototype.animate = function (frames, timing) {
                if (this.classList && this.classList.contains('o-image')) {
                    const labelled = this.parentElement.closest('[aria-label]');
                    window.symbolAnimations.push(labelled ? labelled.getAttribute('aria-label') : '?');
                }
                return animate.call(this, frames, timing);
            };
        }""")
        screen.get_by_role("button", name="Add").click()
        expect(count).to_have_text("2")
        page.wait_for_function("() => window.symbolAnimations.includes('Bell') && window.symbolAnimations.includes('Star')")
        signal = screen.get_by_label("Signal", exact=True).locator(".o-image").first
        assert signal.evaluate("e => getComputedStyle(e).animationName") == "o-sfx-pulse"
        screen.get_by_role("switch", name="Pulse").uncheck()
        expect(signal).to_have_css("animation-name", "none")
    with browser() as b:
        # prefers-reduced-motion: the change is immediate.
        page = open_area(b, "Animation", reduced_motion="reduce")
        screen = page.locator(".o-screen:not([hidden])")
        square = screen.get_by_label("Growing square").locator(".o-m-scaleEffect").first
        screen.get_by_role("button", name="Grow").click()
        expect(screen.get_by_role("button", name="Shrink")).to_be_visible()
        page.wait_for_timeout(100)
        assert abs(square.evaluate("e => new DOMMatrix(getComputedStyle(e).transform).a") - 2) < 0.01


def blank_rows_in_view(page):
    """How many points down the middle of the viewport fall on a lazy list's
    spacer (rows the page shows as blank), once scrolling has settled."""
    page.wait_for_timeout(250)
    return page.evaluate("""() => {
        let blank = 0;
        for (let y = 140; y < innerHeight - 20; y += 20) {
            const el = document.elementFromPoint(innerWidth / 3, y);
            if (el && el.closest('.o-lazy-spacer')) blank += 1;
        }
        return blank;
    }""")


def scroll_by(page, pixels):
    """Scrolls what scrolls on the screen (the page, or the screen's scroller)."""
    page.mouse.move(200, 500)
    page.mouse.wheel(0, pixels)


def test_long_list_scrolls_jumps_and_keeps_row_state():
    with browser() as b:
        page = open_area(b, "Long lists", viewport={"width": 390, "height": 844})
        screen = page.locator(".o-screen:not([hidden])")
        expect(screen.get_by_text("Item 0", exact=True)).to_be_visible()
        # 100,000 items, a window of them in the page.
        assert screen.locator(".o-li").count() < 80
        screen.get_by_role("button", name=re.compile(r"\bStar Item 2$")).click()
        expect(screen.get_by_role("button", name=re.compile(r"Unstar Item 2$"))).to_be_visible()
        for _ in range(4):
            scroll_by(page, 2_500)
            page.wait_for_timeout(150)
        assert blank_rows_in_view(page) == 0
        expect(screen.get_by_text("Item 0", exact=True)).to_have_count(0)  # scrolled away: unmounted
        # A row that is not mounted, reached through ScrollViewReader.
        page.evaluate("() => window.scrollTo(0, 0)")
        screen.get_by_role("button", name="Jump to item 50,000").click()
        expect(screen.get_by_text("Item 50,000", exact=True)).to_be_in_viewport()
        assert blank_rows_in_view(page) == 0
        # Back at the top, the starred row kept its @State.
        page.evaluate("() => window.scrollTo(0, 0)")
        expect(screen.get_by_role("button", name=re.compile(r"Unstar Item 2$"))).to_be_visible()
        # The grid: three cells to a line, a window of them.
        screen.get_by_role("radio", name="Grid").check()
        expect(screen.get_by_text("0", exact=True)).to_be_visible()
        for _ in range(3):
            scroll_by(page, 3_000)
            page.wait_for_timeout(150)
        assert blank_rows_in_view(page) == 0
        assert screen.locator(".o-lazygrid > *").count() < 120


def test_table_canvas_glass_guides_and_badges():
    with browser() as b:
        page = open_area(b, "Containers")
        group = page.locator(".o-groupbox").filter(has_text="Table, canvas and glass")
        group.scroll_into_view_if_needed()
        # The table: titles, then rows sorted by item; tapping a title sorts by it, again reverses.
        rows = group.locator(".o-list .o-li:not(.o-section-header)")
        items = lambda: [t for t in group.locator(".o-list").all_inner_texts()[0].split("\n") if t in ("Apples", "Books", "Coffee")]
        assert items() == ["Apples", "Books", "Coffee"], items()
        group.get_by_role("button", name="Amount").click()
        page.wait_for_function("g => g.innerText.indexOf('Apples') < g.innerText.indexOf('Coffee') && g.innerText.indexOf('Coffee') < g.innerText.indexOf('Books')", arg=group.element_handle())
        group.get_by_role("button", name="Amount").click()
        page.wait_for_function("g => g.innerText.indexOf('Books') < g.innerText.indexOf('Coffee')", arg=group.element_handle())
        # Cells line up in columns: each amount's right edge is the title's.
        title = group.get_by_role("button", name="Amount").bounding_box()
        amount = group.get_by_text(re.compile(r"24\.00")).bounding_box()
        assert abs((title["x"] + title["width"]) - (amount["x"] + amount["width"])) < 24, (title, amount)
        # A row is selected by a tap.
        group.get_by_text("Books").click()
        expect(group.locator(".o-selected")).to_have_count(1)
        # Tinted, although the rows are in a section (whose rows are white).
        selected_row = group.locator(".o-li:has(> .o-selected)")
        plain_row = group.locator(".o-rows > .o-li:not(:has(> .o-selected))").first
        assert selected_row.evaluate("e => getComputedStyle(e).backgroundColor") != plain_row.evaluate("e => getComputedStyle(e).backgroundColor")
        # The canvas draws its bar at the measured width, and again after a change.
        bar = group.locator(".o-geometry svg path").nth(1)
        expect(group.get_by_text("60%")).to_be_visible()
        width = lambda: bar.evaluate("p => p.getBBox().width")
        track = group.locator(".o-geometry svg path").first.evaluate("p => p.getBBox().width")
        assert abs(width() - track * 0.6) < 2, (width(), track)
        group.get_by_role("button", name="Increment").click()
        expect(group.get_by_text("70%")).to_be_visible()
        page.wait_for_function("([p, t]) => Math.abs(p.getBBox().width - t * 0.7) < 2", arg=[bar.element_handle(), track])
        # The guide moves the second line 24 points right of the first.
        first = group.get_by_text("Aligned", exact=True).bounding_box()
        second = group.get_by_text("Indented by a guide").bounding_box()
        assert abs(second["x"] - first["x"] - 24) < 1.5, (first, second)
        # Glass is blurred and translucent; the badge is the row's trailing text.
        glass = group.locator(".o-m-glassEffect")
        assert "blur" in glass.evaluate("e => getComputedStyle(e).backdropFilter"), glass.evaluate("e => getComputedStyle(e).backdropFilter")
        assert glass.evaluate("e => getComputedStyle(e).borderRadius") == "9999px"
        badge = group.locator(".o-m-badge")
        assert badge.evaluate("e => getComputedStyle(e, '::after').content") == '"12"'
        # A watched scroll view reports where it is and whether it moves.
        expect(group.get_by_text("Scrolled 0 points, at rest")).to_be_visible()
        chips = group.locator(".o-scroll[data-scroll-report]")
        chips.evaluate("e => e.scrollTo({ left: 320 })")
        expect(group.get_by_text("Scrolled 300 points, at rest")).to_be_visible()
        group.screenshot(path="/tmp/gallery-surface.png")


def test_drag_and_drop_within_the_page_and_from_outside():
    with browser() as b:
        page = open_area(b, "Interaction")
        screen = page.locator(".o-screen:not([hidden])")
        basket = screen.get_by_text("Basket: empty", exact=True)
        basket.scroll_into_view_if_needed()
        idle = basket.evaluate("el => getComputedStyle(el.closest('.o-m-background')).backgroundColor")
        # A drag held over the basket lights it up (isTargeted), then drops.
        source = screen.get_by_text("Eggs", exact=True).bounding_box()
        target = basket.bounding_box()
        page.mouse.move(source["x"] + source["width"] / 2, source["y"] + source["height"] / 2)
        page.mouse.down()
        page.mouse.move(target["x"] + 20, target["y"] + target["height"] / 2, steps=8)
        page.mouse.move(target["x"] + 30, target["y"] + target["height"] / 2, steps=4)
        page.wait_for_function(
            "([el, idle]) => getComputedStyle(el.closest('.o-m-background')).backgroundColor !== idle",
            arg=[basket.element_handle(), idle], timeout=TIMEOUT)
        page.mouse.up()
        expect(screen.get_by_text("Basket: Eggs", exact=True)).to_be_visible()
        page.wait_for_function(
            "([el, idle]) => getComputedStyle(el.closest('.o-m-background')).backgroundColor === idle",
            arg=[screen.get_by_text("Basket: Eggs", exact=True).element_handle(), idle], timeout=TIMEOUT)
        screen.get_by_text("Milk", exact=True).drag_to(screen.get_by_text("Basket: Eggs", exact=True))
        expect(screen.get_by_text("Basket: Eggs, Milk", exact=True)).to_be_visible()
        # From outside: a drop whose DataTransfer carries a link, as another tab's would.
        zone = screen.get_by_text("Drop text or a link here", exact=True)
        drop = """([el, type, value]) => {
            const data = new DataTransfer();
            data.setData(type, value);
            const r = el.getBoundingClientRect();
            const init = {bubbles: true, cancelable: true, dataTransfer: data, clientX: r.left + 5, clientY: r.top + 5};
            el.dispatchEvent(new DragEvent('dragover', init));
            el.dispatchEvent(new DragEvent('drop', init));
        }"""
        page.evaluate(drop, [zone.element_handle(), "text/uri-list", "https://swift.org/blog"])
        expect(screen.get_by_text("Link: swift.org", exact=True)).to_be_visible()
        page.evaluate(drop, [screen.get_by_text("Link: swift.org", exact=True).element_handle(), "text/plain", "Buy flour"])
        expect(screen.get_by_text("Text: Buy flour", exact=True)).to_be_visible()
        # A file from the desktop: uploaded, then dropped as the server's copy.
        page.evaluate("""(el) => {
            const data = new DataTransfer();
            data.items.add(new File(['Flour, sugar'], 'list.txt', {type: 'text/plain'}));
            const r = el.getBoundingClientRect();
            const init = {bubbles: true, cancelable: true, dataTransfer: data, clientX: r.left + 5, clientY: r.top + 5};
            el.dispatchEvent(new DragEvent('dragover', init));
            el.dispatchEvent(new DragEvent('drop', init));
        }""", screen.get_by_text("Text: Buy flour", exact=True).element_handle())
        expect(screen.get_by_text("File: list.txt (Flour, sugar)", exact=True)).to_be_visible()


def test_toolbars_swipe_actions_menu_pickers_and_styled_links_at_phone_width():
    with browser() as b:
        page = open_area(b, "Toolbars and rows", viewport={"width": 390, "height": 600})
        screen = page.locator(".o-screen:not([hidden])").last
        bar = screen.locator(":scope > .o-bar").bounding_box()
        sort = screen.locator(".o-menu > summary").first
        add = page.get_by_role("button", name="Add Book", exact=True)

        def in_bar(locator):
            box = locator.bounding_box()
            return box["y"] >= bar["y"] - 1 and box["y"] + box["height"] <= bar["y"] + bar["height"] + 1

        # The toolbar of a searchable screen that presents a sheet sits in the
        # bar: leading items after the back button, trailing at the edge.
        assert in_bar(sort) and in_bar(add), (sort.bounding_box(), add.bounding_box(), bar)
        back = screen.locator(":scope > .o-bar > .o-back").bounding_box()
        assert sort.bounding_box()["x"] >= back["x"] + back["width"] - 1
        assert add.bounding_box()["x"] + add.bounding_box()["width"] >= 390 - 24
        search = page.get_by_role("searchbox").bounding_box()
        assert search["y"] >= bar["y"] + bar["height"] - 1, (search, bar)
        # A Label in a bar shows its icon alone; its title stays its name.
        assert add.bounding_box()["width"] <= 44, add.bounding_box()
        # The title keeps clear of the items, cut short if need be.
        title = screen.locator(":scope > .o-bar > .o-title")
        title_text = title.evaluate("e => { const r = document.createRange(); r.selectNodeContents(e); return r.getBoundingClientRect() }")
        assert title_text["x"] >= sort.bounding_box()["x"] + sort.bounding_box()["width"] - 1 or \
            title.evaluate("e => e.scrollWidth > e.clientWidth"), title_text
        # The items stay in the bar as the page scrolls.
        page.mouse.wheel(0, 300)
        page.wait_for_timeout(200)
        assert page.evaluate("scrollY") > 0
        top = screen.locator(":scope > .o-bar").bounding_box()["y"]
        assert abs(add.bounding_box()["y"] - top) < 20, (add.bounding_box(), top)
        page.evaluate("scrollTo(0, 0)")

        # Swipe actions lie past the row's edge until the row is swiped.
        dune = page.locator(".o-swipe:not(.o-row)").filter(has_text="Dune")
        row = dune.bounding_box()
        read = dune.get_by_role("button", name="Read", exact=True)
        assert read.bounding_box()["x"] >= row["x"] + row["width"] - 1, (read.bounding_box(), row)
        harness.swipe(page, dune, -150)
        page.wait_for_function("e => e.getAnimations({ subtree: true }).length === 0", arg=dune.element_handle())
        box = read.bounding_box()
        assert box["x"] + box["width"] <= row["x"] + row["width"] + 16 + 1, (box, row)
        # Delete, the first action, is outermost.
        assert dune.get_by_role("button", name="Delete").bounding_box()["x"] > box["x"]
        read.click()
        expect(page.get_by_text("Dune ✓")).to_be_visible()
        dune = page.locator(".o-swipe:not(.o-row)").filter(has_text="Dune")
        page.wait_for_function("e => !e.classList.contains('o-swiped')", arg=dune.element_handle())
        # ... and its actions are past the edge again, though one has the focus.
        page.wait_for_function(
            "e => e.getBoundingClientRect().left >= e.closest('li').getBoundingClientRect().right - 1",
            arg=dune.locator(".o-slot-actions").element_handle())
        # A swipe back the other way, or not far enough, leaves them shut.
        emma = page.locator(".o-swipe:not(.o-row)").filter(has_text="Emma")
        harness.swipe(page, emma, -20)
        page.wait_for_function("e => !e.classList.contains('o-swiped')", arg=emma.element_handle())
        # Keyboard focus shows them (a click's focus does not keep them open).
        emma.get_by_role("button", name="Emma", exact=True).focus()
        page.keyboard.press("Tab")
        expect(emma.get_by_role("button", name="Delete")).to_be_focused()
        page.wait_for_function(
            "e => e.getBoundingClientRect().right <= e.closest('li').getBoundingClientRect().right + 1",
            arg=emma.get_by_role("button", name="Delete").element_handle())

        # A Picker in a Menu: its options inline, the chosen one checked;
        # choosing closes the menu.
        sort.click()
        title_option = page.get_by_role("radio", name="Title")
        expect(title_option).to_be_checked()
        assert page.locator(".o-menu-items select").count() == 0
        page.get_by_role("radio", name="Unread first").click()
        expect(page.locator("details.o-menu[open]")).to_have_count(0)
        expect(page.locator(".o-swipe:not(.o-row)").first).to_contain_text("Emma")
        assert "Dune" in page.locator(".o-swipe:not(.o-row)").last.inner_text()

        # Buttons as rows start at the row's leading edge: alone, with a
        # Label, and in rows that can be deleted and have swipe actions.
        for name in ["Mark all read", "Reset to samples", "Ulysses"]:
            button = page.get_by_role("button", name=name, exact=True)
            row_box = button.locator("xpath=ancestor::li[1]").bounding_box()
            label = button.locator(".o-labelview, .o-text").first.bounding_box()
            assert label["x"] - row_box["x"] <= 20, (name, label, row_box)
        page.get_by_role("button", name="Ulysses", exact=True).click()
        expect(page.get_by_text("Opened Ulysses")).to_be_visible()

        # Links drawn by their button style: .plain keeps the label's colours
        # (and, in a list, the chevron), .borderedProminent is a filled
        # button; outside a list a link has no chevron.
        plain = page.get_by_role("button", name="Plain link")
        colors = plain.evaluate("e => [getComputedStyle(e).color, getComputedStyle(e.closest('li')).color]")
        assert colors[0] == colors[1], colors
        prominent = page.get_by_role("button", name="Prominent link")
        tint = page.evaluate("getComputedStyle(document.querySelector('.o-root') || document.body).getPropertyValue('--o-blue')")
        assert prominent.evaluate("e => getComputedStyle(e).backgroundColor") != "rgba(0, 0, 0, 0)", tint
        assert prominent.evaluate("e => getComputedStyle(e).color") == "rgb(255, 255, 255)"
        assert prominent.locator(".o-chevron").is_hidden()
        about = page.get_by_role("button", name="About these books")
        assert about.locator(".o-chevron").is_hidden()
        assert plain.locator(".o-chevron").is_visible()
        prominent.click()
        expect(page.get_by_text("Reading goals")).to_be_visible()
        page.go_back()
        expect(page.get_by_role("heading", name="Toolbars and rows", level=1)).to_be_visible()

        # The sheet presented after the toolbar has its own bar, with its
        # own items; the screen under it keeps its title.
        page.get_by_role("button", name="Add Book", exact=True).click()
        sheet = page.get_by_role("dialog")
        expect(sheet.get_by_role("heading", name="New Book")).to_be_visible()
        # Measured once the sheet has risen.
        sheet.evaluate("e => Promise.all(e.getAnimations({ subtree: true }).map((a) => a.finished))")
        sheet_bar = sheet.locator(".o-bar").bounding_box()
        for name in ["Cancel", "Add"]:
            box = sheet.get_by_role("button", name=name, exact=True).bounding_box()
            assert sheet_bar["y"] - 1 <= box["y"] and box["y"] + box["height"] <= sheet_bar["y"] + sheet_bar["height"] + 1, (name, box, sheet_bar)
        sheet.get_by_role("textbox", name="Title").fill("Middlemarch")
        sheet.get_by_role("button", name="Add", exact=True).click()
        expect(page.get_by_role("dialog")).to_have_count(0)
        expect(page.locator(".o-swipe:not(.o-row)").filter(has_text="Middlemarch")).to_be_visible()
        expect(title).to_have_text("Toolbars and rows")


if __name__ == "__main__":
    SERVER = Server(PRODUCT).start()
    try:
        run([
            test_index_reaches_every_area,
            test_lists_rows_edit_mode_move_delete_and_bindings,
            test_text_markdown_plurals_and_live_dates,
            test_containers_tab_bar_and_pages,
            test_table_canvas_glass_guides_and_badges,
            test_presentation_sheets_cover_popover_and_dialog,
            test_file_importer_and_exporter_move_files_both_ways,
            test_navigation_path_presented_destination_and_environment_bindings,
            test_layout_grids_layouts_fits_geometry_and_scrolling,
            test_interaction_gestures_focus_shortcuts_and_disabled,
            test_drag_and_drop_within_the_page_and_from_outside,
            test_toolbars_swipe_actions_menu_pickers_and_styled_links_at_phone_width,
            test_list_selection_single_and_multiple,
            test_shapes_draw_as_svg_at_their_size,
            test_colors_gradients_and_styles,
            test_effects_transform_filter_blend_and_redact,
            test_images_symbols_resources_and_async_images,
            test_animations_run_in_the_page_between_two_patches,
            test_long_list_scrolls_jumps_and_keeps_row_state,
            test_previews_canvas_and_a_live_preview_window,
        ])
    finally:
        SERVER.stop()
