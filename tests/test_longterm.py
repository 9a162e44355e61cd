"""Long-term risk: pseudo-50/50s are found exactly and guessed first, and a guess counts
the 50/50s it settles; each changes the engine's move."""

from __future__ import annotations

import pytest

from game.core.mines import engine
from game.core.mines.endgame import layouts_of
from game.core.mines.engine import Tuning
from game.core.mines.longterm import Tally, influence, pseudo_fifties
from game.core.mines.solver import Deducer

# The 1 at (0, 1) puts one mine among (0, 0), (1, 0), (0, 2) and (1, 2); the 4
# at (1, 1) and the 2 at (3, 0) prove (2, 0), (2, 1) and (2, 2) mines.  Whenever
# (0, 0) is a mine, (1, 0) is safe and every other cell next to either one is
# open or a mine: no number can ever tell the two apart.  So (0, 0) is safe, or
# else the mine of a 50/50 that must be guessed anyway.  Rows 3-7 are untouched
# and safer (85 %) than (0, 0) (75 %).
PSEUDO_VIEW = "###2\n14#4\n####\n####\n####\n####\n####\n####"
PSEUDO_MINES = 8


def solved(view: str, mines: int) -> Deducer:
    deducer = Deducer.from_view(view, mines)
    deducer.solve()
    return deducer


def test_a_pair_that_is_safe_or_an_unsplittable_fifty_fifty_is_found() -> None:
    deducer = solved(PSEUDO_VIEW, PSEUDO_MINES)
    found = {deducer.cell(index) for index in pseudo_fifties(deducer)}
    assert found == {(0, 0), (1, 0)}
    # The claim itself, layout by layout over the frontier: a mine on (0, 0)
    # means none on (1, 0), and the cells that could split them are mines.
    cells = sorted(index for cells in deducer.around.values() for index in cells)
    place = {deducer.cell(index): 1 << bit for bit, index in enumerate(cells)}
    layouts = layouts_of(deducer, cells, list(deducer.around), None)
    with_mine = [layout for layout in layouts if layout & place[(0, 0)]]
    assert with_mine and all(not layout & place[(1, 0)] for layout in with_mine)


def test_a_pair_that_can_hold_two_mines_is_no_pseudo_fifty_fifty() -> None:
    # With a 2 at (0, 1) (and a 5 at (1, 1)) both (0, 0) and (1, 0) can be mines at once: then
    # opening neither tells them apart, but a mine on (0, 0) is not always
    # half of a 50/50, so guessing it is a real risk taken early.
    view = "###2\n25#4\n####\n####\n####\n####\n####\n####"
    deducer = solved(view, 9)
    assert pseudo_fifties(deducer) == []


def test_the_engine_takes_the_pseudo_fifty_fifty_over_a_safer_cell() -> None:
    taken = engine.analyse(PSEUDO_VIEW, PSEUDO_MINES)
    assert max(1 - p for p in taken.odds.values()) == pytest.approx(0.85)
    assert taken.best == (0, 0) and taken.reason == engine.PSEUDO
    assert taken.safety == pytest.approx(0.75)


def test_a_guess_that_settles_more_fifty_fifties_scores_higher() -> None:
    # Classic Expert after the corners (0, 0), (29, 0) and (0, 15) showed a 1:
    # every untouched cell is 79.5 % safe.  A covered corner is where 50/50s
    # form (fewest cells can split it), so (29, 15) is likelier than (2, 0) to
    # be half of one later; weighing that, it is opened now, as JSMinesweeper
    # opens corners.
    view = "\n".join(["1" + "#" * 28 + "1", *["#" * 30] * 14, "1" + "#" * 29])
    deducer = solved(view, 99)
    tally = Tally(deducer)
    corner, side = influence(deducer, 15 * 30 + 29, tally), influence(deducer, 2, tally)
    assert corner > side > 0.0 and influence(deducer, 5 * 30 + 5, tally) == 0.0
    assert engine.analyse(view, 99, Tuning(fifties_weight=0.0)).best == (2, 0)
    result = engine.analyse(view, 99)
    assert result.best == (29, 15) and result.safety == pytest.approx(1 - 16 / 78)
