"""Minesweeper rules: the pure core every front end drives.

The board keeps the player's view as one byte per cell in the ``to_text()``
alphabet, so printing is slicing and the flood fill can work on whole row
spans with C-speed ``bytearray`` operations (1000x1000 opens in well under a
second in pure Python).  Imports only the standard library.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Generator, Sequence

from game.core.cells import Cell as Cell
from game.core.cells import CellSet as CellSet
from game.core.cells import Status as Status
from game.core.cells import fresh_seed as fresh_seed
from game.core.mines.draw import iter_cells_outside, run_to_end
from game.core.mines.generate import no_guess_layout
from game.core.mines.rows import (
    MARKED,
    area,
    flood_spans,
    neighbour_counts,
    positions,
    runs_of,
)
from game.i18n import N_, _

# A layout strategy gets the board size, mine count, first-opened cell and a
# seeded generator, and returns the flat indices of the mines.
LayoutStrategy = Callable[[int, int, int, int, random.Random], Collection[int]]

COVERED = ord("#")
FLAG = ord("F")
QUESTION = ord("?")
ZERO = ord(".")
MINE = ord("*")
EXPLODED = ord("!")
WRONG_FLAG = ord("X")
_HIDDEN = b"#?"  # covered cells that an opening may reveal
_DIGITS = b".12345678"

# The one board-size limit (dialog, command line, IDs, saves). A 1000x1000 game takes
# ~21 MB (43 MB peak); windows draw only the cells in view, so no surface grows with it.
MAX_SIDE = 1000


class BoardError(ValueError):
    """A board that cannot exist: bad size, too many mines, malformed text."""


class Board:
    """One Minesweeper game: layout, the player's view and the rules."""

    def __init__(
        self,
        width: int,
        height: int,
        mines: int,
        *,
        seed: int,
        question_marks: bool = True,
        layout: Collection[int] | None = None,
        strategy: LayoutStrategy | None = None,
        no_guess: bool = False,
        flag_limit: bool = True,
    ) -> None:
        check_size(width, height, mines)
        self.width = width
        self.height = height
        self.mines = mines
        self.seed = seed
        self.question_marks = question_marks
        self.flag_limit = flag_limit  # no more flags than mines (Arbiter and replays: none)
        self.status: Status = "ready"
        self.no_guess = no_guess  # part of the game ID: seed + first click give the layout
        self._strategy = strategy or (no_guess_layout if no_guess else random_layout)
        self._view = bytearray(_HIDDEN[:1] * (width * height))
        self._face = bytearray()  # what each cell shows once revealed
        self._unexpanded_zero = bytearray()  # zero cells the fill may still spread from
        self._hidden_safe = 0
        self._flags = 0
        if layout is not None:
            self._lay(layout)

    # ----- construction ---------------------------------------------------
    @classmethod
    def new(
        cls,
        width: int,
        height: int,
        mines: int,
        *,
        seed: int | None = None,
        question_marks: bool = True,
        no_guess: bool = False,
    ) -> Board:
        """An unstarted board; mines are laid at the first opening.

        With ``no_guess`` the layout is one that deduction clears from that
        first opening; the first opening raises ``GenerationError`` (a
        ``ValueError``) if none is found within bounded effort.
        """
        return cls(width, height, mines, seed=fresh_seed() if seed is None else seed,
                   question_marks=question_marks, no_guess=no_guess)

    @classmethod
    def from_text(cls, text: str, *, question_marks: bool = True,
                  flag_limit: bool = True) -> Board:
        """A board with a fixed layout: ``*`` a mine, ``.`` a safe cell."""
        rows = _parse_layout_rows(text)
        width = len(rows[0][1])
        layout = [y * width + x for y, (_, row) in enumerate(rows)
                  for x, char in enumerate(row) if char == "*"]
        return cls(width, len(rows), len(layout), seed=0, question_marks=question_marks,
                   layout=layout, flag_limit=flag_limit)

    # ----- queries --------------------------------------------------------
    @property
    def mines_left(self) -> int:
        """Mines minus flags, as the counter shows it."""
        return self.mines - self._flags

    @property
    def started(self) -> bool:
        """Whether the mines have been laid (at the first opening)."""
        return bool(self._face)

    @property
    def finished(self) -> bool:
        return self.status in ("won", "lost")

    def view(self, x: int, y: int) -> str:
        """The character the player sees at a cell, in the ``to_text`` alphabet."""
        return chr(self._view[self._index(x, y)])

    def in_bounds(self, x: int, y: int) -> bool:
        return 0 <= x < self.width and 0 <= y < self.height

    def neighbours(self, x: int, y: int) -> list[Cell]:
        """The up to eight cells around ``(x, y)`` that lie on the board."""
        return [(nx, ny) for ny in range(max(y - 1, 0), min(y + 2, self.height))
                for nx in range(max(x - 1, 0), min(x + 2, self.width))
                if (nx, ny) != (x, y)]

    def is_mine(self, x: int, y: int) -> bool:
        """Whether a mine lies here; only meaningful once the board has started."""
        return self.started and self._face[self._index(x, y)] == MINE

    def layout_text(self) -> str:
        """The layout in ``from_text`` form (``*`` mine, ``.`` safe)."""
        return self._rows_text(self.faces().translate(_PLAIN))

    def faces(self) -> bytes:
        """What each cell shows once open (``to_text`` alphabet, ``*`` a mine), row after
        row with no line breaks: whole-board counts at C speed."""
        if not self.started:
            raise BoardError("the mines are laid at the first opening; none yet")
        return bytes(self._face)

    def shown(self) -> bytes:
        """The player's view as :meth:`to_text` shows it, with no line breaks."""
        return bytes(self._view)

    def three_bv(self) -> int:
        """Bechtel's Board Benchmark Value: the fewest left clicks to clear it."""
        if not self.started:
            raise BoardError("3BV needs the layout, which is laid at the first opening")
        return _three_bv(self._face, self.width, self.height)

    def to_text(self) -> str:
        """The player's view, one line per row."""
        return self._rows_text(self._view)

    __str__ = to_text

    # ----- moves ----------------------------------------------------------
    def reveal(self, x: int, y: int) -> CellSet:
        """Open a covered cell; a zero opens its whole area."""
        if self.finished or not self.in_bounds(x, y):
            return self._changes([])
        index = self._index(x, y)
        if self._view[index] not in _HIDDEN:
            return self._changes([])
        if not self.started:
            self._lay_around(index)
        if self.status == "ready":
            self.status = "playing"
        return self._changes(self._open([index]))

    def chord(self, x: int, y: int) -> CellSet:
        """Open the unflagged neighbours of a number whose flags are all placed."""
        if self.status != "playing" or not self.in_bounds(x, y):
            return self._changes([])
        number = self._view[self._index(x, y)]
        if number not in _DIGITS[1:]:
            return self._changes([])
        around = [self._index(nx, ny) for nx, ny in self.neighbours(x, y)]
        flags = sum(1 for i in around if self._view[i] == FLAG)
        if flags != number - ord("0"):
            return self._changes([])
        return self._changes(self._open([i for i in around if self._view[i] in _HIDDEN]))

    def cycle_mark(self, x: int, y: int) -> CellSet:
        """Covered -> flag -> question -> covered; flags are capped at the mine count
        unless ``flag_limit`` is off."""
        if self.finished or not self.in_bounds(x, y):
            return self._changes([])
        index = self._index(x, y)
        current = self._view[index]
        if current not in (COVERED, FLAG, QUESTION):
            return self._changes([])
        self._set_mark(index, self._next_mark(current))
        return self._changes([[index]] if self._view[index] != current else [])

    # ----- internals ------------------------------------------------------
    def _index(self, x: int, y: int) -> int:
        if not self.in_bounds(x, y):
            raise BoardError(f"cell ({x}, {y}) is outside the {self.width}x{self.height} board")
        return y * self.width + x

    def _changes(self, runs: list[Sequence[int]]) -> CellSet:
        return CellSet.joined(self.width, runs)

    def _rows_text(self, cells: bytes | bytearray) -> str:
        width = self.width
        return "\n".join(cells[y * width:(y + 1) * width].decode("ascii")
                         for y in range(self.height))

    def _next_mark(self, current: int) -> int:
        if current == COVERED:
            if self._flags < self.mines or not self.flag_limit:
                return FLAG
            return QUESTION if self.question_marks else COVERED
        if current == FLAG and self.question_marks:
            return QUESTION
        return COVERED

    def _set_mark(self, index: int, mark: int) -> None:
        was_flag = self._view[index] == FLAG
        self._flags += (mark == FLAG) - was_flag
        self._view[index] = mark
        if self._unexpanded_zero_possible(index):
            self._unexpanded_zero[index] = mark != FLAG

    def _unexpanded_zero_possible(self, index: int) -> bool:
        return self.started and self._face[index] == ZERO and self._view[index] != ZERO

    def _lay_around(self, first: int) -> None:
        rng = random.Random(self.seed)
        layout = self._strategy(self.width, self.height, self.mines, first, rng)
        if first in layout:
            raise BoardError(f"the layout strategy put a mine under the first opening ({first})")
        self._lay(layout)

    def _lay(self, layout: Collection[int]) -> None:
        _check_layout(layout, self.width * self.height, self.mines)
        mines = bytearray(self.width * self.height)
        for mine in layout:
            mines[mine] = 1
        self._face = face = _faces(mines, self.width, self.height)
        self._hidden_safe = len(face) - len(layout)
        self._unexpanded_zero = face.translate(_ZERO_TO_ONE)
        for index in positions(self._view, FLAG):
            self._unexpanded_zero[index] = 0

    def _open(self, seeds: list[int]) -> list[Sequence[int]]:
        """Reveal the seeds (and the areas of zeros); lose if one is a mine.  Returns the
        changed cells as runs of indices.

        Every safe seed opens before a mine among them explodes, as in Windows, so
        what a lost chord shows does not depend on the order of the neighbours.
        """
        changed: list[Sequence[int]] = []
        for index in seeds:
            if self._face[index] == MINE or self._view[index] not in _HIDDEN:
                continue
            if self._face[index] == ZERO:
                changed += self._flood(index)
            else:
                changed += self._reveal_span(index, index + 1)
        mine = next((index for index in seeds if self._face[index] == MINE), None)
        if mine is not None:
            return [*changed, self._explode(mine)]
        if self._hidden_safe == 0:
            changed.append(self._win())
        return changed

    def _flood(self, seed: int) -> list[range]:
        """Scanline fill: reveal connected zeros and their border, row span by row span."""
        changed: list[range] = []
        for start, end in flood_spans(self._unexpanded_zero, self.width, self.height, seed):
            changed += self._reveal_span(start, end)
        return changed

    def _reveal_span(self, start: int, end: int) -> list[range]:
        """Reveal the hidden cells in ``[start, end)``, a run at a time (spans of a flood
        overlap: most of a span may be open already); return the runs that changed."""
        view, face = self._view, self._face
        runs = [range(start + run_start, start + run_end) for run_start, run_end
                in runs_of(view[start:end].translate(_HIDDEN_TO_ONE))]
        for run in runs:
            view[run.start:run.stop] = face[run.start:run.stop]
            self._hidden_safe -= len(run)
        return runs

    def _explode(self, index: int) -> list[int]:
        self.status = "lost"
        view, face = self._view, self._face
        hidden_mines = [i for i in positions(face, MINE) if view[i] != FLAG]
        wrong_flags = [i for i in positions(view, FLAG) if face[i] != MINE]
        for i in hidden_mines:
            view[i] = MINE
        for i in wrong_flags:
            view[i] = WRONG_FLAG
        view[index] = EXPLODED
        return hidden_mines + wrong_flags

    def _win(self) -> list[int]:
        self.status = "won"
        changed = [i for i in positions(self._face, MINE) if self._view[i] != FLAG]
        for i in changed:
            self._view[i] = FLAG
        self._flags = self.mines
        return changed


