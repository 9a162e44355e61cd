"""What to play next: a proved-safe cell, or else the best guess, with the reason why.

A guess is chosen the way the strongest published solver (JSMinesweeper)
does it, in order:

1. an unavoidable 50/50 (two cells sharing one mine that no other cell
   touches, so nothing later can tell them apart) is guessed at once: it must
   be taken sooner or later, and taking it first risks nothing else;
2. otherwise the near-safest cells are examined one move ahead: for each
   number the cell could show, the exact chance of that number (by counting
   layouts) and whether the position it leads to has a safe cell (progress)
   or, if not, how safe its best guess is (secondary safety);
3. a "dead" cell, one that could only ever show one number, teaches nothing
   and is never chosen while another candidate remains;
4. the cell with the best chance of surviving this move and the next wins,
   progress breaking near-ties.

``next_move(view, mines)`` is the loop an auto-player or an analyser calls.
Imports only the standard library.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.mines.moves import Move
from game.core.mines.solver import (
    MINE,
    SAFE,
    Deducer,
    Hint,
    ImpossibleViewError,
    SolverError,
    hint,
)
from game.i18n import _

Cell = tuple[int, int]
# Cells within this much safety of the safest are examined one move ahead.
NEAR_SAFEST = 0.05
# At most this many of them (the safest first), to bound the work per guess.
CANDIDATES = 10
# A guess wins on survival; progress counts this much on top.
PROGRESS_WEIGHT = 0.05


@dataclass(frozen=True)
class Analysis:
    """One position's verdict: proved cells, odds and the move to play."""

    safe: list[Cell]
    mines: list[Cell]
    best: Cell | None
    safety: float  # of ``best``: 1.0 when proved safe
    progress: float  # chance that after ``best`` some cell is proved safe
    exact: bool  # whether ``safety`` and the odds are exact
    odds: dict[Cell, float]  # each covered cell's mine probability
    reason: str


@dataclass(frozen=True)
class _Candidate:
    index: int
    safety: float
    progress: float
    survival: float  # of this move and the next
    dead: bool

    def score(self) -> float:
        return self.survival + PROGRESS_WEIGHT * self.progress * self.safety


def analyse(view: str, mines: int) -> Analysis:
    """Everything the solver knows about ``view``; raises ``SolverError`` on a bad view."""
    deducer = Deducer.from_view(view, mines)
    deducer.solve()
    odds = deducer.odds()
    safe = sorted((deducer.cell(i) for i in deducer.learned if deducer.known[i] == SAFE),
                  key=_reading)
    found = sorted((deducer.cell(i) for i in deducer.learned if deducer.known[i] == MINE),
                   key=_reading)
    if safe:
        progress = 1.0 if len(safe) > 1 else _candidate(deducer, _index(deducer, safe[0]),
                                                        1.0).progress
        return Analysis(safe, found, safe[0], 1.0, progress, odds.exact, odds.cells,
                        "proved safe by the numbers around it")
    if not deducer.unknown_left:
        return Analysis(safe, found, None, 1.0, 0.0, odds.exact, odds.cells, "nothing left to open")
    guess, reason = best_guess(deducer, odds.cells)
    return Analysis(safe, found, deducer.cell(guess.index), guess.safety, guess.progress,
                    odds.exact, odds.cells, reason)


def next_move(view: str, mines: int) -> tuple[Move, str]:
    """The move to play in ``view`` and why, in words; raises ``SolverError`` when none is left."""
    result = analyse(view, mines)
    if result.best is None:
        raise SolverError("no covered cell is left to open")
    x, y = result.best
    return Move("O", x, y), f"({x}, {y}): {describe(result)}"


def advise(view: str, mines: int) -> tuple[Hint, Analysis | None]:
    """What a hint shows: the safe cell with the shortest proof and the numbers that prove
    it, or else the best guess as a hint with the engine's verdict (safety, progress) beside
    it.  Every front's hint and the auto-player ask here; raises ``SolverError`` on a bad view
    or when no covered cell is left."""
    found = hint(view, mines)
    if found.safe:
        return found, None
    guess = analyse(view, mines)
    if guess.best is None:
        return found, guess
    return Hint(guess.best, False, 1 - guess.safety, frozenset(), guess.exact), guess


