"""Rollouts at high-stakes guesses (``engine.ROLLOUTS``, off): the top few candidates
played out to the end on layouts sampled exactly from the position.

The one-move-ahead score ranks guesses well on average but cannot see what a
guess leads to later.  When the stakes are high (the best candidates score
within ``MARGIN`` of each other and few covered cells are left, so a playout
is short) each of them is opened on the same ``engine.ROLLOUTS`` sampled
layouts and the game played on by the engine's own heuristic (the base policy,
no rollouts inside) from a copy of the position's :class:`Deducer`.  The
heuristic's choice stays unless another wins clearly more often on those
layouts (``CONFIDENCE``); of several such, the one with the largest lead, the
heuristic's order breaking ties.  A few dozen layouts cannot tell apart guesses
a point or two apart, and switching on noise would throw away what the
heuristic knows; a challenger that can no longer get clear is played no more.

The layouts are drawn exactly from the counts the solver already has: how many
mines each frontier component holds, from its layout counts by mine total and
the interior's binomials; then a uniform layout of the component for that total,
traced back through its counting programme; then the interior's mines, uniform.
The draws are seeded from the position, so a game is the same however it is run.
While the switch is off the browser bundle leaves this module out
(``tools/stage.py``) and the engine imports it only when on.  Imports only the
standard library.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from itertools import accumulate
from math import comb, sqrt
from typing import TYPE_CHECKING

from game.core.mines import engine
from game.core.mines.player import deduce_until
from game.core.mines.solver import MINE, SAFE, Deducer, _Count

if TYPE_CHECKING:
    from game.core.mines.engine import _Candidate

# The candidates played out: at most this many...
CANDIDATES = 3
# ...scoring within this much of the best (``engine._Candidate.score``)...
MARGIN = 0.02
# ...and only when at most this many covered cells are left (not counting proved mines).
COVERED = 100
# A challenger replaces ``best`` when it leads by more than this many standard deviations.
CONFIDENCE = 1.5


def rolled(deducer: Deducer, alive: list[_Candidate], best: _Candidate) -> _Candidate:
    """``best``, or a close candidate that wins clearly more often when played out, if the
    stakes are high and the position can be sampled (and this is no playout's own guess)."""
    ranked = sorted(alive, key=lambda c: (-c.score(), c.index))  # ``best`` first
    close = [c for c in ranked[:CANDIDATES] if c.score() >= best.score() - MARGIN]
    if len(close) < 2 or deducer.unknown_left > COVERED or _Playing.now:
        return best
    sampler = Sampler.of(deducer)
    if sampler is None:
        return best
    _Playing.now = True
    try:
        return _played_out(deducer, sampler, close)
    finally:
        _Playing.now = False


class _Playing:
    """Whether playouts are under way: their guesses are the base policy's, no rollouts."""

    now = False


def _played_out(deducer: Deducer, sampler: Sampler, close: list[_Candidate]) -> _Candidate:
    """``close[0]`` or the challenger with the clearest lead over it on the same layouts."""
    best, rng = close[0], random.Random(_position_key(deducer))
    duels = [(candidate, _Duel()) for candidate in close[1:]]
    for left in range(engine.ROLLOUTS - 1, -1, -1):
        live = [(candidate, duel) for candidate, duel in duels if duel.open(left)]
        if not live:
            break
        mines = sampler.layout(rng)
        held = Playout(deducer, mines).play(best.index)
        for candidate, duel in live:
            duel.add(held, Playout(deducer, mines).play(candidate.index))
    clear = [(candidate, duel.lead()) for candidate, duel in duels if duel.clear()]
    return max(clear, key=lambda pair: pair[1], default=(best, 0))[0]


class _Duel:
    """A challenger against ``best`` on the same layouts: only those won by one of them alone
    tell them apart, and the challenger must lead there by more than the noise (a sign test,
    ``CONFIDENCE`` standard deviations): the heuristic's order is evidence too."""

    def __init__(self) -> None:
        self.ahead = self.behind = 0

    def add(self, held: bool, challenger: bool) -> None:
        self.ahead += challenger and not held
        self.behind += held and not challenger

    def lead(self) -> int:
        return self.ahead - self.behind

    def clear(self, more: int = 0) -> bool:
        """Whether the lead is clear, with ``more`` layouts still to be won by it alone."""
        return self.lead() + more > CONFIDENCE * sqrt(self.ahead + self.behind + more)

    def open(self, left: int) -> bool:
        """Whether the layouts still to come (this one and ``left`` more) could make it clear."""
        return self.clear(left + 1)


def _position_key(deducer: Deducer) -> bytes:
    """What a position is: every cell's state and each number's mines still due."""
    return bytes(deducer.known) + repr(sorted(deducer.need.items())).encode()


class Sampler:
    """Draws whole layouts (the mines on every cell), each consistent one equally likely."""

    def __init__(self, deducer: Deducer, counts: list[_Count]) -> None:
        frontier = {cell for count in counts for cell in count.cells}
        self.known_mines = [i for i in deducer.learned if deducer.known[i] == MINE]
        self.interior = [i for i in deducer.unknown_cells() if i not in frontier]
        self.mines = deducer.mines_left
        self.counts = counts
        self.paths = [_paths(count) for count in counts]
        # tails[j][r]: the ways r mines fit in the components from j on and the interior
        tail = [comb(len(self.interior), r) for r in range(self.mines + 1)]
        self.tails = [tail]
        for count in reversed(counts):
            tail = [sum(ways * tail[r - k] for k, ways in enumerate(count.totals[:r + 1]))
                    for r in range(self.mines + 1)]
            self.tails.append(tail)
        self.tails.reverse()

    @classmethod
    def of(cls, deducer: Deducer) -> Sampler | None:
        """The sampler of ``deducer``'s position; None when a component is too big to count."""
        counts, weights = deducer.count_frontier(support=False)
        return None if weights is None else cls(deducer, counts)

    def layout(self, rng: random.Random) -> frozenset[int]:
        """One layout drawn uniformly from those that fit: its mines, proved ones included."""
        mines, left = list(self.known_mines), self.mines
        for at, count in enumerate(self.counts):
            after = self.tails[at + 1]
            totals = count.totals[:left + 1]
            total = _draw([ways * after[left - k] for k, ways in enumerate(totals)], rng)
            mines += _trace(count, self.paths[at], total, rng)
            left -= total
        return frozenset(mines + rng.sample(self.interior, left))


Paths = list[dict[tuple[int, ...], list[tuple[tuple[int, ...], int]]]]


def _paths(count: _Count) -> Paths:
    """For each cell of ``count``'s programme, the (state before, mine) steps into each state."""
    paths: Paths = []
    for step in count._steps:
        into: dict[tuple[int, ...], list[tuple[tuple[int, ...], int]]] = {}
        for state, mine, new in step._moves:
            into.setdefault(new, []).append((state, mine))
        paths.append(into)
    return paths


def _trace(count: _Count, paths: Paths, mines: int, rng: random.Random) -> list[int]:
    """A uniform layout of ``count``'s cells with ``mines`` mines, drawn cell by cell from the
    last: each step back weighs the ways its earlier state has to place the mines left."""
    chosen: list[int] = []
    state: tuple[int, ...] = ()
    for position in range(len(count.cells) - 1, -1, -1):
        layer = count._layers[position]
        steps = paths[position][state]
        ways = [_at(layer[before], mines - mine) for before, mine in steps]
        state, mine = steps[_draw(ways, rng)]
        if mine:
            chosen.append(count.cells[position])
        mines -= mine
    return chosen


def _at(counts: list[int], mines: int) -> int:
    return counts[mines] if 0 <= mines < len(counts) else 0


def _draw(weights: list[int], rng: random.Random) -> int:
    """An index drawn with probability proportional to its (whole-number) weight."""
    sums = list(accumulate(weights))
    return bisect_right(sums, rng.randrange(sums[-1]))


class Playout:
    """One game played on from a position with its mines known to the referee, not the player:
    the player is a copy of the position's :class:`Deducer` and plays the base policy."""

    def __init__(self, deducer: Deducer, mines: frozenset[int]) -> None:
        self.deducer = deducer.copy()
        self.mines = mines
        self.shown = bytearray(state == SAFE for state in deducer.known)
        self.left = deducer.unknown_left - deducer.mines_left  # safe cells still covered
        self._cursor = len(deducer.learned)

    def play(self, first: int) -> bool:
        """Open ``first``, then play to the end; whether the game is won."""
        move = [first]
        while True:
            for cell in move:
                if cell in self.mines:
                    return False
                self._open(cell)
            if not self.left:
                return True
            move = self._next()

    def _open(self, start: int) -> None:
        """Open a cell as the board does: a zero opens its neighbours too."""
        deducer, stack = self.deducer, [start]
        while stack:
            cell = stack.pop()
            if self.shown[cell]:
                continue
            self.shown[cell] = 1
            self.left -= 1
            number = sum(other in self.mines for other in deducer.neighbours[cell])
            deducer.observe(cell, number)
            if not number:
                stack.extend(deducer.neighbours[cell])

    def _next(self) -> list[int]:
        """The proved-safe cells not yet open, or else the base policy's guess."""
        deducer = self.deducer
        safe = deduce_until(deducer, self._proved)
        if safe:
            return safe
        guess, _reason = engine.best_guess(deducer, deducer.odds().cells)
        return [guess.index]

    def _proved(self) -> list[int]:
        deducer, shown = self.deducer, self.shown
        found = [cell for cell in deducer.learned[self._cursor:]
                 if deducer.known[cell] == SAFE and not shown[cell]]
        self._cursor = len(deducer.learned)
        return found