_COUNT_TO_FACE = bytes.maketrans(bytes([*range(9), MARKED]), _DIGITS + b"*")
_ZERO_TO_ONE = bytes(int(i == ZERO) for i in range(256))
_HIDDEN_TO_ONE = bytes(int(i in _HIDDEN) for i in range(256))
_PLAIN = bytes(MINE if i == MINE else ZERO for i in range(256))  # a face as the layout shows it


def _faces(mines: bytearray, width: int, height: int) -> bytearray:
    """What every cell shows once revealed: its neighbour count, or ``*``."""
    return neighbour_counts(mines, width, height, mark_mines=True).translate(_COUNT_TO_FACE)


def random_layout(width: int, height: int, mines: int, first: int,
                  rng: random.Random) -> list[int]:
    """Uniformly random mines, never on the first cell nor (room allowing) around it."""
    return run_to_end(iter_random_layout(width, height, mines, first, rng))


def iter_random_layout(width: int, height: int, mines: int, first: int,
                       rng: random.Random) -> Generator[None, None, list[int]]:
    """:func:`random_layout` drawn in steps, so a window keeps drawing on a huge board."""
    zone = area(width, height, first)
    if width * height - len(zone) < mines:
        zone = [first]
    return (yield from iter_cells_outside(rng, width * height, zone, mines))


