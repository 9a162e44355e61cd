"""No-guess layouts: boards that deduction alone clears from the first click.

Tatham's method: lay mines at random (keeping the 3x3 around the first click
clear, so it opens an area), then play the board with the solver.  When the
solver is stuck, do not start over: pick a number on the frontier and move
mines so that its covered neighbours become all safe (or all mines), taking
the swap partners from the interior when possible, where no revealed number
changes.  The solver keeps its state and carries on.

Most of a board falls to the single-number rule, so a run plays it first on
plain arrays (:class:`_Sweep`) and only hands the frontier to the
:class:`Deducer` (pair rules, exact counting) when that rule is stuck.  The
first few layouts are merely swept: when one needs more than that rule it is
dropped for a fresh one, which on small boards is cheaper than reasoning on.  A
layout whose sweep is sure to stick (a mine and a safe cell that no number can
tell apart, see :func:`_side_by_side`) is dropped before it, as the sweep would
drop it: on a million-cell board that spares seconds and changes no board.

Moving a mine changes revealed numbers, so a deduction made before the move
may no longer follow from the board; a run that needed moves is therefore
replayed from the first click on the changed layout, until a run needs none.
That final run is exactly the proof that the layout needs no guess.

Boards up to 100x100 first take the fast path of :mod:`quick`: the same
method with the single-number rules on bitboards, which clears most layouts
in well under a millisecond.  Only when it gives up does the full solver
below (pair rules, exact counting) take over.

In the browser there are no threads, so :func:`iter_no_guess_layout` yields
every few milliseconds of work (drawing the mines, the first opening's flood,
the sweep itself), and a front end can hand control back to its loop.  A
million-cell board keeps a few bytes a cell: the state is byte arrays, and
its neighbours are worked out when asked, not kept as a tuple per cell.
Imports only the standard library.
"""

from __future__ import annotations

import random
from collections.abc import Generator

from game.core.mines.draw import iter_cells_outside, run_to_end
from game.core.mines.quick import QUICK_CELLS, QuickSearch
from game.core.mines.rows import Neighbours, flood_spans, neighbour_counts, nonzero, positions
from game.core.mines.solver import (
    EAGER_TABLE_CELLS,
    MINE,
    SAFE,
    UNKNOWN,
    Deducer,
    neighbour_table,
)
from game.i18n import _

# Bounded effort: fresh random layouts, mine moves in one run and in the whole
# search.  Presets and 20%-dense custom boards need a handful of moves; the
# limits only stop hopeless requests (say, 60% mines) from spinning for long.
MAX_LAYOUTS = 30
MAX_MOVES_PER_RUN = 200
# The first few layouts are only swept, never repaired: on small boards most fall
# to the single-number rule as drawn, and drawing another costs less than the
# pair rules, exact counting or a repair and its replay.
FRESH_LAYOUTS = 4
MAX_MOVES = 1500
# Random draws for swap partners before scanning the whole board for them.
SAMPLE_DRAWS = 64
# Fresh layouts the bitboard fast path tries (small boards) before the full solver.
QUICK_LAYOUTS = 40
# Numbers the single-number rule settles, and first-opening spans filled, between yields.
SWEEP_STEPS = 2048

_NONZERO = bytes([0] + [1] * 255)
_BIT_TO_DIGIT = bytes.maketrans(b"\0\1", b"01")
_ZERO_TO_ONE = bytes([1] + [0] * 255)


class GenerationError(ValueError):
    """No no-guess layout was found within the effort limits."""


def no_guess_layout(width: int, height: int, mines: int, first: int,
                    rng: random.Random) -> list[int]:
    """A no-guess layout (flat mine indices), as a board's layout strategy."""
    return run_to_end(iter_no_guess_layout(width, height, mines, first, rng))


def iter_no_guess_layout(width: int, height: int, mines: int, first: int,
                         rng: random.Random) -> Generator[None, None, list[int]]:
    """Search for a no-guess layout, yielding every few moves; return its mine indices.

    Drive it from an async loop with ``next(steps)`` and ``await
    asyncio.sleep(0)`` until ``StopIteration`` carries the layout.  Raises
    :class:`GenerationError` when the effort limits run out.
    """
    cells = width * height
    zone = sorted({first, *_neighbours(width, height)[first]})
    if mines > cells - len(zone):
        raise GenerationError(_("a no-guess {width}x{height} board holds at most {room} mines "
                                "(the first click opens a 3x3 area), not {mines}").format(
            width=width, height=height, room=cells - len(zone), mines=mines))
    if cells <= QUICK_CELLS:
        for _fresh in range(QUICK_LAYOUTS):
            drawn = yield from iter_cells_outside(rng, cells, zone, mines)
            found = yield from QuickSearch(width, height, drawn, first, rng).search()
            if found is not None:
                return found
    effort = _Effort()
    for attempt in range(MAX_LAYOUTS):
        if not effort.moves_left:
            break
        layout = yield from _Layout.laid(width, height,
                                         (yield from iter_cells_outside(rng, cells, zone, mines)))
        if attempt < FRESH_LAYOUTS and _side_by_side(layout):
            continue  # its sweep would stick for good: drawing another is cheaper
        previous = MAX_MOVES_PER_RUN + 1
        while True:
            moves = yield from _play(layout, first, rng, effort, attempt >= FRESH_LAYOUTS)
            if moves == 0:
                return layout.mine_indices()
            if moves is None or moves >= previous:
                break  # stuck for good, or the replays stopped converging: start afresh
            previous = moves
    raise GenerationError(_("no no-guess layout for {mines} mines on {width}x{height} was found; "
                            "try fewer mines").format(mines=mines, width=width, height=height))


