"""Playing a Sudoku: givens, the player's entries and pencil notes, and three lives.

The state a front end draws, in the style of the Minesweeper :class:`~game.core.mines.board.Board`:
every move returns the cells whose view changed, a move that means nothing
changes nothing and never raises, and a game is rebuilt by replaying its moves
on ``SudokuGame(puzzle, solution)``.  A digit is checked against the solution
as it is entered: a right one stays for good and clears its pencil marks from
its row, column and box; a wrong one stays on show (to be drawn red) until
erased or replaced, and costs a life.

Moves as text (Tatham's Solo): ``R3,4,7`` puts 7 at column 3, row 4 (from 0,
like the Minesweeper moves); ``P3,4,7`` toggles the pencil mark 7 there;
``E3,4`` erases a wrong digit there, or else its pencil marks.

``to_text()`` prints nine lines of nine two-character cells:
``" 5"`` a given 5, ``"+5"`` the player's right 5, ``"!5"`` a wrong 5,
``" ."`` an empty cell, ``" ~"`` an empty cell with pencil marks; then one line
per marked cell in reading order, ``x,y:digits`` (e.g. ``3,4:157``).
Imports only the standard library.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Collection
from dataclasses import dataclass
from typing import Literal, Self

from game.core.cells import MAX_SEED, Cell, CellSet, MoveError, Status, fresh_seed
from game.core.session import Clock, GameIdError, Session
from game.core.sudoku.grid import (
    BLANK,
    CELLS,
    DIFFICULTIES,
    PEERS,
    SIDE,
    Difficulty,
    SudokuError,
    count_solutions,
    generate,
    grade,
    parse,
    solve,
)
from game.i18n import _

LIVES = 3


class SudokuGame:
    """One Sudoku being played: the rules a renderer and a session drive."""

    width = height = SIDE

    def __init__(self, puzzle: str, solution: str | None = None, *, lives: int = LIVES) -> None:
        """``solution`` is the grid the player must find; when omitted it is solved
        for, and the puzzle must then have exactly one."""
        self.puzzle = parse(puzzle)
        self.solution = _checked_solution(self.puzzle, solution)
        if lives < 1:
            raise SudokuError(f"a game needs at least one life, not {lives}")
        self.lives = lives
        self.lives_left = lives
        self._entries = [0] * CELLS  # the player's digit per cell, 0 for none
        self._notes = [0] * CELLS  # pencil marks per cell, bit d - 1 for digit d
        self._missing = self.puzzle.count(BLANK)  # cells still without their right digit
        self.status: Status = "ready" if self._missing else "won"

    @classmethod
    def new(cls, difficulty: str = "easy", *, seed: int | None = None,
            lives: int = LIVES) -> SudokuGame:
        """A fresh generated puzzle of ``difficulty``; the same seed gives the same one."""
        puzzle, solution = generate(difficulty, fresh_seed() if seed is None else seed)
        return cls(puzzle, solution, lives=lives)

    def copy(self) -> SudokuGame:
        """An independent copy, for undo snapshots."""
        twin = copy.copy(self)
        twin._entries = self._entries.copy()
        twin._notes = self._notes.copy()
        return twin

    # ----- queries --------------------------------------------------------
    @property
    def started(self) -> bool:
        return self.status != "ready"

    @property
    def finished(self) -> bool:
        return self.status in ("won", "lost")

    def in_bounds(self, x: int, y: int) -> bool:
        return 0 <= x < SIDE and 0 <= y < SIDE

    def is_given(self, x: int, y: int) -> bool:
        return self.puzzle[self._index(x, y)] != BLANK

    def entry(self, x: int, y: int) -> int:
        """The player's digit at a cell, 0 for none (givens are not entries)."""
        return self._entries[self._index(x, y)]

    def digit(self, x: int, y: int) -> int:
        """The digit shown at a cell, given or entered; 0 for an empty cell."""
        return self._shown(self._index(x, y))

    def is_wrong(self, x: int, y: int) -> bool:
        """Whether the cell shows an entry that the solution contradicts."""
        return self._is_wrong(self._index(x, y))

    def notes(self, x: int, y: int) -> tuple[int, ...]:
        """The pencil marks at a cell, in increasing order."""
        mask = self._notes[self._index(x, y)]
        return tuple(d for d in range(1, SIDE + 1) if mask >> (d - 1) & 1)

    def conflicts(self, x: int, y: int) -> list[Cell]:
        """The cells sharing a row, column or box with this one that show its digit."""
        index = self._index(x, y)
        return _cells(self._peers_showing(index, self._shown(index)))

    def cells_with(self, digit: int) -> list[Cell]:
        """Every cell showing ``digit`` (none for 0), in reading order."""
        if not 1 <= digit <= SIDE:
            return []
        return _cells([i for i in range(CELLS) if self._shown(i) == digit])

    def remaining(self, digit: int) -> int:
        """How many cells still lack their right ``digit`` (0 once all nine are in)."""
        mark = str(digit)
        return sum(1 for i in range(CELLS) if self.solution[i] == mark and self._shown(i) != digit)

    def known(self) -> str:
        """The grid of the digits known to be right (givens and right entries): a hint's input."""
        return "".join(str(self._shown(i)) if self._shown(i) and not self._is_wrong(i) else BLANK
                       for i in range(CELLS))

    def view(self, x: int, y: int) -> str:
        """A cell's two characters in the ``to_text`` alphabet."""
        return self._view(self._index(x, y))

    def to_text(self) -> str:
        """The grid as the player sees it, then the pencil marks (see the module doc)."""
        rows = ["".join(self._view(y * SIDE + x) for x in range(SIDE)) for y in range(SIDE)]
        marks = [f"{x},{y}:{''.join(map(str, self.notes(x, y)))}"
                 for y in range(SIDE) for x in range(SIDE) if self._notes[y * SIDE + x]]
        return "\n".join(rows + marks)

    __str__ = to_text

    # ----- moves ----------------------------------------------------------
    def set_digit(self, x: int, y: int, digit: int) -> CellSet:
        """Enter a digit; a wrong one costs a life, a right one is there for good."""
        index = self._open_cell(x, y, digit)
        if index is None or self._entries[index] == digit:
            return self._changes([])
        old = self._entries[index]
        self._start()
        self._entries[index] = digit
        self._notes[index] = 0
        changed = [index, *self._peers_showing(index, old), *self._peers_showing(index, digit)]
        if self._is_right(index):
            changed += self._strike_note(index, digit)
            self._missing -= 1
            if not self._missing:
                self.status = "won"
        else:
            self.lives_left -= 1
            if not self.lives_left:
                self.status = "lost"
        return self._changes(changed)

    def toggle_note(self, x: int, y: int, digit: int) -> CellSet:
        """Add or remove a pencil mark in a cell that holds no digit."""
        index = self._open_cell(x, y, digit)
        if index is None or self._entries[index]:
            return self._changes([])
        self._start()
        self._notes[index] ^= 1 << (digit - 1)
        return self._changes([index])

    def erase(self, x: int, y: int) -> CellSet:
        """Take back a wrong digit, or else clear the cell's pencil marks."""
        index = self._open_cell(x, y)
        if index is None:
            return self._changes([])
        wrong = self._entries[index]
        if wrong:
            self._entries[index] = 0
            return self._changes([index, *self._peers_showing(index, wrong)])
        if self._notes[index]:
            self._notes[index] = 0
            return self._changes([index])
        return self._changes([])

    # ----- internals ------------------------------------------------------
    def _index(self, x: int, y: int) -> int:
        if not self.in_bounds(x, y):
            raise SudokuError(f"cell ({x}, {y}) is outside the {SIDE}x{SIDE} grid")
        return y * SIDE + x

    def _open_cell(self, x: int, y: int, digit: int = 1) -> int | None:
        """The cell's index if a move there (with ``digit``) can mean something:
        the game is on and the cell is neither given nor already right."""
        if self.finished or not self.in_bounds(x, y) or not 1 <= digit <= SIDE:
            return None
        index = y * SIDE + x
        if self.puzzle[index] != BLANK or self._is_right(index):
            return None
        return index

    def _start(self) -> None:
        if self.status == "ready":
            self.status = "playing"

    def _shown(self, index: int) -> int:
        given = self.puzzle[index]
        return int(given) if given != BLANK else self._entries[index]

    def _is_right(self, index: int) -> bool:
        return str(self._entries[index]) == self.solution[index]

    def _is_wrong(self, index: int) -> bool:
        return bool(self._entries[index]) and not self._is_right(index)

    def _peers_showing(self, index: int, digit: int) -> list[int]:
        if not digit:
            return []
        return [peer for peer in PEERS[index] if self._shown(peer) == digit]

    def _strike_note(self, index: int, digit: int) -> list[int]:
        """Remove ``digit``'s pencil mark from the cell's peers; the peers that had it."""
        bit = 1 << (digit - 1)
        struck = [peer for peer in PEERS[index] if self._notes[peer] & bit]
        for peer in struck:
            self._notes[peer] &= ~bit
        return struck

    def _view(self, index: int) -> str:
        given = self.puzzle[index]
        if given != BLANK:
            return " " + given
        entry = self._entries[index]
        if entry:
            return ("+" if self._is_right(index) else "!") + str(entry)
        return " ~" if self._notes[index] else " ."

    def _changes(self, indices: list[int]) -> CellSet:
        return CellSet(SIDE, sorted(set(indices)))


