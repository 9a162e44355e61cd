"""The end of a game, in the window: a win or a loss opens a card with the time, the best
time on that board, the rank among the ten best and a daily's streak; its New game starts
one, its Share goes through the window's copy (a phone's share sheet first); the card
belongs to the game that ended and never shows over a later one."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from typing import Any

import pygame
import pytest
from front_helpers import (
    MinesWindow,
    SudokuWindow,
    clear_board,
    click,
    click_at,
    daily_clocked,
    press,
    still_progress,
    sudoku_window,
)

import game.gui.clipboard as clipboard_module
import game.gui.mines.front as mines_front
import game.gui.mines.records as mines_records
from game.gui.mines.daily import MinesDaily
from game.gui.widgets import centre
from game.gui.window import Window
from game.options import Options
from game.ui.panels import EndCard

DAY = date(2026, 11, 24)


@pytest.fixture
def timed(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[MinesWindow, list[float]]]:
    with daily_clocked(monkeypatch, DAY) as window_and_clock:
        yield window_and_clock


@pytest.fixture
def copies(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, bool]]:
    """What the window put on the clipboard (or offered to share), natively."""
    asked: list[tuple[str, bool]] = []
    monkeypatch.setattr(clipboard_module, "copy_to_clipboard",
                        lambda text, share=False: asked.append((text, share)) or True)
    return asked


def win_in(app: MinesWindow, clock: list[float], seconds: float) -> None:
    click(app, (4, 4))
    clock[0] += seconds
    clear_board(app)


def card(app: Window[Any]) -> dict[str, str]:
    assert isinstance(app.panel, EndCard), app.panel
    return {item.label: item.key for item in app.panel.items}


def tap_row(app: Window[Any], label: str) -> None:
    """Click the open panel's row whose words are ``label``, as a player would."""
    assert app.panel is not None
    index = next(n for n, item in enumerate(app.panel.items) if item.label == label)
    click_at(app, centre(app.panel.item_rect(app.chrome(), index)))


def test_a_win_shows_its_time_the_best_and_its_rank(timed: tuple[MinesWindow, list[float]]
                                                    ) -> None:
    app, clock = timed
    win_in(app, clock, 30.0)
    shown = card(app)
    assert "You win!" in shown and "Beginner · classic" in shown
    assert (shown["Time"], shown["Best time"], shown["Among your ten best"]) == \
        ("30.00 s", "30.00 s", "#1")
    assert any(label.startswith("New record! best time 30.00 s") for label in shown)
    for seconds, rank in ((40.0, "#2"), (20.0, "#1"), (50.0, "#4")):
        app.front.new_game(seed=7)  # the same board: the same 3BV, so only the time decides
        win_in(app, clock, seconds)
        shown = card(app)
        assert (shown["Time"], shown["Among your ten best"]) == (f"{seconds:.2f} s", rank)
        assert shown["Best time"] == ("20.00 s" if seconds != 40.0 else "30.00 s")


def test_new_game_on_the_card_starts_one(timed: tuple[MinesWindow, list[float]]) -> None:
    app, clock = timed
    win_in(app, clock, 30.0)
    tap_row(app, "New game")
    assert app.panel is None and app.front.session.status == "ready"


def test_the_face_and_the_menu_button_still_work_beside_the_card(
        timed: tuple[MinesWindow, list[float]]) -> None:
    app, clock = timed
    win_in(app, clock, 30.0)
    click_at(app, centre(app.chrome().menu_button))
    assert app.panel is not None and app.panel.name == "menu"
    app.front.new_game(seed=7)
    win_in(app, clock, 30.0)
    click_at(app, centre(app.chrome().face))
    assert app.panel is None and app.front.session.status == "ready"


