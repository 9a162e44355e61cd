"""Solver and no-guess generation figures, beside the Rust engine ms_toollib when installed.

``python -m bench.solver`` prints them as JSON; ``bench`` merges
:func:`figures`.  All timings are wall-clock milliseconds (``perf_counter``),
first click in the centre, over fixed seeds so runs compare.
"""

from __future__ import annotations

import importlib
import json
import random
import statistics
import time
from collections.abc import Callable, Iterable
from typing import Any

from game.core.mines.board import Board
from game.core.mines.generate import no_guess_layout
from game.core.mines.solver import deduce, probabilities

Figures = dict[str, float | str]
PRESETS = {"beginner": (9, 9, 10), "intermediate": (16, 16, 40), "expert": (30, 16, 99)}
GENERATION_RUNS = {"beginner": 300, "intermediate": 200, "expert": 200}
VIEW_COUNT = 30
REPEATS = 5
_NUMBER = ".12345678"  # view characters, at their value


def figures() -> Figures:
    """Every figure: ours, then the peer's where it is installed."""
    peer = _peer()
    result: Figures = {}
    for name, size in PRESETS.items():
        result.update(_generation_figures(name, size, peer))
    midgame, stuck = _midgame_views(VIEW_COUNT), _stuck_views(VIEW_COUNT)
    result.update(_summary("deduce_expert_midgame",
                           _time_each(lambda view: deduce(view, 99), midgame * REPEATS)))
    stuck_times = _time_each(lambda view: probabilities(view, 99), stuck * REPEATS)
    result.update(_summary("probabilities_expert_stuck", stuck_times))
    result["probabilities_expert_stuck_mean_ms"] = _round(statistics.fmean(stuck_times))
    result.update(_peer_figures(peer, stuck))
    return result


def _peer() -> Any:
    """The ms_toollib module, or None where it is not installed."""
    try:
        return importlib.import_module("ms_toollib")
    except ImportError:
        return None


def _generation_figures(name: str, size: tuple[int, int, int], peer: Any) -> Figures:
    """No-guess generation, ours and the peer's taking turns board by board, so that
    whatever else the machine is doing weighs on both alike; median, p95 and max."""
    width, height, mines = size
    first = (height // 2) * width + width // 2
    ours: list[float] = []
    theirs: list[float] = []
    for seed in range(GENERATION_RUNS[name]):
        ours += _time_each(lambda s: no_guess_layout(width, height, mines, first,
                                                     random.Random(s)), [seed])
        if peer is not None:
            theirs += _time_each(lambda _: peer.laymine_solvable(
                height, width, mines, height // 2, width // 2), [seed])
    result = _summary(f"no_guess_{name}", ours, with_max=True)
    if theirs:
        result.update(_summary(f"peer_ms_toollib_no_guess_{name}", theirs, with_max=True))
    return result


def _time_each(function: Callable[[Any], object], inputs: Iterable[Any]) -> list[float]:
    times = []
    for item in inputs:
        start = time.perf_counter()
        function(item)
        times.append((time.perf_counter() - start) * 1000)
    return times


def _summary(prefix: str, times: list[float], with_max: bool = False) -> Figures:
    result: Figures = {f"{prefix}_median_ms": _round(statistics.median(times)),
                       f"{prefix}_p95_ms": _round(statistics.quantiles(times, n=20)[-1])}
    if with_max:
        result[f"{prefix}_max_ms"] = _round(max(times))
    return result


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


def _peer_figures(peer: Any, stuck: list[str]) -> Figures:
    """ms_toollib (Rust): its probabilities on the same stuck views."""
    if peer is None:
        return {"peer_ms_toollib": "not installed"}
    boards = [[[10 if c == "#" else _NUMBER.index(c) for c in row] for row in view.split()]
              for view in stuck]
    times = _time_each(lambda board: peer.cal_probability_onboard(board, 99), boards * REPEATS)
    result = _summary("peer_ms_toollib_probabilities_expert_stuck", times)
    result["peer_ms_toollib_probabilities_expert_stuck_mean_ms"] = _round(statistics.fmean(times))
    return result


if __name__ == "__main__":
    print(json.dumps(figures(), indent=2))
