"""The board counters the Minesweeper community ranks by, from a board or a replay.

Definitions, as the competitive community uses them:

- **3BV**: the fewest left clicks that clear the board without flags: one per opening
  (a connected area of zeros with its numbered border) plus one per numbered cell that
  borders no opening.
- **solved 3BV**: those clicks already done: an opening counts once all its zeros are
  revealed, a number outside every opening once it is revealed.  A win solves all 3BV.
- **3BV/s** = solved 3BV / time; **IOE** (efficiency) = solved 3BV / clicks, where
  clicks are every left, right and chord click on the board, wasted ones included.
- **openings**, **islands** (touching numbers no opening reveals), **ZiNi** (the fewest
  clicks with flags and chords, by the greedy count of :func:`zini`), **hZiNi** (its
  human variant), **RQP** and **STNB** (time and 3BV/s in one figure), **throughput** =
  solved 3BV / effective clicks (those that changed the board, counted as
  :mod:`game.core.mines.replays` counts them), **NF**: won with no flag.

What a player's statistics keep of them is :mod:`game.core.mines.stats`.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import compress

from game.core.mines.board import Board
from game.core.mines.rows import Neighbours, flood_spans

_REVEALED = frozenset(".12345678")


def three_bv_progress(board: Board) -> tuple[int, int]:
    """(3BV, solved 3BV) of a started board, by the definitions above."""
    width, height = board.width, board.height
    mines = [cell == "*" for cell in board.layout_text().replace("\n", "")]
    revealed = [cell in _REVEALED for cell in board.to_text().replace("\n", "")]
    openings, in_opening, _spans = _openings(_zero_cells(mines, width), width, height)
    three_bv = len(openings)
    solved = sum(all(revealed[i] for i in zeros) for zeros in openings)
    for index, mine in enumerate(mines):
        if not mine and not in_opening[index]:
            three_bv += 1
            solved += revealed[index]
    return three_bv, solved


def _zero_cells(mines: list[bool], width: int) -> list[bool]:
    """Cells with no mine in their 3x3 box (themselves included): row sweeps, not loops."""
    rows = [mines[start:start + width] for start in range(0, len(mines), width)]
    wide = [[left or here or right for left, here, right
             in zip([False, *row[:-1]], row, [*row[1:], False], strict=True)] for row in rows]
    blank = [False] * width
    zero: list[bool] = []
    for above, here, below in zip([blank, *wide[:-1]], wide, [*wide[1:], blank], strict=True):
        zero += [not (a or b or c) for a, b, c in zip(above, here, below, strict=True)]
    return zero


Spans = list[tuple[int, int]]


def _openings(zero: list[bool], width: int, height: int
              ) -> tuple[list[list[int]], bytearray, list[Spans]]:
    """Each opening's zeros (in the order of their first cell), a mask of the cells in an
    opening (its zeros and their border), and each opening's row spans, which cover it."""
    zero_mask = bytearray(zero)
    todo = bytearray(zero_mask)  # zeros no opening has reached yet
    in_opening = bytearray(len(zero_mask))
    openings: list[list[int]] = []
    all_spans: list[Spans] = []
    seed = todo.find(1)
    while seed != -1:
        zeros: set[int] = set()
        spans = list(flood_spans(todo, width, height, seed))
        for start, end in spans:
            in_opening[start:end] = b"\x01" * (end - start)
            zeros.update(compress(range(start, end), zero_mask[start:end]))
        openings.append(sorted(zeros))
        all_spans.append(spans)
        seed = todo.find(1, seed)
    return openings, in_opening, all_spans



# ----- board metrics the community ranks by -------------------------------------

