"""Watching a finished game again, at its real pace or faster; no pygame."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Generic, TypeVar

from game.core.mines.board import Cell
from game.core.session import Position, Replay

REPLAY_FAST = 8.0
P = TypeVar("P", bound=Position)


class ReplayPlayer(Generic[P]):
    """A replay and its clock: which steps are due, and at what speed."""

    def __init__(self, replay: Replay[P], clock: Callable[[], float]) -> None:
        self.replay = replay
        self.clock = clock
        self.speed = 1.0
        self._next_at = clock() + replay.delay_ms() / 1000

    def due(self) -> Iterator[set[Cell]]:
        """The cells each step changes, for every step whose time has come."""
        while not self.replay.done and self.clock() >= self._next_at:
            yield set(self.replay.step())
            self._next_at += self.replay.delay_ms() / 1000 / self.speed

    def toggle_speed(self) -> None:
        """Real speed <-> fast, from now."""
        self.speed = 1.0 if self.speed > 1 else REPLAY_FAST
        self._next_at = self.clock()

    def footer(self) -> str:
        speed = "fast" if self.speed > 1 else "real speed"
        return f"Replay {self.replay.index}/{len(self.replay.events)} ({speed}) · Space · Esc"
