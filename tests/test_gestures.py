"""Input, once: the window decides what a finger means for every game (issue 34).

A finger that moves past the slop scrolls the open panel (and a flick glides on) and
never activates on lift; a still finger taps on lift, lighting nothing; presses go to the
dialog, then the panel, then the bars' shared buttons, then the game's front.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from front_helpers import mines_window, still_progress, sudoku_window, touch_page

from game import registry
from game.core.mines.game import MinesOptions
from game.gui.window import Window
from game.options import Options
from game.ui.gestures import TAP_SLOP, FingerPress, Glide, RowScroll
from game.ui.menu import Menu

SMALL_PHONE = (360, 560)  # every long panel scrolls here


@pytest.fixture
def phone(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    with touch_page(monkeypatch, SMALL_PHONE):
        yield


class Clock:
    """A clock the test moves, so a flick's speed is what the test says."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def opened(make: Any, options: Options, clock: Clock) -> Window[Any]:
    app: Window[Any] = make(options, clock=clock, progress=still_progress())
    app.frame()
    app.frame()
    return app


def mines(clock: Clock) -> Window[Any]:
    return opened(mines_window, Options(seed=5, own=MinesOptions(no_guess=False)), clock)


def sudoku(clock: Clock) -> Window[Any]:
    return opened(sudoku_window, Options(game="sudoku", game_id="easy:s1"), clock)


def touch(app: Window[Any], kind: int, pos: tuple[float, float]) -> None:
    width, height = app.chrome().size
    pygame.event.post(pygame.event.Event(kind, touch_id=1, finger_id=0, x=pos[0] / width,
                                         y=pos[1] / height, dx=0.0, dy=0.0, pressure=1.0))
    app.frame()


def flick(app: Window[Any], clock: Clock, start: tuple[int, int], rise: int) -> None:
    """Eight moves in 130 ms, ``rise`` pixels up the screen, and the finger lifted."""
    touch(app, pygame.FINGERDOWN, start)
    for step in range(1, 9):
        clock.now += 0.130 / 8
        touch(app, pygame.FINGERMOTION, (start[0], start[1] - rise * step / 8))
    touch(app, pygame.FINGERUP, (start[0], start[1] - rise))


def row_centre(app: Window[Any], index: int) -> tuple[int, int]:
    assert app.panel is not None
    x, y, width, height = app.panel.item_rect(app.chrome(), index)
    return x + width // 2, y + height // 2


def menu_row(app: Window[Any], action: str) -> tuple[Menu, int]:
    """The menu, opened, and its row in view that does ``action``."""
    app.activate("menu")
    app.frame()
    menu = app.panel
    assert menu is not None
    return menu, next(i for i in menu.visible(app.chrome()) if menu.items[i].action == action)


