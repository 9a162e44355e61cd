"""Rollouts at high-stakes guesses (``engine.ROLLOUTS``): the exact layout sampler, the
playouts, and a position where playing the guesses out changes the move."""

from __future__ import annotations

import random
import signal
from collections import Counter
from itertools import combinations
from math import sqrt

import pytest
from engine_switches import switch_off_hills_techniques

from bench.winrate import MODES, play
from game.core.mines import endgame, engine
from game.core.mines.board import Board
from game.core.mines.engine import analyse
from game.core.mines.rollout import Playout, Sampler
from game.core.mines.solver import MINE, Deducer

# A 6x6 board with 7 mines, cut from a game: two frontier components (left of and
# below the numbers) and six covered cells that touch no number; 110 layouts, with
# the frontier holding 2 mines in 90 of them and 3 in 20, so the interior's
# binomial weights matter.
SAMPLED_VIEW = """\
...1##
...1##
.123##
.1####
13####
######"""
SAMPLED_MINES = 7
# Classic Expert seed 20,000,190 at a guess late in the game: 9 mines in the 25
# covered cells not proved mines, at the bottom right.  Three guesses there are 85.6 %
# safe and score within 0.02: (26, 13) 0.799, (28, 13) 0.796, (27, 13) 0.785.
CLOSE_VIEW = """\
1112#2#21113#3#2#2#3#3#1.12321
#32#222#12#5#3121213#311.1###2
#3#32.1224##32....1221...2354#
122#1..1#3#4#1...12#1....1#2#2
..111..112122321.1#21....11211
2321......112##1.1221.12321...
###1.111..2#4331113#312###1...
#521.2#2113#3#222#3#4#34#3211.
#2.113#21#4332#2#222#3#2#23#2.
1112#32213##111211.112122#3#31
122#22#212#42211.......1#2324#
#3#3223#2212#3#2......12#22#4#
14#43#43#1.113#2.112111#3##2##
.2##3#3#321..111.1#2#123######
124332322#1.111.1222112#######
1#2#11#1111.1#1.1#1...2######1"""
# A position a rollout reached in classic Expert seed 10,001,182: 14 mines in the 41
# covered cells at the top right that are not proved mines, 282 layouts; thirteen of
# those cells, twelve in the top row, touch no number.
SPREAD_VIEW = """\
...1#211.2##11123#############
...223#113#311#2###########332
1112#2111#4311123######3#3##2#
#11#21.135##2..12##3####22113#
23221..1####2..2#32#5##3#2112#
#2#1111124431113#213###322#222
34211#2111#1.1#211.3#42#1112#2
##21222#1111.1122212#3221..23#
3#21#12331.111.1##1112#11111#2
1111112##333#1.1221..1222#2211
......2#4###21......112#33#1..
..111.112243311.12222#22#3331.
111#1.111.1#3#2.1##2#32112##21
#112323#2.113#3122222#111345#1
2211##3#311.112#21213332#3##21
1#1122212#1...112#2#2##22#321."""


def _brute_force(deducer: Deducer) -> list[frozenset[int]]:
    """Every set of covered cells that meets the numbers and the mine count, by trying all."""
    covered = list(deducer.unknown_cells())
    return [frozenset(mines) for mines in combinations(covered, deducer.mines_left)
            if all(len(cells & set(mines)) == deducer.need[number]
                   for number, cells in deducer.around.items())]


def _chi_square_limit(freedom: int, z: float) -> float:
    """The chi-square value exceeded with the normal tail of ``z`` (Wilson-Hilferty)."""
    scale = 2 / (9 * freedom)
    return freedom * (1 - scale + z * sqrt(scale)) ** 3


