"""A finger's meaning, decided once for every game: a still finger taps, a moving one
scrolls (and keeps gliding after a flick), and neither ever does the other.

Phones' own rule: a finger that moves more than about 10 px is scrolling, so lifting it
activates nothing; only a finger that stayed put taps, and it acts on lift.  Pure
arithmetic over positions and times, so the window (:mod:`game.gui.window`) only feeds
it what SDL reports; no pygame.
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field

Pos = tuple[int, int]

TAP_SLOP = 10  # pixels a finger may drift and still tap (Android's touch slop is 8 dp)
GLIDE_HALF_LIFE = 0.2  # seconds in which a flicked list's speed halves
GLIDE_STOP = 40.0  # pixels a second under which a gliding list stops
VELOCITY_WINDOW = 0.1  # a flick's speed is measured over its last tenth of a second


@dataclass
class FingerPress:
    """One finger the window follows from down to up: a tap until it moves past the slop."""

    finger: int
    start: Pos
    began: float
    moved: bool = False
    _samples: deque[tuple[float, int]] = field(default_factory=lambda: deque(maxlen=12))
    _last_y: int | None = None

    def move(self, pos: Pos, now: float) -> int:
        """The finger went to ``pos``: how far down it slid since its last move (0 while it
        is still within the slop of a tap)."""
        if abs(pos[0] - self.start[0]) > TAP_SLOP or abs(pos[1] - self.start[1]) > TAP_SLOP:
            self.moved = True
        self._samples.append((now, pos[1]))
        if not self.moved:
            return 0
        last, self._last_y = (self.start[1] if self._last_y is None else self._last_y), pos[1]
        return pos[1] - last

    def velocity(self, now: float) -> float:
        """Its speed down the screen over the last moments (pixels a second), for the
        glide a flick leaves behind; 0 for a finger that stopped before it was lifted."""
        recent = [(at, y) for at, y in self._samples if now - at <= VELOCITY_WINDOW]
        if not self.moved or len(recent) < 2 or recent[-1][0] <= recent[0][0]:
            return 0.0
        return (recent[-1][1] - recent[0][1]) / (recent[-1][0] - recent[0][0])


@dataclass
class Glide:
    """A flicked list keeps moving, slowing as a phone's does, until it stops."""

    velocity: float  # pixels a second, down the screen
    at: float  # when it was last stepped

    def step(self, now: float) -> float:
        """How far it moved since the last step (pixels, fractional)."""
        elapsed = max(0.0, now - self.at)
        decay = math.pow(0.5, elapsed / GLIDE_HALF_LIFE)
        # the distance is the integral of v0 * decay(t) over the elapsed time
        moved = self.velocity * (1 - decay) * GLIDE_HALF_LIFE / math.log(2)
        self.velocity *= decay
        self.at = now
        return moved

    @property
    def stopped(self) -> bool:
        return abs(self.velocity) < GLIDE_STOP


@dataclass
class RowScroll:
    """Pixels of finger travel turned into whole rows of a list (which scrolls by rows),
    the remainder kept for the next move so a slow drag still arrives."""

    row_height: int
    _pixels: float = 0.0

    def rows(self, pixels: float) -> int:
        """Rows to scroll for a finger that moved ``pixels`` down (the list goes up:
        a negative count)."""
        self._pixels += pixels
        whole = int(self._pixels / max(1, self.row_height))
        self._pixels -= whole * self.row_height
        return -whole
