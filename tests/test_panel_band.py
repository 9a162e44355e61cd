"""Every panel and dialog of both games, in windows from a phone's to a laptop's, sits
below the status bar (whose counters stay in view) or covers it whole, never cutting
through it, and stays within the window."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from front_helpers import mines_window, still_progress, sudoku_window

from game.core.mines.game import MinesOptions
from game.gui.window import Window
from game.options import Options
from game.ui.layout import Rect

LAPTOP, PHONE = (1366, 768), (390, 844)
SHARED = ["menu", "options", "open_id", "help", "about", "pause"]
PANELS = {"beginner": [*SHARED, "stats", "custom"], "expert": [*SHARED, "stats", "custom"],
          "sudoku": [*SHARED, "stats"]}


def open_game(name: str) -> Window[Any]:
    app: Window[Any]
    if name == "sudoku":
        app = sudoku_window(Options(game="sudoku", game_id="easy:s1"), progress=still_progress())
    else:
        board = (9, 9, 10) if name == "beginner" else (30, 16, 99)
        app = mines_window(Options(seed=7, own=MinesOptions(board=board, no_guess=False)),
                           progress=still_progress())
    app.frame()
    app.frame()  # Sudoku makes its puzzle on its second frame
    return app


def shown_rect(app: Window[Any]) -> Rect:
    """The open dialog's box, else the open panel's."""
    if app.dialog is not None:
        return app.dialog.rect
    assert app.panel is not None
    return app.panel.panel(app.chrome())


def placed_well(rect: Rect, bar: Rect, size: tuple[int, int]) -> bool:
    one, other = pygame.Rect(rect), pygame.Rect(bar)
    whole = pygame.Rect(0, 0, *size).contains(one)
    return whole and (not one.colliderect(other) or one.contains(other))


@pytest.mark.parametrize("screen", [LAPTOP, PHONE], indirect=True, ids=["laptop", "phone"])
@pytest.mark.parametrize("game", list(PANELS))
def test_no_panel_cuts_through_the_status_bar(screen: tuple[int, int], game: str) -> None:
    app = open_game(game)
    for action in PANELS[game]:
        app.panel = app.dialog = None
        app.activate(action)
        app.frame()
        layout = app.chrome()
        assert placed_well(shown_rect(app), layout.status_bar, layout.size), (action, layout.size)


@pytest.mark.parametrize("screen", [LAPTOP, PHONE], indirect=True, ids=["laptop", "phone"])
def test_a_dialog_moves_with_the_window_when_it_is_resized(screen: tuple[int, int]) -> None:
    app = open_game("beginner")
    app.activate("open_id")
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=900, h=700, size=(900, 700)))
    app.frame()
    layout = app.chrome()
    assert layout.size != open_game("beginner").chrome().size
    assert placed_well(shown_rect(app), layout.status_bar, layout.size)
    assert app.dialog is not None and abs(2 * app.dialog.rect[0] + app.dialog.rect[2]
                                          - layout.size[0]) <= 1
