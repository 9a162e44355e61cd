"""One finger on a board: a tap acts, a long still press acts otherwise, a slide pans.

Pure timing and distance, so the window only says where a finger went and asks what it
means; no pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.core.mines.board import Cell
from game.ui.gestures import TAP_SLOP

LONG_PRESS_SECONDS = 0.4


@dataclass
class Touch:
    """A finger that came down on the board (``cell``) or elsewhere (``cell`` None: then
    it acts as a click)."""

    finger: int
    start: tuple[int, int]
    cell: Cell | None
    began: float
    moved: bool = False
    fired: bool = False  # the long press already acted
    last: tuple[int, int] | None = None  # where a slide last was

    @property
    def still(self) -> bool:
        """Neither slid away nor already used by a long press: a tap on release."""
        return not (self.moved or self.fired)

    def drag(self, pos: tuple[int, int]) -> tuple[int, int]:
        """The finger went to ``pos``: how far it slid since its last move, (0, 0) while it
        is still within the slop of a tap."""
        if abs(pos[0] - self.start[0]) > TAP_SLOP or abs(pos[1] - self.start[1]) > TAP_SLOP:
            self.moved = True
        if not self.moved:
            return 0, 0
        last, self.last = self.last or self.start, pos
        return pos[0] - last[0], pos[1] - last[1]

    def long_press(self, clock: Callable[[], float]) -> Cell | None:
        """The cell, once, when a still board press has lasted long enough."""
        if self.cell is None or not self.still or clock() - self.began < LONG_PRESS_SECONDS:
            return None
        self.fired = True
        return self.cell