def describe(result: Analysis) -> str:
    """The verdict on ``best`` in words, without its coordinates (fronts number cells their way)."""
    if result.best is None:
        return _("nothing is left to open")
    if result.safety == 1.0:
        return _("this cell is proved safe by the numbers around it")
    estimate = "" if result.exact else " " + _("(estimated)")
    if result.reason.startswith("an unavoidable 50/50"):
        return _("no cell is certain; this is an unavoidable 50/50{estimate}, best guessed now"
                 ).format(estimate=estimate)
    return _("no cell is certain; this guess is {safety:.0%} safe{estimate}, with a "
             "{progress:.0%} chance of a safe next move").format(
        safety=result.safety, estimate=estimate, progress=result.progress)


def best_guess(deducer: Deducer, odds: dict[Cell, float]) -> tuple[_Candidate, str]:
    """The cell to guess when none is proved safe, and why it was chosen."""
    safety = {_index(deducer, cell): 1.0 - p for cell, p in odds.items()
              if deducer.known[_index(deducer, cell)] == 0}
    pair = _unavoidable_fifty(deducer, safety)
    if pair is not None:
        return _Candidate(pair, safety[pair], 0.0, safety[pair], False), (
            "an unavoidable 50/50, so it is guessed now")
    ranked = [_candidate(deducer, index, safety[index]) for index in _shortlist(deducer, safety)]
    alive = [candidate for candidate in ranked if not candidate.dead] or ranked
    best = max(alive, key=lambda c: (c.score(), -c.index))
    return best, f"the best chance ({best.survival:.0%}) of surviving this move and the next"


def _shortlist(deducer: Deducer, safety: dict[int, float]) -> list[int]:
    """The near-safest cells; of the interior (alike but for their place) only corner-most ones."""
    frontier = {index for cells in deducer.around.values() for index in cells}
    top = max(safety.values())
    near = [i for i in safety if safety[i] >= top - NEAR_SAFEST]
    inside = sorted((i for i in near if i not in frontier),
                    key=lambda i: (len(deducer.neighbours[i]), i))
    edge = sorted((i for i in near if i in frontier), key=lambda i: (-safety[i], i))
    chosen = (edge[:CANDIDATES - 2] + inside[:2])[:CANDIDATES]
    return chosen or [max(safety, key=safety.__getitem__)]


def _candidate(deducer: Deducer, index: int, safety: float) -> _Candidate:
    """Look one move ahead from guessing ``index``: each number it could show, and after."""
    outcomes = _outcomes(deducer, index)
    if not outcomes:  # too big to count: judge by safety alone
        return _Candidate(index, safety, 0.0, safety, False)
    progress = survival = 0.0
    for share, twin in outcomes:
        before = len(twin.learned)
        twin.solve()
        if any(twin.known[i] == SAFE for i in twin.learned[before:]):
            progress += share
            survival += share
        elif twin.unknown_left:
            survival += share * (1.0 - min(twin.odds().cells.values(), default=0.0))
        else:
            survival += share
    return _Candidate(index, safety, progress, safety * survival, len(outcomes) == 1)


def _outcomes(deducer: Deducer, index: int) -> list[tuple[float, Deducer]]:
    """Each number ``index`` can show if safe: its chance, and the position it leaves."""
    neighbours = deducer.neighbours[index]
    known_mines = sum(deducer.known[i] == MINE for i in neighbours)
    unknown = sum(deducer.known[i] == 0 for i in neighbours)
    counted: list[tuple[int, Deducer]] = []
    for number in range(known_mines, known_mines + unknown + 1):
        twin = deducer.copy()
        try:
            twin.learn(index, False, ())
            twin.reveal(index, number)
            ways = twin.layouts()
        except ImpossibleViewError:
            continue
        if ways is None:
            return []
        if ways:
            counted.append((ways, twin))
    total = sum(ways for ways, _ in counted)
    return [(ways / total, twin) for ways, twin in counted]


def _unavoidable_fifty(deducer: Deducer, safety: dict[int, float]) -> int | None:
    """A cell of a pair sharing exactly one mine that no other unknown cell touches."""
    for number, cells in deducer.around.items():
        if len(cells) != 2 or deducer.need[number] != 1:
            continue
        first, second = sorted(cells)
        if safety.get(first) != 0.5 or safety.get(second) != 0.5:
            continue
        if all(_isolated(deducer, cell, cells) for cell in cells):
            return first
    return None


def _isolated(deducer: Deducer, index: int, pair: set[int]) -> bool:
    return all(deducer.known[i] != 0 or i in pair for i in deducer.neighbours[index])


def _index(deducer: Deducer, cell: Cell) -> int:
    return cell[1] * deducer.width + cell[0]


def _reading(cell: Cell) -> tuple[int, int]:
    return cell[1], cell[0]
