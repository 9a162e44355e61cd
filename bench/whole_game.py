"""Whole games played by deduction on big boards: the solver's cost over a game, not a move.

A :class:`Follower` is fed the cells each move opened.  When nothing is
proved it guesses a covered cell away from every number; a guess that would
hit a mine is instead marked as one (the bench peeks at the layout), so every
game runs to its end and the times compare.  Per-cell times at two sizes show
whether the cost grows linearly with the board.
"""

from __future__ import annotations

import json
import time

from game.core.mines.board import Board, Cell, CellSet
from game.core.mines.follow import Follower

Figures = dict[str, float | str]
SIZES = (300, 1000)
DENSITY = 0.15
_NUMBER = ".12345678"


def figures() -> Figures:
    result: Figures = {}
    for size in SIZES:
        cpu = time.process_time()
        seconds, guesses = play(size, size, round(size * size * DENSITY), seed=1)
        name = f"whole_game_{size}x{size}"
        result[f"{name}_s"] = round(seconds, 2)
        result[f"{name}_cpu_s"] = round(time.process_time() - cpu, 2)  # what load leaves alone
        result[f"{name}_us_per_cell"] = round(seconds * 1e6 / (size * size), 2)
        result[f"{name}_guesses"] = guesses
    return result


def play(width: int, height: int, mines: int, seed: int) -> tuple[float, int]:
    """Seconds to clear the board by deduction and plain guesses, and how many guesses."""
    board = Board.new(width, height, mines, seed=seed)
    started = time.perf_counter()
    guesses = play_out(board)
    return time.perf_counter() - started, guesses


def play_out(board: Board) -> int:
    """Clear ``board`` from its middle with a :class:`Follower`; return the guesses made."""
    follower = Follower(board.width, board.height, board.mines)
    follower.opened(_shown(board, board.reveal(board.width // 2, board.height // 2)))
    guesses = 0
    while board.status == "playing":
        safe, found = follower.proved()
        if not safe and not found:
            guess = follower.plain_guess()
            if guess is None:
                raise AssertionError("a game in play has no covered cell to guess")
            guesses += 1
            if board.is_mine(*guess):
                follower.mine(guess)
                continue
            safe = [guess]
        for cell in safe:
            follower.opened(_shown(board, board.reveal(*cell)))
    return guesses


def _shown(board: Board, changed: CellSet) -> list[tuple[Cell, int]]:
    """The opened cells and their numbers (a win also flags the mines: those are skipped)."""
    views = ((cell, board.view(*cell)) for cell in changed)
    return [(cell, _NUMBER.index(view)) for cell, view in views if view in _NUMBER]


if __name__ == "__main__":
    print(json.dumps(figures(), indent=2))
