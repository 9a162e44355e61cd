"""The incremental solver: fed only the cells each move opened, it knows what ``deduce`` knows."""

from __future__ import annotations

import random

import pytest

from bench.whole_game import play_out
from game.core.mines.board import Board, Cell, CellSet
from game.core.mines.follow import Follower
from game.core.mines.solver import ImpossibleViewError, deduce

NUMBERS = ".12345678"


def shown(board: Board, changed: CellSet) -> list[tuple[Cell, int]]:
    views = ((cell, board.view(*cell)) for cell in changed)
    return [(cell, NUMBERS.index(view)) for cell, view in views if view in NUMBERS]


def open_cell(board: Board, follower: Follower, cell: Cell) -> None:
    follower.opened(shown(board, board.reveal(*cell)))


@pytest.mark.parametrize(("size", "mines", "seed"),
                         [(16, 40, seed) for seed in range(8)]
                         + [(7, 12, seed) for seed in range(30)])
def test_at_every_stuck_point_it_knows_exactly_what_deduce_proves_from_the_view(
        size: int, mines: int, seed: int) -> None:
    """Small dense boards make the mine counter prove cells near the end, as it must."""
    board = Board.new(size, size, mines, seed=seed)
    follower = Follower(size, size, mines)
    open_cell(board, follower, (size // 2, size // 2))
    rng = random.Random(seed)
    proved_mines: set[Cell] = set()
    while board.status == "playing":
        safe, found = follower.proved()
        assert not any(board.is_mine(*cell) for cell in safe)
        assert all(board.is_mine(*cell) for cell in found)
        proved_mines.update(found)
        for cell in safe:
            open_cell(board, follower, cell)
        if safe or found:
            continue
        assert deduce(board.to_text(), mines) == (set(), proved_mines)
        covered = [(x, y) for y in range(size) for x in range(size)
                   if board.view(x, y) == "#" and not board.is_mine(x, y)]
        open_cell(board, follower, rng.choice(covered))  # the test peeks to play on
    assert board.status == "won"


def test_a_whole_big_game_runs_to_its_end_on_proofs_and_plain_guesses() -> None:
    """The bench's whole-game loop: a wrong proof would explode a mine or leave no guess."""
    board = Board.new(80, 60, 720, seed=3)
    guesses = play_out(board)
    assert board.status == "won"
    assert 0 < guesses < 100


def test_a_number_on_a_cell_it_proved_a_mine_is_refused() -> None:
    board = Board.from_text("*..\n...\n...")
    follower = Follower(3, 3, 1)
    open_cell(board, follower, (1, 0))
    open_cell(board, follower, (0, 1))
    open_cell(board, follower, (1, 1))
    _, found = follower.proved()
    assert found == [(0, 0)]
    with pytest.raises(ImpossibleViewError):
        follower.opened([((0, 0), 1)])
