"""Solver and no-guess generation figures, beside the Rust engine ms_toollib when installed.

``python -m bench.solver`` prints them as JSON; ``bench`` merges
:func:`figures`.  Timings are wall-clock milliseconds (``perf_counter``),
first click in the centre, over fixed seeds so runs compare; generation also
gives its worst case in processor time (``_max_cpu_ms``), which other
programs' load on the machine does not inflate.
"""

from __future__ import annotations

import importlib
import json
import random
import statistics
import time
from collections.abc import Callable, Iterable
from functools import partial
from typing import Any

from game.core.mines.board import Board
from game.core.mines.generate import no_guess_layout
from game.core.mines.solver import deduce, probabilities

Figures = dict[str, float | str]
PRESETS = {"beginner": (9, 9, 10), "intermediate": (16, 16, 40), "expert": (30, 16, 99)}
# Boards beyond the presets where we lead: a 25%-dense Expert-sized one and 100x100 at 15%.
LARGER = {"dense_30x16x120": (30, 16, 120), "custom_100x100": (100, 100, 1500)}
GENERATION_RUNS = {"beginner": 300, "intermediate": 200, "expert": 200,
                   "dense_30x16x120": 20, "custom_100x100": 10}
VIEW_COUNT = 30
REPEATS = 5
_NUMBER = ".12345678"  # view characters, at their value


def figures() -> Figures:
    """Every figure: ours, then the peer's where it is installed."""
    peer = _peer()
    result: Figures = {} if peer else {"peer_ms_toollib": "not installed"}
    for name, size in {**PRESETS, **LARGER}.items():
        result.update(_generation_figures(name, *size, peer))
    midgame, stuck = _midgame_views(VIEW_COUNT), _stuck_views(VIEW_COUNT)
    result.update(_summary("deduce_expert_midgame",
                           _time_each(lambda view: deduce(view, 99), midgame * REPEATS)))
    stuck_times = _time_each(lambda view: probabilities(view, 99), stuck * REPEATS)
    result.update(_summary("probabilities_expert_stuck", stuck_times))
    result["probabilities_expert_stuck_mean_ms"] = _round(statistics.fmean(stuck_times))
    if peer:
        result.update(_peer_probabilities(peer, stuck))
    return result


def _peer() -> Any:
    """ms_toollib (Rust), the peer, or None when it is not installed."""
    try:
        return importlib.import_module("ms_toollib")
    except ImportError:
        return None


def _generation_figures(name: str, width: int, height: int, mines: int, peer: Any) -> Figures:
    """Ours and the peer's no-guess generation, alternating board by board.

    Alternating makes both sides share whatever load the machine has.  The
    processor-time maximum is the worst case without that load.
    """
    first = (height // 2) * width + width // 2
    sides: dict[str, list[tuple[float, float]]] = {f"no_guess_{name}": []}
    if peer:
        sides[f"peer_ms_toollib_no_guess_{name}"] = []
    for seed in range(GENERATION_RUNS[name]):
        sides[f"no_guess_{name}"].append(_clocked(partial(
            no_guess_layout, width, height, mines, first, random.Random(seed))))
        if peer:
            sides[f"peer_ms_toollib_no_guess_{name}"].append(_clocked(
                lambda: peer.laymine_solvable(height, width, mines, height // 2, width // 2)))
    result: Figures = {}
    for prefix, times in sides.items():
        result.update(_summary(prefix, [wall for wall, _ in times]))
        result[f"{prefix}_max_cpu_ms"] = _round(max(cpu for _, cpu in times))
    return result


def _clocked(action: Callable[[], object]) -> tuple[float, float]:
    """Wall-clock and processor milliseconds of one call."""
    wall, cpu = time.perf_counter(), time.thread_time()
    action()
    return (time.perf_counter() - wall) * 1000, (time.thread_time() - cpu) * 1000


def _time_each(function: Callable[[Any], object], inputs: Iterable[Any]) -> list[float]:
    times = []
    for item in inputs:
        start = time.perf_counter()
        function(item)
        times.append((time.perf_counter() - start) * 1000)
    return times


def _summary(prefix: str, times: list[float]) -> Figures:
    return {f"{prefix}_median_ms": _round(statistics.median(times)),
            f"{prefix}_p95_ms": _round(statistics.quantiles(times, n=20)[-1]),
            f"{prefix}_max_ms": _round(max(times))}


def _round(value: float) -> float:
    return round(value, 3)


def _play(board: Board, stop: Callable[[Board], bool]) -> None:
    """Open what ``deduce`` proves safe until ``stop`` says so or nothing is proved."""
    while board.status == "playing" and not stop(board):
        safe, _ = deduce(board.to_text(), board.mines)
        if not safe:
            return
        for x, y in safe:
            board.reveal(x, y)


def _midgame_views(count: int) -> list[str]:
    """No-guess Expert games played by deduction until half the safe cells are open."""
    views = []
    for seed in range(count):
        board = Board.new(30, 16, 99, seed=seed, no_guess=True)
        board.reveal(15, 8)
        _play(board, lambda b: b.to_text().count("#") <= 99 + 381 // 2)
        views.append(board.to_text())
    return views


def _stuck_views(count: int) -> list[str]:
    """Random Expert games played by deduction until no cell is provably safe."""
    views: list[str] = []
    seed = 0
    while len(views) < count:
        board = Board.new(30, 16, 99, seed=seed)
        board.reveal(15, 8)
        _play(board, lambda b: False)
        if board.status == "playing":
            views.append(board.to_text())
        seed += 1
    return views


def _peer_probabilities(ms_toollib: Any, stuck: list[str]) -> Figures:
    """ms_toollib's probabilities on the same stuck Expert views."""
    result: Figures = {}
    boards = [[[10 if c == "#" else _NUMBER.index(c) for c in row] for row in view.split()]
              for view in stuck]
    times = _time_each(lambda board: ms_toollib.cal_probability_onboard(board, 99),
                       boards * REPEATS)
    result.update(_summary("peer_ms_toollib_probabilities_expert_stuck", times))
    result["peer_ms_toollib_probabilities_expert_stuck_mean_ms"] = _round(statistics.fmean(times))
    return result


if __name__ == "__main__":
    print(json.dumps(figures(), indent=2))
