"""How the pointer and a finger act on Sudoku's window: the grid, the number row, the buttons.

The input object of :class:`~game.gui.sudoku.front.SudokuFront`; keys arrive through the
bindings (:mod:`game.ui.sudoku.keys`), and a finger acts as the left button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.sudoku.grid import SIDE
from game.gui.routing import LEFT
from game.gui.window import TapInput
from game.ui.input import Pos, step_cursor

if TYPE_CHECKING:
    from game.gui.sudoku.parts import SudokuParts


class SudokuInput(TapInput):
    """The pointer hooks of Sudoku's front (the window has offered a press to its dialog,
    panel and shared buttons first); the state they change is the front's."""

    def __init__(self, front: SudokuParts) -> None:
        self.front = front
        self.window = front.window

    def button_down(self, button: int, pos: Pos) -> None:
        if button != LEFT:
            return
        front, window = self.front, self.window
        layout = front.layout
        digit, cell, action = layout.key_at(pos), layout.cell_at(pos), layout.action_at(pos)
        if action is not None:  # undo, erase, notes or hint: the action row's buttons
            window.activate(action)
        elif digit is not None:
            front.enter_digit(digit)
        elif cell is not None and front.loading is None:
            front.selected = cell

    def action_cursor(self, step: str) -> None:
        """An arrow key: ``step`` is like ``"-1,0"``."""
        self.front.selected = step_cursor(self.front.selected, step, SIDE, SIDE)
