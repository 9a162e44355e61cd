"""What to play next: a proved-safe cell, or else the best guess, with the reason why.

A guess is chosen the way the strongest published solver (JSMinesweeper)
does it, in order:

1. an unavoidable guess is taken at once: a number's cells that no cell
   around them can tell apart, or a component with just two layouts (a 50/50, or a
   chain of them) that every cell around sees alike.  It must be taken sooner
   or later, and taking it first can only tell more before the next guess;
2. when few layouts remain, the play is searched to the end
   (:mod:`game.core.mines.endgame`) and the guess that wins most often is taken;
3. otherwise the near-safest cells are examined one move ahead: for each
   number the cell could show, the exact chance of that number (by counting
   layouts) and whether the position it leads to has a safe cell (progress)
   or, if not, how safe its best guess is (secondary safety);
4. a "dead" cell, one that could only ever show one number, teaches nothing
   and is never chosen while another candidate remains;
5. the cell with the best chance of surviving this move and the next wins,
   progress breaking near-ties.

JSMinesweeper's further techniques are part of it: a cell safe or else half of a
50/50 that must come is taken at step 2 (:mod:`game.core.mines.longterm`); a guess
counts the 50/50s it settles; a follow-up is worth its two safest cells, 4:1; the
cells examined are the frontier's within a band relative to the safest, and a few
telling cells off it; a cell gives way to a safer one that is safe whenever it is;
a follow-up counts only cells whose number is not settled (living ones).  Together
they part from Hill's own choice at about one guess in ten, mostly between equally
safe cells, and win at least as often as the engine without them on every level
(docs/solver-ab.md, which also keeps the figures of the techniques tried and
deleted: rollouts, the opening book, the sealed-off search, endgame reuse).

On an untouched board the move is the best first click for the board under the
first-click rule passed in (:mod:`game.core.mines.starts`); where the endgame search settles
a guess, the analysis carries its exact chance to win the game on best play.

The answer is a function of the position, the mine count, the first-click rule and the
:class:`Tuning` passed in, nothing else: no module switch, no memo of objects the engine does not
hold.  ``next_move(view, mines)`` answers one position; :mod:`game.core.mines.player`
plays a whole game, fed what each move opened.  Imports only the standard library.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from itertools import chain, islice

from game.core.mines import longterm
from game.core.mines.endgame import endgame_guess, layouts_of
from game.core.mines.moves import Move
from game.core.mines.rows import Neighbours
from game.core.mines.solver import (
    MINE,
    SAFE,
    UNKNOWN,
    CellOdds,
    Deducer,
    Hint,
    ImpossibleViewError,
    SolverError,
    hint,
)
from game.core.mines.starts import GAME_RULE, best_start, explain
from game.i18n import _

Cell = tuple[int, int]
PROVED = "proved safe by the numbers around it"
UNAVOIDABLE_PAIR = "an unavoidable 50/50, so it is guessed now"
UNAVOIDABLE_GROUP = "an unavoidable guess: no cell around can tell these apart"
PSEUDO = "safe, or else half of a 50/50 due anyway"
SEARCHED = "searched to the end"
START = "the best first click for the board and its first-click rule"


@dataclass(frozen=True)
class Tuning:
    """The engine's settings, a value its callers pass down (``bench --winrate --ab`` pairs
    two of them); the defaults are what ships, each earned by a paired A/B."""

    # The frontier cells at least this share as safe as the safest are examined one move
    # ahead (JSMinesweeper: 0.9)...
    relative_band: float = 0.9
    # ...at most this many of them, the safest first, to bound the work per guess...
    candidates: int = 10
    # ...and cells off the frontier when at least this many times as safe as the safest
    # frontier cell (0.95): JSMinesweeper's, at most ``off_edge`` of them, two steps straight
    # from a number that touches covered cells (they can tell about it) or hemmed in by two or
    # three covered cells (likely to open an area); all of them when fewer than
    # ``whole_interior`` are off the frontier.
    off_frontier: float = 0.95
    off_edge: int = 12
    whole_interior: int = 30
    # A guess's survival counts the 50/50s it settles, times this (JSMinesweeper: 0.9)...
    fifties_weight: float = 0.9
    # ...and its progress this much on top (JSMinesweeper's 0.001).
    progress_weight: float = 0.001
    # The endgame is searched when at most this many layouts fit, visiting at most this many
    # positions (:mod:`game.core.mines.endgame`).
    endgame_layouts: int = 400
    endgame_budget: int = 5_000


SHIPPED = Tuning()


@dataclass(frozen=True)
class Analysis:
    """One position's verdict: proved cells, odds and the move to play."""

    safe: list[Cell]
    mines: list[Cell]
    best: Cell | None
    safety: float  # of ``best``: 1.0 when proved safe
    progress: float  # chance that after ``best`` some cell is proved safe
    exact: bool  # whether ``safety`` and the odds are exact
    odds: Mapping[Cell, float]  # each covered cell's mine probability (a CellOdds)
    reason: str
    # The chance to win the game from here on best play, where the endgame search settled
    # the guess (exact); None where no search did (the safety is all there is).
    win_chance: float | None = None
    first_click: str = GAME_RULE  # the rule a start (``reason`` START) was chosen for


