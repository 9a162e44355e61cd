"""Million-cell boards: the first click neither freezes the loop nor eats memory, and
speed-ups give the very boards that game IDs and seeds named before them."""

from __future__ import annotations

import hashlib
import random
import tracemalloc

import pytest
from front_helpers import MinesWindow, mines_window

from game.core.mines.board import MAX_SIDE, random_layout
from game.core.mines.draw import iter_ranks, run_to_end
from game.core.mines.generate import iter_no_guess_layout, no_guess_layout

SIDE = MAX_SIDE
MIDDLE = (SIDE // 2) * SIDE + SIDE // 2
# Peak memory the no-guess search may take a cell (the board itself keeps 3).
BYTES_PER_CELL = 16


def digest(layout: list[int]) -> str:
    return hashlib.sha1(repr(sorted(layout)).encode()).hexdigest()[:12]


@pytest.mark.parametrize("n", [0, 1, 5, 6, 40, 100, 1000, 99_991, 200_000])
def test_stepwise_draws_are_the_draws_of_random_sample(n: int) -> None:
    """Seeds name boards by ``random.sample``'s draws: every size and count draws the same."""
    for k in sorted({0, min(n, 1), min(n, 6), n // 7, n // 3, n}):
        for seed in range(2):
            expected = random.Random(seed).sample(range(n), k)
            assert run_to_end(iter_ranks(random.Random(seed), n, k)) == expected


@pytest.mark.parametrize(("width", "height", "mines", "seed", "first", "expected"), [
    (9, 9, 10, 1, 20, "7c84488c9898"),
    (30, 16, 99, 2, 127, "3e28c85f54b5"),
    (150, 120, 2700, 1, 6037, "d5704b92d339"),
    (300, 300, 13_500, 3, 0, "c0f03cd79723"),
    (1000, 1000, 1, 1, MIDDLE, "954f8e3fae2e"),
])
def test_no_guess_layouts_are_the_ones_seeds_gave_before(
        width: int, height: int, mines: int, seed: int, first: int, expected: str) -> None:
    """Pinned from the generator before it was made stepwise and lean."""
    assert digest(no_guess_layout(width, height, mines, first, random.Random(seed))) == expected


def test_random_layouts_are_the_ones_seeds_gave_before() -> None:
    layout = random_layout(SIDE, SIDE, 150_000, MIDDLE, random.Random(7))
    assert digest(layout) == "c2373c67950b"


@pytest.mark.parametrize("mines", [0, 1])
def test_an_empty_million_cell_no_guess_board_keeps_a_few_bytes_a_cell(mines: int) -> None:
    """It used to build a neighbour tuple per cell: half a gigabyte, frozen for 17 s."""
    tracemalloc.start()
    try:
        layout = no_guess_layout(SIDE, SIDE, mines, MIDDLE, random.Random(1))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert len(layout) == mines
    assert peak <= BYTES_PER_CELL * SIDE * SIDE


def test_a_dense_big_search_hands_control_back_while_it_sweeps() -> None:
    """The first opening's flood and the sweep are split into steps a frame can afford:
    the first steps come long before the board is swept."""
    steps = iter_no_guess_layout(SIDE, SIDE, 150_000, MIDDLE, random.Random(1))
    for _step in range(50):
        next(steps)  # fifty steps, and still searching: no StopIteration


def press_and_release(app: MinesWindow, cell: tuple[int, int]) -> None:
    import pygame

    pos = app.front.layout.cell_centre(cell)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.handle(pygame.event.Event(kind, button=1, pos=pos))


def test_a_huge_classic_board_lays_its_mines_across_frames_as_its_seed_says() -> None:
    """The first click on a board past ``BIG_BOARD_CELLS`` is not laid in the click's
    frame: the window keeps drawing ("Laying the mines…"), then opens the board the seed
    names, the same as the core lays it in one go."""
    import pygame

    from game.core.mines.board import Board
    from game.core.mines.game import MinesOptions
    from game.options import Options
    from game.ui.mines.generation import BIG_BOARD_CELLS

    width, height, mines = 400, 300, 2_000
    assert width * height > BIG_BOARD_CELLS
    pygame.init()
    app = mines_window(Options(seed=5, own=MinesOptions(board=(width, height, mines),
                                                        no_guess=False)))
    cell = (3, 3)
    press_and_release(app, cell)  # the click's events, handled, but no frame's work yet
    assert app.front.generation is not None and not app.front.board.started
    assert app.front.scene().footer == "Laying the mines…"
    for _frame in range(200):
        if app.front.generation is None:
            break
        app.frame()
    core = Board(width, height, mines, seed=5)
    core.reveal(*cell)
    assert app.front.board.layout_text() == core.layout_text()
    assert app.front.board.to_text() == core.to_text()
    pygame.quit()


def test_a_big_boards_statistics_keep_no_neighbour_list_per_cell() -> None:
    """3BV, openings, ZiNi, islands and hZiNi of a won huge board: a list of neighbours
    per cell took them to 570 bytes a cell (0.8 GB and 25 s at 1000x1000, in the click's
    frame)."""
    from game.core.mines.board import Board
    from game.core.mines.stats import board_counts, three_bv_progress

    side = 200
    board = Board.new(side, side, 1, seed=3)
    board.reveal(side // 2, side // 2)
    tracemalloc.start()
    try:
        figures = three_bv_progress(board), board_counts(board)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert figures == ((1, 1), {"openings": 1, "zini": 1, "islands": 0, "hzini": 1})
    assert peak <= 400 * side * side
