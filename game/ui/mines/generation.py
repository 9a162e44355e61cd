"""A no-guess layout searched for across frames (no threads in the browser)."""

from __future__ import annotations

import random
import time
from collections.abc import Generator

from game.core.mines.board import Cell
from game.core.mines.game import MinesGame
from game.core.mines.game_id import MinesId, MinesParams
from game.core.mines.generate import iter_no_guess_layout
from game.core.mines.moves import Move


class Generation:
    """The search for a board whose first opening is ``first``, a slice each frame."""

    def __init__(self, params: MinesParams, seed: int, first: Cell) -> None:
        self.params = params
        self.first = first
        index = first[1] * params.width + first[0]
        self._steps: Generator[None, None, list[int]] = iter_no_guess_layout(
            params.width, params.height, params.mines, index, random.Random(seed))

    @classmethod
    def wanted(cls, game: MinesGame, move: Move) -> Generation | None:
        """The search a no-guess game's first opening needs, else None (play the move)."""
        board = game.board
        if not (game.params.no_guess and move.kind == "O" and not board.started
                and board.in_bounds(move.x, move.y) and board.view(move.x, move.y) in "#?"):
            return None
        assert game.origin.seed is not None, "an unstarted game always has a seed"
        return cls(game.params, game.origin.seed, (move.x, move.y))

    def game_id(self, layout: list[int]) -> str:
        """The ID of the board the search found."""
        return MinesId(self.params, layout=frozenset(layout)).text()

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
