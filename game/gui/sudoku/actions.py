"""What Sudoku's menu items and keys do: puzzles, notes, undo, hints, statistics.

The commands object of :class:`~game.gui.sudoku.front.SudokuFront`, which holds the
session; every action here is named by a menu item or a key binding
(:mod:`game.ui.sudoku.keys`) and reached through :meth:`Window.activate`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.sudoku.grid import DIFFICULTIES, Difficulty
from game.core.sudoku.hint import HintError, next_hint
from game.i18n import _
from game.ui.sudoku.panels import sudoku_menu, sudoku_options_menu

if TYPE_CHECKING:
    from game.gui.sudoku.parts import SudokuParts

DIFFICULTY_NAMES: dict[str, Difficulty] = {name: name for name in DIFFICULTIES}


class SudokuCommands:
    """The named actions of Sudoku's front; the state they change is the front's."""

    def __init__(self, front: SudokuParts) -> None:
        self.front = front
        self.window = front.window

    def action_hint(self, argument: str = "") -> None:
        """Name the next logical step and light the cells that prove it; counts as aid."""
        front, window = self.front, self.window
        window.panel = None
        session, game = front.live_session, front.game
        if session is None or game is None or session.finished:
            return
        try:
            front.hint = next_hint(game.known())
        except HintError as error:
            window.notice = _("No hint: {reason}").format(reason=error)
            return
        session.note_hint()
        window.notice = _("Hint: {advice}").format(advice=front.hint.text)
        front.save_game()

    def action_notes(self, _: str = "") -> None:
        self.window.panel = None
        self.front.notes_mode = not self.front.notes_mode

    def action_undo(self, _: str = "") -> None:
        self.step_line(forward=False)

    def action_redo(self, _: str = "") -> None:
        self.step_line(forward=True)

    def step_line(self, *, forward: bool) -> None:
        """Redo, or undo, unless a puzzle is being made."""
        front = self.front
        self.window.panel = None
        session = front.live_session
        if session is None:
            return
        if forward:
            session.redo()
        else:
            session.undo()
        self.window.notice = ""
        front.hint = None
        front.save_game()

    def open_menu(self) -> None:
        front = self.front
        session = front.session
        self.window.panel = sudoku_menu(
            notes=front.notes_mode, game=front.name, difficulty=front.difficulty,
            can_undo=session is not None and session.can_undo,
            can_redo=session is not None and session.can_redo)

    def open_options(self) -> None:
        self.window.panel = sudoku_options_menu(self.window.settings, self.window.theme.label)

    def action_stats(self, difficulty: str = "") -> None:
        """The statistics of ``difficulty``, else of the puzzle played."""
        self.window.action_stats(difficulty or self.front.difficulty)
