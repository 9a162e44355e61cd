"""Speed figures for the session: undo/redo, saves and game IDs on a whole Expert game.

``figures()`` is wired into ``python -m bench`` by the lead.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from functools import partial

from game.core.mines.game import MINES, MinesGame, new_mines_session
from game.core.mines.game_id import MinesId, MinesParams
from game.core.mines.stats import game_record
from game.core.session import Session

Figures = dict[str, float | str]


def expert_game() -> Session[MinesGame]:
    """A won Expert game, every safe cell opened by its own click where still covered."""
    session = new_mines_session(MinesParams(30, 16, 99), clock=lambda: 0.0, seed=1)
    session.play("O15,8")
    mines = session.position.layout()
    safe = [i for i in range(30 * 16) if i not in mines]
    random.Random(1).shuffle(safe)
    for index in safe:
        x, y = index % 30, index // 30
        if session.position.board.view(x, y) == "#":
            session.play(f"O{x},{y}")
    return session


def big_saves(steps: int = 1000) -> dict[str, str]:
    """Issue 12's slow saves, on a 1000x1000 board once opened: five flags then ``steps``
    undos and redos; and ``steps`` flags each undone at once.  Rebuilding the board at
    every undo, replaying its big first opening, made them load in minutes."""
    session = new_mines_session(MinesParams(1000, 1000, 1000), clock=lambda: 0.0, seed=1)
    session.play("O500,500")
    board = session.position.board
    covered = [(x, y) for y in range(1000) for x in range(1000) if board.view(x, y) == "#"]
    opened = session.save()
    for x, y in covered[:5]:
        session.play(f"F{x},{y}")
    for _ in range(steps // 2):
        session.undo()
        session.redo()
    flag_undo = opened + "".join(f"0 F{x},{y}\n0 undo\n" for x, y in covered[:steps // 2])
    return {"undo_redo": session.save(), "flag_undo": flag_undo}


def timed_ms(action: Callable[[], object]) -> float:
    started = time.perf_counter()
    action()
    return (time.perf_counter() - started) * 1000


def summary(name: str, samples: list[float]) -> Figures:
    ordered = sorted(samples)
    return {f"{name}_median_ms": round(statistics.median(ordered), 4),
            f"{name}_p95_ms": round(ordered[int(len(ordered) * 0.95)], 4)}


def figures() -> Figures:
    session = expert_game()
    steps = len(session.moves)
    undos = [timed_ms(session.undo) for _ in range(steps)]
    redos = [timed_ms(session.redo) for _ in range(steps)]
    text = session.save()
    game_id = session.game_id
    figures: Figures = {"session_expert_moves": float(steps)}
    figures |= summary("session_undo_expert", undos)
    figures |= summary("session_redo_expert", redos)
    figures |= summary("session_load_expert",
                       [timed_ms(lambda: Session.load(text, MINES, clock=lambda: 0.0))
                        for _ in range(20)])
    for name, big in big_saves().items():
        figures |= summary(f"session_load_1000x1000_1000_{name}",
                           [timed_ms(partial(Session.load, big, MINES, clock=lambda: 0.0))
                            for _ in range(3)])
    figures |= summary("game_id_parse_expert",
                       [timed_ms(lambda: MinesId.parse(game_id)) for _ in range(200)])
    figures |= summary("stats_record_expert",
                       [timed_ms(lambda: game_record(session)) for _ in range(50)])
    return figures


if __name__ == "__main__":
    import json

    print(json.dumps(figures()))
