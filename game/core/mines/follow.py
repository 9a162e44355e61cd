"""A solver that follows one game move by move, instead of re-reading the view each time.

``deduce(view, mines)`` starts from nothing at every call, so playing a whole
big board by deduction costs the board's size at every move: quadratic.  A
:class:`Follower` keeps one :class:`Deducer` for the game and is fed only
the cells a move opened (what ``Board.reveal`` returns), so the rules only
revisit what changed and a whole game costs time roughly linear in its
cells.  Imports only the standard library.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core.mines.solver import SAFE, UNKNOWN, Cell, Deducer


class Follower:
    """What one game's revealed cells prove, learned as the cells open."""

    def __init__(self, width: int, height: int, mines: int) -> None:
        self.deducer = Deducer(width, height, mines)
        self._told = 0  # learned cells already handed out by ``proved``
        self._guess_from = 0  # where the search for a plain guess goes on

    def opened(self, cells: Iterable[tuple[Cell, int]]) -> None:
        """Cells a move opened, each with the number it shows."""
        width, observe = self.deducer.width, self.deducer.observe
        for (x, y), number in cells:
            observe(y * width + x, number)

    def proved(self) -> tuple[list[Cell], list[Cell]]:
        """The cells newly proved safe and newly proved mines since the last call.

        Runs the rules only as far as the first new fact, so the caller can
        open the safe cells and feed what they show before reasoning further.
        """
        deducer = self.deducer
        while len(deducer.learned) == self._told and (deducer.propagate()
                                                       or deducer.exact_step()):
            pass
        fresh = deducer.learned[self._told:]
        self._told = len(deducer.learned)
        safe = [deducer.cell(i) for i in fresh if deducer.known[i] == SAFE]
        mines = [deducer.cell(i) for i in fresh if deducer.known[i] != SAFE]
        return safe, mines

    def plain_guess(self) -> Cell | None:
        """A covered cell away from every number (else any covered cell), found in time
        linear over a whole game: the search goes on from where the last one stopped."""
        deducer = self.deducer
        known, neighbours = deducer.known, deducer.neighbours
        index = known.find(UNKNOWN, self._guess_from)
        while index != -1:
            if all(known[other] != SAFE for other in neighbours[index]):
                self._guess_from = index + 1
                return deducer.cell(index)
            index = known.find(UNKNOWN, index + 1)
        self._guess_from = len(known)
        first = known.find(UNKNOWN)
        return None if first == -1 else deducer.cell(first)

    def mine(self, cell: Cell) -> None:
        """A cell known to be a mine from outside the view (a benchmark that peeks)."""
        self.deducer.learn(cell[1] * self.deducer.width + cell[0], True, ())
        self._told = len(self.deducer.learned)
