"""Openings and ZiNi, against ms_toollib's cal_op and cal_zini on the same layouts."""

from __future__ import annotations

import random

import ms_toollib as ms
import pytest
from hypothesis import given
from hypothesis import strategies as st
from replay_files import board_for, random_layout

from game.core.mines.board import Board
from game.core.mines.stats import board_counts, zini

SIZES = [(8, 8, 10), (9, 9, 10), (16, 16, 40), (30, 16, 99)]


def ms_board(width: int, height: int, layout: frozenset[int]) -> list[list[int]]:
    grid = [[-1 if y * width + x in layout else 0 for x in range(width)] for y in range(height)]
    return list(ms.cal_board_numbers(grid))


def boards(count: int, seed: int = 0) -> list[tuple[Board, list[list[int]]]]:
    rng = random.Random(seed)
    pairs = []
    for _ in range(count):
        width, height, mines = rng.choice(SIZES)
        layout = random_layout(width, height, mines, rng)
        pairs.append((board_for(width, height, layout), ms_board(width, height, layout)))
    return pairs


def test_openings_and_3bv_equal_ms_toollib() -> None:
    for board, grid in boards(60):
        assert board_counts(board)["openings"] == ms.cal_op(grid)
        assert board.three_bv() == ms.cal_bbbv(grid)


@pytest.mark.parametrize("text", [
    "..*\n...\n*..",   # two numbers need a click each; a chord saves nothing
    "....\n.*..\n....\n....",
    ".*.*.\n.....\n*...*",
])
def test_zini_equals_ms_toollib_on_small_boards(text: str) -> None:
    board = Board.from_text(text)
    layout = frozenset(i for i, c in enumerate(text.replace("\n", "")) if c == "*")
    assert zini(board) == ms.cal_zini(ms_board(board.width, board.height, layout))


def test_zini_equals_ms_toollib_on_random_boards_of_every_size() -> None:
    for board, grid in boards(60, seed=1):
        assert zini(board) == ms.cal_zini(grid)


@given(seed=st.integers(0, 10_000))
def test_zini_is_at_least_one_click_and_never_above_3bv(seed: int) -> None:
    rng = random.Random(seed)
    width, height = rng.randint(2, 12), rng.randint(2, 12)
    layout = random_layout(width, height, rng.randint(1, width * height - 1), rng)
    board = board_for(width, height, layout)
    assert 1 <= zini(board) <= board.three_bv()
