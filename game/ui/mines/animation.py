"""What a move sets going on the board: the ripple of what it opened, then sparks on a
loss or confetti on a win.  Pure timing and geometry; the renderer draws the result."""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from dataclasses import dataclass

from game.core.mines.board import Board, Cell
from game.ui.layout import Layout, Rect
from game.ui.mines.effects import RGB, Burst
from game.ui.mines.ripple import Ripple


@dataclass
class Animation:
    ripple: Ripple | None = None
    burst: Burst | None = None

    def start(self, cell: Cell, changed: Collection[Cell], board: Board, layout: Layout,
              now: float, seed: Callable[[], str]) -> None:
        """The ripple from ``cell`` over what changed, and a burst if the game just ended,
        its pieces scattered by ``seed()`` (the game ID, asked for only then)."""
        self.ripple = Ripple.spread(cell, changed, now)
        if board.status == "lost":
            exploded = next((c for c in changed if board.view(*c) == "!"), cell)
            self.burst = Burst.explosion(layout.cell_centre(exploded), now,
                                         random.Random(seed()))
        elif board.status == "won":
            self.burst = Burst.confetti(layout.board, now, random.Random(seed()))

    def particles(self, clock: Callable[[], float]) -> list[tuple[Rect, RGB]]:
        """The burst's squares now; the burst ends once none are left.  The clock is read
        only while something moves."""
        if self.burst is None:
            return []
        squares = self.burst.squares(clock())
        if not squares:
            self.burst = None
        return squares

    def waiting(self, clock: Callable[[], float]) -> set[Cell]:
        """Cells a ripple has not reached yet; the ripple ends once it has reached all."""
        if self.ripple is None:
            return set()
        now = clock()
        if self.ripple.done(now):
            self.ripple = None
            return set()
        return self.ripple.waiting(now)
