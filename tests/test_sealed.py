"""A sealed-off region searched to the end on its own (``endgame.SEALED``)."""

from __future__ import annotations

from functools import cache
from itertools import combinations
from math import comb

import pytest
from engine_switches import switch_off_hills_techniques

from game.core.mines import endgame, sealed
from game.core.mines.engine import SEALED_OFF, analyse
from game.core.mines.solver import MINE, Deducer

Cell = tuple[int, int]
# Cut from modern Expert seed 1258 (its columns 10-17, rows 8-15) with the
# numbers on the cut recounted: twelve covered cells at (2-5, 2-7) that only
# open cells and proved mines touch hold 6 to 8 mines in 13 ways.  Column 8 is
# all mines (the 5s and 4s of column 7 prove them), and the 48 cells right of
# it touch no number: too many layouts for the whole board's search.
POCKET_VIEW = """\
.1#22#23#######
.13#44#5#######
112####5#######
#345##35#######
2####4#4#######
13##4#24#######
12###334#######
1#3###2########"""
POCKET_MINES = 46
INTERIOR = 48


def _pocket() -> tuple[Deducer, list[Cell], dict[int, int]]:
    """The position with its proved mines, the pocket's cells and its layouts (bit i: a
    mine on cell i) with their weights, found here by trying every subset of the cells."""
    deducer = Deducer.from_view(POCKET_VIEW, POCKET_MINES)
    deducer.solve()
    rows = POCKET_VIEW.split("\n")
    cells = [(x, y) for y in range(2, 8) for x in range(2, 6)
             if rows[y][x] == "#" and deducer.known[y * 15 + x] != MINE]
    numbers = {(x, y): int(rows[y][x]) for y in range(8) for x in range(15)
               if rows[y][x].isdigit() and any(_touch((x, y), cell) for cell in cells)}
    layouts: dict[int, int] = {}
    for mines in range(len(cells) + 1):
        for chosen in combinations(range(len(cells)), mines):
            if all(_mines_around(deducer, at, {cells[i] for i in chosen}) == shown
                   for at, shown in numbers.items()):
                layouts[sum(1 << i for i in chosen)] = comb(INTERIOR,
                                                            deducer.mines_left - mines)
    return deducer, cells, layouts


def _touch(a: Cell, b: Cell) -> bool:
    return a != b and abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1


def _mines_around(deducer: Deducer, cell: Cell, pocket_mines: set[Cell]) -> int:
    proved = sum(deducer.known[y * 15 + x] == MINE for x in range(15) for y in range(8)
                 if _touch(cell, (x, y)))
    return proved + sum(_touch(cell, mine) for mine in pocket_mines)


def _chances(deducer: Deducer, cells: list[Cell], layouts: dict[int, int]) -> dict[Cell, float]:
    """Each pocket cell's chance of clearing the pocket when opened first, then best play."""

    def shown(cell: Cell, layout: int) -> int:
        return _mines_around(deducer, cell, {c for i, c in enumerate(cells) if layout >> i & 1})

    def first(cell: Cell, group: frozenset[int]) -> float:
        bit = 1 << cells.index(cell)
        parts: dict[int, set[int]] = {}
        for layout in group:
            if not layout & bit:
                parts.setdefault(shown(cell, layout), set()).add(layout)
        return sum(sum(layouts[lay] for lay in part) * best(frozenset(part))
                   for part in parts.values()) / sum(layouts[lay] for lay in group)

    @cache
    def best(group: frozenset[int]) -> float:
        if len(group) == 1:
            return 1.0
        return max(first(cell, group) for cell in cells
                   if any(layout >> cells.index(cell) & 1 for layout in group)
                   or len({shown(cell, layout) for layout in group}) > 1)

    return {cell: first(cell, frozenset(layouts)) for cell in cells}


def test_the_sealed_off_search_plays_the_move_that_clears_the_region_most_often(
        monkeypatch: pytest.MonkeyPatch) -> None:
    switch_off_hills_techniques(monkeypatch)  # the heuristic they are measured against
    deducer, cells, layouts = _pocket()
    assert len(cells) == 12 and len(layouts) == 13
    assert len({bin(layout).count("1") for layout in layouts}) > 1  # unequal weights
    chances = _chances(deducer, cells, layouts)
    heuristic = analyse(POCKET_VIEW, POCKET_MINES)
    monkeypatch.setattr(endgame, "SEALED", 1)
    searched = analyse(POCKET_VIEW, POCKET_MINES)
    assert heuristic.best in chances and searched.best in chances
    assert searched.best != heuristic.best
    assert searched.reason.endswith(SEALED_OFF)
    assert chances[searched.best] == pytest.approx(max(chances.values()))
    assert chances[searched.best] > chances[heuristic.best] + 0.02
    assert f"({chances[searched.best]:.0%})" in searched.reason


def test_a_region_next_to_unnumbered_cells_is_not_sealed_off() -> None:
    # Row 1 is a chain that row 0's cells, touching no number, can still split.
    deducer = Deducer.from_view("#####\n#####\n#4221\n#2...", 6)
    deducer.solve()
    assert sealed.sealed_guess(deducer) is None