SIDE_PROBLEMS = {"width": N_("width must be between 1 and {most}, not {side}"),
                 "height": N_("height must be between 1 and {most}, not {side}")}


def check_size(width: int, height: int, mines: int) -> None:
    """Raise :class:`BoardError` saying what is allowed when a size cannot be played."""
    for name, side in (("width", width), ("height", height)):
        if not 1 <= side <= MAX_SIDE:
            raise BoardError(_(SIDE_PROBLEMS[name]).format(most=MAX_SIDE, side=side))
    if not 0 <= mines <= width * height - 1:
        raise BoardError(_("a {width}x{height} board holds 0 to {most} mines (one cell must stay "
                           "safe), not {mines}").format(width=width, height=height,
                                                       most=width * height - 1, mines=mines))


def _check_layout(layout: Collection[int], cells: int, mines: int) -> None:
    """Refuse mine indices (given, or from a strategy) that do not fit the board.

    A repeated or out-of-range index would otherwise miscount the safe cells,
    wrap around (negative) or fail with an ``IndexError``.
    """
    if layout and not 0 <= min(layout) <= max(layout) < cells:  # C-speed scans, not a loop
        outside = next(index for index in layout if not 0 <= index < cells)
        raise BoardError(f"layout index {outside} is outside the board's {cells} cells")
    distinct = len(layout) if isinstance(layout, set | frozenset) else len(set(layout))
    if len(layout) != mines or distinct != mines:
        raise BoardError(f"the layout must hold {mines} mines on distinct cells, "
                         f"not {len(layout)} indices on {distinct} cells")


