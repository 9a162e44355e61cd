"""A whole game played by the engine move by move, fed what each move opened.

The benchmarks (``python -m bench --winrate``) and the tests play whole games with it;
no front does (a front asks :func:`game.core.mines.engine.advise` about one position),
so the browser bundle leaves it out (``tools/stage.py``).  Imports only the standard
library.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from game.core.mines.engine import PROVED, SHIPPED, Tuning, best_guess, reading_order
from game.core.mines.solver import SAFE, Cell, Deducer, SolverError, parse_view

_NUMBERS = ".12345678"
Found = TypeVar("Found")  # a cell as a (column, row) pair, or a flat index


class Player:
    """One board played move by move, fed the cells each move opened; it keeps what it learned.

    The cheapest sound step comes first: cells already proved safe, then the
    local rules, then exact counting (components unchanged since the last
    move are not counted again), and only then a guess.  Whole games cost a
    fraction of what analysing every position afresh does.
    """

    def __init__(self, width: int, height: int, mines: int, tuning: Tuning = SHIPPED) -> None:
        self.tuning = tuning
        self.deducer = Deducer(width, height, mines)
        self.deducer.count_cache = {}
        self._seen = "#" * (width * height)
        self._cursor = 0  # learned cells before this are sorted into ``_pending``
        self._pending: set[int] = set()

    def observe(self, view: str) -> None:
        """Take in what ``view`` (this board, later) newly shows."""
        _, _, cells = parse_view(view)
        fresh = [index for index, (old, new) in enumerate(zip(self._seen, cells, strict=True))
                 if old != new and new in _NUMBERS]
        for index in fresh:
            self.deducer.learn(index, False, ())
        for index in fresh:
            self.deducer.reveal(index, _NUMBERS.index(cells[index]))
        self._pending.difference_update(fresh)
        self._seen = cells

    def move(self) -> tuple[list[Cell], str]:
        """The cells to open next (every proved-safe one, or one guess) and why."""
        deducer = self.deducer
        proved = deduce_until(deducer, self._proved)
        if proved:
            return proved, PROVED
        if not deducer.unknown_left:
            raise SolverError("no covered cell is left to open")
        guess, reason = best_guess(deducer, deducer.odds().cells, self.tuning)
        return [deducer.cell(guess.index)], reason

    def _proved(self) -> list[Cell]:
        """The cells proved safe and not yet open, in reading order."""
        learned, deducer = self.deducer.learned, self.deducer
        for index in learned[self._cursor:]:
            if deducer.known[index] == SAFE and self._seen[index] not in _NUMBERS:
                self._pending.add(index)
        self._cursor = len(learned)
        return sorted((deducer.cell(index) for index in self._pending), key=reading_order)


def deduce_until(deducer: Deducer, proved: Callable[[], list[Found]]) -> list[Found]:
    """What ``proved`` finds after the local rules, or after exact counting if they find
    nothing; empty when neither can tell more.  The cheapest sound step comes first."""
    while True:
        deducer.propagate()
        found = proved()
        if found or not deducer.exact_step():
            return found
