"""Where Sudoku's first puzzle comes from when its window opens: a shared game ID, a seed,
else the saved game in progress (as hard as the command line asked), else a new one.

The saving object of :class:`~game.gui.sudoku.front.SudokuFront`, which saves after every
change.  Opening a puzzle can take a while, so each is made on the frame after the one
that says so (:class:`~game.gui.sudoku.parts.Loading`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.session import GameIdError, Session
from game.core.storage import GAME as MINES_GAME
from game.core.storage import NAMES
from game.core.sudoku.grid import Difficulty
from game.core.sudoku.play import SUDOKU, SudokuPosition, sudoku_session
from game.i18n import _
from game.options import Options

if TYPE_CHECKING:
    from game.gui.sudoku.parts import SudokuParts

GAME = "sudoku_game"  # the saved game in progress; settings are shared with Minesweeper


class SudokuSaving:
    """The front's first session; ``asked``: the difficulty the command line asked for,
    which wins over the game in progress."""

    def __init__(self, front: SudokuParts, asked: Difficulty | None) -> None:
        self.front = front
        self.window = front.window
        self.asked = asked

    def first_session(self, options: Options) -> None:
        game_id = options.game_id
        if game_id:
            self.front.load(_("Opening the shared puzzle…"), lambda: self._shared(game_id))
        elif options.seed is not None:
            self.front.new_game(self.front.difficulty, seed=options.seed)
        else:
            self.front.load(_("Opening the game in progress…"), self._resumed)

    def _shared(self, game_id: str) -> Session[SudokuPosition]:
        try:
            return Session(SUDOKU, game_id, clock=self.window.clock)
        except GameIdError as error:
            self.window.notice = _("Bad game ID: {reason}").format(reason=error)
            return sudoku_session(self.front.difficulty, clock=self.window.clock)

    def _resumed(self) -> Session[SudokuPosition]:
        """The saved game if it is still going (and as hard as the command line asked),
        else a new one as hard as asked, or as the saved one."""
        self.window.progress.names[GAME] = NAMES[MINES_GAME]  # as the player calls it
        saved = self.window.progress.load(GAME, self._parse_save)
        self.window.show_problems()
        wanted = saved is not None and self.asked in (None, saved.position.difficulty)
        if saved is not None and wanted and not saved.finished:
            return saved
        if saved is not None and self.asked is None:
            self.front.adopt_difficulty(saved.position.difficulty)
        return sudoku_session(self.front.difficulty, clock=self.window.clock)

    def _parse_save(self, text: str) -> Session[SudokuPosition]:
        return Session.load(text, SUDOKU, clock=self.window.clock)