def _parse_layout_rows(text: str) -> list[tuple[int, str]]:
    rows = [(number, line.strip()) for number, line in enumerate(text.splitlines(), 1)
            if line.strip()]
    if not rows:
        raise BoardError("the layout has no cells")
    width = len(rows[0][1])
    for number, row in rows:
        bad = next((c for c in row if c not in "*."), None)
        if bad is not None:
            raise BoardError(f"line {number}: {bad!r} is not a cell ('*' mine, '.' safe)")
        if len(row) != width:
            raise BoardError(f"line {number}: {len(row)} cells where the first row has {width}")
    check_size(width, len(rows), sum(row.count("*") for _, row in rows))
    return rows


def _three_bv(face: bytearray, width: int, height: int) -> int:
    """Openings plus numbered cells that no opening reveals."""
    seen = bytearray(len(face))
    clicks = 0
    for start, char in enumerate(face):
        if char != ZERO or seen[start]:
            continue
        clicks += 1
        stack = [start]
        seen[start] = 1
        while stack:
            index = stack.pop()
            if face[index] != ZERO:
                continue
            x, y = index % width, index // width
            for ny in range(max(y - 1, 0), min(y + 2, height)):
                for nx in range(max(x - 1, 0), min(x + 2, width)):
                    n = ny * width + nx
                    if not seen[n]:
                        seen[n] = 1
                        stack.append(n)
    return clicks + sum(1 for char, was_seen in zip(face, seen, strict=True)
                        if not was_seen and char != MINE)
