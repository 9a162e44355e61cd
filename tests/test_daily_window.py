"""The daily board in the window: D (or the menu) opens today's board with its first cell
opened as for everyone; a finish copies the result line and counts the streak."""

from __future__ import annotations

from datetime import date

import pygame
import pytest
from front_helpers import click, press

from game.core.daily import Streak, daily_date, daily_id
from game.core.storage import DAILY_STREAK
from game.gui.mines.window import MinesApp

DAY = date(2026, 11, 24)


@pytest.fixture
def daily(app: MinesApp, monkeypatch: pytest.MonkeyPatch) -> MinesApp:
    monkeypatch.setattr(MinesApp, "today", lambda self: DAY)
    press(app, pygame.K_d)
    while app.generation is not None:  # the no-guess search runs a slice a frame
        app.frame()
    return app


def test_d_opens_todays_board_alike_for_everyone(daily: MinesApp, app: MinesApp) -> None:
    assert daily.daily_day == DAY and daily.board.status == "playing"
    params = daily.game_params
    assert (params.width, params.height, params.mines, params.no_guess) == (9, 9, 10, True)
    assert daily_date(daily_id(DAY, "beginner")) == DAY
    first = daily.board.to_text()
    press(daily, pygame.K_d)  # again: the very same board and opening
    while daily.generation is not None:
        daily.frame()
    assert daily.board.to_text() == first


def test_a_finished_daily_shows_the_result_line_and_the_streak(daily: MinesApp) -> None:
    for y in range(9):
        for x in range(9):
            if not daily.board.is_mine(x, y) and daily.board.view(x, y) in "#?":
                click(daily, (x, y))
    assert daily.board.status == "won"
    assert "Gridgames daily 2026-11-24 · Beginner · " in daily.notice
    assert daily.notice.endswith("no hints · streak 1")
    saved = daily.progress.load(DAILY_STREAK, Streak.from_json)
    assert saved == Streak(1, 1, DAY)
    daily.open_menu()
    assert daily.panel is not None
    assert any(item.label == "Daily board (Beginner) · streak 1" for item in daily.panel.items)


def test_a_corrupt_streak_is_refused() -> None:
    for text in ("[]", '{"current": 2, "best": 1, "last_day": null}',
                 '{"current": 1, "best": 1, "last_day": "yesterday"}'):
        with pytest.raises(ValueError):
            Streak.from_json(text)
    assert Streak.from_json(Streak(2, 5, DAY).to_json()) == Streak(2, 5, DAY)
