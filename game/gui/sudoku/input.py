"""How the pointer and a finger act on Sudoku's window: the grid, the number row, the buttons.

Mixed into :class:`~game.gui.sudoku.window.SudokuApp`; keys arrive through the bindings
(:mod:`game.ui.sudoku.keys`), and a finger acts as the left button.
"""

from __future__ import annotations

from game.core.cells import Cell
from game.core.sudoku.grid import SIDE
from game.gui.front_base import LEFT, FrontBase
from game.ui.input import Pos, step_cursor
from game.ui.layout import contains
from game.ui.sudoku.layout import SudokuLayout


class SudokuInput(FrontBase):
    """The pointer hooks of Sudoku's window; the window supplies the state below."""

    layout: SudokuLayout
    selected: Cell | None
    loading: object | None  # a puzzle being made: the grid takes no selection meanwhile

    def toggle_notes(self) -> None:
        raise NotImplementedError

    def erase(self) -> None:
        raise NotImplementedError

    def enter_digit(self, digit: int, *, note: bool = False) -> None:
        raise NotImplementedError

    def show_hint(self) -> None:
        raise NotImplementedError

    def button_down(self, button: int, pos: Pos) -> None:
        if button != LEFT:
            return
        layout = self.layout
        digit, cell = layout.key_at(pos), layout.cell_at(pos)
        if self.dialog is not None:
            self.dialog_done(self.dialog.click(pos))
        elif self.panel is not None:
            self.panel_click(pos)
        elif self.press_face(button, pos):
            return
        elif contains(layout.menu_button, pos):
            self.open_menu()
        elif contains(layout.notes_toggle, pos):
            self.toggle_notes()
        elif contains(layout.erase_button, pos):
            self.erase()
        elif contains(layout.hint_button, pos):
            self.show_hint()
        elif digit is not None:
            self.enter_digit(digit)
        elif cell is not None and self.loading is None:
            self.selected = cell

    def button_up(self, button: int, pos: Pos) -> None:
        if button == LEFT:
            self.release_face(pos)

    def move_cursor(self, step: str) -> None:
        self.selected = step_cursor(self.selected, step, SIDE, SIDE)
