"""Work spread across frames (no threads in the browser): a first opening's layout (a
no-guess board's search, and on a huge board even plain random mines, whose drawing,
laying and flood would otherwise freeze the window for a second or more), and a huge
board's statistics once its game ends."""

from __future__ import annotations

import random
import time
from collections.abc import Generator
from typing import Generic, TypeVar

from game.core.mines.board import Cell, iter_random_layout
from game.core.mines.draw import run_to_end
from game.core.mines.game import MinesGame
from game.core.mines.game_id import MinesId, MinesParams
from game.core.mines.generate import iter_no_guess_layout
from game.core.mines.moves import Move

# Boards above this many cells lay even random mines, and count a finished game's
# statistics, across frames (a 320x320 board's first opening costs about a frame's
# budget in one go).
BIG_BOARD_CELLS = 100_000
T = TypeVar("T")


class Stepwise(Generic[T]):
    """Work that yields between slices of bounded work, run for about a budget of
    seconds each frame; its value in :attr:`result` once done."""

    result: T

    def __init__(self, steps: Generator[None, None, T]) -> None:
        self._steps = steps

    def advance(self, budget: float) -> bool:
        """Work for about ``budget`` seconds; whether the work is done."""
        deadline = time.perf_counter() + budget
        try:
            while time.perf_counter() < deadline:
                next(self._steps)
        except StopIteration as done:
            self.result = done.value
            return True
        return False

    def finish(self) -> T:
        """The rest of the work at once (the game is leaving the window)."""
        self.result = run_to_end(self._steps)
        return self.result


class Generation(Stepwise[list[int]]):
    """The layout for a board whose first opening is ``first``, a slice each frame.

    The same draws as the board's own strategy, so the board is the one its seed names.
    """

    def __init__(self, params: MinesParams, seed: int, first: Cell) -> None:
        self.params = params
        self.first = first
        index = first[1] * params.width + first[0]
        search = iter_no_guess_layout if params.no_guess else iter_random_layout
        self._id: str | None = None
        super().__init__(self._then_named(search(params.width, params.height, params.mines,
                                                 index, random.Random(seed))))

    @classmethod
    def wanted(cls, game: MinesGame, move: Move) -> Generation | None:
        """What a no-guess or huge game's first opening needs, else None (play the move)."""
        board = game.board
        if not ((game.params.no_guess or game.params.cell_count > BIG_BOARD_CELLS)
                and move.kind == "O" and not board.started
                and board.in_bounds(move.x, move.y) and board.view(move.x, move.y) in "#?"):
            return None
        assert game.origin.seed is not None, "an unstarted game always has a seed"
        return cls(game.params, game.origin.seed, (move.x, move.y))

    def game_id(self, layout: list[int]) -> str:
        """The ID of the board the search found."""
        if self._id is None:
            self._id = MinesId(self.params, layout=frozenset(layout)).text()
        return self._id

    def _then_named(self, search: Generator[None, None, list[int]]
                    ) -> Generator[None, None, list[int]]:
        """The search, then its board's ID written and read back a frame each: on a
        million-cell board each costs a good part of a frame (the read is cached for the
        session that opens the board)."""
        layout = yield from search
        yield
        text = self.game_id(layout)
        yield
        MinesId.parse(text)
        yield
        return layout
