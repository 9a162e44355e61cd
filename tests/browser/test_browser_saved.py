"""Saved progress and shared boards in a real browser tab.

The harness gives the game ``platform.window`` and the URL's query as environment
variables, as pygbag's runtime does, so ``localStorage`` and ``?game=`` work as they
would on itch.io.  Skips without Chromium, Playwright, Pyodide or the wheel.
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Iterator
from typing import Any

import pytest
from page_tools import assert_no_console_errors, assert_screen_matches, open_game

from bench.browser import GamePage, Kit

pytestmark = pytest.mark.browser


@pytest.fixture
def fresh(game_kit: Kit, browser: Any, site_url: str) -> Iterator[GamePage]:
    """The game in a new browser context: empty localStorage."""
    for game in open_game(game_kit, browser, site_url):
        yield game
        assert_no_console_errors(game)


def centre(rect: list[int]) -> tuple[float, float]:
    return rect[0] + rect[2] / 2, rect[1] + rect[3] / 2


def play_a_little(game: GamePage) -> dict[str, Any]:
    game.click_cell((4, 4))
    state = game.state()
    mines = {tuple(c) for c in state["mine_cells"]}
    covered = next((x, y) for y, row in enumerate(state["view"].split())
                   for x, char in enumerate(row) if char == "#" and (x, y) in mines)
    game.click_cell(covered, "right")
    state = game.state()
    assert state["status"] == "playing"
    assert len(state["moves"]) == 2
    return state


def test_reloading_the_tab_resumes_the_game_in_progress(fresh: GamePage, site_url: str) -> None:
    """The board, its moves and its timer come back; the timer goes on from the saved time.

    A tab gets no quit event to save on, so the game saves after each move and every
    second while it is played: at most the last second before the reload is lost.
    """
    before = play_a_little(fresh)
    assert before["local_storage_keys"], "nothing was saved to localStorage"
    after = fresh.open(site_url)  # a reload: a new Pyodide, the same localStorage
    assert_screen_matches(fresh, "20-reloaded")
    assert (after["view"], after["moves"], after["status"]) == (
        before["view"], before["moves"], "playing")
    assert after["elapsed_ms"] >= before["elapsed_ms"] - 1000
    fresh.page.wait_for_timeout(1100)
    assert fresh.state()["elapsed_ms"] >= after["elapsed_ms"] + 1000, "the timer stands still"


def test_a_game_id_in_the_url_opens_that_exact_board(fresh: GamePage, game_kit: Kit,
                                                     browser: Any,
                                                     site_url: str) -> None:
    played = play_a_little(fresh)
    query = urllib.parse.urlencode({"game": played["game_id"]})
    for shared in open_game(game_kit, browser, site_url, query):
        state = assert_screen_matches(shared, "21-shared-board")
        opened_only = played["view"].replace("F", "#")  # the ID carries the opening, no marks
        assert state["view"] == opened_only
        assert sorted(map(tuple, state["mine_cells"])) == sorted(map(tuple, played["mine_cells"]))
        assert_no_console_errors(shared)


def test_the_menu_copies_the_game_id_to_the_clipboard(game_kit: Kit, browser: Any,
                                                      site_url: str) -> None:
    """Through ``platform.window.navigator.clipboard``, as in pygbag's runtime."""
    granted = ["clipboard-read", "clipboard-write"]
    for game in open_game(game_kit, browser, site_url, permissions=granted):
        game.click_cell((4, 4))
        game.click(game.to_page(centre(game.state()["menu_button"])))
        item = next(i for i in game.state()["menu"] if i["label"].startswith("Copy"))
        game.click(game.to_page(centre(item["rect"])))
        game_id = game.state()["game_id"]
        assert game.page.evaluate("navigator.clipboard.readText()") == game_id
        assert_no_console_errors(game)