@dataclass(frozen=True)
class _Candidate:
    index: int
    safety: float
    progress: float
    survival: float  # of this move and the next
    dead: bool
    fifties: float = 0.0  # the 50/50s it would settle (see ``longterm.influence``)
    win: float | None = None  # the chance to win on best play, when searched to the end

    def score(self, tuning: Tuning) -> float:
        return (self.survival * (1 + tuning.fifties_weight * self.fifties) +
                tuning.progress_weight * self.progress * self.safety)


def analyse(view: str, mines: int, tuning: Tuning = SHIPPED,
            first_click: str = GAME_RULE) -> Analysis:
    """Everything the solver knows about ``view``; raises ``SolverError`` on a bad view.
    ``first_click``: the rule that deals the mines around the first click
    (:mod:`game.core.mines.starts`), which decides the move on an untouched board."""
    deducer = Deducer.from_view(view, mines)
    deducer.count_cache = {}
    return verdict(deducer, tuning, first_click)


def verdict(deducer: Deducer, tuning: Tuning = SHIPPED,
            first_click: str = GAME_RULE) -> Analysis:
    """Everything ``deducer`` can find: solved, then its best move (on an untouched board,
    the best start under ``first_click``).  With a ``Work`` budget (``deducer.work``) it
    raises ``OutOfWork`` once that is spent, and the cells it learned by then are proved."""
    width, height, mines = deducer.width, deducer.height, deducer.mines_left
    if deducer.unknown_left == width * height:  # every cell at the same odds, two bytes a cell
        return replace(opening(width, height, mines, first_click), odds=deducer.odds().cells)
    deducer.solve()
    odds = deducer.odds()
    safe, found = deducer.proved()
    if safe:
        progress = 1.0 if len(safe) > 1 else _candidate(deducer, _index(deducer, safe[0]),
                                                        1.0).progress
        return Analysis(safe, found, safe[0], 1.0, progress, odds.exact, odds.cells,
                        PROVED)
    if not deducer.unknown_left:
        return Analysis(safe, found, None, 1.0, 0.0, odds.exact, odds.cells, "nothing left to open")
    guess, reason = best_guess(deducer, odds.cells, tuning)
    return Analysis(safe, found, deducer.cell(guess.index), guess.safety, guess.progress,
                    odds.exact, odds.cells, reason, guess.win)


def opening(width: int, height: int, mines: int, first_click: str = GAME_RULE) -> Analysis:
    """The verdict on an untouched board: the best start under the rule ``first_click``;
    its progress is the chance, if safe, that it opens an area.  Its odds are left out (a
    hint needs none, and on a 1000x1000 board they are a million entries); :func:`verdict`
    adds them."""
    start = best_start(width, height, mines, first_click)
    return Analysis([], [], start.cell, start.safety, start.opens, True, {}, START,
                    first_click=start.rule)


