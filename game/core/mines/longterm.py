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

# The shapes of a 50/50 no number splits: two cells side by side, one above the
# other, or the two diagonals of a 2x2 block.  The cells next to only some of a
# shape's cells (its outer cells) must all be mines.
RIGHT, DOWN, BOX = "right", "down", "box"
# A pseudo-50/50's outer cells may still be covered and unproved, this many at most...
PAIR_MISSING = 1
BOX_MISSING = 2
# ...and those of a 50/50 that may yet form, weighed in a guess's score.
INFLUENCE_MISSING = 3


def pseudo_fifties(deducer: Deducer) -> list[int]:
    """The covered cells (flat indices) that are safe or else half of an unavoidable 50/50.

    Only patterns touching the frontier are counted: away from every number a
    mine on one cell leaves its partner free to hold one too (bar the last few
    mines), and the board's untouched edges would cost a count each.
    """
    tally = Tally(deducer)
    frontier = {index for cells in deducer.around.values() for index in cells}
    found: list[int] = []
    for x, y, shape in _anchors(deducer.width, frontier):
        pattern = _pattern(deducer, x, y, shape, PAIR_MISSING if shape != BOX else BOX_MISSING)
        if pattern is None or frontier.isdisjoint(pattern[0] + pattern[1]):
            continue
        mines, partners, missing = pattern
        fifty = tally.ways(mines + missing, partners)
        if fifty:
            found.extend(cell for cell in mines + partners
                         if cell not in found and tally.ways((cell,), ()) == fifty)
    return found


def influence(deducer: Deducer, index: int, tally: Tally) -> float:
    """The share of the layouts where ``index`` is safe that hold a 50/50 it is part of, as
    JSMinesweeper weighs it: each pair through the cell, and the likeliest 2x2 block; at
    most its chance of being a mine (opening it settles no more than that)."""
    x, y = index % deducer.width, index // deducer.width
    pairs = sum(_fifty(deducer, tally, ax, ay, shape, INFLUENCE_MISSING)
                for ax, ay, shape in ((x, y, RIGHT), (x - 1, y, RIGHT), (x, y, DOWN),
                                      (x, y - 1, DOWN)))
    box = max(_fifty(deducer, tally, x - dx, y - dy, BOX, INFLUENCE_MISSING)
              for dx in (0, 1) for dy in (0, 1))
    mine, safe = tally.ways((index,), ()), tally.ways((), (index,))
    return min(pairs + box, mine, safe) / safe if safe else 0.0


def _fifty(deducer: Deducer, tally: Tally, x: int, y: int, shape: str, most: int) -> int:
    """The layouts in which the pattern at (x, y) is a 50/50 (one of its two ways)."""
    if not (0 <= x < deducer.width and 0 <= y < deducer.height):
        return 0
    pattern = _pattern(deducer, x, y, shape, most)
    return 0 if pattern is None else tally.ways(pattern[0] + pattern[2], pattern[1])


def _anchors(width: int, frontier: set[int]) -> Iterator[tuple[int, int, str]]:
    """The top-left cells of the patterns with a cell in ``frontier``, with their shapes,
    row by row: the work follows the frontier, not the board (a covered 1000x1000 board
    has none)."""
    anchors: set[tuple[int, int, int]] = set()
    for cell in frontier:
        x, y = cell % width, cell // width
        anchors.update(((y, x, 0), (y, x - 1, 0), (y, x, 1), (y - 1, x, 1),
                        (y, x, 2), (y, x - 1, 2), (y - 1, x, 2), (y - 1, x - 1, 2)))
    for y, x, shape in sorted(anchors):
        if x >= 0 and y >= 0:
            yield x, y, _SHAPES[shape]


_SHAPES = (RIGHT, DOWN, BOX)  # in the order patterns at one cell are looked at


def _pattern(deducer: Deducer, x: int, y: int, shape: str,
             most: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]] | None:
    """The pattern of ``shape`` with its top-left cell at (x, y): the cells of one way's
    mines, their partners, and the outer cells still to be proved (at most ``most``);
    None if a cell is off the board or open, or an outer cell is open."""
    width, height, known = deducer.width, deducer.height, deducer.known
    if shape == RIGHT:
        cells, outer = [(x, y), (x + 1, y)], [(x + dx, y + d) for dx in (-1, 2) for d in (-1, 0, 1)]
    elif shape == DOWN:
        cells, outer = [(x, y), (x, y + 1)], [(x + d, y + dy) for dy in (-1, 2) for d in (-1, 0, 1)]
    else:
        cells = [(x, y), (x + 1, y + 1), (x + 1, y), (x, y + 1)]
        outer = [(x - 1, y - 1), (x + 2, y - 1), (x - 1, y + 2), (x + 2, y + 2)]
    if not all(0 <= cx < width and 0 <= cy < height and known[cy * width + cx] == UNKNOWN
               for cx, cy in cells):
        return None
    inside = [cy * width + cx for cx, cy in outer if 0 <= cx < width and 0 <= cy < height]
    if any(known[i] == SAFE for i in inside):
        return None
    missing = tuple(i for i in inside if known[i] == UNKNOWN)
    flat = [cy * width + cx for cx, cy in cells]
    half = len(flat) // 2
    if len(missing) > most or len(missing) + half > deducer.mines_left:
        return None
    return tuple(flat[:half]), tuple(flat[half:]), missing


class Tally:
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
