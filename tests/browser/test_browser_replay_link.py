"""A replay shared as a link (issue 36, point 6), in the browser: a game won in one page,
Share replay copies its link (the page's own address and ``#replay=``), and the link
opened in a fresh page (no saved progress, no server behind the fragment) plays in the
replay viewer to the same final board and counters as the first page's Watch replay.

Runs the real page (default.tmpl) and game on Pyodide in headless Chromium; skips,
naming what is missing, without Chromium, Playwright, Pyodide or the wheel.
"""

from __future__ import annotations

from typing import Any

import pytest
from page_tools import assert_no_console_errors, open_game, screenshot

from bench.browser import GamePage, Kit
from game.gui.widgets import centre

pytestmark = pytest.mark.browser
GRANTED = ["clipboard-read", "clipboard-write"]


def win(game: GamePage) -> dict[str, Any]:
    """Open every safe cell (the layout read back from the game once it is laid)."""
    game.click_cell((4, 4))
    state = game.state()
    mines = {tuple(cell) for cell in state["mine_cells"]}
    while state["status"] == "playing":
        rows = state["view"].splitlines()
        cell = next((x, y) for y, row in enumerate(rows) for x, seen in enumerate(row)
                    if seen == "#" and (x, y) not in mines)
        game.click_cell(cell)
        state = game.state()
    assert state["status"] == "won"
    return state


def choose(game: GamePage, label: str) -> None:
    """Open the menu and choose its item ``label``."""
    game.click(game.to_page(centre(game.state()["menu_button"])))
    item = next(i for i in game.state()["menu"] if i["label"] == label)
    game.click(game.to_page(centre(item["rect"])))


def played_to_the_end(game: GamePage) -> dict[str, Any]:
    """The viewer at 16 times the speed, until it stops at the end."""
    game.page.wait_for_function("window.harness.state().replay", timeout=20_000)
    for _ in range(4):
        game.page.keyboard.press("+")
    game.page.wait_for_function("window.harness.state().footer.includes('16x')")
    game.page.wait_for_function("window.harness.state().footer.startsWith('Paused')",
                                timeout=60_000)
    game.wait_frames()
    return game.state()


def counters(footer: str) -> list[str]:
    """Time, 3BV, 3BV/s, clicks and IOE, as the viewer's footer shows them."""
    return footer.split(" · ")[1:6]


def test_a_shared_link_plays_in_a_fresh_page_to_the_same_board_and_counters(
        game_kit: Kit, browser: Any, site_url: str) -> None:
    for first in open_game(game_kit, browser, site_url, "game=9x9n10q:s5",
                           permissions=GRANTED):
        won = win(first)
        choose(first, "Share replay")
        first.page.wait_for_function(
            "window.harness.state().notice.startsWith('Replay link copied')")
        link = first.page.evaluate("navigator.clipboard.readText()")
        assert link.startswith(site_url + "index.html#replay="), link[:80]
        assert len(link) <= 2000
        choose(first, "Watch replay")
        watched = played_to_the_end(first)
        assert_no_console_errors(first)
    fragment = link.partition("#")[2]
    # open_game puts its text after "?": an empty item, then the link's fragment
    for fresh in open_game(game_kit, browser, site_url, f"#{fragment}"):
        shown = played_to_the_end(fresh)
        screenshot(fresh, "replay_link_opened")
        assert shown["view"] == won["view"].replace("?", "#")
        assert shown["view"] == watched["view"]
        assert counters(shown["footer"]) == counters(watched["footer"])
        assert shown["footer"].endswith(" · clicks and pointer path")
        assert_no_console_errors(fresh)


def test_a_broken_link_opens_the_game_saying_why(game_kit: Kit, browser: Any,
                                                site_url: str) -> None:
    for game in open_game(game_kit, browser, site_url, "#replay=eNoBroken"):
        game.page.wait_for_function(
            "window.harness.state().notice.startsWith('Cannot watch the link: ')")
        assert not game.state()["replay"]
        assert_no_console_errors(game)