def next_move(view: str, mines: int, tuning: Tuning = SHIPPED) -> tuple[Move, str]:
    """The move to play in ``view`` and why, in words; raises ``SolverError`` when none is left."""
    result = analyse(view, mines, tuning)
    if result.best is None:
        raise SolverError("no covered cell is left to open")
    x, y = result.best
    return Move("O", x, y), f"({x}, {y}): {describe(result)}"


def advise(view: str, mines: int, tuning: Tuning = SHIPPED) -> tuple[Hint, Analysis | None]:
    """What a hint shows: the safe cell with the shortest proof and the numbers that prove
    it, or else the best guess as a hint with the engine's verdict (safety, progress) beside
    it.  Every front's hint and the auto-player ask here; raises ``SolverError`` on a bad view
    or when no covered cell is left."""
    found = hint(view, mines)
    if found.safe:
        return found, None
    guess = analyse(view, mines, tuning)
    if guess.best is None:
        return found, guess
    return as_hint(guess), guess


def as_hint(guess: Analysis) -> Hint:
    """The hint that points at ``guess``'s cell: a safe one when its safety is certain (a
    start under a rule that keeps it safe)."""
    assert guess.best is not None
    return Hint(guess.best, guess.safety == 1.0, 1 - guess.safety, frozenset(), guess.exact)


def describe(result: Analysis, board: str = "") -> str:
    """The verdict on ``best`` in words, without its coordinates (fronts number cells their
    way); ``board``: the board's name, for a start (default "this board")."""
    if result.best is None:
        return _("nothing is left to open")
    if result.reason == START:
        return explain(result.first_click, result.safety, board or _("this board"))
    if result.safety == 1.0:
        return _("this cell is proved safe by the numbers around it")
    estimate = "" if result.exact else " " + _("(estimated)")
    if result.reason == UNAVOIDABLE_PAIR:
        return _("no cell is certain; this is an unavoidable 50/50{estimate}, best guessed now"
                 ).format(estimate=estimate)
    if result.reason == UNAVOIDABLE_GROUP:
        return _("no cell is certain; this guess ({safety:.0%} safe{estimate}) cannot be "
                 "avoided, so it is best taken now").format(safety=result.safety,
                                                            estimate=estimate)
    if result.reason == PSEUDO:  # a safer cell may exist: say why this one goes first
        return _("no cell is certain; this guess is {safety:.0%} safe{estimate}, and were it "
                 "a mine, it would be half of a 50/50 due anyway, so it is best taken now"
                 ).format(safety=result.safety, estimate=estimate)
    if result.win_chance is not None:
        return _("no cell is certain; this guess is {safety:.0%} safe and wins the game "
                 "{chance:.1%} of the time, played on best (searched to the end)").format(
            safety=result.safety, chance=result.win_chance)
    return _("no cell is certain; this guess is {safety:.0%} safe{estimate}, with a "
             "{progress:.0%} chance of a safe next move").format(
        safety=result.safety, estimate=estimate, progress=result.progress)


def best_guess(deducer: Deducer, odds: CellOdds,
               tuning: Tuning = SHIPPED) -> tuple[_Candidate, str]:
    """The cell to guess when none is proved safe (``odds`` are ``deducer``'s), and why it
    was chosen."""
    safety = odds.safety()
    group = _unavoidable(deducer, safety)
    if group is None:
        group = _two_way(deducer)
    if group is not None:
        return _Candidate(group, safety[group], 0.0, safety[group], False), (
            UNAVOIDABLE_PAIR if safety[group] == 0.5 else UNAVOIDABLE_GROUP)
    base = _Base(deducer, safety)
    found = endgame_guess(deducer, tuning.endgame_layouts, tuning.endgame_budget)
    if found is not None:
        index, chance = found
        return replace(_candidate(deducer, index, safety[index], base), win=chance), (
            f"with the best chance ({chance:.0%}) of winning, {SEARCHED}")
    pseudo = _pseudo_fifty(deducer, safety, tuning, base)
    if pseudo is not None:
        return pseudo, PSEUDO
    shortlist = _undominated(deducer, safety, _shortlist(deducer, safety, tuning))
    tally = longterm.Tally(deducer)
    ranked = [replace(candidate, fifties=longterm.influence(deducer, candidate.index, tally))
              for candidate in (_candidate(deducer, index, safety[index], base)
                                for index in shortlist)]
    alive = [candidate for candidate in ranked if not candidate.dead] or ranked
    best = max(alive, key=lambda c: (c.score(tuning), -c.index))
    return best, f"the best chance ({best.survival:.0%}) of surviving this move and the next"


