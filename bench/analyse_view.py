"""``gridgames analyse`` on 1000x1000 views: CPU seconds per request, and whether the full
analysis fitted the time budget (``complete``) or the local rules answered instead.

Three views: a game's first opening at 15 % mines; every cell covered; and bands, every
other pair of rows revealed, which makes one long frontier per band.
"""

from __future__ import annotations

import json
import time

from game.core.mines.board import Board
from game.text.mines.analyse import BUDGET_SECONDS, answer

Figures = dict[str, float | str]
SIDE = 1000
MINES = SIDE * SIDE * 15 // 100


def figures() -> Figures:
    result: Figures = {"analyse_budget_s": BUDGET_SECONDS}
    for name, lines in (("opening", _opening()), ("covered", _covered()), ("banded", _banded())):
        started = time.process_time()
        reply = answer(lines, with_odds=False)
        result[f"analyse_1000x1000_{name}_cpu_s"] = round(time.process_time() - started, 2)
        result[f"analyse_1000x1000_{name}_answer"] = (
            "error" if "error" in reply else "complete" if reply["complete"] else "local rules")
    return result


def _board() -> Board:
    board = Board.new(SIDE, SIDE, MINES, seed=1)
    board.reveal(SIDE // 2, SIDE // 2)
    return board


def _opening() -> list[str]:
    return [*_board().to_text().splitlines(), f"mines {MINES}"]


def _covered() -> list[str]:
    return [*(["#" * SIDE] * SIDE), f"mines {MINES}"]


def _banded() -> list[str]:
    """Rows 0-1 of every 4 show their numbers (mines stay covered), the rest are covered."""
    board = _board()
    rows = []
    for y in range(SIDE):
        if y % 4 < 2:
            rows.append("".join("#" if board.is_mine(x, y) else _face(board, x, y)
                                for x in range(SIDE)))
        else:
            rows.append("#" * SIDE)
    return [*rows, f"mines {MINES}"]


def _face(board: Board, x: int, y: int) -> str:
    count = sum(board.is_mine(nx, ny) for nx, ny in board.neighbours(x, y))
    return "." if count == 0 else str(count)


if __name__ == "__main__":
    print(json.dumps(figures(), indent=2))
