"""A ripple: the cells one move changed, shown spreading out from where it happened.

Only the drawing waits; the game has already moved on, so input is never
delayed.  The same ripple opens an area, shows the mines of a loss from the one
that went off, and flags the mines of a win.  Pure: the renderer asks which
cells are still waiting and draws them as they were.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Collection
from dataclasses import dataclass

from game.core.mines.board import Cell

SECONDS_PER_CELL = 0.018  # of distance from the origin
LONGEST = 0.4  # a big opening still finishes quickly
MOST_CELLS = 4000  # bigger changes appear at once: a ripple must never cost a frame


@dataclass(frozen=True)
class Ripple:
    started: float
    delays: list[float]  # sorted
    cells: list[Cell]  # in the same order

    @classmethod
    def spread(cls, origin: Cell, cells: Collection[Cell], now: float) -> Ripple | None:
        """A ripple over ``cells`` from ``origin``, or None when it would not be worth it."""
        if len(cells) < 2 or len(cells) > MOST_CELLS:
            return None
        farthest = max(math.dist(origin, cell) for cell in cells) or 1.0
        scale = min(SECONDS_PER_CELL, LONGEST / farthest)
        timed = sorted((math.dist(origin, cell) * scale, cell) for cell in cells)
        return cls(now, [delay for delay, _ in timed], [cell for _, cell in timed])

    def waiting(self, now: float) -> set[Cell]:
        """The cells not reached yet: still drawn as they were before the move."""
        return set(self.cells[bisect.bisect_right(self.delays, now - self.started):])

    def done(self, now: float) -> bool:
        return now - self.started >= self.delays[-1]
