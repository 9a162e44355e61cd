"""What every grid game shares: a cell's coordinates, a game's status, the set of cells
a move changed, the error of a move text that does not parse, and a fresh seed.

Neutral ground, so Sudoku (or a third game) needs nothing from Minesweeper's package.
Imports only the standard library.
"""

from __future__ import annotations

import os
from collections.abc import Collection, Iterator, Sequence
from itertools import chain
from typing import Literal

Cell = tuple[int, int]
Status = Literal["ready", "playing", "won", "lost"]
MAX_SEED = 2**64 - 1  # the largest seed a game ID takes


class MoveError(ValueError):
    """A move text that does not parse."""


class CellSet(Collection[Cell]):
    """The cells a move changed, kept as flat indices until someone asks.

    Opening a huge board can change a million cells; building a million
    tuples, or even a list of a million ints, would cost more than the flood
    fill itself: a flood hands over its row spans as ``range`` objects.
    """

    def __init__(self, width: int, indices: Sequence[int] = ()) -> None:
        self._width = width
        self._chunks: list[Sequence[int]] = [indices]
        self._lookup: frozenset[int] | None = None  # built on the first ``in``

    @classmethod
    def joined(cls, width: int, chunks: list[Sequence[int]]) -> CellSet:
        """The cells of several runs of indices (ranges, lists), in their order."""
        cells = cls(width)
        cells._chunks = chunks
        return cells

    def __len__(self) -> int:
        return sum(map(len, self._chunks))

    def __iter__(self) -> Iterator[Cell]:
        width = self._width
        return ((i % width, i // width) for i in chain.from_iterable(self._chunks))

    def __contains__(self, cell: object) -> bool:
        """By flat index, in a set built once: no tuple per changed cell, no rescans."""
        if not (isinstance(cell, tuple) and len(cell) == 2
                and all(isinstance(n, int) for n in cell) and 0 <= cell[0] < self._width):
            return False
        if self._lookup is None:
            self._lookup = frozenset(chain.from_iterable(self._chunks))
        return cell[1] * self._width + cell[0] in self._lookup

    def __repr__(self) -> str:
        return f"CellSet({sorted(self)!r})"


def fresh_seed() -> int:
    """A seed from the OS; pygbag seeds ``random`` with a constant, so never use it."""
    return int.from_bytes(os.urandom(6), "big")
