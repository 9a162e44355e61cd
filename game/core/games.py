"""The games a session can hold, found by name, and their adapters to the session.

A game joins by giving :mod:`game.core.session` a :class:`~game.core.session.Position` (state
rebuilt from an ID and move texts) and a :class:`~game.core.session.Rules` under a name;
saves name their game, so :func:`game.registry.load_session` finds the rules to replay them
with.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Collection
from typing import Self

from game.core.mines.board import Board, Cell, CellSet, fresh_seed, random_layout
from game.core.mines.game_id import MAX_SEED, MinesId, MinesParams
from game.core.mines.generate import no_guess_layout
from game.core.mines.moves import Move
from game.core.session import (
    Clock,
    GameIdError,
    Session,
)
from game.core.sudoku.grid import CELLS, DIFFICULTIES, Difficulty, SudokuError, grade
from game.core.sudoku.play import SudokuGame, SudokuMove
from game.i18n import _

_SUDOKU_ID = re.compile(rf"({'|'.join(DIFFICULTIES)}):s([0-9]{{1,20}})")
_SEEDED_LOOK = re.compile(r"([A-Za-z]+):s([0-9]+)")  # meant as <difficulty>:s<seed>


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
        """Seed before the first opening; then the layout, opening where this game did."""
        if not self.board.started:
            return self.origin.text()
        return MinesId(self.params, layout=self.layout(), start=self.start).text()

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
        cells = self.board.layout_text().replace("\n", "")
        return frozenset(index for index, cell in enumerate(cells) if cell == "*")


class MinesRules:
    """Minesweeper for the registry: starts positions from game ID texts."""

    name = "mines"

    def start(self, game_id: str) -> MinesGame:
        return MinesGame(MinesId.parse(game_id))


MINES = MinesRules()


# ----- Sudoku ------------------------------------------------------------------------
def sudoku_id(text: str) -> str:
    """A Sudoku game ID in its canonical form; :class:`GameIdError` unless it names a game.

    ``<difficulty>:s<seed>`` names a generated puzzle (generation is deterministic);
    81 grid characters (``1``-``9``, ``.`` or ``0`` for a blank) are the puzzle itself,
    which must have exactly one solution.
    """
    game_id = text.strip()
    if _SUDOKU_ID.fullmatch(game_id) and _seeded_problem(game_id) is None:
        return game_id
    return _sudoku_game(game_id).puzzle


def _seeded_problem(game_id: str) -> str | None:
    """What is wrong with an ID written as ``<difficulty>:s<seed>``; None if it is right or
    written another way (so a bad seed is not read as a grid of the wrong length)."""
    looks = _SEEDED_LOOK.fullmatch(game_id)
    if looks is None:
        return None
    name, seed = looks[1], looks[2]
    if name not in DIFFICULTIES:
        return _("the difficulty must be one of {names}, not {name}").format(
            names=", ".join(DIFFICULTIES), name=repr(name[:20]))
    if len(seed) > len(str(MAX_SEED)) or int(seed) > MAX_SEED:
        return _("the seed must be from 0 to {most}, not {seed}").format(most=MAX_SEED,
                                                                         seed=seed[:30])
    return None


def _sudoku_game(game_id: str) -> SudokuGame:
    seeded = _SUDOKU_ID.fullmatch(game_id)
    try:
        problem = _seeded_problem(game_id)
        if problem is not None:
            raise SudokuError(problem)
        if seeded is not None:
            return SudokuGame.new(seeded[1], seed=int(seeded[2]))
        return SudokuGame(game_id)
    except SudokuError as error:
        raise GameIdError(_("not a Sudoku game ID ({error}): write <difficulty>:s<seed>, like "
                            "easy:s12345, or the puzzle's 81 cells").format(error=error)
                          ) from error


class SudokuPosition:
    """A :class:`SudokuGame` as a session position, for the session's undo and timer."""

    cell_count = CELLS

    def __init__(self, game_id: str) -> None:
        self.game = _sudoku_game(game_id)
        self._id = game_id

    @property
    def difficulty(self) -> str:
        """The ID's difficulty, or else the grade of the puzzle it gives."""
        seeded = _SUDOKU_ID.fullmatch(self._id)
        return seeded[1] if seeded is not None else grade(self.game.puzzle)

    @property
    def status(self) -> str:
        return self.game.status

    def play(self, move: str) -> Collection[Cell]:
        return SudokuMove.parse(move).apply(self.game)

    def copy(self) -> Self:
        twin = copy.copy(self)
        twin.game = self.game.copy()
        return twin

    def to_text(self) -> str:
        return self.game.to_text()

    def game_id(self) -> str:
        return self._id

    def base_id(self) -> str:
        return self._id


class SudokuRules:
    """Sudoku for :class:`Session`: starts positions from :func:`sudoku_id` IDs."""

    name = "sudoku"

    def start(self, game_id: str) -> SudokuPosition:
        return SudokuPosition(game_id)


SUDOKU = SudokuRules()


def sudoku_session(difficulty: Difficulty, *, clock: Clock,
                   seed: int | None = None) -> Session[SudokuPosition]:
    """A fresh Sudoku; the seed comes from the OS unless given."""
    return Session(SUDOKU, f"{difficulty}:s{fresh_seed() if seed is None else seed}",
                   clock=clock)


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