def _neighbours(width: int, height: int) -> Neighbours | tuple[tuple[int, ...], ...]:
    """Every cell's neighbours: a table on small boards, where it is fastest, else on demand."""
    if width * height > EAGER_TABLE_CELLS:
        return Neighbours(width, height)
    table = neighbour_table(width, height)
    assert isinstance(table, tuple), "small boards get an eager table"
    return table


class _Layout:
    """Mine positions and every cell's number, kept in step as mines move."""

    def __init__(self, width: int, height: int, mine: bytearray, mines: int) -> None:
        self.neighbours = _neighbours(width, height)
        self.mine = mine
        self.width, self.height, self.mines = width, height, mines
        self.faces = neighbour_counts(mine, width, height)

    @classmethod
    def laid(cls, width: int, height: int, mines: list[int]) -> Generator[None, None, _Layout]:
        """The layout of ``mines``, its numbers counted after a yield: on a million-cell
        board laying the mines and counting the numbers each take a good part of a frame."""
        mine = bytearray(width * height)
        for index in mines:
            mine[index] = 1
        yield
        layout = cls(width, height, mine, len(mines))
        yield
        return layout

    def toggle(self, index: int) -> int:
        """Add (1) or remove (-1) the mine at ``index``; say which, and keep the numbers."""
        delta = 1 - 2 * self.mine[index]
        self.mine[index] ^= 1
        faces = self.faces
        for other in self.neighbours[index]:
            faces[other] += delta
        return delta

    def mine_indices(self) -> list[int]:
        return nonzero(self.mine)


def _side_by_side(layout: _Layout) -> bool:
    """Whether a mine and a safe cell lie side by side (in a row or a column) with only mines
    (or the edge) on their far sides: every number beside one is beside the other, so no
    number can settle either (one would need its mine flagged, the other its safe cell
    opened), nor can the mine counter.  The single-number rule alone is then stuck for
    good, which a sweep of a million cells would take a second to find; as big integers,
    a bit a cell on the board ringed with mines, it takes milliseconds.
    """
    width, inner = layout.width + 2, layout.width
    rows = range(layout.height)
    mines = _bits([b"1" * width, *(b"1" + layout.mine[y * inner:(y + 1) * inner].translate(
        _BIT_TO_DIGIT) + b"1" for y in rows), b"1" * width])
    real = _bits([b"0" * width, *(b"0" + b"1" * inner + b"0" for _y in rows), b"0" * width])
    column = mines & (mines >> width) & (mines << width)  # a cell and those above and below
    row = mines & (mines >> 1) & (mines << 1)  # a cell and those on its left and right
    across = (mines ^ (mines >> 1)) & real & (real >> 1) & (column << 1) & (column >> 2)
    down = ((mines ^ (mines >> width)) & real & (real >> width) & (row << width)
            & (row >> 2 * width))
    return bool(across or down)


def _bits(rows: list[bytes]) -> int:
    """Rows of ASCII 0s and 1s as one integer whose bit ``i`` is the ``i``-th digit."""
    return int(b"".join(rows)[::-1], 2)


def _without(cells: bytes | bytearray, taken: bytes | bytearray) -> bytearray:
    """The 0/1 ``cells`` with every cell set in the 0/1 ``taken`` cleared, at C speed (as
    big integers, a byte a cell): a loop over a million-cell board's mines took a frame."""
    kept = int.from_bytes(cells, "big") & ~int.from_bytes(taken, "big")
    return bytearray(kept.to_bytes(len(cells), "big"))


def _edges(width: int, height: int) -> tuple[bytes, tuple[int, ...]]:
    """Which cells lie on the board's edge (1), and where the neighbours of any other cell
    lie relative to it, in the order of the neighbour tables."""
    inner_row = b"\1" + bytes(width - 2) + b"\1" if width > 1 else b"\1"
    edge = b"\1" * width + inner_row * (height - 2) + b"\1" * width if height > 1 \
        else b"\1" * width
    return edge, (-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1)


