"""A no-guess layout searched for across frames (no threads in the browser)."""

from __future__ import annotations

import random
import time
from collections.abc import Generator

from game.core.mines.board import Cell
from game.core.mines.game_id import MinesParams
from game.core.mines.generate import iter_no_guess_layout


class Generation:
    """The search for a board whose first opening is ``first``, a slice each frame."""

    def __init__(self, params: MinesParams, seed: int, first: Cell) -> None:
        self.first = first
        index = first[1] * params.width + first[0]
        self._steps: Generator[None, None, list[int]] = iter_no_guess_layout(
            params.width, params.height, params.mines, index, random.Random(seed))

    def advance(self, budget: float) -> list[int] | None:
        """Work for about ``budget`` seconds; the layout once found, else None."""
        deadline = time.perf_counter() + budget
        try:
            while time.perf_counter() < deadline:
                next(self._steps)
        except StopIteration as done:
            layout: list[int] = done.value
            return layout
        return None
