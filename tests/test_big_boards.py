"""Million-cell boards: the first click neither freezes the loop nor eats memory, and
speed-ups give the very boards that game IDs and seeds named before them."""

from __future__ import annotations

import hashlib
import random
import sys
import tracemalloc
from collections.abc import Callable, Generator
from types import FrameType
from typing import TypeVar

import pytest
from front_helpers import MinesWindow, mines_window

from game.core.mines.board import MAX_SIDE, random_layout
from game.core.mines.draw import iter_ranks, run_to_end
from game.core.mines.game import MinesOptions
from game.core.mines.generate import iter_no_guess_layout, no_guess_layout
from game.core.mines.stats import BOOK
from game.core.storage import MemoryStore, Progress
from game.options import Options

SIDE = MAX_SIDE
MIDDLE = (SIDE // 2) * SIDE + SIDE // 2
# Peak memory the no-guess search may take a cell (the board itself keeps 3).
BYTES_PER_CELL = 16
T = TypeVar("T")


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
        app.router.handle(pygame.event.Event(kind, button=1, pos=pos))


def test_a_huge_classic_board_lays_its_mines_across_frames_as_its_seed_says() -> None:
    """The first click on a board past ``BIG_BOARD_CELLS`` is not laid in the click's
    frame: the window keeps drawing ("Laying the mines…"), then opens the board the seed
    names, the same as the core lays it in one go."""
    import pygame

    from game.core.mines.board import Board
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


# Peak memory a board's statistics may take a cell (one-byte masks, a label array, row
# spans packed in arrays; lists of cells took 400 bytes a cell and more).
STATS_BYTES_PER_CELL = 40


@pytest.mark.parametrize("mines", [1, 6_000])
def test_a_big_boards_statistics_keep_tens_of_bytes_a_cell(mines: int) -> None:
    """3BV, openings, ZiNi, HZiNi and islands of a huge board: a list of neighbours per
    cell took them to 570 bytes a cell (0.8 GB and 25 s at 1000x1000, in the click's
    frame), lists of cells to 400; a dense board's thousands of openings count too."""
    from game.core.mines.board import Board
    from game.core.mines.stats import board_counts, three_bv_progress

    side = 200
    board = Board.new(side, side, mines, seed=3)
    board.reveal(side // 2, side // 2)
    tracemalloc.start()
    try:
        figures = three_bv_progress(board), board_counts(board)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    if mines == 1:
        assert figures == ((1, 1), {"openings": 1, "zini": 1, "islands": 0, "hzini": 1})
    assert peak <= STATS_BYTES_PER_CELL * side * side


# ----- a first click that wins a huge board at once -------------------------------------
# Work measured in Python lines run (a count no load on the machine changes): a frame's
# slice of counting stays under this, about 10 ms here; counting a 400x300 board's
# figures in one go ran millions.
LINES_PER_STEP = 60_000


def lines_per_step(steps: Generator[None, None, T]) -> tuple[list[int], T]:
    """Step a stepwise computation to its end, counting the lines each step runs."""
    counts: list[int] = []

    def count_lines(_frame: FrameType, event: str, _arg: object) -> Callable[..., object]:
        if event == "line":
            counts[-1] += 1
        return count_lines

    while True:
        counts.append(0)
        sys.settrace(count_lines)
        try:
            next(steps)
        except StopIteration as done:
            return counts, done.value
        finally:
            sys.settrace(None)


@pytest.mark.parametrize("mines", [0, 1])
def test_a_huge_boards_statistics_are_counted_in_slices_of_bounded_work(mines: int) -> None:
    """Every figure of a one-click win on 120,000 cells, a slice at a time: 3BV, openings,
    ZiNi, HZiNi, islands (the replay: no format holds a side over 255)."""
    from game.core.mines.game import new_mines_session
    from game.core.mines.game_id import MinesParams
    from game.core.mines.replays import iter_session_record

    session = new_mines_session(MinesParams(400, 300, mines), clock=lambda: 0.0, seed=2)
    session.play("O200,150")
    assert session.status == "won"
    counts, record = lines_per_step(iter_session_record(session, "2026-11-26"))
    assert len(counts) >= 5 and max(counts) <= LINES_PER_STEP, counts
    assert record is not None and record.won and record.day == "2026-11-26"
    figures = (record.three_bv, record.solved_three_bv, record.openings, record.zini,
               record.hzini, record.islands, record.effective_clicks)
    assert figures == (1, 1, 1, 1, 1, 0, None)


HUGE_WIN = Options(seed=5, own=MinesOptions(board=(400, 300, 0), no_guess=False))  # no mine


def win_at_once(app: MinesWindow) -> None:
    """Click the middle of a mineless huge board; frame until the board shows the win."""
    press_and_release(app, (3, 3))  # in view: the window shows the top left
    for _frame in range(200):
        if app.front.board.status == "won":
            return
        app.frame()
    raise AssertionError("the board never opened")


def test_a_one_click_win_on_a_huge_board_is_counted_while_the_window_draws() -> None:
    """The win shows in one frame; its statistics arrive in the frames after it, each
    frame a slice (as the mines were laid), and then they count the game once."""
    import pygame

    pygame.init()
    app = mines_window(HUGE_WIN, progress=Progress(MemoryStore()))
    win_at_once(app)
    tally = app.statistics.stats.tally("400x300n0", "classic")
    assert app.front.records.counting is not None and tally.played == 0  # not counted in that frame
    for _frame in range(500):
        if app.front.records.counting is None:
            break
        app.frame()
    assert app.statistics.stats.tally("400x300n0", "classic").won == 1
    assert BOOK.load(app.progress).tally("400x300n0", "classic").won == 1
    pygame.quit()


@pytest.mark.parametrize("leave", ["new game", "close"])
def test_a_huge_boards_game_left_while_counted_is_counted_all_the_same(leave: str) -> None:
    """A new game, or closing the window, before the count ends finishes it: nothing lost."""
    import pygame

    pygame.init()
    progress = Progress(MemoryStore())
    app = mines_window(HUGE_WIN, progress=progress)
    win_at_once(app)
    assert app.front.records.counting is not None
    if leave == "new game":
        app.front.new_game()
    else:
        app.close()
    assert app.front.records.counting is None
    assert BOOK.load(progress).tally("400x300n0", "classic").won == 1
    pygame.quit()
