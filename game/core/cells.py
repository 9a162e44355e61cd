"""What every grid game shares: a cell's coordinates, a game's status, the set of cells
a move changed, the error of a move text that does not parse, and a fresh seed.

Neutral ground, so Sudoku (or a third game) needs nothing from Minesweeper's package.
Imports only the standard library.
"""

from __future__ import annotations

import os
from collections.abc import Collection, Iterator
from typing import Literal

Cell = tuple[int, int]
Status = Literal["ready", "playing", "won", "lost"]
MAX_SEED = 2**64 - 1  # the largest seed a game ID takes


class MoveError(ValueError):
    """A move text that does not parse."""


class CellSet(Collection[Cell]):
    """The cells a move changed, kept as flat indices until someone asks.

    Opening a huge board can change a million cells; building a million
    tuples up front would cost more than the flood fill itself.
    """

    def __init__(self, width: int, indices: list[int]) -> None:
        self._width = width
        self._indices = indices
        self._lookup: frozenset[int] | None = None  # built on the first ``in``

    def __len__(self) -> int:
        return len(self._indices)

    def __iter__(self) -> Iterator[Cell]:
        width = self._width
        return ((i % width, i // width) for i in self._indices)

    def __contains__(self, cell: object) -> bool:
        """By flat index, in a set built once: no tuple per changed cell, no rescans."""
        if not (isinstance(cell, tuple) and len(cell) == 2
                and all(isinstance(n, int) for n in cell) and 0 <= cell[0] < self._width):
            return False
        if self._lookup is None:
            self._lookup = frozenset(self._indices)
        return cell[1] * self._width + cell[0] in self._lookup

    def __repr__(self) -> str:
        return f"CellSet({sorted(self)!r})"


def fresh_seed() -> int:
    """A seed from the OS; pygbag seeds ``random`` with a constant, so never use it."""
    return int.from_bytes(os.urandom(6), "big")
