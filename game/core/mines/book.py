"""The opening book: classic Expert's second click, studied offline, when the corner shows a
number.

Reached by name from :mod:`game.core.mines.engine` and only while ``engine.BOOK`` is
on, so the browser bundle leaves it out while it is off (``engine.SWITCHED_MODULES``).
``python -m bench.opening_book`` writes the book.  Imports only the standard library.
"""

from __future__ import annotations

import json
from pathlib import Path

from game.core.mines.solver import MINE, SAFE, Deducer
from game.files import MAX_SHIPPED, read_text_capped

Cell = tuple[int, int]
# A cell for each number the corner (0, 0) can show; a number it lacks leaves the engine's
# own guess.
BOOK_FILE = Path(__file__).with_name("opening.json")
EXPERT = (30, 16, 99)


def book_cell(deducer: Deducer) -> int | None:
    """The book's cell when only the corner of classic Expert is open (its neighbours may be
    proved mines), showing a number: the guess every such game faces, studied offline."""
    known = deducer.known
    mines = known.count(MINE)
    if (deducer.width, deducer.height, deducer.mines_left + mines) != EXPERT or \
            known[0] != SAFE or known.count(SAFE) > 1:
        return None
    cell = load_book(BOOK_FILE).get(mines + deducer.need.get(0, 0))
    if cell is None:
        return None
    index = cell[1] * deducer.width + cell[0]
    return None if known[index] else index


def load_book(path: Path) -> dict[int, Cell]:
    """The book in ``path`` ({"n": [x, y], ...}); empty when missing or malformed, so the
    engine's own guess stands."""
    try:
        entries = json.loads(read_text_capped(path, MAX_SHIPPED))
        book = {int(number): (int(x), int(y)) for number, (x, y) in entries.items()}
    except (OSError, ValueError, TypeError, AttributeError):
        return {}
    width, height, _mines = EXPERT
    return {number: (x, y) for number, (x, y) in book.items()
            if x in range(width) and y in range(height)}