def _pseudo_fifty(deducer: Deducer, safety: Mapping[int, float], tuning: Tuning,
                  base: _Base) -> _Candidate | None:
    """The best living pseudo-50/50 cell, if any: its guess costs nothing in the long run."""
    found = [_candidate(deducer, index, safety[index], base)
             for index in longterm.pseudo_fifties(deducer)]
    alive = [candidate for candidate in found if not candidate.dead]
    return max(alive, key=lambda c: (c.score(tuning), -c.index), default=None)


def _undominated(deducer: Deducer, safety: Mapping[int, float], shortlist: list[int]) -> list[int]:
    """The shortlist with each cell that another, safer cell dominates (it is safe whenever
    this one is) replaced by the safest such cell: guessing there risks less for as much."""
    kept: list[int] = []
    for index in shortlist:
        better = _dominating(deducer, index, safety)
        choice = index if better is None else better
        if choice not in kept:
            kept.append(choice)
    return kept


def _dominating(deducer: Deducer, index: int, safety: Mapping[int, float]) -> int | None:
    """The safest cell, safer than ``index``, that is safe in every layout where it is."""
    twin = deducer.copy()
    before = len(twin.learned)
    try:
        twin.learn(index, False, ())
        twin.propagate()
        twin.exact_step()
    except ImpossibleViewError:
        return None
    safer = [cell for cell in twin.learned[before + 1:]
             if twin.known[cell] == SAFE and safety.get(cell, 0.0) > safety[index] + 1e-9]
    return max(safer, key=lambda cell: (safety[cell], -cell), default=None)


def _shortlist(deducer: Deducer, safety: Mapping[int, float], tuning: Tuning) -> list[int]:
    """The near-safest frontier cells, and those off the frontier that can tell the most."""
    frontier = {index for cells in deducer.around.values() for index in cells}
    top = max(safety.values())
    edge_top = max((safety[i] for i in frontier if i in safety), default=0.0)
    # Worked out on each look-up: the deducer's table would keep a tuple for every cell of
    # a big board's interior, a few hundred megabytes on a covered 1000x1000 one.
    around = Neighbours(deducer.width, deducer.height)
    edge: list[int] = []
    inside: dict[int, array[int]] = {}  # off the frontier, by neighbour count, in reading order
    for index, safe in safety.items():
        if safe < top * tuning.relative_band:
            continue
        if index in frontier:
            edge.append(index)
        elif safe >= edge_top * tuning.off_frontier:
            inside.setdefault(len(around[index]), array("i")).append(index)
    edge.sort(key=lambda i: (-safety[i], i))
    fewest_first = chain.from_iterable(inside[size] for size in sorted(inside))
    interior = len(safety) - len(frontier)
    chosen = edge[:tuning.candidates] + (
        list(islice(fewest_first, tuning.off_edge)) if interior < tuning.whole_interior else
        _telling_interior(deducer, fewest_first, around, tuning.off_edge))
    return chosen or [max(safety, key=safety.__getitem__)]


