"""The shell: which front a shared link opens, and panels that leave nothing behind."""

from __future__ import annotations

from typing import Any

import pygame
from front_helpers import press

from game.core.storage import MemoryStore, Progress
from game.gui.shell import first_front_name, query_options
from game.options import NO_OPTIONS


def test_a_shared_link_opens_the_game_its_id_names() -> None:
    assert query_options(None) == NO_OPTIONS
    sudoku = query_options("easy:s12")
    assert sudoku.game == "sudoku" and sudoku.game_id == "easy:s12"
    mines = query_options("9x9n10q:s5")
    assert mines.game is None and mines.game_id == "9x9n10q:s5"
    broken = query_options("not an id")
    assert broken.game is None and broken.game_id == "not an id"  # Minesweeper says why
    progress = Progress(MemoryStore())
    assert first_front_name(sudoku, progress) == "sudoku"
    assert first_front_name(mines, progress) == "mines"


def test_a_smaller_panel_replacing_a_bigger_one_leaves_none_of_it(app: Any) -> None:
    press(app, pygame.K_m)
    menu = app.panel.panel(app.layout)
    press(app, pygame.K_o)  # Options: a shorter panel in its place
    assert app.panel.panel(app.layout)[3] < menu[3]
    shown = pygame.image.tobytes(app.renderer.screen, "RGB")
    app.renderer.invalidate()
    app.frame()
    assert pygame.image.tobytes(app.renderer.screen, "RGB") == shown
    press(app, pygame.K_ESCAPE)
    closed = pygame.image.tobytes(app.renderer.screen, "RGB")
    app.renderer.invalidate()
    app.frame()
    assert pygame.image.tobytes(app.renderer.screen, "RGB") == closed