def test_share_gives_the_games_line_through_the_windows_copy(
        timed: tuple[MinesWindow, list[float]], copies: list[tuple[str, bool]]) -> None:
    app, clock = timed
    win_in(app, clock, 30.0)
    game_id = app.front.session.game_id
    tap_row(app, "Share")
    line = f"Gridgames Minesweeper · Beginner · classic · won · 30.00 s · {game_id}"
    assert copies == [(line, True)]  # the share sheet first, on a phone
    assert app.notice == f"copied: {line}"
    assert isinstance(app.panel, EndCard)  # New game is still a tap away


def test_a_loss_card_says_how_much_was_cleared_and_goes_when_undone(
        timed: tuple[MinesWindow, list[float]]) -> None:
    app, clock = timed
    click(app, (4, 4))
    clock[0] += 5.0
    board = app.front.board
    mine = next((x, y) for y in range(board.height) for x in range(board.width)
                if board.is_mine(x, y))
    click(app, mine)
    shown = card(app)
    assert "Game over" in shown and "Beginner · classic" in shown
    assert shown["Time"] == "5.00 s"
    assert shown["Best time"] == "—" and "Among your ten best" not in shown
    assert shown["Board cleared"].endswith("%")
    press(app, pygame.K_z, pygame.KMOD_CTRL)  # undo: the game goes on, without its card
    assert app.front.session.status == "playing" and app.panel is None


def test_the_card_never_shows_over_a_game_started_before_the_count_ended(
        timed: tuple[MinesWindow, list[float]], monkeypatch: pytest.MonkeyPatch) -> None:
    """A huge board's figures are counted across frames: a new game started meanwhile
    counts the rest at once, and the card of the game that left never shows."""
    app, clock = timed
    monkeypatch.setattr(mines_records, "BIG_BOARD_CELLS", 0)  # every board counted stepwise
    monkeypatch.setattr(mines_front, "GENERATION_BUDGET_SECONDS", 0.0)
    win_in(app, clock, 30.0)
    assert app.front.records.counting is not None and app.panel is None
    click_at(app, centre(app.chrome().face))  # a new game, before the count ended
    for _ in range(5):
        app.frame()
        assert app.panel is None
    assert app.front.records.counting is None and app.front.session.status == "ready"
    assert app.statistics.stats.tally("beginner", "classic").won == 1  # counted all the same


def test_a_daily_card_has_the_streak_and_shares_the_daily_line(
        monkeypatch: pytest.MonkeyPatch, copies: list[tuple[str, bool]]) -> None:
    monkeypatch.setattr(MinesDaily, "today", lambda self: DAY)
    pygame.init()
    app: MinesWindow = Window(mines_front.MinesFront, progress=still_progress())
    press(app, pygame.K_d)
    while app.front.generation is not None:
        app.frame()
    clear_board(app)
    assert card(app)["Daily streak"] == "1 day"
    tap_row(app, "Share")
    assert copies[-1][0].startswith("Gridgames daily 2026-11-24 · Beginner · #")
    assert copies[-1][0].endswith("streak 1 · no hints")
    pygame.quit()


def test_sudokus_win_shows_its_card_and_new_game_makes_a_puzzle(
        copies: list[tuple[str, bool]]) -> None:
    pygame.init()
    clock = [100.0]
    app: SudokuWindow = sudoku_window(Options(game="sudoku", game_id="easy:s1"),
                                      clock=lambda: clock[0], progress=still_progress())
    for _ in range(3):
        app.frame()
    game = app.front.game
    assert game is not None
    clock[0] += 100.0
    for y in range(9):
        for x in range(9):
            if not game.is_given(x, y):
                app.front.selected = (x, y)
                app.front.enter_digit(int(game.solution[y * 9 + x]))
    app.frame()
    shown = card(app)
    assert "You win!" in shown and "Sudoku · easy" in shown
    assert shown["Time"] == shown["Best time"]
    assert "Among your ten best" not in shown  # Sudoku keeps one best time, no list
    tap_row(app, "Share")
    assert copies[-1][0].startswith("Gridgames Sudoku · easy · won · ")
    tap_row(app, "New game")
    assert app.panel is None and app.front.loading is not None
    pygame.quit()
