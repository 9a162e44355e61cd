"""Sudoku's own command-line options (read by ``game/text/sudoku/cli.py``)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.sudoku.grid import Difficulty


@dataclass(frozen=True)
class SudokuOptions:
    asked: Difficulty | None = None  # --difficulty; None: as hard as the last puzzle

    @property
    def difficulty(self) -> Difficulty:
        """The difficulty of a new puzzle when nothing else decides it."""
        return self.asked or "easy"
