"""A new board never inherits UI state that points at cells of the old one (issue 12, item 1).

On Expert, the mouse resting on a cell past the ninth column, a finger held there, or a
press on the custom dialog's Start button that lies over such a cell, then a smaller board:
the next frame used to index outside it and crash.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from front_helpers import LEFT, MinesWindow, clocked_window, finger, press

from game.core.mines.board import Board
from game.core.mines.game import MinesOptions
from game.core.mines.game_id import PRESETS
from game.gui.mines.front import LONG_PRESS_SECONDS
from game.gui.mines.render import Scene
from game.options import Options
from game.ui.mines.pointer import Pointer

FAR = (25, 14)  # a cell an Expert board has and a Beginner one does not


@pytest.fixture
def clock() -> list[float]:
    return [100.0]


@pytest.fixture
def expert(clock: list[float]) -> Iterator[MinesWindow]:
    pygame.init()
    yield clocked_window(Options(seed=3, own=MinesOptions(board=PRESETS["expert"],
                                                          no_guess=False)), clock)
    pygame.quit()


def test_the_mouse_resting_on_a_far_cell_then_a_smaller_board(expert: MinesWindow) -> None:
    pos = expert.front.layout.cell_centre(FAR)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    expert.frame()
    assert expert.front.hover == FAR
    press(expert, pygame.K_1)  # Beginner
    assert (expert.front.board.width, expert.front.board.height) == (9, 9)
    assert expert.front.hover is None or expert.front.board.in_bounds(*expert.front.hover)
    expert.frame()


def test_a_finger_held_on_a_far_cell_then_a_smaller_board(expert: MinesWindow,
                                                          clock: list[float]) -> None:
    finger(expert, pygame.FINGERDOWN, expert.front.layout.cell_centre(FAR))
    expert.frame()
    press(expert, pygame.K_1)
    clock[0] += LONG_PRESS_SECONDS + 0.1  # the long press would flag the old cell
    expert.frame()
    finger(expert, pygame.FINGERUP, (5, 5))
    expert.frame()
    assert expert.front.session.moves == []  # the old finger plays nothing on the new board


def custom_nine_by_nine(clock: list[float]) -> tuple[MinesWindow, tuple[int, int]]:
    """A 30x24 board with the custom dialog filled in for 9x9, and where its Start is."""
    pygame.init()
    game = clocked_window(Options(seed=3, own=MinesOptions(board=(30, 24, 99), no_guess=False)),
                          clock)
    press(game, pygame.K_4)
    for digits in ("9", "9", "10"):
        for char in digits:
            press(game, ord(char), text=char)
        press(game, pygame.K_TAB)
    assert game.dialog is not None and game.dialog.form.numbers() == (9, 9, 10)
    start = game.dialog.action_button("start")
    pos = (start[0] + start[2] // 2, start[1] + start[3] // 2)
    assert game.front.layout.cell_at(pos) is not None  # Start lies over a cell of the big board
    return game, pos


def test_holding_the_custom_dialogs_start_over_a_far_cell(clock: list[float]) -> None:
    game, start = custom_nine_by_nine(clock)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=LEFT, pos=start))
    game.frame()  # the button is held down: the new board is already on screen
    assert (game.front.board.width, game.front.board.height) == (9, 9)
    clock[0] += LONG_PRESS_SECONDS
    game.frame()
    pygame.quit()


def test_a_finger_on_the_custom_dialog_presses_its_button_not_the_board(
        clock: list[float]) -> None:
    game, start = custom_nine_by_nine(clock)
    finger(game, pygame.FINGERDOWN, start)
    game.frame()
    clock[0] += LONG_PRESS_SECONDS + 0.1  # held: it must not flag the cell under the dialog
    game.frame()
    finger(game, pygame.FINGERUP, start)
    game.frame()
    assert (game.front.board.width, game.front.board.height) == (9, 9)
    assert game.front.session.moves == []
    pygame.quit()


def test_the_renderer_and_pointer_ignore_cells_off_the_board(app: MinesWindow) -> None:
    """The second line of defence: a stale cell draws nothing and presses nothing."""
    board = Board(9, 9, 10, seed=1)
    pointer = Pointer()
    pointer.press(LEFT, FAR)
    assert pointer.pressed_cells(FAR, board) == set()
    pointer.press(3, FAR)  # both buttons: a chord preview around a cell off the board
    assert pointer.pressed_cells(FAR, board) == set()
    scene = Scene(board=app.front.board, hover=FAR, cursor=(9, 0), pressed={FAR}, hints={(0, 9)})
    app.front.renderer.draw(scene)
