"""The replay viewer by touch on a phone's page (issue 34, point 6): a game lost by taps,
its replay opened from the menu, then its play/pause button, a tap on the board and its
close button, each a finger's tap on the real page."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from page_tools import assert_no_console_errors, open_game, screenshot
from test_browser_game import centre, tap
from test_browser_phone import PHONES, choose, pick, tap_at

from bench.browser import GamePage, Kit

pytestmark = pytest.mark.browser
PLAY_PAUSE, CLOSE = 1, 5  # the buttons' places in game.ui.mines.replay_player.CONTROLS


@pytest.fixture
def phone(game_kit: Kit, browser: Any, site_url: str) -> Iterator[GamePage]:
    for game in open_game(game_kit, browser, site_url, viewport=PHONES["portrait"],
                          device_scale_factor=3, is_mobile=True, has_touch=True):
        choose(game, "Options")  # no animations: each tap's ripple would cost a second
        pick(game, "Animations")
        tap_at(game, (1, 1))  # a tap beside the panel closes it
        yield game
        assert_no_console_errors(game)


def test_a_finished_games_replay_opens_pauses_and_closes_by_taps(phone: GamePage) -> None:
    game = phone
    choose(game, "Beginner")
    tap(game, game.cell_point((4, 4)))
    state = game.state()
    mine = next(tuple(cell) for cell in state["mine_cells"]
                if state["view"].split()[cell[1]][cell[0]] == "#")
    game.page.wait_for_timeout(4000)  # a game of seconds: its replay still plays once open
    tap(game, game.cell_point(mine))
    assert game.state()["status"] == "lost"
    choose(game, "Watch replay")
    state = game.state()
    assert state["replay"] and state["replay_paused"] is False
    buttons = state["replay_buttons"]
    assert len(buttons) == 6 and all(min(rect[2:]) >= 44 for rect in buttons)
    tap_at(game, centre(buttons[PLAY_PAUSE]))
    assert game.state()["replay_paused"] is True
    screenshot(game, "replay-phone-paused")
    tap(game, game.cell_point((0, 8)))  # a tap on the board plays on
    assert game.state()["replay_paused"] is False and game.state()["replay"]
    tap_at(game, centre(buttons[CLOSE]))
    state = game.state()
    assert not state["replay"] and state["status"] == "lost"
