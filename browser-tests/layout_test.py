"""Layouts of public SwiftUI apps, measured in Chromium at a phone's width.

Each window of browser-tests/Fixture/LayoutWindows.swift is written as a
surveyed app writes it (docs/real-apps.md); these tests check that it lands
where iOS puts it: greedy views fill the window, modifiers on a ForEach keep
the stack's layout, controls outside a form look as iOS draws them.

Run by scripts/test; alone: `python3 browser-tests/layout_test.py` after `swift build`.
"""
from playwright.sync_api import expect

import harness
from harness import Server, browser, run

WIDTH, HEIGHT = 390, 844


def open_window(b, window_id):
    page = b.new_context(viewport={"width": WIDTH, "height": HEIGHT}).new_page()
    page.set_default_timeout(5_000)
    page.goto(f"{SERVER.url}/window/{window_id}")
    expect(page.locator("html")).to_have_attribute("data-observatory", "connected")
    return page


def box(locator):
    b = locator.bounding_box()
    assert b is not None, locator
    return b


def test_a_spacer_in_the_root_stack_fills_the_window():
    with browser() as b:
        page = open_window(b, "spaced-root")
        title = box(page.get_by_text("Top title"))
        button = box(page.get_by_role("button", name="Bottom button"))
        # Title under the 50-point top padding; the button at the window's bottom edge.
        assert 45 <= title["y"] <= 60, title
        assert HEIGHT - 60 <= button["y"] + button["height"] <= HEIGHT, button


def test_a_list_in_a_stack_takes_the_room_left_and_the_field_is_plain():
    with browser() as b:
        page = open_window(b, "list-in-stack")
        listing = box(page.locator("ul.o-list").first)
        field = page.get_by_role("textbox", name="Add Name")
        toggle = box(page.get_by_text("Remove when picked"))
        # Full width inside the 16-point padding, and down to the field.
        assert listing["x"] <= 17 and listing["width"] >= WIDTH - 34, listing
        assert box(field)["y"] - (listing["y"] + listing["height"]) < 30, (listing, box(field))
        assert toggle["y"] + toggle["height"] >= HEIGHT - 40, toggle
        # A field outside a form is plain, as iOS's automatic style draws it.
        assert field.evaluate("e => getComputedStyle(e).borderTopWidth") == "0px"
        # A one-line field in a VStack is as tall as its line.
        assert box(field)["height"] < 40, box(field)


def test_a_color_layer_fills_the_window_and_geometry_readers_share_the_bar():
    with browser() as b:
        page = open_window(b, "layered-root")
        layer = box(page.locator(".o-z > .o-mod > .o-shape").first)
        assert (layer["width"], layer["height"]) == (WIDTH, HEIGHT), layer
        cells = [box(page.get_by_role("img", name=name)) for name in ("house", "bookmark", "message", "person")]
        centres = [c["x"] + c["width"] / 2 for c in cells]
        # Four equal cells across the padded bar: centres about 89.5 points apart.
        gaps = [b - a for a, b in zip(centres, centres[1:])]
        assert all(abs(gap - (WIDTH - 32) / 4) < 3 for gap in gaps), centres
        assert cells[0]["y"] > HEIGHT - 90, cells[0]


def test_a_modifier_on_a_for_each_keeps_the_stacks_layout():
    with browser() as b:
        page = open_window(b, "group-modifier")
        layers = [box(page.get_by_text(f"Layer {i}")) for i in range(3)]
        # Layered in the ZStack (one row), spread only by their own offsets.
        assert len({round(l["y"]) for l in layers}) == 1, layers
        assert [round(l["x"] - layers[1]["x"]) for l in layers] == [-110, 0, 110], layers
        cells = [box(page.get_by_text(f"Cell {i}")) for i in range(3)]
        assert len({round(c["y"]) for c in cells}) == 1 and cells[0]["x"] < cells[1]["x"] < cells[2]["x"], cells
        # A fixed-width frame keeps its 50 points beside a wrapping text.
        icon = box(page.locator(".o-h > .o-m-frame").first)
        text = box(page.get_by_text("A long description", exact=False))
        assert round(icon["width"]) == 50 and text["x"] >= icon["x"] + 50, (icon, text)


