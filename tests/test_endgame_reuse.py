"""The endgame search kept over a game: later guesses go on with the earlier search."""

from __future__ import annotations

import pytest

from game.core.mines import endgame
from game.core.mines.board import Board
from game.core.mines.player import Player
from game.core.mines.solver import Deducer

# (2, 1), (0, 2) and (0, 3) are proved mines; ten layouts are left and the
# best play wins half of them (see test_engine's endgame tests).
CHAIN_VIEW = "#####\n#####\n#4221\n#2..."


def test_a_search_cut_short_goes_on_at_the_next_guess(monkeypatch: pytest.MonkeyPatch) -> None:
    deducer = Deducer.from_view(CHAIN_VIEW, 6)
    deducer.solve()
    monkeypatch.setattr(endgame, "ENDGAME_BUDGET", 10)
    assert endgame.endgame_guess(deducer) is None  # too little for one search
    monkeypatch.setattr(endgame, "REUSE", 1)
    memory = endgame.Memory()
    answers = [endgame.endgame_guess(deducer, memory) for _ in range(2)]
    assert answers[0] is None
    assert answers[1] is not None and answers[1][1] == pytest.approx(0.5)
    assert deducer.cell(answers[1][0]) in {(0, 1), (1, 1), (3, 1), (4, 1)}


def test_a_kept_search_plays_as_a_fresh_one_and_is_resumed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # With budget to spare the kept values are the fresh ones, so each game's
    # moves are the same.  Intermediate seed 20 meets the endgame search twice,
    # the second time within the layouts of the first.
    resumed = 0
    resume = endgame.Memory.resume

    def counting(memory: endgame.Memory, deducer: Deducer) -> object:
        nonlocal resumed
        found = resume(memory, deducer)
        resumed += found is not None
        return found

    monkeypatch.setattr(endgame.Memory, "resume", counting)
    for seed in (19, 20):
        games = []
        for reuse in (0, 1):
            monkeypatch.setattr(endgame, "REUSE", reuse)
            board = Board(16, 16, 40, seed=seed)
            board.reveal(0, 0)
            player = Player(16, 16, 40)
            moves = []
            while board.status == "playing":
                player.observe(board.to_text())
                cells, _reason = player.move()
                moves.append(cells)
                for cell in cells:
                    board.reveal(*cell)
            games.append((moves, board.status))
        assert games[0] == games[1]
    assert resumed == 1