class _Effort:
    """The moves the whole search may still make."""

    def __init__(self) -> None:
        self.moves_left = MAX_MOVES


def _play(layout: _Layout, first: int, rng: random.Random, effort: _Effort,
          repair: bool) -> Generator[None, None, int | None]:
    """Solve from the first click, moving mines when stuck; yield now and then.

    Returns the number of moves made (0: the layout needs no guess), or None
    when stuck with nothing left to move or no effort left.
    """
    sweep = _Sweep(layout)
    yield from sweep.start(first)
    moves = 0
    while True:
        while not sweep.run(SWEEP_STEPS):
            yield
        if sweep.solved():
            break
        yield  # a deduction or a move comes next: on a big board each takes milliseconds
        if repair and sweep.deduce():
            yield  # and so does the sweep that follows
            continue
        if not repair or moves == MAX_MOVES_PER_RUN or not effort.moves_left:
            return None
        if not _move_mines(layout, sweep, rng):
            return None
        moves += 1
        effort.moves_left -= 1
        yield
    yield
    return moves


class _Sweep:
    """The single-number rule on plain arrays, the cheap pass that clears most of a board.

    It knows the true numbers (``layout.faces``), so a cell proved safe opens
    at once.  ``need`` and ``hidden`` hold, for each open cell, the mines and
    the unknown cells still around it; a cell is queued only when its rule
    fires.  When the rule is stuck, :meth:`deduce` hands the frontier to a
    :class:`Deducer` for the pair rules and exact counting.
    """

    def __init__(self, layout: _Layout) -> None:
        cells = layout.width * layout.height
        self.layout = layout
        self.faces, self.neighbours = layout.faces, layout.neighbours
        self.edge, self.offsets = _edges(layout.width, layout.height)
        self.known = bytearray(cells)
        self.need = bytearray(cells)
        self.hidden = bytearray(cells)
        self._todo: list[int] = []

    def start(self, first: int) -> Generator[None, None, None]:
        """The first click: open its area a row span at a time, then count around its border.

        Nothing is open yet, so unlike :meth:`open` no cell has to tell its
        neighbours; on small boards this area is most of the board, on an
        empty million-cell board all of it.  Yields every few thousand spans.
        """
        if self.faces[first]:
            self.open(first)
            return
        known, faces = self.known, self.faces
        zeros = _without(faces.translate(_ZERO_TO_ONE), self.layout.mine)
        yield
        border: set[int] = set()
        numbered = faces.translate(_NONZERO)
        for count, (start, end) in enumerate(flood_spans(zeros, self.layout.width,
                                                         self.layout.height, first), 1):
            known[start:end] = bytes([SAFE]) * (end - start)
            border.update(positions(numbered, 1, start, end))
            if count % SWEEP_STEPS == 0:
                yield
        self._count_around(sorted(border))

    def _count_around(self, border: list[int]) -> None:
        """The first opening's numbers: the unknown cells and mines around each."""
        known, faces, neighbours = self.known, self.faces, self.neighbours
        hidden, need, todo = self.hidden, self.need, self._todo
        for index in border:
            count = 0
            for other in neighbours[index]:
                if not known[other]:
                    count += 1
            hidden[index], need[index] = count, faces[index]
            if count == faces[index]:
                todo.append(index)

    def open(self, index: int) -> None:
        """Open a safe cell: note its number, and tell the open cells around it."""
        known, hidden, need, todo = self.known, self.hidden, self.need, self._todo
        known[index] = SAFE
        count, left = 0, self.faces[index]
        # A cell off the edges has its neighbours at fixed offsets (so in flag and run too):
        # adding them is quicker than asking for a tuple of them, in the innermost loops.
        around, base = (self.neighbours[index], 0) if self.edge[index] else (self.offsets, index)
        for other in around:
            other += base
            state = known[other]
            if not state:
                count += 1
            elif state == SAFE:
                left_hidden = hidden[other] - 1
                hidden[other] = left_hidden
                if left_hidden and left_hidden == need[other]:
                    todo.append(other)
            else:
                left -= 1
        hidden[index], need[index] = count, left
        if count and (not left or left == count):
            todo.append(index)

    def flag(self, index: int) -> None:
        """Mark a proved mine; the open cells around it need one mine fewer."""
        known, hidden, need, todo = self.known, self.hidden, self.need, self._todo
        known[index] = MINE
        around, base = (self.neighbours[index], 0) if self.edge[index] else (self.offsets, index)
        for other in around:
            other += base
            if known[other] == SAFE:
                hidden[other] -= 1
                need[other] -= 1
                if hidden[other] and not need[other]:
                    todo.append(other)

    def run(self, steps: int) -> bool:
        """Apply the single-number rule to up to ``steps`` queued numbers; whether it stopped."""
        known, hidden, need, todo = self.known, self.hidden, self.need, self._todo
        open_cell, edge, neighbours, offsets = self.open, self.edge, self.neighbours, self.offsets
        while todo:
            steps -= 1
            if steps < 0:
                return False
            number = todo.pop()
            left = hidden[number]
            if not left:
                continue
            cells, base = (neighbours[number], 0) if edge[number] else (offsets, number)
            if not need[number]:
                for other in cells:
                    if not known[other + base]:
                        open_cell(other + base)
            elif need[number] == left:
                for other in cells:
                    if known[other + base] == UNKNOWN:
                        self.flag(other + base)
        return True

    def solved(self) -> bool:
        """Whether the mine counter settles every cell left."""
        mines_left = self.mines_left()
        return mines_left == 0 or mines_left == self.known.count(UNKNOWN)

    def mines_left(self) -> int:
        """The mines not yet flagged (counted when asked, a C-speed scan, not kept up to
        date at every one of a million openings)."""
        return self.layout.mines - self.known.count(MINE)

    def moved(self, index: int, delta: int) -> None:
        """A mine was added (``delta`` 1) or removed (-1) at ``index``: the open numbers change."""
        known, hidden, need = self.known, self.hidden, self.need
        for other in self.layout.neighbours[index]:
            if known[other] == SAFE:
                need[other] += delta
                if hidden[other] and (not need[other] or need[other] == hidden[other]):
                    self._todo.append(other)

    def frontier(self) -> list[int]:
        """The open numbers with unknown cells around them, in board order (only open
        cells count unknown neighbours, and a C-speed search finds the few that have some,
        skipping the rest of a million-cell board between them)."""
        return list(positions(self.hidden.translate(_NONZERO), 1))

    def deduce(self) -> bool:
        """Pair rules, then exact counting, on the frontier; apply what they prove."""
        need = self.need
        deducer = Deducer.from_known(self.layout.width, self.layout.height, self.known,
                                     self.mines_left(), {i: need[i] for i in self.frontier()})
        if not (deducer.propagate() or deducer.exact_step()):
            return False
        for index in deducer.learned:
            if self.known[index] == UNKNOWN:
                (self.flag if deducer.known[index] == MINE else self.open)(index)
        return True


