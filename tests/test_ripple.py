"""The reveal ripple: drawing catches up with the game, input never waits for it."""

from __future__ import annotations

import math

import pygame
from front_helpers import click, mines_window
from session_helpers import FakeClock

from game.core.mines.game import MinesOptions
from game.core.storage import MemoryStore, Progress
from game.options import Options
from game.ui.mines.ripple import LONGEST, MOST_CELLS, Ripple


def test_a_ripple_reaches_near_cells_first_and_every_cell_in_time() -> None:
    cells = [(x, y) for x in range(20) for y in range(20)]
    ripple = Ripple.spread((0, 0), cells, now=10.0)
    assert ripple is not None
    assert (0, 0) not in ripple.waiting(10.0) and (19, 19) in ripple.waiting(10.0)
    halfway = ripple.waiting(10.0 + LONGEST / 2)
    assert all(math.dist((0, 0), cell) > math.dist((0, 0), (5, 5)) for cell in halfway)
    assert ripple.waiting(10.0 + LONGEST) == set() and ripple.done(10.0 + LONGEST)


def test_tiny_and_huge_changes_appear_at_once() -> None:
    assert Ripple.spread((0, 0), [(0, 0)], now=0.0) is None
    huge = [(x, 0) for x in range(MOST_CELLS + 1)]
    assert Ripple.spread((0, 0), huge, now=0.0) is None


def test_the_board_is_open_at_once_while_its_drawing_ripples_out() -> None:
    pygame.init()
    clock = FakeClock()
    app = mines_window(Options(seed=7, own=MinesOptions(no_guess=False)), clock=clock,
                       progress=Progress(MemoryStore()))
    click(app, (4, 4))
    assert app.front.board.status == "playing"
    opened = [(x, y) for y in range(9) for x in range(9) if app.front.board.view(x, y) != "#"]
    far = max(opened, key=lambda cell: math.dist(cell, (4, 4)))
    x, y, size, _ = app.front.layout.cell_rect(far)
    middle = (x + size // 2, y + size // 2)
    covered = app.front.renderer.tiles["covered"].get_at((size // 2, size // 2))
    assert app.front.renderer.screen.get_at(middle) == covered  # not reached yet
    clock.now += LONGEST + 0.01
    app.frame()
    assert app.front.renderer.screen.get_at(middle) != covered
    assert app.front.animation.ripple is None
    pygame.quit()
