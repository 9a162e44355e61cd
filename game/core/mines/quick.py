"""The no-guess generator's fast path: single-number rules on bitboards.

A generator knows where every mine is, so the single-number rule needs no
counting: an open number settles its covered neighbours exactly when they are
all safe or all mines.  With the board as one Python integer (bit ``index``
per cell), one pass of the rule over every open number is a few shifts and
masks, however many numbers there are; a whole Beginner board plays out in a
few dozen integer operations per wave instead of a Python loop per cell.

These are rules the full solver applies too (with the global mine count), so
a layout this cleared is a layout ``deduce`` clears: the proof is sound.
When the rules stick, :class:`QuickSearch` moves mines the way the full
generator does (Tatham's method) and replays from the first click; if that
does not settle within its small budget, the caller falls back to the full
solver.  Imports only the standard library.
"""

from __future__ import annotations

import random
from collections.abc import Generator
from functools import lru_cache

from game.core.mines.solver import neighbour_table

# Boards up to this many cells (100x100) take the fast path: its integers grow with the
# board, yet at 100x100 it still beats the full solver several times over.
QUICK_CELLS = 10_000
# Mine moves in one run, and replays of one layout, before it is given up.
MOVES_PER_RUN = 40
REPLAYS = 6
# Random draws for a swap partner before listing every candidate.
DRAWS = 8


@lru_cache(maxsize=16)
def _shape_masks(width: int, height: int) -> tuple[int, int, int]:
    """Every cell, every cell but the first column, every cell but the last column."""
    full = (1 << (width * height)) - 1
    first_column = sum(1 << (y * width) for y in range(height))
    return full, full & ~first_column, full & ~(first_column << (width - 1))


class QuickSearch:
    """One layout as a bitboard, played by the single-number rules and repaired when stuck."""

    def __init__(self, width: int, height: int, mines: list[int], first: int,
                 rng: random.Random) -> None:
        self.width, self.first, self.rng = width, first, rng
        self.full, self._not_first, self._not_last = _shape_masks(width, height)
        self.neighbours = neighbour_table(width, height)
        self.mines = sum(1 << index for index in mines)
        self.opened = self.unknown = 0

    def grow(self, cells: int) -> int:
        """``cells`` and every neighbour of them."""
        cells |= ((cells << 1) & self._not_first) | ((cells >> 1) & self._not_last)
        return (cells | (cells << self.width) | (cells >> self.width)) & self.full

    def settle(self) -> bool:
        """Apply the rules until they stick; True when every safe cell is open."""
        mines, safe = self.mines, self.full & ~self.mines
        opened, unknown = self.opened, self.unknown
        while True:
            hidden_mines, hidden_safe = unknown & mines, unknown & safe
            if not hidden_mines or not hidden_safe:  # the mine counter settles the rest
                self.opened, self.unknown = opened, unknown
                return True
            fresh_safe = self.grow(opened & ~self.grow(hidden_mines)) & hidden_safe
            fresh_mines = self.grow(opened & ~self.grow(hidden_safe)) & hidden_mines
            if not fresh_safe and not fresh_mines:
                self.opened, self.unknown = opened, unknown
                return False
            opened |= fresh_safe
            unknown &= ~(fresh_safe | fresh_mines)

    def restart(self) -> None:
        """Back to the first click, on the current layout."""
        self.opened = 1 << self.first
        self.unknown = self.full & ~self.opened

    def play(self) -> int | None:
        """Play from the first click, moving mines when stuck: the moves made, or None if stuck."""
        self.restart()
        for moves in range(MOVES_PER_RUN + 1):
            if self.settle():
                return moves
            if moves == MOVES_PER_RUN or not self.repair():
                return None
        return None

    def search(self) -> Generator[None, None, list[int] | None]:
        """Replay until a run needs no move, yielding after each run: the mine indices, or None."""
        previous = MOVES_PER_RUN + 1
        for _ in range(REPLAYS):
            moves = self.play()
            yield
            if moves == 0:
                return [index for index, bit in enumerate(reversed(bin(self.mines))) if bit == "1"]
            if moves is None or moves >= previous:
                return None
            previous = moves
        return None

    def repair(self) -> bool:
        """Make one stuck number's covered neighbours all safe, or else all mines."""
        stuck = self.opened & self.grow(self.unknown)
        number = self._pick(stuck)
        if number is None:
            return False
        inside = [index for index in self.neighbours[number] if self.unknown >> index & 1]
        mask = sum(1 << index for index in inside)
        mined = mask & self.mines
        for cells, want_mine in ((mined, False), (mask & ~mined, True)):
            partners = self._partners(mask, want_mine, bin(cells).count("1"))
            if partners is not None:
                self.mines ^= cells | partners
                return True
        return False

    def _partners(self, inside: int, mine: bool, count: int) -> int | None:
        """``count`` unknown cells outside ``inside`` holding a mine (or not), interior first."""
        pool = self.unknown & ~inside & (self.mines if mine else ~self.mines)
        interior = pool & ~self.grow(self.opened)
        picked = 0
        for cells in (interior, pool & ~interior):
            while count and cells:
                cell = self._pick(cells)
                if cell is None:
                    break
                picked |= 1 << cell
                cells &= ~(1 << cell)
                count -= 1
        return picked if not count else None

    def _pick(self, cells: int) -> int | None:
        """A random cell of the set ``cells``: a few draws, then a scan."""
        size = self.full.bit_length()
        for _ in range(DRAWS):
            index = self.rng.randrange(size)
            if cells >> index & 1:
                return index
        members = [index for index, bit in enumerate(reversed(bin(cells))) if bit == "1"]
        return self.rng.choice(members) if members else None
