"""A hint at every move over a big game: the session's Advisor against ``advise`` afresh.

The window's hint, the terminal's and the auto-player ask the session's
:class:`Advisor`, which follows the moves; ``advise`` re-reads the whole view
at every call.  A 300x300 game is played by its own hints (each proved-safe
cell opened in turn) until the first guess; the old path is timed on the
first positions of that same game only (the cheapest: later views hold more numbers).
"""

from __future__ import annotations

import time

from game.core.mines.advice import Advisor
from game.core.mines.engine import advise
from game.core.mines.game import MINES
from game.core.mines.game_id import MinesId, MinesParams
from game.core.session import Session

Figures = dict[str, float | str]
SIZE = 300
DENSITY = 0.12
FRESH_HINTS = 5  # positions the from-scratch path is timed on


def figures() -> Figures:
    game_id = MinesId(MinesParams(SIZE, SIZE, round(SIZE * SIZE * DENSITY)), seed=2).text()
    session = Session(MINES, game_id, clock=lambda: 0.0)
    session.play(f"O{SIZE // 2},{SIZE // 2}")
    advisor, hints, fresh_s = Advisor(), 0, 0.0
    start = time.perf_counter()
    while session.status == "playing":
        found, _ = advisor.advise(session)
        if not found.safe:
            break
        hints += 1
        if hints <= FRESH_HINTS:
            paused = time.perf_counter()
            board = session.position.board
            advise(board.to_text(), board.mines)
            fresh_s += time.perf_counter() - paused
        session.play(f"O{found.cell[0]},{found.cell[1]}")
    seconds = time.perf_counter() - start - fresh_s
    name = f"hint_per_move_{SIZE}x{SIZE}"
    return {f"{name}_hints": hints, f"{name}_advisor_s": round(seconds, 2),
            f"{name}_advisor_ms_per_hint": round(seconds * 1e3 / max(hints, 1), 3),
            f"{name}_fresh_ms_per_hint": round(fresh_s * 1e3 / FRESH_HINTS, 1),
            f"{name}_fresh_whole_run_estimate_s": round(fresh_s / FRESH_HINTS * hints, 1)}
