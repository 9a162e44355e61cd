"""Bounds-checked big-endian reading: every replay parser reads through this.

A parser that runs past the end, or meets a value it cannot accept, raises
:class:`ReplayError`; no ``IndexError`` or ``struct.error`` can escape.
"""

from __future__ import annotations

from game.core.mines.replays.model import ReplayError


class Reader:
    """A cursor over the bytes of a file, named for error messages."""

    def __init__(self, data: bytes, what: str) -> None:
        self.data = data
        self.what = what
        self.offset = 0

    def take(self, count: int) -> bytes:
        """The next ``count`` bytes; the file ending first is a ReplayError."""
        end = self.offset + count
        if count < 0 or end > len(self.data):
            raise ReplayError(f"{self.what} is cut short at byte {len(self.data)}")
        chunk = self.data[self.offset:end]
        self.offset = end
        return chunk

    def skip(self, count: int) -> None:
        self.take(count)

    def uint(self, size: int) -> int:
        """An unsigned big-endian integer of ``size`` bytes."""
        return int.from_bytes(self.take(size), "big")

    def u8(self) -> int:
        return self.uint(1)

    def u16(self) -> int:
        return self.uint(2)

    def text_until(self, stop: bytes) -> bytes:
        """The bytes before the next ``stop`` byte, which is consumed too."""
        end = self.data.find(stop, self.offset)
        if end < 0:
            raise ReplayError(f"{self.what} is cut short: no {stop!r} after byte {self.offset}")
        chunk = self.data[self.offset:end]
        self.offset = end + 1
        return chunk

    def expect(self, value: int, size: int, meaning: str) -> None:
        if self.uint(size) != value:
            raise ReplayError(f"{self.what}: {meaning}")

    @property
    def left(self) -> int:
        return len(self.data) - self.offset
