"""Guess scoring taken from JSMinesweeper: each technique changes the move somewhere.

The positions come from seeded games (their seeds are named) where the
technique made the engine choose another cell; they are part of the engine since
paired A/Bs over many seeds found them together at least as strong on every level
(docs/solver-ab.md).  Where a technique has a setting (``engine.Tuning``), the
test passes another value; otherwise it checks the technique's own step.
"""

from __future__ import annotations

import pytest

from game.core.mines import engine
from game.core.mines.engine import SHIPPED, Tuning
from game.core.mines.solver import SAFE, Deducer

# Classic Expert, seed 10, at its third guess.  (10, 1) is the safest frontier
# cell (6/7); (13, 0) is less safe (81 %) but, judged by the one safest cell
# it leaves, survives two moves a little more often.  Counting the second
# safest cell too (4:1, as JSMinesweeper blends follow-ups) favours (10, 1).
BLEND_VIEW = "\n".join([
    "..1#2112##11#################1",
    "..12#11#4##2##################",
    "11.11112######################",
    "#2211113######################",
    "2#2#23#4######################",
    "12323#########################",
    ".2#33#########################",
    "13###3########################",
    "##3###########################",
    *["#" * 30] * 6,
    "1############################1",
])

# Intermediate (16x16/40), seed 160.  The untouched cells are 6/7 safe; the
# frontier's best, (4, 0), is 80 % safe, outside the fixed band of 5 points
# but inside JSMinesweeper's relative band (90 % of the safest), and every
# number it can show proves a cell safe.
BAND_VIEW = "\n".join(["..1#############", "..123###########", "...1############",
                       "..12############", "223#3###########", "##4#############",
                       *["#" * 16] * 10])

# Intermediate, seed 107.  (9, 6) (96 % safe) wins on two-move survival, but
# (9, 9) is safe in every layout where (9, 6) is, and safer (98.8 %).
DOMINATED_VIEW = "\n".join([
    "11...1##########", "#2..12##2#######", "#2..1#22########", "11..1123########",
    "11.1111#########", "#1.1#114########", "11.12212########", "...12#222#######",
    "1112#3##1#######", "##2####2########", *["#" * 16] * 6])


def test_blending_the_two_safest_follow_ups_takes_the_safest_frontier_cell() -> None:
    result = engine.analyse(BLEND_VIEW, 99)
    assert result.best == (10, 1) and result.safety == pytest.approx(6 / 7)
    assert 1 - result.odds[(13, 0)] < 0.81


def test_a_relative_band_lets_a_telling_frontier_cell_compete() -> None:
    """(4, 0), 80 % safe, is within 90 % of the safest (6/7) and examined; a narrower band
    leaves it out."""
    deducer, safety = _solved(BAND_VIEW, 40)
    assert 4 in engine._shortlist(deducer, safety, SHIPPED)
    assert 4 not in engine._shortlist(deducer, safety, Tuning(relative_band=0.95))


def test_off_the_frontier_only_when_nearly_as_safe() -> None:
    """Untouched cells (6/7) join only when at least ``off_frontier`` times as safe as the
    best frontier cell (80 %): as shipped one of them wins; past 6/7 / 0.8 they are left
    out and the frontier's (4, 0) wins, every number it can show proving a cell safe."""
    shipped = engine.analyse(BAND_VIEW, 40)
    assert shipped.best is not None and shipped.safety == pytest.approx(6 / 7)
    narrow = engine.analyse(BAND_VIEW, 40, Tuning(off_frontier=1.1))
    assert narrow.best == (4, 0) and narrow.safety == pytest.approx(0.8)
    assert narrow.progress == pytest.approx(1.0)


def test_a_dominated_cell_gives_way_to_the_safer_cell_that_is_safe_whenever_it_is() -> None:
    # The domination itself, by exact counting: once (9, 6) is known safe,
    # (9, 9) has no mine in any layout, while it can hold one now.
    twin = Deducer.from_view(DOMINATED_VIEW, 40)
    assert 0 < twin.odds().cells[(9, 9)] < twin.odds().cells[(9, 6)]
    twin.learn(6 * 16 + 9, False, ())
    assert twin.odds().cells[(9, 9)] == 0.0
    deducer, safety = _solved(DOMINATED_VIEW, 40)
    assert engine._undominated(deducer, safety, [6 * 16 + 9]) == [9 * 16 + 9]
    assert engine.analyse(DOMINATED_VIEW, 40).best != (9, 6)


