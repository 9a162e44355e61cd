"""Speed figures for Sudoku: generating each difficulty, solving published hard puzzles.

``figures()`` is wired into ``python -m bench`` by the lead.  The hard set is
the 95 puzzles of "top95" and the 11 of "hardest" (copies in ``tests/data``).
Budgets (issue 6): Hard generation median <= 100 ms, solving a hard puzzle <= 20 ms.
Peers, when installed, are timed in the same run under ``peer_`` keys:
``dlxsudoku`` (singles then dancing links; it also proves uniqueness, so compare
it with our ``count``) and ``dokusan`` (backtracking, far slower: a few puzzles
only; its generator makes no graded, only "ranked", puzzles).
"""

from __future__ import annotations

import importlib.util
import random
import statistics
import time
from collections.abc import Callable, Iterable, Sequence
from functools import partial
from pathlib import Path
from typing import TypeVar

from game.core.sudoku.grid import DIFFICULTIES, count_solutions, generate, grade, solve

Figures = dict[str, float | str]
T = TypeVar("T")

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
HARD_SETS = ("sudoku-top95.txt", "sudoku-hardest.txt")
SEEDS = range(1, 41)  # generation time is heavy-tailed: many seeds for a steady median
PEER_RUNS = 3
# 17 clues and no solution: searching cell by cell took 104 s to prove it (issue 12).
NO_SOLUTION = (".....5.8....6.1.43..........1.5........1.6...3.......5"
               "53.....61........4.........")  # dokusan takes seconds per puzzle


def hard_puzzles() -> list[str]:
    return [line.strip() for name in HARD_SETS
            for line in (DATA / name).read_text().splitlines() if line.strip()]


def each_ms(action: Callable[[T], object], inputs: Iterable[T]) -> list[float]:
    """Wall time of ``action`` on each input, in milliseconds."""
    return timings(action, inputs)[0]


def timings(action: Callable[[T], object],
            inputs: Iterable[T]) -> tuple[list[float], list[float]]:
    """Wall and CPU milliseconds of ``action`` on each input.

    On a busy machine wall time also counts other processes' turns; the CPU
    time of this process says what the code itself costs.
    """
    wall, cpu = [], []
    for value in inputs:
        started, started_cpu = time.perf_counter(), time.process_time()
        action(value)
        wall.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - started_cpu) * 1000)
    return wall, cpu


def summary(name: str, samples: Sequence[float]) -> Figures:
    ordered = sorted(samples)
    return {f"{name}_median_ms": round(statistics.median(ordered), 3),
            f"{name}_p95_ms": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))], 3),
            f"{name}_max_ms": round(ordered[-1], 3)}


def our_figures(puzzles: list[str]) -> Figures:
    figures: Figures = {}
    for difficulty in DIFFICULTIES:
        wall, cpu = timings(partial(generate, difficulty), SEEDS)
        figures |= summary(f"sudoku_generate_{difficulty}", wall)
        figures[f"sudoku_generate_{difficulty}_cpu_median_ms"] = round(statistics.median(cpu), 3)
    figures |= summary("sudoku_solve_hard", each_ms(solve, puzzles))
    figures |= summary("sudoku_count_hard", each_ms(count_solutions, puzzles))
    figures |= summary("sudoku_count_no_solution", each_ms(count_solutions, [NO_SOLUTION] * 3))
    return figures | summary("sudoku_grade_hard", each_ms(grade, puzzles))


def dlxsudoku_figures(puzzles: list[str]) -> Figures:
    # Imported by name: peers are optional and untyped, so mypy must not chase them.
    sudoku_class = importlib.import_module("dlxsudoku").Sudoku
    return summary("peer_dlxsudoku_solve_hard",
                   each_ms(lambda puzzle: sudoku_class(puzzle).solve(), puzzles))


def dokusan_figures(puzzles: list[str]) -> Figures:
    boards = importlib.import_module("dokusan.boards")
    solvers = importlib.import_module("dokusan.solvers")
    generators = importlib.import_module("dokusan.generators")

    def solve_one(puzzle: str) -> None:
        rows = [[0 if c == "." else int(c) for c in puzzle[r * 9:r * 9 + 9]] for r in range(9)]
        solvers.backtrack(boards.Sudoku.from_list(rows, box_size=boards.BoxSize(3, 3)))

    def generate_one(seed: int) -> None:
        random.seed(seed)  # dokusan draws from the global generator
        generators.random_sudoku(avg_rank=150)

    return (summary("peer_dokusan_solve_hard", each_ms(solve_one, puzzles[:PEER_RUNS]))
            | summary("peer_dokusan_generate_rank150",
                      each_ms(generate_one, range(1, PEER_RUNS + 1))))


def figures() -> Figures:
    puzzles = hard_puzzles()
    result = our_figures(puzzles)
    for peer, measure in (("dlxsudoku", dlxsudoku_figures), ("dokusan", dokusan_figures)):
        if importlib.util.find_spec(peer) is None:
            result[f"peer_{peer}"] = "not installed"
        else:
            result |= measure(puzzles)
    return result


if __name__ == "__main__":
    import json

    print(json.dumps(figures(), indent=2))
