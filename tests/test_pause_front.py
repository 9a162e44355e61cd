"""Pause in the window (issue 16, point 2): P, focus loss and every panel stop the clock
and hide the board; statistics and undo after a loss count played time only."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pygame
import pytest
from front_helpers import (
    LEFT,
    MinesWindow,
    click,
    click_at,
    mines_window,
    press,
    still_progress,
    sudoku_window,
)

from game.core.mines.game_id import MinesId, MinesParams
from game.gui import shell
from game.gui.window import Switch, Window
from game.options import Options

# Beginner-sized: (0, 0) opens all but the two safe cells the mines wall in, bottom right
BOARD = "\n".join(["." * 9] * 6 + [".......**", ".......*.", ".......*."])
LAYOUT = frozenset(index for index, char in enumerate(BOARD.replace("\n", "")) if char == "*")
START = (0, 0)
GAME_ID = MinesId(MinesParams(9, 9, 4, no_guess=False), layout=LAYOUT).text()


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def game(clock: Clock) -> MinesWindow:
    pygame.init()
    app = mines_window(Options(game_id=GAME_ID), clock=clock, progress=still_progress())
    app.frame()
    clock.now = 1.0
    click(app, (0, 0))  # the timer starts at 1.0
    assert app.front.session.status == "playing"
    return app


def post(kind: int, **fields: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


def board_hidden(app: MinesWindow) -> bool:
    """No cell of the board shows: around the panel, its area is the bare background."""
    x, y, width, height = app.front.layout.board
    screen, background = app.front.renderer.screen, app.front.renderer.style.palette.panel
    return all(screen.get_at((x + i, y + j))[:3] == background
               for i in range(2, width, 7) for j in range(2, height, 7)
               if not app.panel or not _inside(app.panel.panel(app.front.layout), (x + i, y + j)))


def _inside(rect: tuple[int, int, int, int], pos: tuple[int, int]) -> bool:
    return rect[0] <= pos[0] < rect[0] + rect[2] and rect[1] <= pos[1] < rect[1] + rect[3]


def test_p_and_focus_loss_pause_through_the_real_loop(
        monkeypatch: pytest.MonkeyPatch, clock: Clock) -> None:
    """shell.main as main.py runs it, real pygame events posted between frames."""
    monkeypatch.setattr(shell, "PACE_FRAMES", False)
    seen: list[tuple[float, int, bool, bool]] = []
    script: dict[int, Callable[[MinesWindow], None]] = {
        1: lambda app: post(pygame.MOUSEBUTTONDOWN, button=LEFT,
                            pos=app.front.layout.cell_centre(START)),
        2: lambda app: post(pygame.MOUSEBUTTONUP, button=LEFT,
                            pos=app.front.layout.cell_centre(START)),
        4: lambda _: post(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p"),
        6: lambda _: post(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p"),
        8: lambda _: post(pygame.WINDOWFOCUSLOST, window=None),
        10: lambda _: post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"),
    }
    original = Window.frame

    def scripted(app: MinesWindow) -> Switch | None:
        step = len(seen)
        clock.now = 10.0 * step
        script.get(step, lambda _: None)(app)
        switch = original(app)
        session = app.front.session
        seen.append((clock.now, session.elapsed_ms(), session.timer.paused, board_hidden(app)))
        return switch

    monkeypatch.setattr(Window, "frame", scripted)
    asyncio.run(shell.main(frames=12, options=Options(game_id=GAME_ID), clock=clock))
    elapsed = [ms for _, ms, _, _ in seen]
    paused = [flag for _, _, flag, _ in seen]
    assert paused == [False] * 4 + [True, True] + [False] * 2 + [True, True] + [False] * 2
    # started at 20 s; paused by P 40-60 s, and by the focus lost (heard at 80 s) from the
    # end of the last frame the player saw (70 s) to 100 s
    assert elapsed[3:] == [10000, 20000, 20000, 20000, 30000, 30000, 30000, 30000, 40000]
    assert all(hidden for _, _, flag, hidden in seen if flag)
    assert not seen[3][3]  # the board shows while playing


def test_p_opens_a_pause_panel_that_hides_the_board_and_p_resumes(
        game: MinesWindow, clock: Clock) -> None:
    clock.now = 3.0
    press(game, pygame.K_p, text="p")
    assert game.panel is not None and game.panel.items[0].label == "Paused"
    assert game.front.session.timer.paused and board_hidden(game)
    clock.now = 50.0
    press(game, pygame.K_p, text="p")
    assert game.panel is None and not game.front.session.timer.paused
    clock.now = 51.0
    game.frame()
    assert game.front.session.elapsed_ms() == 3000
    assert game.front.scene().seconds == 3


@pytest.mark.parametrize("event", [pygame.WINDOWFOCUSLOST, pygame.WINDOWHIDDEN,
                                   pygame.WINDOWMINIMIZED])
def test_the_window_losing_focus_pauses_a_running_game(
        game: MinesWindow, clock: Clock, event: int) -> None:
    clock.now = 2.0
    game.frame()
    post(event, window=None)
    clock.now = 2.5
    game.frame()
    assert game.panel is not None and game.front.session.timer.paused
    clock.now = 30.0
    click_at(game, (1, 1))  # outside the panel: back to the game
    assert game.panel is None and game.front.session.elapsed_ms() == 1000


def test_focus_loss_before_the_first_click_opens_nothing(clock: Clock) -> None:
    pygame.init()
    app = mines_window(Options(game_id=GAME_ID), clock=clock, progress=still_progress())
    post(pygame.WINDOWFOCUSLOST, window=None)
    app.frame()
    assert app.panel is None


@pytest.mark.parametrize("key", [pygame.K_m, pygame.K_s, pygame.K_o, pygame.K_F1])
def test_every_panel_over_the_board_pauses(game: MinesWindow, clock: Clock, key: int) -> None:
    clock.now = 4.0
    press(game, key)
    assert game.panel is not None and game.front.session.timer.paused and board_hidden(game)
    clock.now = 40.0
    press(game, pygame.K_ESCAPE)
    assert game.panel is None
    clock.now = 41.0
    assert game.front.session.elapsed_ms() == 4000


def test_statistics_record_the_played_time_only(game: MinesWindow, clock: Clock) -> None:
    clock.now = 5.0
    press(game, pygame.K_p, text="p")
    clock.now = 500.0
    press(game, pygame.K_p, text="p")
    clock.now = 506.0
    for cell in ((8, 7), (8, 8)):
        click(game, cell)
    assert game.front.session.status == "won"
    assert game.statistics.last is not None and game.statistics.last.time_cs == 1000


def test_undo_after_a_loss_does_not_charge_the_loss_screen(game: MinesWindow, clock: Clock) -> None:
    """The issue's example: lost at 39.97 s, undone 14 s later, the timer said 54."""
    clock.now = 40.97
    click(game, (7, 8))
    assert game.front.session.status == "lost"
    clock.now = 54.97
    press(game, pygame.K_z, pygame.KMOD_CTRL)
    assert game.front.session.status == "playing"
    assert game.front.scene().seconds == 39 and game.front.session.elapsed_ms() == 39970


