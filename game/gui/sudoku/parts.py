"""What Sudoku's collaborators (input, commands) see of the front that holds them.

A protocol, so their modules need not import the front's (which imports them):
:class:`~game.gui.sudoku.front.SudokuFront` meets it, as mypy checks where it builds them.
"""

from __future__ import annotations

from typing import Any, Protocol

from game.core.cells import Cell
from game.core.session import Session
from game.core.sudoku.grid import Difficulty
from game.core.sudoku.hint import Hint
from game.core.sudoku.play import SudokuGame, SudokuPosition
from game.gui.window import Window
from game.ui.sudoku.layout import SudokuLayout


class SudokuParts(Protocol):
    """Sudoku's front as its collaborators use it."""

    window: Window[Any]
    name: str
    layout: SudokuLayout
    session: Session[SudokuPosition] | None
    selected: Cell | None
    notes_mode: bool
    hint: Hint | None  # on show until the next move
    hint_step: int  # the step of it on show
    difficulty: Difficulty

    @property
    def loading(self) -> object | None:
        """A puzzle being made: the grid takes no selection meanwhile."""
        ...

    @property
    def game(self) -> SudokuGame | None: ...

    @property
    def live_session(self) -> Session[SudokuPosition] | None: ...

    def new_game(self, difficulty: Difficulty, *, seed: int | None = None) -> None: ...

    def enter_digit(self, digit: int, *, note: bool = False) -> None: ...

    def erase(self) -> None: ...

    def save_game(self) -> None: ...

    def open_menu(self) -> None: ...