def test_a_cell_two_steps_from_a_number_competes_with_the_corners_off_the_frontier() -> None:
    """Classic Expert's opening when the corner shows 1: every cell off the frontier is as
    safe (378/476), and the frontier's three a third less.  JSMinesweeper's off-edge cells
    add (2, 0), two steps from the 1, to the corners examined; it survives this move and
    the next more often (what it shows can clear the 1's cells), but the far corner settles
    more 50/50s to come, so it wins unless those are given no weight."""
    view = "\n".join(["1" + "#" * 29, *["#" * 30] * 15])
    deducer, safety = _solved(view, 99)
    assert {2, 29} <= set(engine._shortlist(deducer, safety, SHIPPED))
    corner, beside = (engine._candidate(deducer, index, safety[index]) for index in (29, 2))
    assert beside.survival > corner.survival + 0.01
    assert engine.analyse(view, 99).best == (29, 0)
    assert engine.analyse(view, 99, Tuning(fifties_weight=0.0)).best == (2, 0)


# Classic Expert, seed 8,000,005, at David Hill's second guess (bench --ab hill:).  The
# top right 2x2 block (28, 0)-(29, 1) may be a 50/50.  Whatever (28, 0) shows, a cell is
# then proved safe, but one whose number is settled already: progress in name only.
LIVING_VIEW = "\n".join([
    "..111...1#12#2.1221...1#3322##",
    "..2#32322123#312##2...12###4##",
    "125#4###1.1#4#12##2....124##32",
    "2###32332112#21122211..11223#1",
    "2#531.12#1.111...13#2..1#22321",
    "12#1.12#21.......1##2.1222##1.",
    "1211.1#22221.....122212#222321",
    "#11111111##2..111...1#22#212#1",
    "222#212234#3111#21..111112#211",
    "2#323#3##323#113#31......111..",
    "#########22#31.3##1.111.......",
    "########333#2..2#3212#3321.111",
    "###########21.12223#43###112#2",
    "###########31.1#23###234312#5#",
    "############31323##5211#214#5#",
    "############3#2#23#2..112#3#31",
])


def test_a_cell_proved_safe_but_dead_is_no_progress() -> None:
    """Every number (28, 0) can show proves a cell safe, but one that can show one number
    only: progress in name only, so none is counted and (28, 0) is not played."""
    deducer, _safety = _solved(LIVING_VIEW, 99)
    opened = deducer.known.count(SAFE)
    outcomes = engine._outcomes(deducer, 28)
    assert outcomes and all(twin.known.count(SAFE) > opened + 1 and proved == 0
                            for _share, twin, proved in outcomes)
    living = _candidate(LIVING_VIEW, (28, 0))
    assert living.progress == 0.0 and living.survival == pytest.approx(0.6806, abs=1e-4)
    assert engine.analyse(LIVING_VIEW, 99).best != (28, 0)


def test_blended_a_follow_up_with_one_safe_cell_counts_its_second_safest() -> None:
    """(9, 12) and (5, 10) are equally safe and each always leaves a cell proved safe;
    blended, the one whose follow-ups keep a good second cell wins.  Hill's solver scores
    (9, 12) 0.823066 (its log, bench --ab hill:), as here."""
    assert _candidate(LIVING_VIEW, (9, 12)).survival == pytest.approx(0.823066, abs=2e-6)
    assert _candidate(LIVING_VIEW, (5, 10)).survival < 0.812


def _solved(view: str, mines: int) -> tuple[Deducer, dict[int, float]]:
    """The position solved, and each covered cell's chance of being safe (by flat index)."""
    deducer = Deducer.from_view(view, mines)
    deducer.count_cache = {}
    deducer.solve()
    safety = {y * deducer.width + x: 1 - p for (x, y), p in deducer.odds().cells.items()
              if not deducer.known[y * deducer.width + x]}
    return deducer, safety


def _candidate(view: str, cell: tuple[int, int]) -> engine._Candidate:
    deducer = Deducer.from_view(view, 99)
    deducer.count_cache = {}
    deducer.solve()
    return engine._candidate(deducer, cell[1] * 30 + cell[0], 1 - deducer.odds().cells[cell])
