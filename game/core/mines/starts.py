"""The first click: where to make it under each first-click rule, and what it is worth.

Three rules deal the mines around the first click:

- ``area``: its 3x3 area holds no mine, so it opens an area (this game's rule, classic and
  no-guess boards alike: :func:`game.core.mines.board.random_layout`, room allowing);
- ``safe``: only the cell itself is safe (Windows' classic rule);
- ``none``: it may be a mine.

The best start is the one the strongest solvers win most often from.  For the named boards
it comes from a table; for any other size, from a rule fitted to that table.  Under
``none`` the layouts where the first cell is safe are exactly ``safe``'s, so its best cell
is ``safe``'s, at the odds of any cell.  Imports only the standard library.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import comb

from game.core.cells import Cell
from game.core.mines.game_id import PRESET_NAMES, size_name
from game.core.mines.rows import area
from game.i18n import _

AREA, SAFE, NONE = "area", "safe", "none"
RULES = (AREA, SAFE, NONE)
GAME_RULE = AREA  # the first click always opens an area, on every board of this game

# The best first click (0-based (x, y)) by board and rule; its mirror images are as good.
# From Tu et al. 2017 ("Exploring Efficient Strategies for Minesweeper"; their solver's
# README, github.com/b1f6c1c4/MineSweeperProb, "Winning Rate by First Move": PSEQ, every
# cell of each board 10^7 to 10^8 games; SFAR is our "safe", SNR our "area").  Area: (2, 2)
# wins 90.15 % on 8x8/10, 97.15 % on 9x9/10 and 88.93 % on 16x16/40, against 88.28 %,
# 96.22 % and 85.49 % in the corner; on 30x16/99 (3, 3) wins 52.79 %, (2, 2) 52.43 %, the
# centre about 51.4 %, the corner 46.75 %.  Safe: the corner on all four, by 0.9 to
# 2.9 points.  Our engine's playouts agree within their noise (docs/solver-ab.md, "Where
# to click first": python -m bench.starts 600 300 150 --start 50000000).
BEST: dict[tuple[int, int, int], dict[str, Cell]] = {
    (8, 8, 10): {AREA: (2, 2), SAFE: (0, 0)},
    (9, 9, 10): {AREA: (2, 2), SAFE: (0, 0)},
    (16, 16, 40): {AREA: (2, 2), SAFE: (0, 0)},
    (30, 16, 99): {AREA: (3, 3), SAFE: (0, 0)},
}
# Other sizes under ``area``: two cells in from the corner, three on boards as dense as
# Expert.  In Tu et al.'s tables the best start moves in as density grows: (2, 2) at 12 to
# 16 % mines, (3, 3) at Expert's 21 %; this threshold falls between.
DENSE = 0.18


@dataclass(frozen=True)
class Start:
    """The best first click on a board under a rule, and what it is worth."""

    cell: Cell
    rule: str  # the rule that applies: ``area`` falls back to ``safe`` with no room
    safety: float  # chance that it is not a mine
    opens: float  # chance, when safe, that it shows 0 and so opens an area
    published: bool  # from the table (a named board), not the rule for other sizes


def best_start(width: int, height: int, mines: int, rule: str = GAME_RULE) -> Start:
    """The best first click on a ``width`` x ``height`` board with ``mines`` under ``rule``."""
    if rule not in RULES:
        raise ValueError(f"unknown first-click rule {rule!r}; one of {', '.join(RULES)}")
    cells = width * height
    applies = rule
    if rule == AREA and cells - len(area(width, height, 0)) < mines:
        applies = SAFE  # no room to keep even a corner's area clear: the cell only is safe
    table = BEST.get((width, height, mines), {})
    cell = table.get(SAFE if applies == NONE else applies) or _fitted(width, height, mines,
                                                                       applies)
    around = len(area(width, height, cell[1] * width + cell[0])) - 1
    if applies == AREA and cells - 1 - around < mines:  # its area cannot stay clear; a
        cell, around = (0, 0), len(area(width, height, 0)) - 1  # corner's can (checked above)
    opens = 1.0 if applies == AREA else comb(cells - 1 - around, mines) / comb(cells - 1, mines)
    safety = 1.0 - mines / cells if applies == NONE else 1.0
    return Start(cell, applies, safety, opens, bool(table))


def best_starts(width: int, height: int, mines: int, rule: str = GAME_RULE) -> set[Cell]:
    """The best start and its mirror images, all as good on a symmetric board."""
    x, y = best_start(width, height, mines, rule).cell
    return {(mx, my) for mx in (x, width - 1 - x) for my in (y, height - 1 - y)}


def _fitted(width: int, height: int, mines: int, rule: str) -> Cell:
    """The rule for sizes with no table: the corner unless the area rule holds, then two (or
    on dense boards three) cells in from it, and never past the middle."""
    if rule != AREA:
        return 0, 0
    step = 3 if mines >= DENSE * width * height else 2
    return min(step, (width - 1) // 2), min(step, (height - 1) // 2)


def board_name(width: int, height: int, mines: int) -> str:
    """The board as the player knows it: a preset's name, else "this board" (translated)."""
    named = size_name(width, height, mines)
    return _(PRESET_NAMES[named]) if named else _("this board")


def explain(rule: str, safety: float, board: str) -> str:
    """Why the best start under ``rule`` (``safety``: its chance of being safe) is the best
    first click on ``board`` (its name), in words."""
    if rule == AREA:
        return _("best first click on {board}: it always opens an area, and this one leaves "
                 "the most to deduce").format(board=board)
    if rule == SAFE:
        return _("best first click on {board}: a corner opens an area most often and leaves "
                 "the most to deduce").format(board=board)
    return _("best first click on {board}: any cell may be a mine ({safety:.0%} safe), and a "
             "corner opens an area most often").format(board=board, safety=safety)