def middle_row(app: Window[Any]) -> int:
    """A row that acts, in the middle of what shows: a flick starts on it."""
    assert app.panel is not None
    shown = app.panel.visible(app.chrome())
    acting = [i for i in shown if app.panel.items[i].acts] or list(shown)
    return acting[len(acting) // 2]


PANELS = [(entry.name, action) for entry in registry.GAMES
          for action in ("menu", "options", "help", "stats")]


def game_named(name: str, clock: Clock) -> Window[Any]:
    """The registry's game in the window, as the shell opens it."""
    return opened(lambda options, **kept: Window(registry.find(name).front, options, **kept),
                  Options(game=name, seed=5), clock)


@pytest.mark.parametrize(("game", "action"), PANELS)
def test_a_flick_on_a_panel_scrolls_it_if_it_is_long_and_fires_nothing(
        phone: None, game: str, action: str) -> None:
    clock = Clock()
    app = game_named(game, clock)
    app.activate(action)
    app.frame()
    panel = app.panel
    assert panel is not None
    long = panel.scrolls(app.chrome())
    # the first game's help and menu are long on this phone, so the flick has rows to
    # scroll; another game's may fit (Sudoku's window, taller than this phone, holds its
    # menu whole)
    assert long or action not in ("menu", "help") or game != registry.default().name, \
        "the menu and help are long on this phone"
    game_id, moves = app.front.current_game_id(), len(app.front.clock_session().moves)
    flick(app, clock, row_centre(app, middle_row(app)), rise=160)
    assert app.panel is panel and app.dialog is None  # nothing chosen, nothing closed
    assert app.front.current_game_id() == game_id
    assert len(app.front.clock_session().moves) == moves
    at_lift = panel.top
    assert at_lift > 0 or not long
    for _ in range(20):  # the flick glides on, slowing to a stop
        clock.now += 1 / 60
        app.frame()
    assert panel.top >= at_lift and app.panel is panel and panel.highlighted is None


def test_a_slow_drag_scrolls_a_row_at_a_time_and_a_still_finger_taps_on_lift(
        phone: None) -> None:
    clock = Clock()
    app = mines(clock)
    app.activate("help")
    app.frame()
    panel = app.panel
    assert panel is not None
    start = row_centre(app, middle_row(app))
    row = panel.item_rect(app.chrome(), panel.top)[3]
    touch(app, pygame.FINGERDOWN, start)
    for step in range(1, 4 * row + 1, 2):  # slowly: a second for every two pixels
        clock.now += 1.0
        touch(app, pygame.FINGERMOTION, (start[0], start[1] - step))
    touch(app, pygame.FINGERUP, (start[0], start[1] - 4 * row))
    assert panel.top in (3, 4, 5) and app.panel is panel
    clock.now += 1.0
    app.frame()
    assert panel.top in (3, 4, 5)  # a finger that stopped leaves no glide
    app.panel = None
    menu, index = menu_row(app, "custom")
    touch(app, pygame.FINGERDOWN, row_centre(app, index))
    assert app.panel is menu and app.dialog is None  # not on the way down
    touch(app, pygame.FINGERUP, row_centre(app, index))
    assert app.dialog is not None


def test_a_finger_that_drifts_less_than_the_slop_still_taps(phone: None) -> None:
    app = mines(Clock())
    _, index = menu_row(app, "custom")
    x, y = row_centre(app, index)
    touch(app, pygame.FINGERDOWN, (x, y))
    touch(app, pygame.FINGERMOTION, (x + TAP_SLOP - 2, y + TAP_SLOP - 2))
    touch(app, pygame.FINGERUP, (x + TAP_SLOP - 2, y + TAP_SLOP - 2))
    assert app.dialog is not None


@pytest.mark.parametrize("game", [entry.name for entry in registry.GAMES])
def test_no_row_stays_lit_after_a_tap_in_any_panel(phone: None, game: str) -> None:
    clock = Clock()
    app = game_named(game, clock)
    app.activate("options")
    app.frame()
    for _ in range(3):  # switches that reopen the panel under the finger
        options = app.panel
        assert options is not None
        index = next(i for i in options.visible(app.chrome())
                     if options.items[i].action.startswith(("language", "sound", "animations")))
        pos = row_centre(app, index)
        touch(app, pygame.FINGERDOWN, pos)
        touch(app, pygame.FINGERUP, pos)
        assert app.panel is not None and app.panel.highlighted is None


def test_a_flick_on_the_board_of_a_playing_game_opens_nothing(phone: None) -> None:
    clock = Clock()
    app = mines(clock)
    layout = app.front.layout
    start = layout.cell_centre((4, 4))
    flick(app, clock, start, rise=60)
    assert app.front.board.status == "ready" and not app.front.session.moves


def test_a_press_over_an_open_panel_never_reaches_the_game(phone: None) -> None:
    """Sudoku's keypad lies under the menu: a tap there is the panel's, not a digit."""
    clock = Clock()
    app = sudoku(clock)
    front = app.front
    game = front.session.position.game
    front.selected = next((x, y) for y in range(9) for x in range(9)
                          if not game.is_given(x, y))
    app.activate("menu")
    app.frame()
    key = front.layout.key_rect(1)
    pos = key[0] + key[2] // 2, key[1] + key[3] // 2
    moves = len(front.clock_session().moves)
    touch(app, pygame.FINGERDOWN, pos)
    touch(app, pygame.FINGERUP, pos)
    assert len(front.clock_session().moves) == moves


def test_finger_press_geometry() -> None:
    press = FingerPress(0, (100, 100), 0.0)
    assert press.move((100 + TAP_SLOP, 100 - TAP_SLOP), 0.01) == 0 and not press.moved
    assert press.move((100, 100 - TAP_SLOP - 1), 0.02) == -(TAP_SLOP + 1) and press.moved
    assert press.move((100, 60), 0.03) == 60 - (100 - TAP_SLOP - 1)
    assert press.velocity(0.03) < -1000  # fast, up the screen
    assert press.velocity(1.0) == 0.0  # held still before it was lifted


def test_a_glide_slows_to_a_stop_and_rows_keep_their_remainder() -> None:
    glide = Glide(-2000.0, 0.0)
    steps = [glide.step(t / 60) for t in range(1, 120)]
    assert all(step < 0 for step in steps) and abs(steps[0]) > abs(steps[-1])
    assert glide.stopped
    assert sum(steps) == pytest.approx(-2000 * 0.2 / 0.6931, rel=0.05)
    rows = RowScroll(44)
    assert [rows.rows(-20), rows.rows(-20), rows.rows(-20)] == [0, 0, 1]
    assert rows.rows(100) == -1  # -16 px left over, then 84: one row