def test_controls_outside_a_form_look_as_ios_draws_them():
    with browser() as b:
        page = open_window(b, "controls-outside-form")
        picker = page.get_by_role("combobox", name="Win Condition")
        expect(picker).to_have_value("0")
        # Its label names it but is not shown; the value is drawn in the tint.
        label = box(page.locator(".o-menu-picker > .o-picker-label"))
        assert label["width"] <= 1 and label["height"] <= 1, label
        tint = page.evaluate("getComputedStyle(document.querySelector('.o-root')).getPropertyValue('--o-tint')")
        colour = picker.evaluate("e => getComputedStyle(e).color")
        probe = page.evaluate("c => { const s = document.createElement('span'); s.style.color = c; document.body.append(s); const v = getComputedStyle(s).color; s.remove(); return v; }", tint.strip())
        assert colour == probe, (colour, probe)
        # The Divider makes the rules box as wide as the window (inside its padding).
        background = box(page.locator(".o-m-background").first)
        assert background["width"] >= WIDTH - 34, background
        plain = page.get_by_role("textbox", name="Player name")
        boxed = page.get_by_role("textbox", name="Boxed name")
        assert plain.evaluate("e => getComputedStyle(e).borderTopWidth") == "0px"
        assert boxed.evaluate("e => getComputedStyle(e).borderTopWidth") == "1px"


def test_a_pages_content_is_centred():
    with browser() as b:
        page = open_window(b, "pages")
        welcome = box(page.get_by_text("Welcome page"))
        shape = box(page.locator(".o-shape").first)
        middle = (shape["y"] + welcome["y"] + welcome["height"]) / 2
        assert abs(middle - HEIGHT / 2) < 40, (shape, welcome)
        # White dots, as iOS draws them.
        current = page.locator(".o-dot[aria-current=page]")
        assert current.evaluate("e => getComputedStyle(e).backgroundColor") == "rgb(255, 255, 255)"


def test_delete_waits_past_the_rows_edge_and_done_belongs_to_the_keyboard():
    with browser() as b:
        page = open_window(b, "deletable-rows")
        row = page.locator(".o-row").filter(has_text="Lunch")
        row_box = box(row)
        # The row's content spans the row: the amount at its trailing edge.
        amount = box(row.get_by_text("$12"))
        assert amount["x"] + amount["width"] >= row_box["x"] + row_box["width"] - 20, (amount, row_box)
        delete = row.get_by_role("button", name="Delete")
        assert box(delete)["x"] >= row_box["x"] + row_box["width"] - 1, "hidden past the edge until swiped"
        harness.swipe(page, row, -160)
        page.wait_for_timeout(400)
        assert box(delete)["x"] < row_box["x"] + row_box["width"] - 40, box(delete)
        delete.click()
        expect(page.locator(".o-row").filter(has_text="Lunch")).to_have_count(0)
        # `.keyboard` toolbar items show only while a field is being edited.
        done = page.get_by_role("button", name="Done")
        expect(done).to_be_hidden()
        page.get_by_role("textbox", name="Note").focus()
        expect(done).to_be_visible()
        # The bottom inset sits at the window's bottom edge.
        total = box(page.get_by_text("Total: $24"))
        assert HEIGHT - 70 <= total["y"] <= HEIGHT, total


def test_a_navigation_link_picker_pushes_its_options():
    with browser() as b:
        page = open_window(b, "link-pickers")
        # The grouped form fills the screen down to the window's bottom.
        form = box(page.locator("form.o-form"))
        assert form["y"] + form["height"] >= HEIGHT - 1, form
        row = page.get_by_role("button", name="Number of people")
        # The row: label, value and chevron on one line, the value secondary.
        expect(row).to_contain_text("2 people")
        assert box(row)["height"] < 40, box(row)
        row.click()
        expect(page.get_by_role("heading", name="Number of people")).to_be_visible()
        expect(page.get_by_role("button", name="Back to WeSplit")).to_have_text("‹ WeSplit")
        chosen = page.get_by_role("radio", name="2 people", exact=True)
        expect(chosen).to_be_checked()
        # The selected row is checked in the tint; a radio's dot is not drawn.
        label = page.locator(".o-option").filter(has=chosen)
        mark = label.evaluate("e => getComputedStyle(e, '::after').content")
        assert mark.startswith('"✓"'), mark
        assert chosen.evaluate("e => getComputedStyle(e).opacity") == "0"
        page.locator(".o-option").filter(has=page.get_by_role("radio", name="4 people", exact=True)).click()
        # A choice goes back, and the row shows it.
        expect(page.get_by_role("heading", name="WeSplit")).to_be_visible()
        expect(row).to_contain_text("4 people")
        expect(page.get_by_text("4 people, 20% tip")).to_be_visible()
        # Back from the options without a choice keeps the value.
        page.get_by_role("button", name="Tip percentage").click()
        expect(page.get_by_role("radio", name="20%", exact=True)).to_be_checked()
        page.get_by_role("button", name="Back to WeSplit").click()
        expect(page.get_by_text("4 people, 20% tip")).to_be_visible()


