"""Minesweeper moves as data, with the short text form of Tatham's Mines.

``O3,4`` opens, ``F3,4`` cycles the mark, ``C3,4`` chords the cell at column 3,
row 4.  Front ends turn input into moves; undo, replays and saves are lists of
them, so a move must survive a round trip through its text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from game.core.cells import CellSet
from game.core.cells import MoveError as MoveError
from game.core.mines.board import Board

MoveKind = Literal["O", "F", "C"]
# ASCII digits only: `\d` would also take "O٣,4", which text() never writes.
_MOVE_TEXT = re.compile(r"([OFC])([0-9]{1,4}),([0-9]{1,4})")


@dataclass(frozen=True)
class Move:
    """One player action on a cell."""

    kind: MoveKind
    x: int
    y: int

    def text(self) -> str:
        return f"{self.kind}{self.x},{self.y}"

    @classmethod
    def parse(cls, text: str) -> Move:
        match = _MOVE_TEXT.fullmatch(text.strip())
        if match is None:
            raise MoveError(f"{text!r} is not a move: expected O, F or C and a cell, like O3,4")
        kind: MoveKind = match[1]  # type: ignore[assignment]  # the regex admits only these
        return cls(kind, int(match[2]), int(match[3]))

    def apply(self, board: Board) -> CellSet:
        """Play the move; a move that means nothing here changes nothing."""
        if self.kind == "O":
            return board.reveal(self.x, self.y)
        if self.kind == "F":
            return board.cycle_mark(self.x, self.y)
        return board.chord(self.x, self.y)
