"""Replays kept and exported in the browser (issue 36, point 4): a game won in the page is
listed in Replays…, its Export as .evf makes the browser download a file (the page's
``gridgamesDownload``) that our reader and ms_toollib read as that game, and Watch opens it
in the viewer.

Runs the real page (default.tmpl) and game on Pyodide in headless Chromium; skips,
naming what is missing, without Chromium, Playwright, Pyodide or the wheel.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from page_tools import assert_no_console_errors, open_game, screenshot
from replay_files import ms_facts
from test_browser_replay_link import choose, win

from bench.browser import GamePage, Kit
from game.core.mines.replays import read_replay, summary
from game.gui.widgets import centre

pytestmark = pytest.mark.browser


def tap_item(game: GamePage, starts: str) -> None:
    """Click the open panel's first row whose words start so."""
    item = next(i for i in game.state()["menu"] if i["label"].startswith(starts))
    game.click(game.to_page(centre(item["rect"])))


def test_a_game_played_is_kept_exported_as_a_download_and_watched(
        game_kit: Kit, browser: Any, site_url: str) -> None:
    for game in open_game(game_kit, browser, site_url, "game=9x9n10q:s5"):
        won = win(game)
        choose(game, "Replays…")
        rows = [item["label"] for item in game.state()["menu"]]
        # heading, the game, a file to watch, Back
        assert rows[1].startswith("Beginner · ") and len(rows) == 4
        assert rows[2] == "Watch a replay file…"
        screenshot(game, "replays_kept")
        tap_item(game, "Beginner · ")
        with game.page.expect_download(timeout=20_000) as info:
            tap_item(game, "Export as .evf")
        download = info.value
        name = download.suggested_filename
        assert name.startswith("gridgames-beginner-") and name.endswith(".evf")
        data = Path(download.path()).read_bytes()
        ours = summary(read_replay(data, name))
        assert (ours["width"], ours["height"], ours["mines"]) == (9, 9, 10)
        assert ours["completed"] and ours["bbbv"] == ms_facts("evf", data)["bbbv"]
        game.page.wait_for_function(
            "window.harness.state().notice.startsWith('Downloading gridgames-beginner-')")
        tap_item(game, "Watch")
        game.page.wait_for_function("window.harness.state().replay", timeout=20_000)
        assert game.state()["width"] == 9 and won["status"] == "won"
        assert_no_console_errors(game)
