"""No-guess layouts: boards that deduction alone clears from the first click.

Tatham's method: lay mines at random (keeping the 3x3 around the first click
clear, so it opens an area), then play the board with the solver.  When the
solver is stuck, do not start over: pick a number on the frontier and move
mines so that its covered neighbours become all safe (or all mines), taking
the swap partners from the interior when possible, where no revealed number
changes.  The solver keeps its state and carries on.

Moving a mine changes revealed numbers, so a deduction made before the move
may no longer follow from the board; a run that needed moves is therefore
replayed from the first click on the changed layout, until a run needs none.
That final run is exactly the proof that the layout needs no guess.

In the browser there are no threads, so :func:`iter_no_guess_layout` yields
every few milliseconds of work and a front end can hand control back to its
loop.  Imports only
the standard library.
"""

from __future__ import annotations

import random
from collections.abc import Generator

from game.core.mines.solver import SAFE, UNKNOWN, Deducer, neighbour_table
from game.i18n import _

# Bounded effort: fresh random layouts, mine moves in one run and in the whole
# search.  Presets and 20%-dense custom boards need a handful of moves; the
# limits only stop hopeless requests (say, 60% mines) from spinning for long.
MAX_LAYOUTS = 30
MAX_MOVES_PER_RUN = 200
MAX_MOVES = 1500
# A run hands control back to the caller's loop after this many moves.
MOVES_PER_YIELD = 16
# Random draws for swap partners before scanning the whole board for them.
SAMPLE_DRAWS = 64


class GenerationError(ValueError):
    """No no-guess layout was found within the effort limits."""


def no_guess_layout(width: int, height: int, mines: int, first: int,
                    rng: random.Random) -> list[int]:
    """A no-guess layout (flat mine indices), as a board's layout strategy."""
    steps = iter_no_guess_layout(width, height, mines, first, rng)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            layout: list[int] = done.value
            return layout


def iter_no_guess_layout(width: int, height: int, mines: int, first: int,
                         rng: random.Random) -> Generator[None, None, list[int]]:
    """Search for a no-guess layout, yielding every few moves; return its mine indices.

    Drive it from an async loop with ``next(steps)`` and ``await
    asyncio.sleep(0)`` until ``StopIteration`` carries the layout.  Raises
    :class:`GenerationError` when the effort limits run out.
    """
    zone = set(_zone(first, width, height))
    room = width * height - len(zone)
    if mines > room:
        raise GenerationError(_("a no-guess {width}x{height} board holds at most {room} mines "
                                "(the first click opens a 3x3 area), not {mines}").format(
            width=width, height=height, room=room, mines=mines))
    candidates = [index for index in range(width * height) if index not in zone]
    effort = _Effort()
    for _attempt in range(MAX_LAYOUTS):
        if not effort.moves_left:
            break
        layout = _Layout(width, height, rng.sample(candidates, mines))
        previous = MAX_MOVES_PER_RUN + 1
        while True:
            moves = yield from _play(layout, first, rng, effort)
            if moves == 0:
                return layout.mine_indices()
            if moves is None or moves >= previous:
                break  # stuck for good, or the replays stopped converging: start afresh
            previous = moves
    raise GenerationError(_("no no-guess layout for {mines} mines on {width}x{height} was found; "
                            "try fewer mines").format(mines=mines, width=width, height=height))


def _zone(first: int, width: int, height: int) -> list[int]:
    return [first, *neighbour_table(width, height)[first]]


class _Layout:
    """Mine positions and every cell's number, kept in step as mines move."""

    def __init__(self, width: int, height: int, mines: list[int]) -> None:
        self.neighbours = neighbour_table(width, height)
        self.mine = bytearray(width * height)
        self.faces = bytearray(width * height)
        self.width, self.height, self.mines = width, height, len(mines)
        for index in mines:
            self.toggle(index, None)

    def toggle(self, index: int, deducer: Deducer | None) -> None:
        """Add or remove the mine at ``index``; tell the solver about changed open numbers."""
        delta = 1 - 2 * self.mine[index]
        self.mine[index] ^= 1
        for other in self.neighbours[index]:
            self.faces[other] += delta
            if deducer is not None and other in deducer.need:
                deducer.adjust_number(other, delta)

    def mine_indices(self) -> list[int]:
        return [index for index, mine in enumerate(self.mine) if mine]


class _Effort:
    """The moves the whole search may still make."""

    def __init__(self) -> None:
        self.moves_left = MAX_MOVES


def _play(layout: _Layout, first: int, rng: random.Random,
          effort: _Effort) -> Generator[None, None, int | None]:
    """Solve from the first click, moving mines when stuck; yield now and then.

    Returns the number of moves made (0: the layout needs no guess), or None
    when stuck with nothing left to move or no effort left.
    """
    deducer = Deducer(layout.width, layout.height, layout.mines, layout.faces)
    deducer.learn(first, False, ())
    moves = 0
    while deducer.unknown_left:
        if deducer.propagate() or deducer.exact_step():
            continue
        if moves == MAX_MOVES_PER_RUN or not effort.moves_left:
            return None
        if not _move_mines(layout, deducer, rng):
            return None
        moves += 1
        effort.moves_left -= 1
        if moves % MOVES_PER_YIELD == 0:
            yield
    yield
    return moves


def _move_mines(layout: _Layout, deducer: Deducer, rng: random.Random) -> bool:
    """Make one stuck number's covered neighbours all safe, or else all mines."""
    if not deducer.around:
        return False
    number = rng.choice(list(deducer.around))
    inside = sorted(deducer.around[number])
    mined = [index for index in inside if layout.mine[index]]
    clear = [index for index in inside if not layout.mine[index]]
    partners = _swap_partners(layout, deducer, inside, False, len(mined), rng)
    if partners is not None:
        moved = mined + partners
    else:
        partners = _swap_partners(layout, deducer, inside, True, len(clear), rng)
        if partners is None:
            return False
        moved = clear + partners
    for index in moved:
        layout.toggle(index, deducer)
    return True


def _swap_partners(layout: _Layout, deducer: Deducer, inside: list[int], mine: bool,
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
                and _placement(layout, deducer, index, inside) == "interior"):
            picked.append(index)
            if len(picked) == count:
                return picked
    places: dict[str, list[int]] = {"interior": [], "frontier": []}
    for index in deducer.unknown_cells():
        if layout.mine[index] == mine:
            places.get(_placement(layout, deducer, index, inside), []).append(index)
    rng.shuffle(places["interior"])
    rng.shuffle(places["frontier"])
    candidates = places["interior"] + places["frontier"]
    return candidates[:count] if len(candidates) >= count else None


def _placement(layout: _Layout, deducer: Deducer, index: int, inside: list[int]) -> str:
    """Where an unknown cell lies: "interior", "frontier" (beside an open cell), or "out"."""
    known = deducer.known
    if known[index] != UNKNOWN or index in inside:
        return "out"
    if any(known[other] == SAFE for other in layout.neighbours[index]):
        return "frontier"
    return "interior"