class _Layout:
    """A laid board as flat lists: mines, neighbours, and which opening each zero is in."""

    def __init__(self, board: Board) -> None:
        self.width = width = board.width
        self.height = height = board.height
        self.mine = [cell == "*" for cell in board.layout_text().replace("\n", "")]
        self.around = Neighbours(width, height)  # not a list per cell: 1000x1000 is 10^6
        self.zero = _zero_cells(self.mine, width)
        openings, self.in_opening, self.spans = _openings(self.zero, width, height)
        self.numbers = bytes(not mine and not zero for mine, zero in zip(self.mine, self.zero,
                                                                          strict=True))
        self.opening = [-1] * len(self.mine)  # label of the opening a zero belongs to
        for label, zeros in enumerate(openings):
            for index in zeros:
                self.opening[index] = label
        self.count = len(openings)

    def is_number(self, index: int) -> bool:
        return not self.mine[index] and not self.zero[index]

    def is_island(self, index: int) -> bool:
        """A number no opening reveals: one 3BV on its own."""
        return not self.mine[index] and not self.in_opening[index]


class _ZiniRun:
    """One greedy ZiNi solve (see :func:`zini`), kept fast on huge boards.

    A premium depends only on the cells around, so after a move only premiums
    near the cells it changed are worked out again; a heap of (-premium, cell)
    with stale entries skipped gives the first cell with the highest premium.
    """

    def __init__(self, layout: _Layout) -> None:
        self.layout = layout
        self.revealed = [False] * len(layout.mine)
        self.flagged = [False] * len(layout.mine)
        self.clicks = 0
        self.current: list[int | None] = [None] * len(layout.mine)  # premiums worth a chord
        self.heap: list[tuple[int, int]] = []
        # Cells in the order ties are broken: column by column, as ms_toollib does.
        width, height = layout.width, layout.height
        self.order = [x + y * width for x in range(width) for y in range(height)]
        self.rank = [0] * len(layout.mine)
        for rank, cell in enumerate(self.order):
            self.rank[cell] = rank
        self.next_rank = 0  # units before it (in that order) are all solved
        self.rate(range(len(layout.mine)))

    def premium(self, cell: int) -> int:
        """3BV a chord here solves, minus the clicks it costs (flags, open, chord)."""
        layout, revealed = self.layout, self.revealed
        fresh = [near for near in layout.around[cell] if not revealed[near]]
        openings_hit = {layout.opening[near] for near in fresh if layout.opening[near] >= 0}
        gain = len(openings_hit) + sum(layout.is_island(near) for near in fresh)
        gain += not revealed[cell] and layout.is_island(cell)
        return gain - self.flag_cost(cell) - 1 - (not revealed[cell])

    def rate(self, cells: Iterable[int]) -> None:
        """Work out again the premiums of these cells."""
        for cell in cells:
            premium = None
            if self.layout.is_number(cell) and self.opens_something(cell):
                premium = self.premium(cell)
                if premium < 0:
                    premium = None
            self.current[cell] = premium
            if premium is not None:
                heapq.heappush(self.heap, (-premium, self.rank[cell]))

    def best_chord(self) -> int | None:
        """The first cell with the highest premium of 0 or more, if any."""
        while self.heap:
            premium, rank = self.heap[0]
            cell = self.order[rank]
            if self.current[cell] == -premium:
                return cell
            heapq.heappop(self.heap)
        return None

    def opens_something(self, cell: int) -> bool:
        layout, revealed = self.layout, self.revealed
        return not revealed[cell] or any(not revealed[near] and not layout.mine[near]
                                         for near in layout.around[cell])

    def flag_cost(self, cell: int) -> int:
        return sum(self.layout.mine[near] and not self.flagged[near]
                   for near in self.layout.around[cell])

    def chord(self, cell: int) -> None:
        self.clicks += self.flag_cost(cell) + 1 + (not self.revealed[cell])
        changed = self.reveal(cell)
        for near in self.layout.around[cell]:
            if self.layout.mine[near]:
                self.flagged[near] = True
                changed.append(near)
            else:
                changed += self.reveal(near)
        self.rerate(changed)

    def click(self, cell: int) -> None:
        self.clicks += 1
        self.rerate(self.reveal(cell))

    def rerate(self, changed: list[int]) -> None:
        """Rate again the numbers a change can concern: changed cells and those around
        them.  Only numbers have premiums, and the numbers around an opening's zeros are
        its border, found in its row spans rather than around each of a million zeros."""
        layout = self.layout
        around, zero, opening, numbers = layout.around, layout.zero, layout.opening, layout.numbers
        cells: set[int] = set()
        openings: set[int] = set()
        for cell in changed:
            if zero[cell]:
                openings.add(opening[cell])
            else:
                cells.add(cell)
                cells.update(around[cell])
        for label in openings:
            for start, end in layout.spans[label]:
                cells.update(compress(range(start, end), numbers[start:end]))
        self.rate(cells)

    def reveal(self, cell: int) -> list[int]:
        """Open a cell (a zero opens its area, a row span at a time: zeros only ever open
        with their whole area); return the cells newly opened."""
        revealed, label = self.revealed, self.layout.opening[cell]
        spans = [(cell, cell + 1)] if label < 0 else self.layout.spans[label]
        opened = []
        for start, end in spans:
            for index in range(start, end):
                if not revealed[index]:
                    revealed[index] = True
                    opened.append(index)
        return opened

    def next_unit(self) -> int | None:
        """The first unsolved 3BV (an opening's zero or an island), column by column."""
        layout, order = self.layout, self.order
        while self.next_rank < len(order):
            index = order[self.next_rank]
            if not self.revealed[index] and (layout.opening[index] >= 0
                                              or layout.is_island(index)):
                return index
            self.next_rank += 1
        return None