def _telling_interior(deducer: Deducer, inside: Iterable[int], around: Neighbours,
                      most: int) -> list[int]:
    """Of the cells ``inside`` (off the frontier), the first ``most`` of JSMinesweeper's: those
    two steps straight from a number that touches covered cells and those with two or three
    covered neighbours."""
    width, height = deducer.width, deducer.height
    near_numbers: set[int] = set()
    for number in deducer.around:
        x, y = number % width, number // width
        near_numbers.update((x + dx) + (y + dy) * width for dx, dy in _TWO_STEPS
                            if 0 <= x + dx < width and 0 <= y + dy < height)
    return list(islice((i for i in inside if i in near_numbers or 2 <= sum(
        deducer.known[other] != SAFE for other in around[i]) <= 3), most))


_TWO_STEPS = ((2, 0), (-2, 0), (0, 2), (0, -2))


def _candidate(deducer: Deducer, index: int, safety: float,
               base: _Base | None = None) -> _Candidate:
    """Look one move ahead from guessing ``index``: each number it could show, and after."""
    outcomes = _outcomes(deducer, index)
    if not outcomes:  # too big to count: judge by safety alone
        return _Candidate(index, safety, 0.0, safety, False)
    base = base or _Base(deducer)
    progress = survival = 0.0
    for share, twin, proved in outcomes:
        # blended, a follow-up with one safe cell is worth less than with two
        after = _next_safety(twin, base, proved)
        progress += share * (proved > 0 or after == 1.0)
        survival += share * after
    return _Candidate(index, safety, progress, safety * survival, len(outcomes) == 1)


class _Base:
    """The position a guess is made from: its counted components and each cell's odds.

    After a guess only the components next to it change; the others keep
    their counts and, to a close approximation, their odds.  A component is known
    by value (its numbers, their cells and needs), never by the count object's
    identity: an object not kept alive can hand its address to a changed one.
    """

    def __init__(self, deducer: Deducer, safety: Mapping[int, float] | None = None) -> None:
        """``safety``: each covered cell's chance of being safe, if the caller has it (on a
        1000x1000 board, a million entries not to count again)."""
        counted, _ = deducer.count_frontier(support=False)
        self.components = {deducer.component_key(count.numbers) for count in counted}
        self.safety = safety if safety is not None else deducer.odds().cells.safety()


def _next_safety(twin: Deducer, base: _Base, proved: int = 0) -> float:
    """The chance of the safest living cell in ``twin``, four parts, and of the second
    safest, one part (1.0 for a proved-safe one), as JSMinesweeper scores a
    follow-up: a position with two good guesses left is worth more than one with one.
    ``proved`` counts the cells the guess's number proved safe, which ``twin`` no longer
    lists among its covered cells."""
    if not twin.unknown_left:
        return 1.0
    counted, weights = twin.count_frontier(support=False)
    if weights is None:
        return 1.0 - min(twin.odds().cells.values(), default=0.0)
    top = _TopTwo()
    top.add(1.0, min(proved, 2))
    if weights.interior:
        mine_weight, total = weights.interior_odds()
        top.add(1.0 - mine_weight / total, min(weights.interior, 2))
    for count in counted:
        if twin.component_key(count.numbers) in base.components:
            for cell in count.cells:
                if _living(twin, cell):
                    top.add(base.safety.get(cell, 0.0))
            continue
        count.finish(weights.rest(count))
        for cell, mine_weight, safe_weight in count.cell_weights():
            if _living(twin, cell):
                top.add(safe_weight / (mine_weight + safe_weight))
    return top.blended()


def _living(deducer: Deducer, index: int) -> bool:
    """Whether ``index``, opened, could show more than one number: not when its covered
    neighbours are all known, nor when they are exactly the unknown cells of one number
    (bar ``index`` itself), whose mines are counted already."""
    known, ring = deducer.known, deducer.ring
    hidden = {other for other in deducer.neighbours[index] if known[other] == UNKNOWN}
    if not hidden:
        return False
    first = next(iter(hidden))
    return not any(ring[number] and set(deducer.cells_of(number)) - {index} == hidden
                   for number in deducer.neighbours[first])


