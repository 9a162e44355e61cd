"""The review in the terminal's words (``gridgames replay review``): a summary line, then a
line per click naming cells by coordinates, counted from 1.

Here rather than in the core, so the browser's bundle, which has no terminal, leaves it out.
"""

from __future__ import annotations

from game.core.mines.board import Cell
from game.core.mines.replays import GUESSES, Review, Verdict

_VERBS = {"O": "open", "F": "flag", "C": "chord"}


def verdict_line(verdict: Verdict) -> str:
    """One line a player reads: time, click, verdict (cells counted from 1)."""
    click = f"{_VERBS[verdict.move.kind]} {_cell(verdict.move.x, verdict.move.y)}"
    text = f"{verdict.at_ms / 1000:7.2f} s  {click}: "
    if verdict.kind == "deduction":
        text += "deduction" + (f" from {_cells(verdict.proof)}" if verdict.proof else
                               " by the mine count")
    elif verdict.kind == "forced guess":
        text += f"forced guess, {verdict.odds:.0%} a mine"
    elif verdict.kind == "avoidable guess":
        assert verdict.safe_cell is not None
        text += (f"avoidable guess, {verdict.odds:.0%} a mine; "
                 f"{_cell(*verdict.safe_cell)} was safe")
    else:
        text += verdict.kind
    return text + (" — the losing move" if verdict.lost else "")


def review_summary(review: Review) -> str:
    """Like "2 guesses, 1 avoidable; 3BV/s 1.80; efficiency 112 %"."""
    guesses = review.count(*GUESSES)
    plural = "guess" if guesses == 1 else "guesses"
    text = (f"{guesses} {plural}, {review.count('avoidable guess')} avoidable; "
            f"3BV/s {review.numbers.three_bv_per_second:.2f}; "
            f"efficiency {review.numbers.ioe * 100:.0f} %")
    wasted = review.count("wasted")
    return text + (f"; {wasted} wasted" if wasted else "")


def _cell(x: int, y: int) -> str:
    return f"({x + 1},{y + 1})"


def _cells(cells: frozenset[Cell]) -> str:
    return " ".join(_cell(*cell) for cell in sorted(cells, key=lambda c: (c[1], c[0])))