def test_the_sampler_draws_every_layout_that_fits_equally_often() -> None:
    deducer = Deducer.from_view(SAMPLED_VIEW, SAMPLED_MINES)
    deducer.solve()
    layouts = _brute_force(deducer)
    frontier = set().union(*deducer.around.values())
    assert len(layouts) == 110
    assert Counter(len(layout & frontier) for layout in layouts) == {2: 90, 3: 20}
    proved = frozenset(i for i in deducer.learned if deducer.known[i] == MINE)
    sampler, rng = Sampler.of(deducer), random.Random(2024)
    assert sampler is not None
    draws = 50 * len(layouts)
    seen = Counter(sampler.layout(rng) - proved for _ in range(draws))
    assert set(seen) <= set(layouts)  # every draw fits the numbers and the count
    expected = draws / len(layouts)
    chi_square = sum((seen[layout] - expected) ** 2 / expected for layout in layouts)
    # p = 0.001; weighing the frontier's mine totals without the interior's binomials
    # (by their layouts alone) fails here
    assert chi_square < _chi_square_limit(len(layouts) - 1, 3.09)


def test_a_playout_is_the_game_the_engine_plays_on_the_board() -> None:
    """From the first click, a playout on a board's mines ends as the engine's game on that
    board does (zeros open their neighbours, every guess the engine's own): 60 games."""
    width, height, mines, (x, y), strategy = MODES["intermediate"]
    results = []
    for seed in range(60):
        board = Board(width, height, mines, seed=seed, strategy=strategy)
        board.reveal(x, y)
        layout = frozenset(row * width + column for row in range(height)
                           for column in range(width) if board.is_mine(column, row))
        deducer = Deducer(width, height, mines)
        played = Playout(deducer, layout).play(y * width + x)
        assert played == play(MODES["intermediate"], seed), seed
        results.append(played)
    assert 0 < sum(results) < len(results)  # both endings are checked


def test_a_guess_on_a_mine_loses_at_once() -> None:
    deducer = Deducer.from_view(SAMPLED_VIEW, SAMPLED_MINES)
    deducer.solve()
    sampler = Sampler.of(deducer)
    assert sampler is not None
    layout = sampler.layout(random.Random(1))
    covered = sorted(set(deducer.unknown_cells()) & layout)
    assert not Playout(deducer, layout).play(covered[0])


def test_rollouts_take_the_close_guess_that_wins_more_often(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Played out by the engine (rollouts off) on every one of the position's 1,332
    layouts, (28, 13) wins 732 of them (54.95 %), (27, 13) 698 (52.40 %) and the
    heuristic's (26, 13) 672 (50.45 %): the rollouts' guess is the best of the three by
    4.5 points, exactly (each layout from ``endgame.layouts_of`` over the covered cells,
    played with ``rollout.Playout``: 160 s of CPU).  Ten sampled layouts show it.  The
    engine as shipped, with JSMinesweeper's techniques on, finds (28, 13) with rollouts off."""
    switch_off_hills_techniques(monkeypatch)  # the heuristic they are measured against
    heuristic = analyse(CLOSE_VIEW, 99)
    monkeypatch.setattr(engine, "ROLLOUTS", 10)
    rolled = analyse(CLOSE_VIEW, 99)
    assert heuristic.best == (26, 13) and rolled.best == (28, 13)
    assert rolled.safety == pytest.approx(heuristic.safety)  # equally safe: 85.6 %
    monkeypatch.undo()
    assert analyse(CLOSE_VIEW, 99).best == (28, 13)


def test_the_endgame_lists_the_layouts_of_a_position_with_cells_away_from_the_numbers(
        ) -> None:
    """Searching the cells in reading order took minutes here (the top row's cells, touching
    no number, were filled every way before the numbers below ruled most out); the cells
    next to numbers come first now, and the list is the same, in the same order."""
    deducer = Deducer.from_view(SPREAD_VIEW, 99)
    deducer.solve()
    cells = list(deducer.unknown_cells())
    signal.signal(signal.SIGALRM, _too_slow)
    signal.alarm(20)
    try:
        found = endgame._layouts(deducer, cells)
    finally:
        signal.alarm(0)
    assert len(found) == len(set(found)) == deducer.layouts() == 282
    assert found == sorted(found, key=lambda layout: [~layout >> bit & 1 for bit in
                                                       range(len(cells))])
    frontier = set().union(*deducer.around.values())
    assert sum(cell not in frontier for cell in cells) == 13


def _too_slow(*_: object) -> None:
    raise AssertionError("listing the layouts took over 20 s")
