"""What Sudoku's menu items and keys do: puzzles, digits, notes, undo, hints, statistics.

The commands object of :class:`~game.gui.sudoku.front.SudokuFront`, which holds the
session; every action here is named by a menu item or a key binding
(:mod:`game.ui.sudoku.keys`) and reached through :meth:`Window.activate`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.sudoku.grid import DIFFICULTIES, Difficulty
from game.core.sudoku.hint import HintError, next_hint, step_text
from game.gui import host
from game.gui.sudoku.render import BoardNames
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

    def action_difficulty(self, name: str) -> None:
        self.front.new_game(DIFFICULTY_NAMES[name])

    def action_digit(self, digit: str) -> None:
        self.front.enter_digit(int(digit))

    def action_note(self, digit: str) -> None:
        self.front.enter_digit(int(digit), note=True)

    def action_erase(self, _: str = "") -> None:
        self.front.erase()

    def action_hint(self, argument: str = "") -> None:
        """Name the next logical step and outline the cells it speaks of; counts as aid.
        While a hint that takes several steps is on show, its next step, one at a time: each
        step's cells are outlined alone, so its words name only what is outlined."""
        front, window = self.front, self.window
        window.panel = None
        if front.hint is not None and front.hint_step < len(front.hint.steps) - 1:
            front.hint_step += 1  # the same hint, further on: not another one
            window.notice = self.hint_words()
            return
        session, game = front.live_session, front.game
        if session is None or game is None or session.finished:
            return
        try:
            front.hint, front.hint_step = next_hint(game.known()), 0
        except HintError as error:
            window.notice = _("No hint: {reason}").format(reason=error)
            return
        session.note_hint()
        window.notice = self.hint_words()
        front.save_game()

    def hint_words(self) -> str:
        """The step on show, its cells named as the board outlines them."""
        hint, index = self.front.hint, self.front.hint_step
        assert hint is not None
        advice = step_text(hint.steps[index], BoardNames(hint.marks(index)))
        count = len(hint.steps)
        if count == 1:
            return _("Hint: {advice}").format(advice=advice)
        if index + 1 < count:
            return _("Hint {step} of {steps}: {advice}; ? shows the next step").format(
                step=index + 1, steps=count, advice=advice)
        return _("Hint {step} of {steps}: {advice}").format(
            step=index + 1, steps=count, advice=advice)

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
        changed = session.redo() if forward else session.undo()
        self.window.notice = ""
        front.hint = None
        if changed:  # nothing to take back or bring again: nothing to write
            front.save_game()

    def open_menu(self) -> None:
        front = self.front
        session = front.session
        self.window.panel = sudoku_menu(
            notes=front.notes_mode, game=front.name, difficulty=front.difficulty,
            can_undo=session is not None and session.can_undo,
            can_redo=session is not None and session.can_redo)

    def open_options(self) -> None:
        self.window.panel = sudoku_options_menu(self.window.settings, self.window.theme.label,
                                                host.fullscreen_state())

    def action_stats(self, difficulty: str = "") -> None:
        """The statistics of ``difficulty``, else of the puzzle played."""
        self.window.action_stats(difficulty or self.front.difficulty)
