"""Minesweeper as a session position and its rules, for :mod:`game.core.session`.

A game joins by giving the session a :class:`~game.core.session.Position` (state rebuilt
from an ID and move texts) and a :class:`~game.core.session.Rules` under a name; saves name
their game, so :func:`game.registry.load_session` finds the rules to replay them with.
What a new game is made from: :class:`MinesOptions`, what the command line asked for, laid
over the board the player's settings remember (:data:`MINES_SETTINGS`).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from typing import Self

from game.core.cells import Cell, CellSet, fresh_seed
from game.core.mines.board import MINE, Board, random_layout
from game.core.mines.game_id import PRESETS, MinesId, MinesParams
from game.core.mines.generate import no_guess_layout
from game.core.mines.moves import Move
from game.core.mines.rows import positions
from game.core.session import Clock, Session
from game.core.settings import SettingsSection
from game.i18n import N_

DEFAULT_PARAMS = MinesParams(*PRESETS["beginner"], no_guess=True)
# the board a new game gets; files from before sections kept it at their top level
MINES_SETTINGS = SettingsSection("mines", replace(DEFAULT_PARAMS, question_marks=True),
                                 MinesParams.parse, MinesParams.text, older_key="params",
                                 label=N_("Board"))


class MinesGame:
    """Minesweeper as a session position: the board plus what its game IDs need."""

    # The first opening is always safe, and on a no-guess board the layout is solvable
    # from it: so it is never undone, like a deal (see ``Position``).
    dealt_by_first_move = True

    def __init__(self, origin: MinesId) -> None:
        self.origin = origin
        self.params = origin.params
        self.board = _board_for(origin)
        self.start: Cell | None = None  # the cell whose opening started the game
        self._base_id = origin.text()
        self._seeded = origin.seed is not None  # until the layout replaces the seed
        self._id: tuple[Cell | None, str] | None = None  # the game ID, by the start it names
        if origin.start is not None:
            self.play(Move("O", *origin.start).text())

    @property
    def status(self) -> str:
        return self.board.status

    @property
    def cell_count(self) -> int:
        return self.params.cell_count

    def play(self, move: str) -> CellSet:
        """Apply ``O``/``F``/``C`` move text; a malformed one raises ``MoveError``."""
        parsed = Move.parse(move)
        was_ready = self.board.status == "ready"
        changed = parsed.apply(self.board)
        if was_ready and self.board.status in ("playing", "won"):  # not opened on a mine
            self.start = (parsed.x, parsed.y)
        return changed

    def copy(self) -> Self:
        twin = copy.copy(self)
        twin.board = copy.deepcopy(self.board)
        return twin

    def to_text(self) -> str:
        return self.board.to_text()

    def game_id(self) -> str:
        """Seed before the first opening; then the layout, opening where this game did.
        Only the first opening changes it (a given layout is laid before), so it is worked
        out when first asked for and again only once that opening is made."""
        if not self.board.started:
            return self.origin.text()
        if self._id is None or self._id[0] != self.start:
            self._id = (self.start, MinesId(self.params, layout=self.layout(),
                                            start=self.start).text())
        return self._id[1]

    def base_id(self) -> str:
        """The origin, with a seed replaced by the layout it produced once there is one."""
        if self._seeded and self.board.started:
            self._base_id = MinesId(self.params, layout=self.layout()).text()
            self._seeded = False
        return self._base_id

    def layout(self) -> frozenset[int]:
        """The mines' flat indices (``y * width + x``); the board must have started."""
        if self.origin.layout is not None:
            return self.origin.layout
        return frozenset(positions(self.board.faces(), MINE))


class MinesRules:
    """Minesweeper for the registry: starts positions from game ID texts."""

    name = "mines"

    def start(self, game_id: str) -> MinesGame:
        return MinesGame(MinesId.parse(game_id))


MINES = MinesRules()


def new_mines_session(params: MinesParams, *, clock: Clock,
                      seed: int | None = None) -> Session[MinesGame]:
    """A fresh Minesweeper game; the seed comes from the OS unless given."""
    game_id = MinesId(params, seed=fresh_seed() if seed is None else seed)
    return Session(MINES, game_id.text(), clock=clock)


def _board_for(origin: MinesId) -> Board:
    params = origin.params
    if origin.seed is None:  # then the ID has a layout
        return Board(params.width, params.height, params.mines, seed=0,
                     question_marks=params.question_marks, layout=origin.layout)
    strategy = no_guess_layout if params.no_guess else random_layout
    return Board(params.width, params.height, params.mines, seed=origin.seed,
                 question_marks=params.question_marks, strategy=strategy)


@dataclass(frozen=True)
class MinesOptions:
    """Minesweeper's own command-line options (read by ``game/text/mines/cli.py``).

    The board stays ``None`` unless ``--preset`` or ``--size`` chose one, and the
    mode ``None`` unless ``--guess``/``--no-guess`` was given, so the graphical game
    can lay them over the settings it saved (see :meth:`params`)."""

    board: tuple[int, int, int] | None = None  # width, height, mines
    no_guess: bool | None = None

    def params(self, default: MinesParams = DEFAULT_PARAMS) -> MinesParams:
        """The board to play: the command line's choices over ``default``."""
        params = default
        if self.board is not None:
            width, height, mines = self.board
            params = replace(params, width=width, height=height, mines=mines)
        return params if self.no_guess is None else replace(params, no_guess=self.no_guess)
