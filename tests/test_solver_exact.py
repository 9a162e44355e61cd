"""Exact odds on big frontiers, checked by an independent count and by ms_toollib.

The stored views (tests/data) are 50x50 and 100x100 boards at 30 % mines,
opened at random safe cells and then played by deduction until it found no
safe cell: 624 and 818 covered cells touch a number.  The independent count
below shares no code with the solver: after the one-number rule it counts
each component by a memoised recursion plus a forward sweep, multiplies the
other components' polynomials directly (no division), and weighs each
frontier mine total with ``math.comb``.  It is too slow for the 100x100 view
within a test's budget, so that one is checked against ms_toollib (a separate
Rust program) instead.
"""

from __future__ import annotations

import importlib
from fractions import Fraction
from math import comb
from pathlib import Path
from types import ModuleType

import pytest
from test_solver import stuck_expert_views

from game.core.mines.solver import CountLimits, hint, mine_odds

Cell = tuple[int, int]
DATA = Path(__file__).parent / "data"
BIG_VIEWS = [("mines-stuck-50x50-750.txt", 750), ("mines-stuck-100x100-3000.txt", 3000)]


def read_view(name: str) -> str:
    return (DATA / name).read_text()


def _neighbours(x: int, y: int, width: int, height: int) -> list[Cell]:
    return [(x + dx, y + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)
            if (dx, dy) != (0, 0) and 0 <= x + dx < width and 0 <= y + dy < height]


def _constraints(view: str) -> tuple[list[Cell], list[tuple[frozenset[Cell], int]]]:
    """The covered cells, and each revealed number as (covered neighbours, value)."""
    rows = view.split()
    width, height = len(rows[0]), len(rows)
    covered = [(x, y) for y in range(height) for x in range(width) if rows[y][x] in "#F?"]
    numbers = []
    for y in range(height):
        for x in range(width):
            if rows[y][x] in ".12345678":
                cells = frozenset(c for c in _neighbours(x, y, width, height)
                                  if rows[c[1]][c[0]] in "#F?")
                numbers.append((cells, ".12345678".index(rows[y][x])))
    return covered, [(cells, value) for cells, value in numbers if cells]


