"""Long-term risk: covered cells that are safe, or else a mine in a 50/50 that must come.

Two covered cells side by side (or the two diagonals of a 2x2 block) form a
50/50 no number can ever split when every cell next to only some of them is a
mine (or off the board): any number that sees one of them sees its partner
alike.  Such a 50/50 has to be guessed sooner or later.  A cell is a
*pseudo-50/50* when in every layout where it is a mine it is one half of such
a 50/50: guessing it now costs nothing in the long run (its mine would have
cost the same half later), and when it is safe its number tells something
now.  JSMinesweeper takes such cells before any other guess; the facts, not
its code, are used here.  Imports only the standard library.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.core.mines.solver import MINE, SAFE, UNKNOWN, Deducer, ImpossibleViewError

# A pattern: the cells that hold its mines in one layout, their partners in the
# other, and the cells next to only some of them (which must all be mines).
Pattern = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
# At most this many of those outer cells may still be covered and unproved.
PAIR_MISSING = 1
BOX_MISSING = 2


def pseudo_fifties(deducer: Deducer) -> list[int]:
    """The covered cells (flat indices) that are safe or else half of an unavoidable 50/50."""
    tally = _Tally(deducer)
    found: list[int] = []
    for mines, partners, outer in _patterns(deducer):
        missing = tuple(i for i in outer if deducer.known[i] == UNKNOWN)
        if len(missing) > (PAIR_MISSING if len(mines) == 1 else BOX_MISSING) or \
                len(missing) + len(mines) > deducer.mines_left:
            continue
        fifty = tally.ways(mines + missing, partners)
        if not fifty:
            continue
        found.extend(cell for cell in mines + partners
                     if cell not in found and tally.ways((cell,), ()) == fifty)
    return found


def _patterns(deducer: Deducer) -> Iterator[Pattern]:
    """Every side-by-side pair and 2x2 block of unknown cells whose outer cells are unopened."""
    width, height, known = deducer.width, deducer.height, deducer.known

    def at(x: int, y: int) -> int:
        return y * width + x

    def outside(cells: list[tuple[int, int]]) -> tuple[int, ...] | None:
        inside = [at(x, y) for x, y in cells if 0 <= x < width and 0 <= y < height]
        return None if any(known[i] == SAFE for i in inside) else tuple(inside)

    for y in range(height):
        for x in range(width):
            if known[at(x, y)] != UNKNOWN:
                continue
            right = x + 1 < width and known[at(x + 1, y)] == UNKNOWN
            below = y + 1 < height and known[at(x, y + 1)] == UNKNOWN
            shapes: list[Pattern | None] = []
            if right:
                outer = outside([(x - 1, y + d) for d in (-1, 0, 1)] +
                                [(x + 2, y + d) for d in (-1, 0, 1)])
                shapes.append(None if outer is None else ((at(x, y),), (at(x + 1, y),), outer))
            if below:
                outer = outside([(x + d, y - 1) for d in (-1, 0, 1)] +
                                [(x + d, y + 2) for d in (-1, 0, 1)])
                shapes.append(None if outer is None else ((at(x, y),), (at(x, y + 1),), outer))
            if right and below and known[at(x + 1, y + 1)] == UNKNOWN:
                outer = outside([(x - 1, y - 1), (x + 2, y - 1), (x - 1, y + 2), (x + 2, y + 2)])
                shapes.append(None if outer is None else (
                    (at(x, y), at(x + 1, y + 1)), (at(x + 1, y), at(x, y + 1)), outer))
            yield from (shape for shape in shapes if shape is not None)


class _Tally:
    """Layout counts under hypotheses, each counted once (the base components stay cached)."""

    def __init__(self, deducer: Deducer) -> None:
        self.deducer = deducer
        self._known: dict[tuple[tuple[int, ...], tuple[int, ...]], int] = {}

    def ways(self, mines: tuple[int, ...], safe: tuple[int, ...]) -> int:
        """How many layouts put a mine on every cell of ``mines`` and none on ``safe``."""
        key = (tuple(sorted(mines)), tuple(sorted(safe)))
        if key not in self._known:
            self._known[key] = self._count(mines, safe)
        return self._known[key]

    def _count(self, mines: tuple[int, ...], safe: tuple[int, ...]) -> int:
        twin = self.deducer.copy()
        try:
            for cell in mines:
                if twin.known[cell] != MINE:
                    twin.learn(cell, True, ())
            for cell in safe:
                twin.learn(cell, False, ())
            ways = twin.layouts()
        except ImpossibleViewError:
            return 0
        return ways or 0