def _islands(layout: _Layout) -> int:
    seen = [False] * len(layout.mine)
    count = 0
    for seed in range(len(layout.mine)):
        if seen[seed] or not layout.is_island(seed):
            continue
        count += 1
        stack = [seed]
        seen[seed] = True
        while stack:
            for near in layout.around[stack.pop()]:
                if not seen[near] and layout.is_island(near):
                    seen[near] = True
                    stack.append(near)
    return count


class _HumanZiniRun(_ZiniRun):
    """Human ZiNi's solve: only numbers already opened are chorded, as a player sees them."""

    def rate(self, cells: Iterable[int]) -> None:
        super().rate(cell for cell in cells if self.revealed[cell])


def _human_clicks(layout: _Layout) -> int:
    """Human ZiNi: every opening clicked first, then ZiNi's greedy chords on opened numbers
    only (a covered one is never chorded blind); equals ``ms_toollib.cal_hzini``."""
    run = _HumanZiniRun(layout)
    for cell in run.order:
        if run.layout.opening[cell] >= 0 and not run.revealed[cell]:
            run.click(cell)
    return _greedy_clicks(run)


def _greedy_clicks(run: _ZiniRun) -> int:
    """Chord the best premium while one is worth it, else click the next unsolved unit."""
    while True:
        cell = run.best_chord()
        if cell is not None:
            run.chord(cell)
            continue
        unit = run.next_unit()
        if unit is None:
            return run.clicks
        run.click(unit)


def speed(solved: int, time_ms: int) -> float:
    """3BV/s; a board solved in no time (a one-click win) is unbounded: inf, as the
    community's tools report it."""
    if time_ms <= 0:
        return math.inf if solved else 0.0
    return solved * 1000 / time_ms


def rqp(solved: int, time_ms: int) -> float:
    """RQP: time over 3BV/s, seconds squared per 3BV (lower is better); inf with nothing
    solved."""
    return (time_ms / 1000) ** 2 / solved if solved else math.inf


LEVELS = {(8, 8, 10): 3, (16, 16, 40): 4, (30, 16, 99): 5}  # the community's; 6 is custom
_STNB_CONSTANTS = {3: 36.0, 4: 162.0, 5: 435.0}


def level(width: int, height: int, mines: int) -> int:
    """The community's level of a board (Arbiter's: beginner is 8x8 with 10 mines)."""
    return LEVELS.get((width, height, mines), 6)