def test_a_navigation_views_columns_collapse_into_a_stack_on_a_phone():
    with browser() as b:
        page = open_window(b, "column-navigation")
        # The list alone: the welcome view waits for a wider window.
        expect(page.get_by_role("heading", name="Resorts")).to_be_visible()
        expect(page.get_by_text("Welcome to SnowSeeker")).to_be_hidden()
        sidebar = box(page.locator(".o-col-sidebar"))
        assert sidebar["width"] >= WIDTH - 1, sidebar
        page.get_by_role("button", name="Aspen").click()
        # The destination is pushed over the list, with a way back to it.
        expect(page.get_by_text("Aspen has 40 runs")).to_be_visible()
        expect(page.get_by_role("heading", name="Resorts")).to_be_hidden()
        back = page.get_by_role("button", name="Back to Resorts")
        expect(back).to_have_text("‹ Resorts")
        back.click()
        expect(page.get_by_role("heading", name="Resorts")).to_be_visible()
        expect(page.get_by_text("Aspen has 40 runs")).to_be_hidden()
        page.get_by_role("button", name="Whistler").click()
        expect(page.get_by_text("Whistler has 40 runs")).to_be_visible()
        # A title too long for the bar beside "‹ Resorts": the back button says "‹ Back".
        expect(back).to_have_text("‹ Back")
        # The browser's back button goes back too.
        page.go_back()
        expect(page.get_by_role("heading", name="Resorts")).to_be_visible()

        # On a wide window, the two columns side by side, no back button.
        page.set_viewport_size({"width": 1280, "height": 800})
        expect(page.get_by_text("Welcome to SnowSeeker")).to_be_visible()
        page.get_by_role("button", name="Aspen").click()
        expect(page.get_by_text("Aspen has 40 runs")).to_be_visible()
        expect(page.get_by_role("heading", name="Resorts")).to_be_visible()
        expect(page.locator(".o-col-detail .o-back:visible")).to_have_count(0)


def test_views_in_a_scroll_view_are_centred_across_it():
    with browser() as b:
        page = open_window(b, "scroll-detail")
        middle = WIDTH / 2
        for text in ["Frank Herbert", "A desert planet."]:
            # Where the words are drawn (a padded text's element is its padding's box).
            drawn = page.evaluate("""text => {
                const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
                while (walker.nextNode()) if (walker.currentNode.textContent === text) {
                    const range = document.createRange(); range.selectNodeContents(walker.currentNode);
                    const r = range.getBoundingClientRect(); return { x: r.x, width: r.width };
                }
            }""", text)
            assert abs(drawn["x"] + drawn["width"] / 2 - middle) < 2, (text, drawn)
        for row in page.locator(".o-scroll .o-h").all():
            icons = row.locator(".o-image")
            first, last = box(icons.first), box(icons.last)
            assert abs((first["x"] + last["x"] + last["width"]) / 2 - middle) < 2, (first, last)
        # The Color is greedy (full width); a VStack spans the scroll view.
        assert box(page.locator(".o-scroll > .o-mod").first)["width"] >= WIDTH - 1
        assert box(page.get_by_text("Leading line"))["x"] < 2


def test_a_horizontal_scroll_view_does_not_widen_the_page_around_it():
    with browser() as b:
        page = open_window(b, "geometry-scroll")
        heading = box(page.get_by_text("Mission Highlights"))
        text = box(page.get_by_text("Apollo 11 was", exact=False))
        # Inside the window, after the 16-point padding.
        assert 15 <= heading["x"] <= 17 and 15 <= text["x"] <= 17, (heading, text)
        assert text["x"] + text["width"] <= WIDTH - 15, text
        row = box(page.locator(".o-scroll.o-axes-horizontal"))
        assert row["x"] >= 0 and row["x"] + row["width"] <= WIDTH, row
        # No page-wide horizontal scrolling.
        assert page.evaluate("() => document.documentElement.scrollWidth") <= WIDTH


SERVER = None

if __name__ == "__main__":
    SERVER = Server("BrowserFixture").start()
    try:
        run([
            test_a_spacer_in_the_root_stack_fills_the_window,
            test_a_list_in_a_stack_takes_the_room_left_and_the_field_is_plain,
            test_a_color_layer_fills_the_window_and_geometry_readers_share_the_bar,
            test_a_modifier_on_a_for_each_keeps_the_stacks_layout,
            test_controls_outside_a_form_look_as_ios_draws_them,
            test_a_pages_content_is_centred,
            test_delete_waits_past_the_rows_edge_and_done_belongs_to_the_keyboard,
            test_a_navigation_link_picker_pushes_its_options,
            test_a_navigation_views_columns_collapse_into_a_stack_on_a_phone,
            test_views_in_a_scroll_view_are_centred_across_it,
            test_a_horizontal_scroll_view_does_not_widen_the_page_around_it,
        ])
    finally:
        SERVER.stop()