def _cells(indices: list[int]) -> list[Cell]:
    return [(i % SIDE, i // SIDE) for i in indices]


def _checked_solution(puzzle: str, solution: str | None) -> str:
    if solution is None:
        found = solve(puzzle)
        if found is None:
            raise SudokuError(_("the puzzle has no solution"))
        if count_solutions(puzzle) > 1:
            raise SudokuError(_("the puzzle has more than one solution; give the one to find"))
        return found
    full = parse(solution)
    if BLANK in full:
        raise SudokuError(_("the solution has blank cells"))
    clash = next((i for i in range(CELLS) if puzzle[i] not in (BLANK, full[i])), None)
    if clash is not None:
        raise SudokuError(_("the solution has {digit} at row {row}, column {column}, where the "
                            "puzzle gives {given}").format(digit=full[clash],
                                                           row=clash // SIDE + 1,
                                                           column=clash % SIDE + 1,
                                                           given=puzzle[clash]))
    return full


# ----- moves as data ----------------------------------------------------------
SudokuMoveKind = Literal["R", "P", "E"]
# ASCII digits only: `\d` would also take "R٣,4,7", which text() never writes.
_MOVE_TEXT = re.compile(r"([RP])([0-9]{1,4}),([0-9]{1,4}),([1-9])|E([0-9]{1,4}),([0-9]{1,4})")


class SudokuMoveError(MoveError):
    """A Sudoku move that does not parse or cannot be written as text."""


@dataclass(frozen=True)
class SudokuMove:
    """One player action on a cell; ``digit`` is 1-9 for ``R`` and ``P``, 0 for ``E``."""

    kind: SudokuMoveKind
    x: int
    y: int
    digit: int = 0

    def __post_init__(self) -> None:
        """Refuse what has no text form, so every move survives ``parse(text())``."""
        digits_ok = self.digit == 0 if self.kind == "E" else 1 <= self.digit <= SIDE
        if self.kind not in ("R", "P", "E") or not digits_ok or not (
                0 <= self.x <= 9999 and 0 <= self.y <= 9999):
            raise SudokuMoveError(f"no such move: {self.kind!r} at ({self.x}, {self.y}) "
                                  f"with digit {self.digit}")

    def text(self) -> str:
        if self.kind == "E":
            return f"E{self.x},{self.y}"
        return f"{self.kind}{self.x},{self.y},{self.digit}"

    @classmethod
    def parse(cls, text: str) -> SudokuMove:
        match = _MOVE_TEXT.fullmatch(text.strip())
        if match is None:
            raise SudokuMoveError(f"{text!r} is not a Sudoku move: expected R3,4,7 (digit), "
                                  "P3,4,7 (pencil mark) or E3,4 (erase)")
        if match[1] is None:
            return cls("E", int(match[5]), int(match[6]))
        kind: SudokuMoveKind = match[1]  # type: ignore[assignment]  # the regex admits R or P
        return cls(kind, int(match[2]), int(match[3]), int(match[4]))

    def apply(self, game: SudokuGame) -> CellSet:
        """Play the move; a move that means nothing here changes nothing."""
        if self.kind == "R":
            return game.set_digit(self.x, self.y, self.digit)
        if self.kind == "P":
            return game.toggle_note(self.x, self.y, self.digit)
        return game.erase(self.x, self.y)


# ----- Sudoku as a session position, and its game IDs ------------------------------------
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