class _TopTwo:
    """The two best safeties seen so far."""

    def __init__(self) -> None:
        self.best = self.second = 0.0

    def add(self, safety: float, times: int = 1) -> None:
        for _copy in range(times):
            if safety > self.best:
                self.best, self.second = safety, self.best
            elif safety > self.second:
                self.second = safety

    def blended(self) -> float:
        return (4 * self.best + self.second) / 5


def _outcomes(deducer: Deducer, index: int) -> list[tuple[float, Deducer, int]]:
    """Each number ``index`` can show if safe: its chance, the position it leaves, and how
    many cells the local rules then prove safe (living ones only: a proved-safe cell that can
    show one number only is progress in name only)."""
    neighbours = deducer.neighbours[index]
    known_mines = sum(deducer.known[i] == MINE for i in neighbours)
    unknown = sum(deducer.known[i] == 0 for i in neighbours)
    counted: list[tuple[int, Deducer, int]] = []
    for number in range(known_mines, known_mines + unknown + 1):
        twin = deducer.copy()
        try:
            twin.learn(index, False, ())
            twin.reveal(index, number)
            before = len(twin.learned)
            twin.propagate()  # sound, so the layouts it leaves are the same
            ways = twin.layouts()
        except ImpossibleViewError:
            continue
        if ways is None:
            return []
        if ways:
            proved = sum(twin.known[i] == SAFE and _living(twin, i)
                         for i in twin.learned[before:])
            counted.append((ways, twin, proved))
    total = sum(ways for ways, _, _ in counted)
    return [(ways / total, twin, proved) for ways, twin, proved in counted]


def _unavoidable(deducer: Deducer, safety: Mapping[int, float]) -> int | None:
    """A cell of a group that no number to come can tell apart: its guess must come, so now.

    A number's covered cells, some but not all of them mines, can be told
    apart only by opening one of them when every cell next to any of them
    (bar proved mines) is next to all of them: whatever such a cell shows
    counts the group's mines, already known.
    """
    for number, cells in deducer.around.items():
        if len(cells) > 1 and 0 < deducer.need[number] < len(cells) and \
                all(_sees_all(deducer, cell, cells) for cell in cells):
            return min(cells, key=lambda i: (-safety.get(i, 0.0), i))
    return None


def _two_way(deducer: Deducer) -> int | None:
    """A cell of a component with just two layouts, alike in mines, that nothing can split.

    A chain of 50/50s is one: whichever cells are opened later, each shows the
    same number under both layouts, so the guess must come; it is taken now.
    """
    for cells, numbers in deducer.components():
        count = deducer.count(cells, numbers)
        if count is None or sorted(count.totals)[-1:] != [2] or sum(count.totals) != 2:
            continue
        order = sorted(cells)
        first, second = layouts_of(deducer, order, numbers, None)
        place = {cell: 1 << bit for bit, cell in enumerate(order)}
        watchers = {other for cell in order for other in deducer.neighbours[cell]
                    if deducer.known[other] == 0 and other not in place}
        if all(_mines_seen(deducer, w, place, first) == _mines_seen(deducer, w, place, second)
               for w in watchers):
            return order[0]
    return None


def _mines_seen(deducer: Deducer, index: int, place: dict[int, int], layout: int) -> int:
    return sum(bool(layout & place[other]) for other in deducer.neighbours[index] if other in place)


def _sees_all(deducer: Deducer, index: int, group: frozenset[int]) -> bool:
    """Whether every neighbour of ``index`` outside ``group``, bar mines, touches all of it."""
    for other in deducer.neighbours[index]:
        if other not in group and deducer.known[other] != MINE:
            around = deducer.neighbours[other]
            if any(cell not in around for cell in group):
                return False
    return True


def _index(deducer: Deducer, cell: Cell) -> int:
    return cell[1] * deducer.width + cell[0]


def reading_order(cell: Cell) -> tuple[int, int]:
    """The sort key of cells in reading order: row by row, left to right."""
    return cell[1], cell[0]
