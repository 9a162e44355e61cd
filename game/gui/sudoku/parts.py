"""What Sudoku's collaborators (input, commands, picture) see of the front that holds them,
and the puzzle being made (:class:`Loading`), part of its state.

A protocol, so their modules need not import the front's (which imports them):
:class:`~game.gui.sudoku.front.SudokuFront` meets it, as mypy checks where it builds them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from game.core.cells import Cell
from game.core.session import Session
from game.core.sudoku.grid import Difficulty
from game.core.sudoku.hint import Hint
from game.core.sudoku.play import SudokuGame, SudokuPosition
from game.gui.window import Window
from game.ui.sudoku.layout import SudokuLayout


@dataclass
class Loading:
    """A session being made; ``shown`` once a frame has said so on screen."""

    message: str
    make: Callable[[], Session[SudokuPosition]]
    shown: bool = False


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
    title: str  # the puzzle's difficulty (or grade) as the footer names it

    @property
    def loading(self) -> Loading | None:
        """A puzzle being made: the grid takes no selection meanwhile."""
        ...

    @property
    def game(self) -> SudokuGame | None: ...

    @property
    def live_session(self) -> Session[SudokuPosition] | None: ...

    def new_game(self, difficulty: Difficulty, *, seed: int | None = None) -> None: ...

    def load(self, message: str, make: Callable[[], Session[SudokuPosition]]) -> None: ...

    def adopt_difficulty(self, name: str) -> None: ...

    def enter_digit(self, digit: int, *, note: bool = False) -> None: ...

    def erase(self) -> None: ...

    def save_game(self) -> None: ...

    def open_menu(self) -> None: ...
