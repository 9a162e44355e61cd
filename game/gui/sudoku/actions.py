"""What Sudoku's menu items and keys do: puzzles, notes, undo, hints, statistics.

Mixed into :class:`~game.gui.sudoku.window.SudokuApp`, which holds the session and the
window; every action here is named by a menu item or a key binding
(:mod:`game.ui.sudoku.keys`) and reached through :meth:`FrontBase.activate`.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.session import Session
from game.core.stats import SudokuRecord, SudokuStats
from game.core.sudoku.grid import DIFFICULTIES, Difficulty
from game.core.sudoku.hint import Hint, HintError, next_hint
from game.core.sudoku.play import SudokuGame
from game.core.sudoku.rules import SudokuPosition
from game.gui.front_base import Action
from game.gui.sudoku.input import SudokuInput
from game.i18n import _
from game.ui.help import Section, sudoku_sections
from game.ui.panels import sudoku_menu, sudoku_options_menu, sudoku_stats_panel

DIFFICULTY_NAMES: dict[str, Difficulty] = {name: name for name in DIFFICULTIES}


class SudokuActions(SudokuInput):
    """The named actions of Sudoku's window; the window supplies the state below."""

    session: Session[SudokuPosition] | None
    hint: Hint | None
    stats: SudokuStats
    last_record: SudokuRecord | None
    notes_mode: bool
    difficulty: Difficulty

    @property
    def game(self) -> SudokuGame | None:
        raise NotImplementedError

    @property
    def live_session(self) -> Session[SudokuPosition] | None:
        raise NotImplementedError

    def new_game(self, difficulty: Difficulty, *, seed: int | None = None) -> None:
        raise NotImplementedError

    def save_game(self) -> None:
        raise NotImplementedError

    def show_hint(self) -> None:
        """Name the next logical step and light the cells that prove it; counts as aid."""
        self.panel = None
        session, game = self.live_session, self.game
        if session is None or game is None or session.finished:
            return
        try:
            self.hint = next_hint(game.known())
        except HintError as error:
            self.notice = _("No hint: {reason}").format(reason=error)
            return
        session.note_hint()
        self.notice = _("Hint: {advice}").format(advice=self.hint.text)
        self.save_game()

    def toggle_notes(self) -> None:
        self.panel = None
        self.notes_mode = not self.notes_mode

    def step_line(self, *, forward: bool) -> None:
        """Redo, or undo, unless a puzzle is being made."""
        self.panel = None
        session = self.live_session
        if session is None:
            return
        if forward:
            session.redo()
        else:
            session.undo()
        self.notice = ""
        self.hint = None
        self.save_game()

    def open_menu(self) -> None:
        session = self.session
        self.panel = sudoku_menu(
            notes=self.notes_mode, game=self.game_name, difficulty=self.difficulty,
            can_undo=session is not None and session.can_undo,
            can_redo=session is not None and session.can_redo)

    def open_options(self) -> None:
        self.panel = sudoku_options_menu(self.settings, self.theme.label)

    def help_sections(self) -> Sequence[Section]:
        return sudoku_sections(self.bindings)

    def clock_session(self) -> Session[SudokuPosition] | None:
        return self.live_session

    def own_actions(self) -> dict[str, Action]:
        return {
            "difficulty": lambda name: self.new_game(DIFFICULTY_NAMES[name]),
            "new_game": lambda _: self.new_game(self.difficulty),
            "undo": lambda _: self.step_line(forward=False),
            "redo": lambda _: self.step_line(forward=True),
            "notes": lambda _: self.toggle_notes(),
            "digit": lambda digit: self.enter_digit(int(digit)),
            "note": lambda digit: self.enter_digit(int(digit), note=True),
            "erase": lambda _: self.erase(),
            "hint": lambda _: self.show_hint(),
            "stats": self._show_stats,
        }

    def _show_stats(self, difficulty: str = "") -> None:
        """The statistics of ``difficulty``, else of the puzzle played."""
        self.panel = sudoku_stats_panel(self.stats, difficulty or self.difficulty,
                                        self.last_record)
