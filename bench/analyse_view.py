"""``gridgames analyse`` on 1000x1000 views: CPU seconds and peak memory per request, and
whether the full analysis fitted the budget of work (``complete``) or answered with the cells
proved by then.

Four views: a game's first opening at 15 % mines, with and without every cell's odds
(``--probabilities``); every cell covered; and bands, every other pair of rows revealed,
which makes one long frontier per band.  Each runs in a process of its own, so its peak
resident memory (the kernel's ``VmHWM``, interpreter included) is its own;
``python -m bench.analyse_view VIEW`` prints one view's figures.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

from game.core.mines.board import Board
from game.text.mines.analyse import BUDGET_STEPS, answer

Figures = dict[str, float | str]
SIDE = 1000
MINES = SIDE * SIDE * 15 // 100
VIEWS = ("opening", "opening_odds", "covered", "banded")


def figures() -> Figures:
    """Every view, each in a fresh process."""
    result: Figures = {"analyse_budget_steps": BUDGET_STEPS}
    for name in VIEWS:
        done = subprocess.run([sys.executable, "-m", "bench.analyse_view", name], check=True,
                              capture_output=True, text=True)
        for key, value in json.loads(done.stdout).items():
            result[f"analyse_1000x1000_{name}_{key}"] = value
    return result


def measure(name: str) -> Figures:
    """One request on the view ``name``, answered as the command answers it (the JSON line
    written out)."""
    lines = {"covered": _covered, "banded": banded}.get(name, opening)()
    started = time.process_time()
    reply = answer(lines, with_odds=name.endswith("_odds"))
    written = len(json.dumps(reply))
    return {"cpu_s": round(time.process_time() - started, 2),
            "answer": ("error" if "error" in reply else "complete" if reply["complete"] else
                       f"stopped by its {reply['stopped']}"),
            "reply_mb": round(written / 2**20, 1), "peak_rss_mb": round(_peak_rss_mb(), 1),
            "load_1min": round(os.getloadavg()[0], 1)}


def _peak_rss_mb() -> float:
    """This process's peak resident memory (Linux)."""
    with open("/proc/self/status") as status:
        return int(next(line.split()[1] for line in status if line.startswith("VmHWM"))) / 1024


def _board(side: int) -> Board:
    board = Board.new(side, side, side * side * 15 // 100, seed=1)
    board.reveal(side // 2, side // 2)
    return board


def opening() -> list[str]:
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
    print(json.dumps(measure(sys.argv[1]) if len(sys.argv) > 1 else figures(), indent=2))
