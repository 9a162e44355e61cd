"""A sealed-off region searched to the end on its own (``endgame.SEALED``, off).

A frontier component is sealed off when no covered cell outside it touches it
(the rest is open cells, proved mines and the board's edge): nothing played
elsewhere tells anything about it but through the mine count, so its best play
is :mod:`game.core.mines.endgame`'s search run on its own layouts, each weighed
by the ways the rest of the board fits its mine count (JSMinesweeper searches
such an "isolated edge" when all its layouts hold as many mines).  The game is
won only if every region is cleared, whatever the order, so the region searched
first is the one cleared most surely.  It changes the move in few games (see
docs/solver-ab.md), so while the switch is off the browser bundle leaves this
module out (``tools/stage.py``) and the engine imports it only when on.
Imports only the standard library.
"""

from __future__ import annotations

from game.core.mines import endgame
from game.core.mines.endgame import _OutOfBudget, _Search, layouts_of
from game.core.mines.solver import UNKNOWN, Deducer


def sealed_guess(deducer: Deducer) -> tuple[int, float] | None:
    """The cell (flat index) to open for the best chance of clearing a sealed-off region, and
    that chance; None when there is no such region small enough to search."""
    counted, weights = deducer.count_frontier(support=False)
    best: tuple[int, float] | None = None
    for count in counted:
        order = sorted(count.cells)
        if weights is None or not 1 < sum(count.totals) <= endgame.ENDGAME_LAYOUTS or \
                not _sealed(deducer, order):
            continue
        rest = weights.rest(count)
        top = max(rest)
        layouts = [layout for layout in layouts_of(deducer, order, count.numbers, None)
                   if rest[layout.bit_count()]]
        search = _Weighed(deducer, order, layouts, [rest[layout.bit_count()] / top
                                                     for layout in layouts])
        try:
            chance, position = search.best((1 << len(layouts)) - 1)
        except _OutOfBudget:
            continue
        if position >= 0 and (best is None or chance > best[1]):
            best = order[position], chance
    return best


def _sealed(deducer: Deducer, cells: list[int]) -> bool:
    """Whether no covered cell but ``cells`` touches them, and some lie elsewhere (else the
    whole board's search is the one to run)."""
    inside = set(cells)
    return len(cells) < deducer.unknown_left and all(
        deducer.known[other] != UNKNOWN or other in inside
        for cell in cells for other in deducer.neighbours[cell])


class _Weighed(_Search):
    """The search with a weight for each layout: a set's size is its weight."""

    def __init__(self, deducer: Deducer, cells: list[int], layouts: list[int],
                 weights: list[float]) -> None:
        super().__init__(deducer, cells, layouts)
        masks: dict[float, int] = {}
        for at, weight in enumerate(weights):
            masks[weight] = masks.get(weight, 0) | 1 << at
        self._classes = list(masks.items())

    def _size(self, group: int) -> float:
        """The layouts of each weight (one per mine count) counted at once."""
        return sum(weight * (group & mask).bit_count() for weight, mask in self._classes)
