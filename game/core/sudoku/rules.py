"""Sudoku as a session position and its rules, for :mod:`game.core.session`, and the
canonical form of its game IDs.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Collection
from typing import Self

from game.core.cells import MAX_SEED, Cell, fresh_seed
from game.core.session import Clock, GameIdError, Session
from game.core.sudoku.grid import CELLS, DIFFICULTIES, Difficulty, SudokuError, grade
from game.core.sudoku.play import SudokuGame, SudokuMove
from game.i18n import _

_SUDOKU_ID = re.compile(rf"({'|'.join(DIFFICULTIES)}):s([0-9]{{1,20}})")
_SEEDED_LOOK = re.compile(r"([A-Za-z]+):s([0-9]+)")  # meant as <difficulty>:s<seed>


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
