"""On a phone's page (issue 36, points 2 and 3): the player's name typed through the
browser's own prompt (a canvas brings up no on-screen keyboard; the prompt does), kept
across a reload, and the live counters switched on in Options showing in the footer while
a game is played.

Runs the real page (default.tmpl) and game on Pyodide in headless Chromium; skips,
naming what is missing, without Chromium, Playwright, Pyodide or the wheel.
"""

from __future__ import annotations

from typing import Any

import pytest
from page_tools import assert_no_console_errors, open_game, screenshot
from test_browser_game import centre, tap
from test_browser_phone import PHONES, choose, pick, tap_at

from bench.browser import GamePage, Kit

pytestmark = pytest.mark.browser
NAME = "Zoë 李"  # beyond ASCII both ways: pygbag's runtime garbles raw strings to the page


def answer_prompts(game: GamePage, answer: str) -> list[tuple[str, str]]:
    """Accept every prompt the page shows with ``answer``; what each asked and held."""
    asked: list[tuple[str, str]] = []

    def accept(dialog: Any) -> None:
        asked.append((dialog.message, dialog.default_value))
        dialog.accept(answer)

    game.page.on("dialog", accept)
    return asked


def test_a_phone_types_the_name_in_the_pages_prompt_and_counts_live(
        game_kit: Kit, browser: Any, site_url: str) -> None:
    for game in open_game(game_kit, browser, site_url, "game=9x9n10q:s5",
                          viewport=PHONES["portrait"], device_scale_factor=3, is_mobile=True,
                          has_touch=True):
        asked = answer_prompts(game, NAME)
        choose(game, "Options")
        pick(game, "Player name: none")
        game.wait_frames(3)
        assert asked == [("Player name", "")]
        dialog = game.state()["dialog"]
        assert dialog is not None and dialog["text"] == NAME
        tap(game, game.to_page(centre(dialog["buttons"]["save"])))
        state = game.state()
        assert state["dialog"] is None
        assert any(item["label"] == f"Player name: {NAME}" for item in state["menu"])
        pick(game, "Live counters")
        assert any(item["label"] == "Live counters" and item["checked"]
                   for item in game.state()["menu"])
        tap_at(game, (1, 1))  # a tap beside the panel closes it
        game.click_cell((4, 4))
        game.page.wait_for_timeout(300)
        game.wait_frames(3)
        footer = game.state()["footer"]
        assert footer.split(" · ")[1].startswith("3BV ") and "Path" in footer, footer
        screenshot(game, "phone-live-counters")
        assert_no_console_errors(game)
        game.open(site_url)  # a reload: a new Pyodide, the same localStorage
        choose(game, "Options")
        assert any(item["label"] == f"Player name: {NAME}" for item in game.state()["menu"])
