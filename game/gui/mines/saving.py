"""Where Minesweeper's game comes from when its window opens, and where it is kept.

The saving object of :class:`~game.gui.mines.front.MinesFront`: a game ID or seed the
command line gave wins, else the saved game in progress comes back; every change is saved
at once, and a game being played about once a second for its timer, so a reload, a tab
closed or a crash loses nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.mines.game import MINES, MinesGame, MinesOptions
from game.core.mines.replays.link import is_link
from game.core.session import GameIdError, Session
from game.core.storage import GAME
from game.gui.mines.daily import MinesDaily
from game.i18n import _
from game.options import Options

if TYPE_CHECKING:
    from game.gui.mines.parts import MinesParts

SAVE_EVERY = 1.0  # seconds between saves of a game in progress, for its timer


class MinesSaving:
    """The front's game saved and brought back; ``daily`` knows whether it is the daily's."""

    def __init__(self, front: MinesParts, daily: MinesDaily) -> None:
        self.front = front
        self.window = front.window
        self.daily = daily
        self._saved_at = 0.0

    def first_session(self, options: Options, asked: MinesOptions) -> None:
        """A shared board if asked for, else the saved game in progress (unless the command
        line chose a seed, or another board or mode), else a new one."""
        front, window = self.front, self.window
        game_id, seed = options.game_id, options.seed
        if game_id is not None and is_link(game_id):  # watched once the game is in place
            game_id = None
        saved = None if game_id or seed is not None else window.progress.load(
            GAME, self._parse_save)
        chosen = asked.board is not None or asked.no_guess is not None
        if saved is not None and chosen and saved.position.params != front.params:
            saved = None  # the command line asked for another board: it wins
        if game_id:
            try:
                front.load_game(game_id)
            except GameIdError as error:
                front.new_game(seed=seed)
                window.notice = _("Bad game ID: {reason}").format(reason=error)
        elif saved is not None and not saved.finished:
            front.start_session(saved)
            self.daily.resume_daily()
        else:
            front.new_game(seed=seed)
        window.show_problems()

    def _parse_save(self, text: str) -> Session[MinesGame]:
        return Session.load(text, MINES, clock=self.window.clock)

    def save_position(self) -> None:
        """After every change, so a reload or a crash loses nothing."""
        self.window.progress.save(GAME, self.front.session.save())
        self._saved_at = self.window.clock()

    def save_while_playing(self) -> None:
        """A tab closes without warning: keep the saved timer within a second."""
        if self.front.session.status == "playing" and \
                self.window.clock() - self._saved_at >= SAVE_EVERY:
            self.save_position()
