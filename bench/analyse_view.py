"""``gridgames analyse`` on 1000x1000 views: CPU seconds and peak memory per request, and
whether the full analysis fitted the budget of work (``complete``) or answered with the cells
proved by then.

Three views: a game's first opening at 15 % mines; every cell covered; and bands, every
other pair of rows revealed, which makes one long frontier per band.
"""

from __future__ import annotations

import json
import time

from game.core.mines.board import Board
from game.text.mines.analyse import BUDGET_STEPS, answer

Figures = dict[str, float | str]
SIDE = 1000
MINES = SIDE * SIDE * 15 // 100


def figures() -> Figures:
    result: Figures = {"analyse_budget_steps": BUDGET_STEPS}
    for name, lines in (("opening", _opening()), ("covered", _covered()), ("banded", banded())):
        started = time.process_time()
        reply = answer(lines, with_odds=False)
        result[f"analyse_1000x1000_{name}_cpu_s"] = round(time.process_time() - started, 2)
        result[f"analyse_1000x1000_{name}_answer"] = (
            "error" if "error" in reply else "complete" if reply["complete"] else
            f"stopped by its {reply['stopped']}")
    return result


def _board(side: int) -> Board:
    board = Board.new(side, side, side * side * 15 // 100, seed=1)
    board.reveal(side // 2, side // 2)
    return board


def _opening() -> list[str]:
    return [*_board(SIDE).to_text().splitlines(), f"mines {MINES}"]


def _covered() -> list[str]:
    return [*(["#" * SIDE] * SIDE), f"mines {MINES}"]


def banded(side: int = SIDE) -> list[str]:
    """Rows 0-1 of every 4 show their numbers (mines stay covered), the rest are covered."""
    board = _board(side)
    rows = []
    for y in range(side):
        if y % 4 < 2:
            rows.append("".join("#" if board.is_mine(x, y) else _face(board, x, y)
                                for x in range(side)))
        else:
            rows.append("#" * side)
    return [*rows, f"mines {board.mines}"]


def _face(board: Board, x: int, y: int) -> str:
    count = sum(board.is_mine(nx, ny) for nx, ny in board.neighbours(x, y))
    return "." if count == 0 else str(count)


if __name__ == "__main__":
    print(json.dumps(figures(), indent=2))
