"""The engine's answers on a fixed set of positions, printed one JSON line per look, for
``tests/test_engine_determinism.py`` to run in fresh processes under other hash seeds and
garbage-collector settings.

``python tests/determinism_probe.py OTHERS GC``: the answers once, then OTHERS positions of
seeded Beginner games analysed, with the set's cheap figures looked at again after each
and the whole set at the end.  GC is ``on`` (the default collector), ``off``
(``gc.disable``) or ``eager`` (``gc.set_threshold(1)``).  The engine's answer must
depend on nothing but the position: every line printed must be the same.
"""

from __future__ import annotations

import gc
import json
import sys

from game.core.mines.board import Board
from game.core.mines.engine import _candidate, analyse
from game.core.mines.player import Player
from game.core.mines.solver import Deducer

# Classic Expert's opening when the corner shows 1 (tests/test_guess_scoring.py): the corner
# (29, 0) and (2, 0), two steps from the 1, looked at one move ahead.
CORNER_ONE = "\n".join(["1" + "#" * 29, *["#" * 30] * 15])
VIEWS = [(CORNER_ONE, 99),
         ("###21###\n13#33###\n1333##3#\n1##22221\n1221....\n...1221.\n...1##1.\n...1221.", 12),
         ("\n".join(["..1#############", "..123###########", "...1############",
                     "..12############", "223#3###########", "##4#############",
                     *["#" * 16] * 10]), 40)]
GAME_SEEDS = range(3)


def figures() -> list[object]:
    """Cheap figures: the one-move look-ahead of two cells, counted without a cache (so no
    object the engine was handed lives on between positions)."""
    deducer = Deducer.from_view(CORNER_ONE, 99)
    deducer.solve()
    looks = [_candidate(deducer, index, 378 / 476) for index in (29, 2)]
    return [[look.index, look.safety, look.progress, look.survival] for look in looks]


def answers() -> list[object]:
    """The whole set: each view's analysis and the moves of a few whole Beginner games."""
    found: list[object] = [figures()]
    for view, mines in VIEWS:
        result = analyse(view, mines)
        found.append([result.best, result.safety, result.progress, result.reason,
                      sorted(result.odds.items())])
    for seed in GAME_SEEDS:
        found.append(_game(seed))
    return found


def _game(seed: int) -> list[object]:
    board = Board(9, 9, 10, seed=seed)
    board.reveal(2, 2)
    player, moves = Player(9, 9, 10), []
    while board.status == "playing":
        player.observe(board.to_text())
        cells, reason = player.move()
        moves.append([cells, reason])
        for cell in cells:
            board.reveal(*cell)
    return [board.status, moves]


def others(count: int) -> None:
    """``count`` other positions, the figures looked at after each."""
    seed = 1000
    while count > 0:
        board = Board(9, 9, 10, seed=seed)
        board.reveal(2, 2)
        while board.status == "playing" and count > 0:
            best = analyse(board.to_text(), 10).best
            assert best is not None
            board.reveal(*best)
            count -= 1
            print(json.dumps(figures()))
        seed += 1


def main(count: int, collector: str) -> None:
    if collector == "off":
        gc.disable()
    elif collector == "eager":
        gc.set_threshold(1)
    print(json.dumps(answers()))
    others(count)
    print(json.dumps(answers()))


if __name__ == "__main__":
    main(int(sys.argv[1]), sys.argv[2])