def stnb(board_level: int, three_bv: int, solved: int, time_ms: int) -> float:
    """STNB: the level's constant x solved 3BV / time^1.7, scaled by the root of the
    share of 3BV solved; 0 on other boards, which have no constant (as ms_toollib)."""
    constant = _STNB_CONSTANTS.get(board_level)
    if constant is None or not solved:
        return 0.0
    if time_ms <= 0:
        return math.inf
    return constant * solved / math.pow(time_ms / 1000, 1.7) * math.sqrt(solved / three_bv)


def zini(board: Board) -> int:
    """ZiNi: the clicks a greedy solver with flags and chords needs (a started board).

    The classic greedy count: every safe number that a chord could still open
    something around has a *premium*, the 3BV a chord on it solves (each opening
    it touches once, each island number, itself if an island) minus what the
    chord costs (a right click per unflagged mine around, the chord, and a left
    click first if it is covered).  While some premium is 0 or more, the cell
    with the highest is flagged around and chorded (a premium of 0 is taken, as
    its flags may serve later chords); otherwise the first unsolved opening or
    island is left clicked.  Ties go to the first cell column by column, which
    makes the count equal ``ms_toollib.cal_zini``.  Never above 3BV.
    """
    return _greedy_clicks(_ZiniRun(_Layout(board)))


class ClickRates:
    """Clicks, 3BV/s and IOE, for any record of clicks and solved 3BV over a time."""

    left: int
    right: int
    chord: int
    solved_three_bv: int
    time_ms: int

    @property
    def clicks(self) -> int:
        return self.left + self.right + self.chord

    @property
    def three_bv_per_second(self) -> float:
        return speed(self.solved_three_bv, self.time_ms)

    @property
    def ioe(self) -> float:
        """Index of efficiency: solved 3BV per click."""
        return self.solved_three_bv / self.clicks if self.clicks else 0.0


@dataclass(frozen=True)
class Performance(ClickRates):
    """One game's numbers as the community ranks them, from a replay or one of ours.

    Clicks are left, right and chord clicks, wasted ones included; *effective*
    clicks are those that changed the board (the community's "ce"; flagging a
    mine counts once however often it is toggled).
    """

    three_bv: int
    solved_three_bv: int
    openings: int
    zini: int
    time_ms: int
    left: int
    right: int
    chord: int
    effective: int
    completed: bool
    level: int = 6  # by the board's size (see ``level``), which STNB's constant goes by
    islands: int = 0
    hzini: int = 0
    path_px: float = 0.0  # the cursor's path from the first opening, in 16-pixel cells' px

    @property
    def rqp(self) -> float:
        return rqp(self.solved_three_bv, self.time_ms)

    @property
    def stnb(self) -> float:
        return stnb(self.level, self.three_bv, self.solved_three_bv, self.time_ms)

    @property
    def throughput(self) -> float:
        """Solved 3BV per effective click."""
        return self.solved_three_bv / self.effective if self.effective else 0.0

    @property
    def correctness(self) -> float:
        """Effective clicks per click."""
        return self.effective / self.clicks if self.clicks else 0.0

    @property
    def zini_efficiency(self) -> float:
        """ZiNi per click, for a cleared board (1.0: as few clicks as the greedy solver)."""
        return self.zini / self.clicks if self.completed and self.clicks else 0.0

    @property
    def no_flags(self) -> bool:
        """NF: won without a single right click."""
        return self.right == 0


def board_counts(board: Board) -> dict[str, int]:
    """Openings, ZiNi (:func:`zini`), islands (groups of touching numbers no opening
    reveals) and hZiNi of a started board, laid out once for all four (on a huge board the
    layout costs seconds)."""
    layout = _Layout(board)
    return {"openings": layout.count, "zini": _greedy_clicks(_ZiniRun(layout)),
            "islands": _islands(layout), "hzini": _human_clicks(layout)}