def _components(constraints: list[tuple[frozenset[Cell], int]]) -> list[list[int]]:
    """Constraint indices grouped by shared cells (union-find)."""
    parent = list(range(len(constraints)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    owner: dict[Cell, int] = {}
    for i, (cells, _) in enumerate(constraints):
        for cell in cells:
            if cell in owner:
                parent[root(i)] = root(owner[cell])
            owner[cell] = i
    groups: dict[int, list[int]] = {}
    for i in range(len(constraints)):
        groups.setdefault(root(i), []).append(i)
    return list(groups.values())


def _greedy_order(rules: list[tuple[frozenset[Cell], int]]) -> list[Cell]:
    """Cells in an order where each next cell shares the most numbers with those taken."""
    left = {c for cells, _ in rules for c in cells}
    order = [min(left)]
    left.remove(order[0])
    ties = dict.fromkeys(left, 0)
    while left:
        for cells, _ in rules:
            if order[-1] in cells:
                for cell in cells & left:
                    ties[cell] += 1
        best = max(left, key=lambda c: (ties[c], -c[0], -c[1]))
        left.remove(best)
        order.append(best)
    return order


def _cell_polynomials(cells: list[Cell], rules: list[tuple[frozenset[Cell], int]],
                      ) -> tuple[list[int], dict[Cell, list[int]]]:
    """Layouts of ``cells`` meeting ``rules`` by mine count, and those with each cell a mine.

    A memoised count of the ways to finish from (position, needs left), and
    a forward sweep of the ways to reach each (position, needs left).
    """
    place = {cell: position for position, cell in enumerate(cells)}
    touching: list[list[int]] = [[] for _ in cells]
    closing: list[list[int]] = [[] for _ in cells]
    for i, (members, _) in enumerate(rules):
        for cell in members:
            touching[place[cell]].append(i)
        closing[max(place[cell] for cell in members)].append(i)

    def step(position: int, needs: tuple[int, ...], mine: int) -> tuple[int, ...] | None:
        new = list(needs)
        for i in touching[position]:
            new[i] -= mine
            if new[i] < 0:
                return None
        if any(new[i] for i in closing[position]):
            return None
        return tuple(new)

    memo: dict[tuple[int, tuple[int, ...]], list[int]] = {}

    def finish(position: int, needs: tuple[int, ...]) -> list[int]:
        if position == len(cells):
            return [1]
        if (position, needs) not in memo:
            result = [0]
            for mine in (0, 1):
                new = step(position, needs, mine)
                if new is not None:
                    result = _plus(result, [0] * mine + finish(position + 1, new))
            memo[position, needs] = result
        return memo[position, needs]

    start = tuple(value for _, value in rules)
    layer = {start: [1]}
    mine_ways: dict[Cell, list[int]] = {}
    for position, cell in enumerate(cells):
        reached: dict[tuple[int, ...], list[int]] = {}
        mine_ways[cell] = [0]
        for needs, ways in layer.items():
            for mine in (0, 1):
                new = step(position, needs, mine)
                if new is not None:
                    shifted = [0] * mine + ways
                    reached[new] = _plus(reached.get(new, [0]), shifted)
                    if mine:
                        mine_ways[cell] = _plus(mine_ways[cell],
                                                _times(shifted, finish(position + 1, new)))
        layer = reached
    return finish(0, start), mine_ways


def _plus(a: list[int], b: list[int]) -> list[int]:
    return [(a[i] if i < len(a) else 0) + (b[i] if i < len(b) else 0)
            for i in range(max(len(a), len(b)))]


def _times(a: list[int], b: list[int]) -> list[int]:
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i + j] += x * y
    return out


def _settle_singles(constraints: list[tuple[frozenset[Cell], int]],
                    ) -> tuple[list[tuple[frozenset[Cell], int]], dict[Cell, Fraction]]:
    """Apply the one rule that needs no proof: a number needing 0 (or all) of its cells."""
    settled: dict[Cell, Fraction] = {}
    changed = True
    while changed:
        changed = False
        rules = []
        for cells, value in constraints:
            value -= sum(1 for c in cells if settled.get(c) == 1)
            cells = frozenset(c for c in cells if c not in settled)
            if cells and value in (0, len(cells)):
                settled.update(dict.fromkeys(cells, Fraction(value and 1)))
                changed = True
            elif cells:
                rules.append((cells, value))
        constraints = rules
    return constraints, settled


def independent_odds(view: str, mines: int) -> dict[Cell, Fraction]:
    covered, constraints = _constraints(view)
    constraints, settled = _settle_singles(constraints)
    covered = [cell for cell in covered if cell not in settled]
    mines -= sum(1 for p in settled.values() if p == 1)
    groups = []
    for members in _components(constraints):
        rules = [constraints[i] for i in members]
        groups.append(_cell_polynomials(_greedy_order(rules), rules))
    interior = len(covered) - sum(len(cells) for _, cells in groups)

    def weigh(polynomial: list[int]) -> int:
        return sum(ways * comb(interior, mines - k) for k, ways in enumerate(polynomial)
                   if 0 <= mines - k <= interior)

    everything = [1]
    for polynomial, _ in groups:
        everything = _times(everything, polynomial)
    total = weigh(everything)
    odds: dict[Cell, Fraction] = {}
    for number, (_, mine_ways) in enumerate(groups):
        others = [1]
        for other, (polynomial, _) in enumerate(groups):
            if other != number:
                others = _times(others, polynomial)
        for cell, ways in mine_ways.items():
            odds[cell] = Fraction(weigh(_times(others, ways)), total)
    interior_mines = sum(ways * comb(interior, mines - k) * (mines - k)
                         for k, ways in enumerate(everything) if 0 < mines - k <= interior)
    for cell in covered:
        odds.setdefault(cell, Fraction(interior_mines, total * interior))
    return odds | settled


@pytest.mark.parametrize(("name", "mines"), BIG_VIEWS[:1])
def test_big_frontiers_are_exact_by_an_independent_count(name: str, mines: int) -> None:
    view = read_view(name)
    _, constraints = _constraints(view)
    assert len({c for cells, _ in constraints for c in cells}) > 300
    expected = independent_odds(view, mines)
    found = mine_odds(view, mines)
    assert found.exact
    assert found.cells.keys() == expected.keys()
    for cell, p in expected.items():
        assert found.cells[cell] == pytest.approx(float(p), abs=1e-12), cell


def _peer() -> ModuleType:
    try:
        return importlib.import_module("ms_toollib")
    except ImportError:
        pytest.skip("ms_toollib is not installed (pip install -e '.[dev]' brings it)")


def test_odds_agree_with_ms_toollib_on_stuck_views() -> None:
    peer = _peer()
    cases = [(view, 99) for view in stuck_expert_views(12)]
    cases += [(read_view(name), mines) for name, mines in BIG_VIEWS]
    for view, mines in cases:
        board = [[10 if c == "#" else ".12345678".index(c) for c in row] for row in view.split()]
        theirs, _ = peer.cal_probability_onboard(board, mines)
        ours = mine_odds(view, mines)
        assert ours.exact
        for (x, y), p in ours.cells.items():
            assert p == pytest.approx(theirs[y][x], abs=1e-9), (x, y)


def test_an_uncountable_component_is_flagged_inexact() -> None:
    view = read_view(BIG_VIEWS[0][0])
    assert mine_odds(view, 750).exact
    small = CountLimits(exact_cells=4, states=10)
    found = mine_odds(view, 750, small)
    assert not found.exact
    assert all(0.0 <= p <= 1.0 for p in found.cells.values())
    assert not hint(view, 750, small).exact


def test_countable_views_give_exact_hints() -> None:
    view = stuck_expert_views(6)[0]
    found = hint(view, 99)
    assert not found.safe and found.exact
    assert found.probability == min(mine_odds(view, 99).cells.values())
