"""Browser tests of Examples/ExpenseTracker (article 001's expense tracker), served.

Run by scripts/test; alone: `python3 browser-tests/expense_tracker_test.py`
after `swift build --product ExpenseTracker`.
"""
import os

from playwright.sync_api import expect

import harness
from harness import Server, browser, run

PRODUCT = "ExpenseTracker"
TIMEOUT = 5_000
# The load takes a second on the server; a loaded machine takes longer.
LOAD_TIMEOUT = 20_000

# Amounts are formatted in the locale the server's environment names for money;
# pin it so that they read "$62.00" whatever the machine's locale.
os.environ.pop("LC_ALL", None)
os.environ["LC_MONETARY"] = "en_US.UTF-8"


def open_page(b):
    return harness.open_page(b, SERVER, TIMEOUT)


def rows(page):
    return page.locator("li.o-row")


def row_names(page):
    return rows(page).locator(".o-f-headline")


def loaded(page):
    expect(row_names(page)).to_have_text(["Coffee", "Lunch", "Gas"], timeout=LOAD_TIMEOUT)


def summary(page, label):
    """The line of the total bar that starts with `label` ("Total:", "Average:")."""
    return page.locator(".o-stack.o-h", has_text=label)


def add(page, name, amount):
    page.get_by_role("textbox", name="Expense name").fill(name)
    page.get_by_role("textbox", name="Amount").fill(amount)
    page.get_by_role("button", name="Add Expense").click()


def stage_for_screenshot(page):
    """The loaded list, with a new expense typed in and ready to add."""
    loaded(page)
    page.get_by_role("textbox", name="Expense name").fill("Books")
    page.get_by_role("textbox", name="Amount").fill("24")
    expect(page.get_by_role("button", name="Add Expense")).to_be_enabled()


def test_loading_indicator_then_three_expenses():
    with browser() as b:
        page = open_page(b)
        # The page opens while the one-second load runs.
        expect(page.get_by_role("progressbar")).to_be_visible()
        expect(page.get_by_text("Loading expenses…")).to_be_visible()
        loaded(page)
        expect(page.get_by_role("progressbar")).to_have_count(0)
        expect(rows(page).nth(2)).to_contain_text("$45.00")
        expect(summary(page, "Total:")).to_have_text("Total: $62.00")
        expect(summary(page, "Average:")).to_have_text("Average: $20.67")


def test_search_narrows_the_list_and_the_total():
    with browser() as b:
        page = open_page(b)
        loaded(page)
        search = page.get_by_role("textbox", name="Search expenses")
        search.press_sequentially("lu")
        expect(row_names(page)).to_have_text(["Lunch"])
        expect(summary(page, "Total:")).to_have_text("Total: $12.00")
        expect(summary(page, "Average:")).to_have_text("Average: $12.00")
        search.fill("")
        expect(row_names(page)).to_have_text(["Coffee", "Lunch", "Gas"])
        expect(summary(page, "Total:")).to_have_text("Total: $62.00")


def test_add_is_validated():
    with browser() as b:
        page = open_page(b)
        loaded(page)
        button = page.get_by_role("button", name="Add Expense")
        name = page.get_by_role("textbox", name="Expense name")
        amount = page.get_by_role("textbox", name="Amount")
        expect(button).to_be_disabled()
        name.press_sequentially("Books")
        expect(button).to_be_disabled()  # the amount is still 0
        amount.select_text()
        amount.press_sequentially("24")
        expect(button).to_be_enabled()
        name.fill("")
        expect(button).to_be_disabled()  # the name is required
        name.fill("Books")
        expect(button).to_be_enabled()
        button.click()
        expect(row_names(page)).to_have_text(["Coffee", "Lunch", "Gas", "Books"])
        expect(rows(page).nth(3)).to_contain_text("$24.00")
        expect(summary(page, "Total:")).to_have_text("Total: $86.00")
        expect(summary(page, "Average:")).to_have_text("Average: $21.50")
        # A fresh expense: empty name, amount 0, the button disabled again.
        expect(name).to_have_value("")
        expect(amount).to_have_value("0")
        expect(button).to_be_disabled()


def test_delete_from_a_filtered_list_removes_the_right_expense():
    with browser() as b:
        page = open_page(b)
        loaded(page)
        add(page, "Dinner", "30")
        expect(row_names(page)).to_have_text(["Coffee", "Lunch", "Gas", "Dinner"])
        # "n" leaves Lunch and Dinner. Dinner is the second row shown, while the
        # second expense of the whole list is Lunch.
        page.get_by_role("textbox", name="Search expenses").fill("n")
        expect(row_names(page)).to_have_text(["Lunch", "Dinner"])
        dinner = rows(page).filter(has_text="Dinner")
        # `.onDelete`: Delete waits past the row's edge until the row is swiped, as on iOS.
        harness.tap_swipe_action(page, dinner, "Delete")
        expect(row_names(page)).to_have_text(["Lunch"])
        expect(summary(page, "Total:")).to_have_text("Total: $12.00")
        page.get_by_role("textbox", name="Search expenses").fill("")
        expect(row_names(page)).to_have_text(["Coffee", "Lunch", "Gas"])
        expect(summary(page, "Total:")).to_have_text("Total: $62.00")


SERVER = None

if __name__ == "__main__":
    SERVER = Server(PRODUCT).start()
    try:
        run([
            test_loading_indicator_then_three_expenses,
            test_search_narrows_the_list_and_the_total,
            test_add_is_validated,
            test_delete_from_a_filtered_list_removes_the_right_expense,
        ])
    finally:
        SERVER.stop()
