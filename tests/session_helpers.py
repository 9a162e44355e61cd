"""Helpers shared by the session and statistics tests."""

from __future__ import annotations

from game.core.mines.game import MINES, MinesGame
from game.core.mines.game_id import MinesId, MinesParams
from game.core.session import Session


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self, now: float = 100.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def layout_session(text: str, clock: FakeClock | None = None) -> Session[MinesGame]:
    """A session on a fixed layout drawn as text (``*`` mine, ``.`` safe)."""
    rows = text.split()
    width = len(rows[0])
    layout = frozenset(y * width + x for y, row in enumerate(rows)
                       for x, cell in enumerate(row) if cell == "*")
    game_id = MinesId(MinesParams(width, len(rows), len(layout)), layout=layout)
    return Session(MINES, game_id.text(), clock=clock or FakeClock())
