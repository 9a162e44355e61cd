"""Minesweeper deduction: what a player's view proves, and how likely each cell is a mine.

The reasoning runs in layers, cheapest first, because most progress in a real
game comes from the first two:

1. single-number rules: a number whose remaining mines are zero (or fill all
   its covered neighbours) settles every covered neighbour;
2. pair rules: two numbers that share covered cells bound the mines in the
   shared part, which can settle the cells only one of them touches;
3. exact counting: the covered cells next to numbers (the frontier) split into
   components that share no number; each component's consistent layouts are
   counted by a dynamic programme along the component, per mine count, and
   combined with the global mine count, the unconstrained interior cells
   contributing binomial weights.  The totals are exact integers (thousands
   of bits on a 100x100 board), so the odds are exact at any frontier size.

The same :class:`Deducer` serves ``deduce`` on a text view, a whole game fed
move by move (:mod:`game.core.mines.follow`) and the no-guess generator, which
hands it whatever the single-number rule leaves stuck, so the generator never
relies on a deduction ``deduce`` cannot make.  Cells are flat indices
``y * width + x``.  Imports only the standard library.
"""

from __future__ import annotations

from array import array
from bisect import bisect_right
from collections.abc import Callable, ItemsView, Iterable, Iterator, Mapping, ValuesView
from copy import copy as _copy
from dataclasses import dataclass
from functools import lru_cache
from itertools import compress
from math import comb
from operator import mul
from typing import Any, Protocol, Self, TypeVar

from game.core.mines.rows import Neighbours
from game.i18n import _

Cell = tuple[int, int]
# A frontier component by value (see ``Deducer.component_key``).
ComponentKey = frozenset[tuple[int, int, int]]

UNKNOWN, SAFE, MINE = 0, 1, 2
# A count cache holds at most this many components before it starts afresh.
COUNT_CACHE_SIZE = 4096
# Boards up to this many cells get eager neighbour tables; larger ones work them out.
EAGER_TABLE_CELLS = 1 << 16
# Odds keep every term within this many bits of the largest (see ``_Weights``).
PRECISION_BITS = 128
# Big-integer multiply-adds that cost about as much as one step of the rules (see ``Work``)...
ARITHMETIC_PER_STEP = 256
# ...and a binomial over n cells costs about (n / 1000)^2 / this many steps.
BINOMIAL_PER_STEP = 14

_COVERED_CHARS = "#F?"
_NUMBER_CHARS = ".12345678"
_GAME_OVER_CHARS = "*!X"
_UNKNOWN_ONLY = bytes([1, 0, 0]) + bytes(253)  # a known state's byte: 1 for UNKNOWN, else 0
_FEW_QUEUED = 64  # queued numbers under one in this many cells are drained one by one


class SolverError(ValueError):
    """A view the solver cannot reason about."""


class MalformedViewError(SolverError):
    """Text that is not a player's view: unknown characters, ragged rows, bad mine count."""


class ImpossibleViewError(SolverError):
    """A well-formed view that no layout with the given mine count can produce."""


class OutOfWork(BaseException):
    """A deducer spent the :class:`Work` it was given (a BaseException, so that no
    ``except Exception`` on the way swallows it).  The cells it learned are proved."""


class Work:
    """The steps an analysis may take, shared by a deducer and its copies: the rules spend
    one for each number or pair of numbers they look at, counting one for each state of
    its programme.  A budget of steps stops at the same point on any machine at any load,
    so what was proved by then is the same too."""

    def __init__(self, steps: int) -> None:
        self.budget = self.left = steps

    def spend(self, steps: int) -> None:
        self.left -= steps
        if self.left < 0:
            raise OutOfWork