def test_sudoku_pauses_and_hides_its_digits(clock: Clock) -> None:
    pygame.init()
    app = sudoku_window(Options(game="sudoku", game_id="easy:s1"), clock=clock,
                    progress=still_progress())
    app.frame()
    app.frame()
    session = app.front.session
    assert session is not None and app.front.game is not None
    given = next((x, y) for y in range(9) for x in range(9) if app.front.game.is_given(x, y))
    blank = next((x, y) for y in range(9) for x in range(9) if not app.front.game.is_given(x, y))
    clock.now = 1.0
    click_at(app, app.front.layout.cell_centre(blank))
    press(app, pygame.K_0 + int(app.front.game.solution[blank[1] * 9 + blank[0]]))
    assert session.started_at_ms is not None
    clock.now = 3.0
    press(app, pygame.K_p, text="p")
    assert session.timer.paused
    x, y, size, _ = app.front.layout.cell_rect(given)
    ink = app.front.renderer.colours.given
    assert all(app.front.renderer.screen.get_at((x + i, y + j))[:3] != ink
               for i in range(size) for j in range(size))
    clock.now = 90.0
    post(pygame.WINDOWFOCUSLOST, window=None)  # already paused: stays so
    press(app, pygame.K_p, text="p")
    assert not session.timer.paused
    clock.now = 91.0
    assert session.elapsed_ms() == 3000


def test_a_tab_hidden_between_frames_charges_none_of_its_hidden_time(
        game: MinesWindow, clock: Clock) -> None:
    """A hidden browser tab runs no frames: the game hears of it only once the tab shows
    again, and the time since the last frame it drew is not played time."""
    clock.now = 2.0
    game.frame()
    post(pygame.WINDOWHIDDEN, window=None)
    post(pygame.WINDOWSHOWN, window=None)
    clock.now = 300.0
    game.frame()
    assert game.front.session.timer.paused and game.front.session.elapsed_ms() == 1000


def test_solve_plays_no_move_while_the_game_is_paused(game: MinesWindow, clock: Clock) -> None:
    press(game, pygame.K_l, text="l")
    assert game.front.solver.autoplay is not None
    post(pygame.WINDOWFOCUSLOST, window=None)
    game.frame()
    moves = list(game.front.session.moves)
    for step in range(1, 20):
        clock.now = 1.0 + step
        game.frame()
    assert game.panel is not None and game.front.session.moves == moves
    press(game, pygame.K_p, text="p")
    for step in range(20, 40):
        clock.now = 1.0 + step
        game.frame()
    assert len(game.front.session.moves) > len(moves)
