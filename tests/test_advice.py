"""The session's incremental hint (:class:`Advisor`) against the from-scratch ``advise``."""

from __future__ import annotations

import random

from session_helpers import FakeClock

from game.core.mines.advice import Advisor
from game.core.mines.engine import advise
from game.core.mines.game import MINES, MinesGame
from game.core.mines.game_id import MinesId, MinesParams
from game.core.mines.solver import MINE, SAFE, deduce
from game.core.session import Session


def _session(seed: int) -> Session[MinesGame]:
    board = MinesId(MinesParams(16, 16, 40), seed=seed).text()
    return Session(MINES, board, clock=FakeClock())


def _agrees(advisor: Advisor, session: Session[MinesGame]) -> bool:
    """Check one position; return whether the hint was a proved-safe cell."""
    board = session.position.board
    view = board.to_text()
    found, guess = advisor.advise(session)
    fresh, fresh_guess = advise(view, board.mines)
    safe, mines = deduce(view, board.mines)
    known = advisor.deducer.known  # what it learned is exactly what the view proves
    covered = {(x, y) for y in range(board.height) for x in range(board.width)
               if board.view(x, y) in "#F?"}
    assert {cell for cell in covered if known[cell[1] * board.width + cell[0]] == SAFE} == safe
    assert {cell for cell in covered if known[cell[1] * board.width + cell[0]] == MINE} == mines
    assert found.safe == fresh.safe
    if not fresh.safe:  # the guess, its odds and the engine's verdict: all the same
        assert (found, guess) == (fresh, fresh_guess)
        return False
    assert found.cell in safe and guess is None
    assert all(board.view(*cell) in ".12345678" for cell in found.evidence)
    return True


def _play(session: Session[MinesGame], advisor: Advisor, rng: random.Random) -> int:
    """Follow the hints to the end, with undos, redos, flags and reloads on the way."""
    safe_hints = 0
    session.play("O8,8")
    while session.status == "playing":
        safe_hints += _agrees(advisor, session)
        x, y = advisor.advise(session)[0].cell
        roll = rng.random()
        if roll < 0.1 and session.can_undo:
            session.undo()
        elif roll < 0.15 and session.can_redo:
            session.redo()
        elif roll < 0.2:
            session = Session.load(session.save(), MINES, clock=FakeClock())
        elif roll < 0.25 or session.position.board.view(x, y) == "F":
            session.play(f"F{x},{y}")  # a flag (or a question mark) on the hinted cell
        else:
            session.play(f"O{x},{y}")
    return safe_hints


def test_the_incremental_hint_agrees_with_the_fresh_one_at_every_step() -> None:
    rng = random.Random(5)
    advisor = Advisor()  # one for every game, as a window keeps it
    assert sum(_play(_session(seed), advisor, rng) for seed in range(1, 7)) > 100


def test_a_new_move_after_an_undo_forgets_the_undone_one() -> None:
    session, advisor = _session(3), Advisor()
    session.play("O8,8")
    x, y = advisor.advise(session)[0].cell
    session.play(f"O{x},{y}")
    advisor.advise(session)
    session.undo()
    session.play(f"F{x},{y}")  # another branch, same number of moves as before the undo
    _agrees(advisor, session)
    assert advisor.deducer.known[y * 16 + x] == SAFE and advisor.advise(session)[0].safe