def _move_mines(layout: _Layout, sweep: _Sweep, rng: random.Random) -> bool:
    """Make one stuck number's covered neighbours all safe, or else all mines."""
    stuck = sweep.frontier()
    if not stuck:
        return False
    number = rng.choice(stuck)
    inside = [index for index in layout.neighbours[number] if sweep.known[index] == UNKNOWN]
    mined = [index for index in inside if layout.mine[index]]
    clear = [index for index in inside if not layout.mine[index]]
    partners = _swap_partners(layout, sweep.known, inside, False, len(mined), rng)
    if partners is not None:
        moved = mined + partners
    else:
        partners = _swap_partners(layout, sweep.known, inside, True, len(clear), rng)
        if partners is None:
            return False
        moved = clear + partners
    for index in moved:
        sweep.moved(index, layout.toggle(index))
    return True


def _swap_partners(layout: _Layout, known: bytearray, inside: list[int], mine: bool,
                   count: int, rng: random.Random) -> list[int] | None:
    """``count`` unknown cells outside ``inside`` holding a mine (or not), or None.

    Interior cells come first, as moving their mines changes no open number.
    A few random draws usually find them; only when those miss does it scan
    the board, which on a big board costs far more than the rest of a move.
    """
    picked: list[int] = []
    for _draw in range(SAMPLE_DRAWS if count else 0):
        index = rng.randrange(len(layout.mine))
        if (index not in picked and layout.mine[index] == mine
                and _placement(layout, known, index, inside) == "interior"):
            picked.append(index)
            if len(picked) == count:
                return picked
    places: dict[str, list[int]] = {"interior": [], "frontier": []}
    index = known.find(UNKNOWN)
    while index != -1:
        if layout.mine[index] == mine:
            places.get(_placement(layout, known, index, inside), []).append(index)
        index = known.find(UNKNOWN, index + 1)
    rng.shuffle(places["interior"])
    rng.shuffle(places["frontier"])
    candidates = places["interior"] + places["frontier"]
    return candidates[:count] if len(candidates) >= count else None


def _placement(layout: _Layout, known: bytearray, index: int, inside: list[int]) -> str:
    """Where an unknown cell lies: "interior", "frontier" (beside an open cell), or "out"."""
    if known[index] != UNKNOWN or index in inside:
        return "out"
    if any(known[other] == SAFE for other in layout.neighbours[index]):
        return "frontier"
    return "interior"