def _charge(work: Work | None, operations: int, operands: list[int]) -> None:
    """Charge big-integer arithmetic to ``work`` before it is done: a step for every
    ``ARITHMETIC_PER_STEP`` multiply-adds, each weighed by the length of the largest of
    ``operands``, as longer numbers take longer."""
    if work is not None:
        longest = max(operands, default=0).bit_length()
        work.spend(operations * (1 + longest // 1024) // ARITHMETIC_PER_STEP)


K = TypeVar("K")


class _Computed(Mapping[K, float]):
    """A mapping worked out on each look-up, whose items and values come from one pass:
    each kind's ``pairs`` method."""

    pairs: Callable[[], Iterator[tuple[K, float]]]

    def items(self) -> ItemsView[K, float]:
        return _Items(self)

    def values(self) -> ValuesView[float]:
        return _Values(self)


class _Items(ItemsView[K, float]):
    _mapping: _Computed[K]

    def __iter__(self) -> Iterator[tuple[K, float]]:
        return self._mapping.pairs()


class _Values(ValuesView[float]):
    _mapping: _Computed[Any]

    def __iter__(self) -> Iterator[float]:
        return (value for _key, value in self._mapping.pairs())


class CellOdds(_Computed[Cell]):
    """Each unknown cell's mine probability, and 0.0 or 1.0 for each cell proved, in reading
    order: worked out on each look-up from what a deducer knew, so a million-cell board's
    odds take two bytes a cell where a dict of them took two hundred."""

    def __init__(self, deducer: Deducer, frontier: dict[int, float], interior: float) -> None:
        self.width = deducer.width
        self.known = bytes(deducer.known)
        self._listed = bytearray(self.known.translate(_UNKNOWN_ONLY))
        for index in deducer.learned:
            self._listed[index] = 1
        self._frontier, self._interior = frontier, interior

    def of(self, index: int) -> float:
        """The odds of a listed cell, by its flat index."""
        state = self.known[index]
        return self._frontier.get(index, self._interior) if state == UNKNOWN \
            else float(state == MINE)

    def safety(self) -> Mapping[int, float]:
        """Each unknown cell's chance of being safe, by flat index."""
        return _Safety(self)

    def pairs(self) -> Iterator[tuple[Cell, float]]:
        width, of = self.width, self.of
        return (((index % width, index // width), of(index)) for index in _ones(self._listed))

    def __getitem__(self, cell: Cell) -> float:
        x, y = cell
        index = y * self.width + x
        if not (0 <= x < self.width and 0 <= index < len(self._listed) and self._listed[index]):
            raise KeyError(cell)
        return self.of(index)

    def __iter__(self) -> Iterator[Cell]:
        width = self.width
        return ((index % width, index // width) for index in _ones(self._listed))

    def __len__(self) -> int:
        return self._listed.count(1)


class _Safety(_Computed[int]):
    """The unknown cells of a :class:`CellOdds`, each with its chance of being safe."""

    def __init__(self, odds: CellOdds) -> None:
        self._odds = odds
        self._unknown = odds.known.translate(_UNKNOWN_ONLY)

    def pairs(self) -> Iterator[tuple[int, float]]:
        of = self._odds.of
        return ((index, 1.0 - of(index)) for index in _ones(self._unknown))

    def __getitem__(self, index: int) -> float:
        if not (0 <= index < len(self._unknown) and self._unknown[index]):
            raise KeyError(index)
        return 1.0 - self._odds.of(index)

    def __iter__(self) -> Iterator[int]:
        return _ones(self._unknown)

    def __len__(self) -> int:
        return self._unknown.count(1)


def _ones(flags: bytes | bytearray) -> Iterator[int]:
    """The indices of the flags set, in order, at C speed."""
    return compress(range(len(flags)), flags)


@dataclass(frozen=True)
class Odds:
    """Each covered cell's mine probability, and whether every one of them is exact."""

    cells: CellOdds
    # False only when a frontier component had too many states to count: its
    # cells then carry an estimate (see ``probabilities``).
    exact: bool


@dataclass(frozen=True)
class CountLimits:
    """How far exact counting goes, a value a deducer holds (``Deducer.limits``): a frontier
    component of up to ``exact_cells`` cells is always counted, which is what makes
    ``deduce`` complete on frontiers of at most 24 cells; a larger one until its programme
    has visited ``states`` states, past which it is left to the local rules."""

    exact_cells: int = 24
    states: int = 50_000


COUNTING = CountLimits()


@dataclass(frozen=True)
class Hint:
    """A cell to open next: proved safe by ``evidence``, or the least likely mine."""

    cell: Cell
    safe: bool
    probability: float  # of a mine; 0.0 when proved safe
    # The revealed numbers that prove it.  Empty for a guess, and for a safe
    # cell that the mine counter proves once every mine has been found.
    evidence: frozenset[Cell]
    exact: bool = True  # whether ``probability`` is exact, not an estimate


def deduce(view: str, mines: int, limits: CountLimits = COUNTING) -> tuple[set[Cell], set[Cell]]:
    """The covered cells that are certainly safe and certainly mines in ``view``.

    Flags and question marks count as covered: a player's marks are not
    trusted.  Sound always; complete (every cell that all consistent layouts
    agree on) when the frontier has at most 24 cells.  Raises
    :class:`MalformedViewError` or :class:`ImpossibleViewError`.
    """
    deducer = Deducer.from_view(view, mines)
    deducer.limits = limits
    deducer.solve()
    safe: set[Cell] = set()
    found: set[Cell] = set()
    for index in deducer.learned:
        (found if deducer.known[index] == MINE else safe).add(deducer.cell(index))
    return safe, found


def probabilities(view: str, mines: int, limits: CountLimits = COUNTING) -> dict[Cell, float]:
    """Each covered cell's mine probability under a uniform prior over consistent layouts.

    The cells of :func:`mine_odds`; see there for when they are estimates.
    """
    return dict(mine_odds(view, mines, limits).cells.items())


def mine_odds(view: str, mines: int, limits: CountLimits = COUNTING) -> Odds:
    """Each covered cell's mine probability, flagged exact or not.

    Exact whenever every frontier component can be counted: always for
    components of at most 24 cells, larger ones within ``limits.states``
    states, whatever the frontier's total size.  When a component cannot be
    counted the result says ``exact=False``: counted components then ignore
    the global mine count, each cell of an uncounted component gets the
    largest density (mines needed / covered cells) among the numbers around
    it, and interior cells share the expected mines left over.
    """
    deducer = Deducer.from_view(view, mines)
    deducer.limits = limits
    deducer.propagate()
    return deducer.odds()


def hint(view: str, mines: int, limits: CountLimits = COUNTING) -> Hint:
    """The safe cell with the shortest proof, or else the cell least likely to be a mine."""
    deducer = Deducer.from_view(view, mines)
    deducer.limits = limits
    deducer.solve()
    safe = [index for index in deducer.learned if deducer.known[index] == SAFE]
    if safe:
        rank = {cell: order for order, cell in enumerate(deducer.learned)}
        proofs = {index: deducer.proof(index, rank) for index in safe}
        best = min(safe, key=lambda index: len(proofs[index]))
        evidence = frozenset(deducer.cell(number) for number in proofs[best])
        return Hint(deducer.cell(best), True, 0.0, evidence)
    found = deducer.odds()
    odds = found.cells
    if not odds:
        raise SolverError(_("no covered cell is left to hint at"))
    cell, odd = min(odds.items(), key=lambda item: (item[1], item[0][1], item[0][0]))
    return Hint(cell, False, odd, frozenset(), found.exact)


def parse_view(view: str) -> tuple[int, int, str]:
    """Width, height and the cells of a view as one string; raise if it is not a view."""
    rows = [line.strip() for line in view.splitlines() if line.strip()]
    if not rows:
        raise MalformedViewError("the view has no cells")
    width = len(rows[0])
    for number, row in enumerate(rows, 1):
        if len(row) != width:
            raise MalformedViewError(f"row {number} has {len(row)} cells, the first {width}")
        bad = next((c for c in row if c not in _COVERED_CHARS + _NUMBER_CHARS), None)
        if bad is not None and bad in _GAME_OVER_CHARS:
            raise MalformedViewError(f"row {number}: {bad!r} shows a finished game")
        if bad is not None:
            raise MalformedViewError(f"row {number}: {bad!r} is not a view character "
                                     f"(one of '#F?.12345678')")
    return width, len(rows), "".join(rows)


class _Table(Protocol):
    """Per-cell tuples of nearby flat indices."""

    def __getitem__(self, index: int, /) -> tuple[int, ...]: ...


@lru_cache(maxsize=16)
def neighbour_table(width: int, height: int) -> _Table:
    """For each flat index, the flat indices of its neighbours."""
    if width * height > EAGER_TABLE_CELLS:
        return Neighbours(width, height)
    return tuple(cells_within(index % width, index // width, 1, width, height)
                 for index in range(width * height))


def cells_within(x: int, y: int, reach: int, width: int, height: int) -> tuple[int, ...]:
    return tuple(ny * width + nx
                 for ny in range(max(y - reach, 0), min(y + reach + 1, height))
                 for nx in range(max(x - reach, 0), min(x + reach + 1, width))
                 if (nx, ny) != (x, y))


# A number's unknown neighbours are one byte: bit k for its neighbour in the k-th of these
# directions (dx, dy), in reading order, so the direction back from that neighbour is 7 - k.
_DIRECTIONS = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))
_BITS = tuple(tuple(k for k in range(8) if mask >> k & 1) for mask in range(256))
_POPCOUNT = bytes(len(bits) for bits in _BITS)
# The directions a cell in the first or last column or row lacks.
_NO_LEFT, _NO_RIGHT, _NO_UP, _NO_DOWN = 0b00101001, 0b10010100, 0b00000111, 0b11100000
# The numbers the pair rule pairs with one: those within two steps, in reading order.
_REACH_TWO = tuple((dx, dy) for dy in range(-2, 3) for dx in range(-2, 3) if dx or dy)


def _framed(dx: int, dy: int) -> tuple[int, ...]:
    """Each byte of unknown neighbours of the number (dx, dy) away from another, as bits of
    a 7x7 frame around that other number (bit (y + 3) * 7 + x + 3 for the cell (x, y) away),
    where two numbers' cells meet as integers."""
    bits = [1 << ((dy + ey + 3) * 7 + dx + ex + 3) for ex, ey in _DIRECTIONS]
    return tuple(sum(bits[k] for k in _BITS[mask]) for mask in range(256))


_FRAMED = {(dx, dy): _framed(dx, dy) for dy in range(-2, 3) for dx in range(-2, 3)}


@lru_cache(maxsize=16)
def _ring_steps(width: int) -> tuple[tuple[int, ...], ...]:
    """For each byte of unknown neighbours, their offsets from the number, in reading order."""
    steps = [dy * width + dx for dx, dy in _DIRECTIONS]
    return tuple(tuple(steps[k] for k in bits) for bits in _BITS)


@lru_cache(maxsize=16)
def _direction_table(width: int, height: int) -> bytes:
    """Each cell's directions with a neighbour on the board, a byte a cell, built a row at a
    time at C speed."""
    def row(directions: int) -> bytes:
        if width == 1:
            return bytes([directions & ~_NO_LEFT & ~_NO_RIGHT])
        return (bytes([directions & ~_NO_LEFT]) + bytes([directions]) * (width - 2)
                + bytes([directions & ~_NO_RIGHT]))
    if height == 1:
        return row(255 & ~_NO_UP & ~_NO_DOWN)
    return row(255 & ~_NO_UP) + row(255) * (height - 2) + row(255 & ~_NO_DOWN)


class _Queue:
    """Numbers waiting for a rule, a flag a cell (a set of a million numbers took 16 MB and
    its integers 32 bytes each): taken in reading order, on from the last one taken and
    round the board again, so the order is a function of what was queued."""

    def __init__(self, size: int) -> None:
        self._flags = bytearray(size)
        self._next = 0
        self._count = 0

    def __bool__(self) -> bool:
        return self._count > 0

    def add(self, number: int) -> None:
        if not self._flags[number]:
            self._flags[number] = 1
            self._count += 1

    def discard(self, number: int) -> None:
        if self._flags[number]:
            self._flags[number] = 0
            self._count -= 1

    def pop(self) -> int:
        flags = self._flags
        number = flags.find(1, self._next)
        if number == -1:
            number = flags.find(1)
        flags[number] = 0
        self._count -= 1
        self._next = number + 1
        return number

    def drain(self) -> array[int]:
        """Every number queued, in reading order; the queue is left empty.  A few are
        found and cleared one by one, many in one pass over the flags."""
        flags = self._flags
        if self._count * _FEW_QUEUED < len(flags):
            numbers = array("i")
            number = flags.find(1)
            while number != -1:
                numbers.append(number)
                flags[number] = 0
                number = flags.find(1, number + 1)
        else:
            numbers = array("i", _ones(flags))
            self._flags = bytearray(len(flags))
        self._count = 0
        return numbers

    def copy(self) -> _Queue:
        twin = _Queue(0)
        twin._flags, twin._next, twin._count = bytearray(self._flags), self._next, self._count
        return twin


class _Around(Mapping[int, frozenset[int]]):
    """Each number with unknown neighbours, and those neighbours: read off the knowledge's
    bytes on each look-up (see :attr:`_Knowledge.ring`)."""

    def __init__(self, knowledge: _Knowledge) -> None:
        self._knowledge = knowledge

    def __getitem__(self, number: int) -> frozenset[int]:
        if number not in self:
            raise KeyError(number)
        return frozenset(self._knowledge.cells_of(number))

    def __contains__(self, number: object) -> bool:
        ring = self._knowledge.ring
        return isinstance(number, int) and 0 <= number < len(ring) and ring[number] != 0

    def __iter__(self) -> Iterator[int]:
        return self._knowledge.numbers()

    def __len__(self) -> int:
        ring = self._knowledge.ring
        return len(ring) - ring.count(0)


class _Knowledge:
    """What is known about one board's cells, kept up to date one fact at a time.

    Each revealed number with covered neighbours is a constraint: ``ring`` holds
    the byte of its still-unknown neighbours (see ``_DIRECTIONS``; ``around``
    reads them as cells) and ``need`` how many mines hide among them, both
    indexed by the number's cell, 0 elsewhere: two bytes a cell, where a set
    for each number took a few hundred bytes a number.  Learning a cell updates
    the few constraints next to it and queues them, so the rules
    (:class:`Deducer`) only revisit what changed.
    """

    def __init__(self, width: int, height: int, mines: int) -> None:
        self.width = width
        self.height = height
        self.neighbours = neighbour_table(width, height)
        size = width * height
        self.known = bytearray(size)
        self.unknown_left = size
        self.mines_left = mines
        self.ring = bytearray(size)
        self.need = array("b", bytes(size))
        self._order = array("i")  # each number, in the order it became a constraint
        self.learned = array("i")  # the cells learned, in order
        # Why each cell learned was: its reason's numbers, -1 for none, or the first -2 - k
        # for the k-th of ``_long`` (a reason of more numbers); 8 bytes a cell of the board,
        # where a dict took a hundred a cell learned.
        self._why, self._also = array("i", [-1]) * size, array("i", [-1]) * size
        self._long: list[tuple[int, ...]] = []
        self._single, self._pairs = _Queue(size), _Queue(size)
        self._dirty = _Queue(size)  # numbers changed since the last exact count
        self._steps = tuple(dy * width + dx for dx, dy in _DIRECTIONS)
        self._ring_steps = _ring_steps(width)
        self._directions = _direction_table(width, height)
        self._near = tuple((dx, dy, dy * width + dx, _FRAMED[dx, dy]) for dx, dy in _REACH_TWO)
        self._framed_steps = tuple((bit // 7 - 3) * width + bit % 7 - 3 for bit in range(49))
        # Counted components by their constraints, when a caller keeps them (see ``count``).
        self.count_cache: dict[ComponentKey, _Count | None] | None
        self.count_cache = None
        # The steps left to it, when a caller bounds them (see :class:`Work`).
        self.work: Work | None = None
        self.limits = COUNTING

    @property
    def around(self) -> Mapping[int, frozenset[int]]:
        """Each number with unknown neighbours, and those neighbours."""
        return _Around(self)

    def numbers(self) -> Iterator[int]:
        """The numbers with unknown neighbours, in the order they were revealed."""
        order = self._order
        return compress(order, map(self.ring.__getitem__, order))

    def cells_of(self, number: int) -> list[int]:
        """The unknown neighbours of a number, in reading order (none if it has none)."""
        return [number + step for step in self._ring_steps[self.ring[number]]]

    # ----- facts ------------------------------------------------------------
    def reveal(self, index: int, number: int) -> None:
        """Record a revealed cell showing ``number``; its covered neighbours become a constraint."""
        if self.known[index] == UNKNOWN:
            self._mark(index, SAFE)
        known, steps = self.known, self._steps
        cells = 0
        need = number
        for k in _BITS[self._directions[index]]:
            state = known[index + steps[k]]
            if state == UNKNOWN:
                cells |= 1 << k
            elif state == MINE:
                need -= 1
        if cells:
            self._constrain(index, cells, need)
        elif need:
            raise ImpossibleViewError(_("the {number} at {cell} cannot be satisfied").format(
                number=number, cell=self.cell(index)))

    def learn(self, index: int, mine: bool, reason: tuple[int, ...]) -> None:
        """Record that a cell is certainly a mine (or safe), proved by the numbers in ``reason``."""
        state = MINE if mine else SAFE
        if self.known[index] != UNKNOWN:
            if self.known[index] != state:
                raise ImpossibleViewError(_("{cell} would be both a mine and safe").format(
                    cell=self.cell(index)))
            return
        self.learned.append(index)
        if len(reason) > 2:
            if not self._long or self._long[-1] is not reason:  # one component's, kept once
                self._long.append(reason)
            self._why[index] = -1 - len(self._long)
        elif reason:
            self._why[index] = reason[0]
            self._also[index] = reason[-1] if len(reason) == 2 else -1
        self._fix(index, state)

    def reason(self, index: int) -> tuple[int, ...]:
        """The numbers that proved a learned cell (none for one the counter proved or that
        was not learned)."""
        first = self._why[index]
        if first < -1:
            return self._long[-2 - first]
        return tuple(number for number in (first, self._also[index]) if number >= 0)

    def observe(self, index: int, number: int) -> None:
        """A cell the player opened shows ``number``: all a move teaches, fed one cell at a time.

        The solver keeps everything else it knows, so a whole game costs the
        cells it opens, not a re-reading of the board at every move.
        """
        state = self.known[index]
        if state == MINE:
            raise ImpossibleViewError(_("{cell} was proved a mine but shows a number").format(
                cell=self.cell(index)))
        if state == UNKNOWN:
            self._fix(index, SAFE)
        self.reveal(index, number)

    def proof(self, index: int, rank: dict[int, int]) -> set[int]:
        """The revealed numbers behind a learned cell, through the cells they relied on.

        ``rank`` orders the learned cells: a number only relied on the cells
        around it that were learned before the cell it proved.
        """
        numbers: set[int] = set()
        todo = [index]
        while todo:
            cell = todo.pop()
            for number in self.reason(cell):
                if number in numbers:
                    continue
                numbers.add(number)
                todo.extend(other for other in self.neighbours[number]
                            if rank.get(other, len(rank)) < rank[cell])
        return numbers

    def cell(self, index: int) -> Cell:
        return index % self.width, index // self.width

    def proved(self) -> tuple[list[Cell], list[Cell]]:
        """The cells learned, safe and mines, each in reading order: read off a byte a cell,
        where sorting hundreds of thousands of (x, y) pairs took a tenth of a gigabyte."""
        learned = bytearray(len(self.known))
        for index in self.learned:
            learned[index] = 1
        known, width = self.known, self.width
        safe: list[Cell] = []
        mines: list[Cell] = []
        for index in _ones(learned):
            (safe if known[index] == SAFE else mines).append((index % width, index // width))
        return safe, mines

    def components(self, starts: Iterable[int] | None = None) -> list[tuple[set[int], list[int]]]:
        """The frontier split into (cells, numbers) groups that share no number.

        With ``starts`` only the groups holding those numbers, found without
        looking at the rest of the frontier.
        """
        return list(self._groups(starts))

    def _groups(self, starts: Iterable[int] | None) -> Iterator[tuple[set[int], list[int]]]:
        """The groups of :meth:`components`, each found when asked for: learning the cells of
        one changes no other, and a big board's frontier is never held all at once."""
        ring, steps = self.ring, self._steps
        seen = bytearray(len(ring))
        for start in self.numbers() if starts is None else starts:
            if seen[start] or not ring[start]:
                continue
            seen[start] = 1
            numbers, cells = [start], set[int]()
            for number in numbers:
                for index in self.cells_of(number):
                    if index in cells:
                        continue
                    cells.add(index)
                    for k in _BITS[self._directions[index]]:
                        other = index + steps[k]
                        if ring[other] >> (7 - k) & 1 and not seen[other]:
                            seen[other] = 1
                            numbers.append(other)
            yield cells, numbers

    def copy(self) -> Self:
        """An independent copy, to try a hypothesis on without touching this one."""
        twin = _copy(self)
        twin.known = bytearray(self.known)
        twin.ring = bytearray(self.ring)
        twin.need = array("b", self.need)
        twin._order = array("i", self._order)
        twin.learned = array("i", self.learned)
        twin._why, twin._also = array("i", self._why), array("i", self._also)
        twin._long = list(self._long)
        twin._single, twin._pairs = self._single.copy(), self._pairs.copy()
        twin._dirty = self._dirty.copy()
        return twin

    def unknown_cells(self) -> Iterator[int]:
        known = self.known
        index = known.find(UNKNOWN)
        while index != -1:
            yield index
            index = known.find(UNKNOWN, index + 1)

    # ----- internals --------------------------------------------------------
    def _mark(self, index: int, state: int) -> None:
        self.known[index] = state
        self.unknown_left -= 1
        if state == MINE:
            self.mines_left -= 1
            if self.mines_left < 0:
                raise ImpossibleViewError(_("the view proves more mines than the board holds"))

    def _constrain(self, number: int, cells: int, need: int) -> None:
        """Make ``number`` a constraint: ``need`` mines among its unknown ``cells`` (a byte)."""
        if not self.ring[number]:  # a number whose cells are all known never gets new ones
            self._order.append(number)
        self.ring[number] = cells
        self.need[number] = need
        self._queue(number)

    def _queue(self, number: int) -> None:
        self._single.add(number)
        self._pairs.add(number)
        self._dirty.add(number)

    def _fix(self, index: int, state: int) -> None:
        """Make a cell known; the numbers around it lose it from their unknown cells."""
        self._mark(index, state)
        mine = state == MINE
        ring, need, steps = self.ring, self.need, self._steps
        for k in _BITS[self._directions[index]]:
            other = index + steps[k]
            back = 1 << (7 - k)
            cells = ring[other]
            if not cells & back:
                continue
            need[other] -= mine
            ring[other] = cells = cells ^ back
            if cells:
                self._queue(other)
                continue
            for queue in self._single, self._pairs, self._dirty:  # no rule has work left there
                queue.discard(other)
            if need[other]:
                need[other] = 0
                raise ImpossibleViewError(_("the number at {cell} is not met").format(
                    cell=self.cell(other)))


class Deducer(_Knowledge):
    """The rules over a board's knowledge: single numbers, pairs, exact counting.

    A cell it learns merely becomes known; whoever plays the board opens it.
    :class:`~game.core.mines.follow.Follower` feeds one the cells each move
    opens (:meth:`observe`); the no-guess generator hands it a stuck frontier
    (:meth:`from_known`).
    """

    @classmethod
    def from_view(cls, view: str, mines: int) -> Deducer:
        """Knowledge from a player's view: its revealed numbers, nothing else."""
        width, height, cells = parse_view(view)
        if isinstance(mines, bool) or not isinstance(mines, int) or mines < 0:
            raise MalformedViewError(f"the mine count must be a whole number >= 0, not {mines!r}")
        deducer = cls(width, height, mines)
        revealed = [index for index, char in enumerate(cells) if char in _NUMBER_CHARS]
        for index in revealed:
            deducer._mark(index, SAFE)
        for index in revealed:
            deducer.reveal(index, _NUMBER_CHARS.index(cells[index]))
        return deducer

    @classmethod
    def from_known(cls, width: int, height: int, known: bytearray, mines_left: int,
                   needs: dict[int, int]) -> Deducer:
        """Knowledge another pass has gathered: each cell's state (``UNKNOWN``, ``SAFE`` or
        ``MINE``), the mines not yet found, and for each open number with unknown cells
        around it the mines they still hide."""
        deducer = cls(width, height, mines_left)
        deducer.known = bytearray(known)
        deducer.unknown_left = known.count(UNKNOWN)
        steps = deducer._steps
        for index, need in needs.items():
            deducer._constrain(index, sum(1 << k for k in _BITS[deducer._directions[index]]
                                          if known[index + steps[k]] == UNKNOWN), need)
        return deducer

    # ----- rules ------------------------------------------------------------
    def propagate(self) -> bool:
        """Apply the single-number, global-count and pair rules until none fires."""
        before = len(self.learned)
        single, pairs, work = self._single, self._pairs, self.work
        while True:
            while single:
                self._single_rule(single.pop())
                if work is not None:
                    work.spend(1)
            if self._count_rule():
                continue
            if not pairs:
                break
            self._pair_rule(pairs.pop())
            if work is not None:
                work.spend(1)
        return len(self.learned) > before

    def solve(self) -> None:
        """Every layer, repeated until nothing more follows."""
        while self.propagate() or self.exact_step():
            pass

    def exact_step(self) -> bool:
        """Count layouts and learn every cell they agree on.

        Only the frontier parts whose numbers changed since the last count are
        counted (the others taught all they could then); the whole frontier is
        counted under the global mine count only when that count can matter.
        This keeps each step local, so a whole game stays linear in its cells.
        """
        before = len(self.learned)
        self._local_step()
        if len(self.learned) == before and self._count_matters():
            self._global_step()
        return len(self.learned) > before

    def _local_step(self) -> None:
        """Count each changed component on its own and learn the cells all its layouts agree on."""
        for cells, numbers in self._groups(self._dirty.drain()):
            count = self.count(cells, numbers)
            if count is None:
                continue
            if not any(count.totals):
                raise ImpossibleViewError(_("no layout fits the numbers"))
            count.finish(None)
            evidence = tuple(sorted(numbers))
            for cell, mine_weight, safe_weight in count.cell_weights():
                if not safe_weight or not mine_weight:
                    self.learn(cell, not safe_weight, evidence)

    def _count_matters(self) -> bool:
        """Whether the mine count could prove more than each component alone.

        The frontier holds at most the sum of its numbers' needs; when more mines
        than that are left, and fewer than the cells away from the frontier,
        every combination of component layouts completes to a whole board.
        """
        most = sum(self.need)
        interior = self.unknown_left - sum(self.ring.translate(_POPCOUNT))
        return not most < self.mines_left < interior

    def _global_step(self) -> None:
        """Count the whole frontier under the global mine count; settle the interior too."""
        counted, weights = self.count_frontier(support=True)
        for count in counted:
            count.finish(weights.rest(count) if weights else None)
            evidence = tuple(sorted(count.numbers))
            for cell, mine_weight, safe_weight in count.cell_weights():
                if not safe_weight or not mine_weight:
                    self.learn(cell, not safe_weight, evidence)
        if weights is not None:
            self._settle_interior(weights)

    def count(self, cells: set[int], numbers: list[int]) -> _Count | None:
        """One component's layouts counted, or None when too big to count.

        With a ``count_cache`` (shared by copies) a component whose constraints
        are unchanged is counted once: a player looking ahead, or moving on,
        changes only the components next to the cells it opens.
        """
        limits = self.limits
        budget = None if len(cells) <= limits.exact_cells else limits.states
        constraints = [(self.cells_of(n), self.need[n]) for n in numbers]
        cache = self.count_cache
        key = None if cache is None else self.component_key(numbers)
        if cache is not None and key in cache:
            return cache[key]
        count = _Count.of(cells, constraints, numbers, budget, self.work)
        if cache is not None and key is not None:
            if len(cache) >= COUNT_CACHE_SIZE:
                cache.clear()
            cache[key] = count
        return count

    def component_key(self, numbers: list[int]) -> ComponentKey:
        """What a component is, by value: each of its numbers with the byte of its covered
        cells and the mines they still need.  Two components with one key have the same
        layouts."""
        return frozenset((n, self.need[n], self.ring[n]) for n in numbers)

    def count_frontier(self, support: bool) -> tuple[list[_Count], _Weights | None]:
        """The countable components, and their weights under the mine count if all are.

        With ``support`` the weights only tell possible from impossible (see :class:`_Weights`).
        """
        components = self.components()
        if self.work is not None:
            self.work.spend(len(components))
        counted = []
        for cells, numbers in components:
            count = self.count(cells, numbers)
            if count is not None:
                if not any(count.totals):
                    raise ImpossibleViewError(_("no layout fits the numbers"))
                counted.append(count)
        if len(counted) < len(components):
            return counted, None
        weights = _Weights(self, counted, support)
        if not weights.total:
            raise ImpossibleViewError(_("no layout with this many mines fits the numbers"))
        return counted, weights

    def odds(self) -> Odds:
        """Every unknown cell's mine probability from what is known now (see ``mine_odds``)."""
        frontier, interior, exact = _frontier_odds(self)
        return Odds(CellOdds(self, frontier, interior), exact)

    def layouts(self) -> int | None:
        """How many layouts fit what is known, exactly; None if a component is too big to count."""
        totals, frontier_cells = [], 0
        for cells, numbers in self.components():
            count = self.count(cells, numbers)
            if count is None:
                return None
            totals.append(count.totals)
            frontier_cells += len(cells)
        frontier = _convolve_all(totals, self.work)
        interior = self.unknown_left - frontier_cells
        if self.work is not None:  # a binomial of ``interior`` for each total, ever dearer
            self.work.spend(len(frontier) * (interior // 1000) ** 2 // BINOMIAL_PER_STEP)
        return sum(ways * comb(interior, self.mines_left - k) for k, ways in enumerate(frontier)
                   if 0 <= self.mines_left - k <= interior)

    # ----- rule internals ---------------------------------------------------
    def _single_rule(self, number: int) -> None:
        cells = self.ring[number]
        if not cells:
            return
        need, size = self.need[number], _POPCOUNT[cells]
        if need == 0 or need == size:
            reason = (number,)
            for index in self.cells_of(number):
                self.learn(index, need > 0, reason)
        elif not 0 < need < size:
            raise ImpossibleViewError(_("the number at {cell} cannot be satisfied").format(
                cell=self.cell(number)))

    def _pair_rule(self, first: int) -> None:
        """Bound the mines two numbers share; settle the cells only one of them sees.

        The two numbers' cells meet as bits of a frame around ``first`` (see ``_framed``)."""
        ring, need, width, height = self.ring, self.need, self.width, self.height
        x, y = first % width, first // width
        inside = 2 <= x < width - 2 and 2 <= y < height - 2
        centre = _FRAMED[0, 0]
        for dx, dy, step, framed in self._near:
            if not inside and not (0 <= x + dx < width and 0 <= y + dy < height):
                continue
            cells_a = ring[first]
            if not cells_a:
                return
            second = first + step
            cells_b = ring[second]
            if not cells_b:
                continue
            frame_a, frame_b = centre[cells_a], framed[cells_b]
            shared = frame_a & frame_b
            if not shared:
                continue
            only_a, only_b = frame_a ^ shared, frame_b ^ shared
            size_a, size_b = only_a.bit_count(), only_b.bit_count()
            need_a, need_b = need[first], need[second]
            low = max(0, need_a - size_a, need_b - size_b)
            high = min(shared.bit_count(), need_a, need_b)
            reason = (first, second)
            self._settle(first, only_a, need_a - high == size_a, need_a == low, reason)
            self._settle(first, only_b, need_b - high == size_b, need_b == low, reason)

    def _settle(self, first: int, frame: int, all_mines: bool, all_safe: bool,
                reason: tuple[int, ...]) -> None:
        """Learn the cells of ``frame`` (bits of the frame around ``first``), in reading order."""
        if frame and (all_mines or all_safe):
            steps = self._framed_steps
            for bit in range(frame.bit_length()):
                if frame >> bit & 1:
                    self.learn(first + steps[bit], all_mines, reason)

    def _count_rule(self) -> bool:
        """No mines left, or as many mines as unknown cells: the counter settles the rest."""
        if not self.unknown_left or 0 < self.mines_left < self.unknown_left:
            return False
        if self.mines_left > self.unknown_left:
            raise ImpossibleViewError(_("{mines} mines cannot fit in {cells} unknown cells").format(
                mines=self.mines_left, cells=self.unknown_left))
        mine = self.mines_left > 0
        for index in list(self.unknown_cells()):
            self.learn(index, mine, ())
        return True

    def _settle_interior(self, weights: _Weights) -> None:
        """All interior cells are alike: settle them together if the counts agree."""
        if not weights.interior:
            return
        mine_weight, total = weights.interior_odds()
        if mine_weight and mine_weight != total:
            return
        interior = bytearray(self.known.translate(_UNKNOWN_ONLY))  # a byte a cell: C speed
        evidence = tuple(_ones(self.ring))
        for number in evidence:
            for cell in self.cells_of(number):
                interior[cell] = 0
        for index in list(_ones(interior)):
            self.learn(index, bool(mine_weight), evidence)


def _frontier_odds(deducer: Deducer) -> tuple[dict[int, float], float, bool]:
    """Mine probabilities of the frontier's cells, the one every other unknown cell shares,
    and whether they are exact."""
    counted, weights = deducer.count_frontier(support=False)
    odds: dict[int, float] = {}
    for count in counted:
        count.finish(weights.rest(count) if weights else None)
        for cell, mine_weight, safe_weight in count.cell_weights():
            odds[cell] = mine_weight / (mine_weight + safe_weight)
    for cells, numbers in deducer.components():
        if not cells & odds.keys():
            odds.update(_local_odds(deducer, numbers))
    interior = deducer.unknown_left - len(odds)
    share = 0.0
    if interior:
        if weights is not None:
            mine_weight, total = weights.interior_odds()
            share = mine_weight / total
        else:
            share = (deducer.mines_left - sum(odds.values())) / interior
    return odds, min(max(share, 0.0), 1.0), weights is not None


def _local_odds(deducer: Deducer, numbers: list[int]) -> dict[int, float]:
    """The approximation for an uncounted component: the densest number around each cell."""
    odds: dict[int, float] = {}
    for number in numbers:
        cells = deducer.cells_of(number)
        density = deducer.need[number] / len(cells)
        for index in cells:
            odds[index] = max(odds.get(index, 0.0), density)
    return odds


class _Count:
    """The layouts of one frontier component, counted by mine total and per cell.

    Cells are taken in an order that keeps few numbers half-assigned at once;
    a state is the tuple of mines still needed by those open numbers.  The
    forward pass counts partial layouts per (state, mines so far); the
    backward pass, started from the weight of each mine total, tells each
    transition how much it is worth, so a cell's mine weight is the sum over
    transitions that put a mine on it.
    """

    def __init__(self, cells: list[int], numbers: list[int],
                 steps: list[_Step], layers: list[dict[tuple[int, ...], list[int]]]) -> None:
        self.cells = cells
        self.numbers = numbers
        self._steps = steps
        self._layers = layers
        final = layers[-1].get((), [])
        self.totals: list[int] = final  # totals[k]: layouts with k mines
        self._mine_weights: list[int] = []
        self._safe_weights: list[int] = []

    @classmethod
    def of(cls, cells: set[int], constraints: list[tuple[list[int], int]], numbers: list[int],
           budget: int | None, work: Work | None = None) -> _Count | None:
        """Count, or give up (None) once more than ``budget`` states have been visited;
        each state is a step of ``work``, if given."""
        order = _band_order(cells, [members for members, _ in constraints])
        steps = _plan(order, constraints)
        layers: list[dict[tuple[int, ...], list[int]]] = [{(): [1]}]
        for step in steps:
            layers.append(step.forward(layers[-1]))
            if work is not None:
                work.spend(len(layers[-1]))
            if budget is not None:
                budget -= len(layers[-1])
                if budget < 0:
                    return None
        return cls(order, numbers, steps, layers)

    def finish(self, rest: list[int] | None) -> None:
        """Weigh each mine total by ``rest`` (ways to complete the board), or equally."""
        size = len(self.cells) + 1
        end = rest if rest is not None else [1] * size
        padded = list(end[:size]) + [0] * (size - len(end))
        backward: dict[tuple[int, ...], list[int]] = {(): padded}
        mine_weights = [0] * len(self.cells)
        safe_weights = [0] * len(self.cells)
        for position in range(len(self.cells) - 1, -1, -1):
            backward, mine_weights[position], safe_weights[position] = self._steps[position].back(
                self._layers[position], backward)
        self._mine_weights = mine_weights
        self._safe_weights = safe_weights

    def cell_weights(self) -> Iterator[tuple[int, int, int]]:
        return zip(self.cells, self._mine_weights, self._safe_weights, strict=True)


class _Step:
    """Assigning one cell: how the open numbers' needs carry over to the next state."""

    def __init__(self, carry: list[tuple[int, int, bool, int]],
                 closing: list[tuple[int, int]]) -> None:
        # carry: (index in old state or -1, starting need, contains the cell, cells left after)
        self.carry = carry
        # closing: numbers whose last cell this is: (index in old state or -1, starting need)
        self.closing = closing
        self._moves: list[tuple[tuple[int, ...], int, tuple[int, ...]]] = []

    def successor(self, state: tuple[int, ...], mine: int) -> tuple[int, ...] | None:
        for source, start in self.closing:
            if (state[source] if source >= 0 else start) != mine:
                return None
        new = []
        for source, start, contains, left in self.carry:
            need = state[source] if source >= 0 else start
            if contains:
                need -= mine
                if need < 0 or need > left:
                    return None
            new.append(need)
        return tuple(new)

    def forward(self, layer: dict[tuple[int, ...], list[int]]) -> dict[tuple[int, ...], list[int]]:
        result: dict[tuple[int, ...], list[int]] = {}
        moves = self._moves = []
        for state, counts in layer.items():
            for mine in (0, 1):
                new = self.successor(state, mine)
                if new is None:
                    continue
                moves.append((state, mine, new))
                shifted = [0, *counts] if mine else counts
                present = result.get(new)
                result[new] = shifted if present is None else _add(present, shifted)
        return result

    def back(self, layer: dict[tuple[int, ...], list[int]],
             after: dict[tuple[int, ...], list[int]],
             ) -> tuple[dict[tuple[int, ...], list[int]], int, int]:
        """Backward weights one step earlier, and this cell's mine and safe weights."""
        before: dict[tuple[int, ...], list[int]] = {}
        weights = [0, 0]
        for state, mine, new in self._moves:
            reached = after.get(new)
            if reached is None:  # a dead end: no way to finish from here
                continue
            ahead = reached[mine:]
            counts = layer[state]
            weights[mine] += sum(a * b for a, b in zip(counts, ahead, strict=False))
            present = before.get(state)
            before[state] = ahead if present is None else _add(present, ahead)
        return before, weights[1], weights[0]


def _add(left: list[int], right: list[int]) -> list[int]:
    if len(left) < len(right):
        left, right = right, left
    return [a + b for a, b in zip(left, right, strict=False)] + left[len(right):]


def _band_order(cells: set[int], constraints: list[list[int]]) -> list[int]:
    """The component's cells in breadth-first order from a far end, so few numbers stay open."""
    touching: dict[int, set[int]] = {index: set() for index in cells}
    for constraint in constraints:
        for index in constraint:
            touching[index].update(constraint)
    start = min(cells)
    for _round in range(2):
        order = _breadth_first(start, touching)
        start = order[-1]
    return order


def _breadth_first(start: int, touching: dict[int, set[int]]) -> list[int]:
    order, seen = [start], {start}
    for index in order:
        fresh = sorted(touching[index] - seen)
        seen.update(fresh)
        order += fresh
    return order


def _plan(cells: list[int], constraints: list[tuple[list[int], int]]) -> list[_Step]:
    """One :class:`_Step` per cell for the given order."""
    position = {cell: p for p, cell in enumerate(cells)}
    places = [sorted(position[index] for index in members) for members, _ in constraints]
    starting: list[list[int]] = [[] for _ in cells]
    for c, spots in enumerate(places):
        starting[spots[0]].append(c)
    steps = []
    open_before: list[int] = []
    for p in range(len(cells)):
        slot = {c: i for i, c in enumerate(open_before)}
        touched = open_before + starting[p]
        carry, closing = [], []
        for c in touched:
            spots, need = places[c], constraints[c][1]
            if spots[-1] == p:
                closing.append((slot.get(c, -1), need))
            else:
                later = len(spots) - bisect_right(spots, p)
                carry.append((slot.get(c, -1), need, p in spots, later))
        steps.append(_Step(carry, closing))
        open_before = [c for c in touched if places[c][-1] > p]
    return steps


class _Weights:
    """Combines counted components with the mine count and the unconstrained interior.

    A frontier with ``k`` mines leaves ``C(interior, mines - k)`` ways to fill
    the interior.  Those binomials are astronomically large on big boards, and
    only their ratios matter, so they are all divided by one common factor.

    With ``support`` only which weights are zero matters (all ``deduce``
    needs): every polynomial is cut to 0/1 coefficients, which keeps the
    integers small and the answer exact.  Otherwise the terms whose share of
    the total is below ``2**-PRECISION_BITS`` are dropped and the rest rounded
    to ``PRECISION_BITS`` bits: odds exact far beyond a float's precision, in
    work proportional to the frontier times the width of the mine totals that
    matter, not to the frontier squared.
    """

    def __init__(self, deducer: Deducer, counts: list[_Count], support: bool) -> None:
        frontier = sum(len(count.cells) for count in counts)
        self.interior = deducer.unknown_left - frontier
        self.mines = deducer.mines_left
        self._work = deducer.work
        self._counts = counts  # held, as ``_polynomials`` is keyed by their identity
        self._polynomials = {id(count): _support(count.totals) if support else count.totals
                             for count in counts}
        self._all = _convolve_all(list(self._polynomials.values()), self._work)
        # by_frontier[k]: the (scaled) ways to fill the interior when the frontier holds k mines
        self._by_frontier = self._interior_ways(frontier, support)
        self._window = range(len(self._all))
        if not support:
            self._trim()
        self.total = sum(self._all[k] * self._by_frontier[k] for k in self._window)

    def _interior_ways(self, frontier: int, support: bool) -> list[int]:
        low = max(0, self.mines - frontier)
        high = min(self.interior, self.mines)
        if not support:  # products of up to ``high - low`` factors, ever longer
            _charge(self._work, (high - low + 1) ** 2, [])
        scaled = [1] * (high - low + 1) if support else _scaled_binomials(self.interior, low, high)
        return [scaled[self.mines - k - low] if 0 <= self.mines - k - low < len(scaled) else 0
                for k in range(frontier + 2)]

    def _trim(self) -> None:
        """Keep the mine totals that matter, their interior weights to ``PRECISION_BITS``."""
        ways = self._by_frontier
        bits = [(self._all[k] * ways[k]).bit_length() for k in self._window]
        top = max(bits)
        kept = [k for k, size in enumerate(bits) if size and size > top - PRECISION_BITS]
        if not kept:
            return
        self._window = range(kept[0], kept[-1] + 1)
        shift = max(0, min(ways[k].bit_length() for k in kept) - PRECISION_BITS)
        self._by_frontier = [ways[k] >> shift if k in self._window else 0
                             for k in range(len(ways))]

    def rest(self, count: _Count) -> list[int]:
        """For each mine total of ``count``, the ways the rest of the board can complete it."""
        factor = self._polynomials[id(count)]
        _charge(self._work, len(self._all) * len(factor), self._all)
        others = _divide(self._all, factor)
        ways, window = self._by_frontier, self._window
        result = []
        for k in range(len(count.cells) + 1):
            start, stop = max(0, window.start - k), min(len(others), window.stop - k)
            result.append(sum(map(mul, others[start:stop], ways[start + k:stop + k])))
        return result

    def interior_odds(self) -> tuple[int, int]:
        """An interior cell's mine weight and the total weight, as a ratio."""
        mine_weight = sum(self._all[k] * self._by_frontier[k] * (self.mines - k)
                          for k in self._window)
        return mine_weight, self.total * self.interior


def _support(polynomial: list[int]) -> list[int]:
    return [1 if value else 0 for value in polynomial]


def _scaled_binomials(cells: int, low: int, high: int) -> list[int]:
    """``C(cells, t)`` for ``t`` in ``low..high``, each times ``(high)! / (low! C(cells, low))``.

    That factor is the same for every ``t``, and it makes each entry the
    integer ``prod(cells - j for j in low..t-1) * prod(j + 1 for j in t..high-1)``.
    """
    if low > high:
        return []
    rising = [1]
    for j in range(low, high):
        rising.append(rising[-1] * (cells - j))
    falling = [1]
    for j in range(high - 1, low - 1, -1):
        falling.append(falling[-1] * (j + 1))
    falling.reverse()
    return [a * b for a, b in zip(rising, falling, strict=True)]


def _convolve_all(polynomials: list[list[int]], work: Work | None = None) -> list[int]:
    result = [1]
    for poly in polynomials:
        _charge(work, len(result) * len(poly), result)
        product = [0] * (len(result) + len(poly) - 1)
        for i, a in enumerate(result):
            if a:
                for j, b in enumerate(poly):
                    product[i + j] += a * b
        result = product
    return result


def _divide(product: list[int], factor: list[int]) -> list[int]:
    """The exact quotient of polynomials (coefficients, lowest degree first) known to divide."""
    shift = next(degree for degree, value in enumerate(factor) if value)
    factor = factor[shift:]
    while not factor[-1]:
        factor.pop()
    remainder = product[shift:]
    quotient: list[int] = []
    lead = factor[0]
    for degree in range(len(remainder) - len(factor) + 1):
        value = remainder[degree] - sum(factor[t] * quotient[degree - t]
                                        for t in range(1, min(degree, len(factor) - 1) + 1))
        quotient.append(value // lead)
    return quotient
