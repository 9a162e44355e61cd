"""Touch play: tap opens, long press flags, the flag-mode toggle, no double actions."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from front_helpers import MinesWindow, clocked_window, finger

from game.core.mines.board import Cell
from game.core.mines.game import MinesOptions
from game.gui.mines.front import LONG_PRESS_SECONDS
from game.gui.mines.render import FLAG_RED
from game.options import Options

Clock = list[float]


@pytest.fixture
def clock() -> Clock:
    return [10.0]


@pytest.fixture
def app(clock: Clock) -> Iterator[MinesWindow]:
    pygame.init()
    yield clocked_window(Options(seed=7, own=MinesOptions(no_guess=False)), clock)
    pygame.quit()


def mouse_copy(kind: int, pos: tuple[int, int]) -> None:
    """What SDL adds for a finger: the same press as a mouse event marked ``touch``."""
    pygame.event.post(pygame.event.Event(kind, button=1, pos=pos, touch=True))


def tap(app: MinesWindow, pos: tuple[int, int]) -> None:
    finger(app, pygame.FINGERDOWN, pos)
    mouse_copy(pygame.MOUSEBUTTONDOWN, pos)
    finger(app, pygame.FINGERUP, pos)
    mouse_copy(pygame.MOUSEBUTTONUP, pos)
    app.frame()


def moves(app: MinesWindow) -> list[str]:
    return [event.action for event in app.front.session.events if event.pointer is None]


def covered_cell(app: MinesWindow) -> Cell:
    return next((x, y) for y in range(9) for x in range(9) if app.front.board.view(x, y) == "#")


def test_a_tap_opens_once_even_with_sdls_mouse_copy(app: MinesWindow) -> None:
    tap(app, app.front.layout.cell_centre((4, 4)))
    assert app.front.board.status == "playing"
    assert moves(app) == ["O4,4"]


def test_a_tap_on_a_number_chords(app: MinesWindow) -> None:
    tap(app, app.front.layout.cell_centre((4, 4)))
    board = app.front.board
    number = next((x, y) for y in range(9) for x in range(9) if board.view(x, y) in "12345678")
    tap(app, app.front.layout.cell_centre(number))
    assert moves(app)[-1] == f"C{number[0]},{number[1]}"


def test_a_long_still_press_flags_and_the_release_does_nothing_more(app: MinesWindow,
                                                                     clock: Clock) -> None:
    tap(app, app.front.layout.cell_centre((4, 4)))
    cell = covered_cell(app)
    finger(app, pygame.FINGERDOWN, app.front.layout.cell_centre(cell))
    app.frame()
    assert app.front.scene().pressed == {cell}
    clock[0] += LONG_PRESS_SECONDS / 2
    app.frame()
    assert app.front.board.view(*cell) == "#"
    clock[0] += LONG_PRESS_SECONDS / 2 + 0.01
    app.frame()
    assert app.front.board.view(*cell) == "F"
    finger(app, pygame.FINGERUP, app.front.layout.cell_centre(cell))
    app.frame()
    assert app.front.board.view(*cell) == "F" and moves(app)[-1].startswith("F")


def test_a_finger_that_slides_away_neither_opens_nor_flags(app: MinesWindow, clock: Clock) -> None:
    start = app.front.layout.cell_centre((4, 4))
    finger(app, pygame.FINGERDOWN, start)
    finger(app, pygame.FINGERMOTION, (start[0] + 40, start[1]))
    app.frame()
    clock[0] += 1.0
    app.frame()
    finger(app, pygame.FINGERUP, (start[0] + 40, start[1]))
    app.frame()
    assert app.front.board.status == "ready" and moves(app) == []


def test_the_flag_toggle_makes_taps_flag(app: MinesWindow) -> None:
    tap(app, app.front.layout.cell_centre((4, 4)))
    toggle = app.front.layout.footer_toggle
    tap(app, (toggle[0] + 5, toggle[1] + 5))
    assert app.front.flag_mode
    corner = app.front.renderer.screen.get_at(toggle[:2])[:3]
    assert corner == app.theme.palette.shadow  # drawn pushed in: dark top-left edge
    cell = covered_cell(app)
    tap(app, app.front.layout.cell_centre(cell))
    assert app.front.board.view(*cell) == "F"
    tap(app, (toggle[0] + 5, toggle[1] + 5))
    assert not app.front.flag_mode
    assert app.front.renderer.screen.get_at(toggle[:2])[:3] == app.theme.palette.light


def toggle_colours(app: MinesWindow) -> set[tuple[int, int, int]]:
    x, y, width, height = app.front.layout.footer_toggle
    screen = app.front.renderer.screen
    return {tuple(screen.get_at((x + i, y + j)))[:3]  # type: ignore[misc]
            for i in range(3, width - 3) for j in range(3, height - 3)}


def test_flag_mode_on_is_pushed_in_and_filled_with_the_highlight(app: MinesWindow) -> None:
    palette = app.front.renderer.style.palette
    off = toggle_colours(app)
    assert palette.panel in off and FLAG_RED in off and palette.highlight not in off
    toggle = app.front.layout.footer_toggle
    tap(app, (toggle[0] + 5, toggle[1] + 5))
    on = toggle_colours(app)
    assert palette.highlight in on and palette.highlight_text in on  # the flag turns white
    assert palette.panel not in on and FLAG_RED not in on
    assert app.front.renderer.screen.get_at(toggle[:2])[:3] == palette.shadow  # and pushed in
