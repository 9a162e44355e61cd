"""Mouse buttons to moves, the way Windows Minesweeper players expect.

Pure logic (no pygame) so the awkward cases can be tested directly: a left
release opens (or chords on a number), a right press cycles the mark, and
pressing both buttons (or the middle one) chords on release; after a chord the
other button's release is swallowed so it does not also open a cell.  Holding the
left button on a revealed number previews its chord, as Minesweeper Online does,
whether or not its flags are all placed yet.
"""

from __future__ import annotations

from game.core.mines.board import Board, Cell
from game.core.mines.moves import Move

LEFT, MIDDLE, RIGHT = 1, 2, 3
_OPENABLE = "#?"
_NUMBERS = "12345678"


class Pointer:
    """Which buttons are held, and what releasing them will do."""

    def __init__(self) -> None:
        self.held: set[int] = set()
        self.chording = False
        self._swallow = False  # a chord fired; ignore releases until all buttons are up

    def reset(self) -> None:
        self.held.clear()
        self.chording = False
        self._swallow = False

    def press(self, button: int, cell: Cell | None) -> list[Move]:
        self.held.add(button)
        if button == MIDDLE or {LEFT, RIGHT} <= self.held:
            self.chording = True
            return []
        if button == RIGHT and cell is not None:
            return [Move("F", *cell)]
        return []

    def release(self, button: int, cell: Cell | None, board: Board) -> list[Move]:
        was_held = button in self.held
        self.held.discard(button)
        if self.chording:
            self.chording, self._swallow = False, bool(self.held)
            return [Move("C", *cell)] if cell is not None else []
        if self._swallow:
            self._swallow = bool(self.held)
            return []
        if button != LEFT or not was_held or cell is None:
            return []
        return [click_move(board, cell)]

    def pressed_cells(self, cell: Cell | None, board: Board) -> set[Cell]:
        """Cells to draw pushed in while buttons are held (a preview, not a move)."""
        if cell is None or not board.in_bounds(*cell) or board.finished or self._swallow:
            return set()
        left_only = self.held == {LEFT}
        if self.chording or (left_only and board.view(*cell) in _NUMBERS):
            around = [cell, *board.neighbours(*cell)]
            return {c for c in around if board.view(*c) in _OPENABLE}
        if left_only and board.view(*cell) in _OPENABLE:
            return {cell}
        return set()


def click_move(board: Board, cell: Cell) -> Move:
    """A plain left click opens a covered cell and chords a revealed number."""
    return Move("C" if board.view(*cell) in _NUMBERS else "O", *cell)
