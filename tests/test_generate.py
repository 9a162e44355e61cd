"""No-guess generation: every board is cleared by ``deduce`` alone from the first click."""

from __future__ import annotations

import random

import pytest

from game.core.mines import generate
from game.core.mines.board import Board
from game.core.mines.draw import run_to_end
from game.core.mines.generate import GenerationError, iter_no_guess_layout, no_guess_layout
from game.core.mines.quick import QuickSearch
from game.core.mines.solver import deduce, neighbour_table

PRESETS = [(9, 9, 10), (16, 16, 40), (30, 16, 99)]
DENSE = [(30, 16, 96), (30, 16, 120), (12, 10, 30)]  # 20%, 25% and 25% of the cells


def first_clicks(width: int, height: int, seed: int) -> tuple[int, int]:
    """The centre, the corners and the middle of an edge, in turn, as a player might click."""
    spots = [(width // 2, height // 2), (0, 0), (width - 1, height - 1), (0, height // 2),
             (width // 2, 0)]
    return spots[seed % len(spots)]


def clear_by_deduction(board: Board) -> None:
    """Open every cell ``deduce`` proves safe until the board is won; fail on a guess."""
    while board.status == "playing":
        safe, _ = deduce(board.to_text(), board.mines)
        assert safe, f"a guess is needed on\n{board.to_text()}\nlayout\n{board.layout_text()}"
        for x, y in safe:
            board.reveal(x, y)
    assert board.status == "won"


@pytest.mark.parametrize(("width", "height", "mines", "count"),
                         [(*size, 80) for size in PRESETS] + [(*size, 30) for size in DENSE])
def test_no_guess_boards_are_cleared_by_deduction_alone(
        width: int, height: int, mines: int, count: int) -> None:
    for seed in range(count):
        board = Board.new(width, height, mines, seed=seed, no_guess=True)
        board.reveal(*first_clicks(width, height, seed))
        assert len(board.layout_text().replace("\n", "").replace(".", "")) == mines
        clear_by_deduction(board)


def test_the_first_click_opens_an_area() -> None:
    for seed in range(20):
        board = Board.new(30, 16, 99, seed=seed, no_guess=True)
        x, y = first_clicks(30, 16, seed)
        board.reveal(x, y)
        assert board.view(x, y) == "."


def test_same_seed_and_first_click_give_the_same_board() -> None:
    def layout(seed: int, x: int, y: int) -> str:
        board = Board.new(30, 16, 99, seed=seed, no_guess=True)
        board.reveal(x, y)
        return board.layout_text()

    assert layout(7, 15, 8) == layout(7, 15, 8)
    assert layout(7, 15, 8) != layout(8, 15, 8)
    assert layout(7, 15, 8) != layout(7, 3, 3)


def test_the_stepwise_search_yields_and_returns_the_same_layout() -> None:
    first = 8 * 30 + 15
    steps = iter_no_guess_layout(30, 16, 120, first, random.Random(5))
    assert next(steps) is None  # it hands control back before it is done
    layout = run_to_end(steps)
    assert layout == no_guess_layout(30, 16, 120, first, random.Random(5))


def test_the_no_guess_flag_is_kept_on_the_board() -> None:
    assert Board.new(9, 9, 10, seed=1, no_guess=True).no_guess
    assert not Board.new(9, 9, 10, seed=1).no_guess


def test_too_many_mines_for_an_opening_is_refused_at_once() -> None:
    with pytest.raises(GenerationError, match="at most 72 mines"):
        no_guess_layout(9, 9, 73, 40, random.Random(1))


def test_a_hopeless_density_gives_up_within_bounded_effort(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(generate, "MAX_MOVES", 200)
    board = Board.new(30, 16, 300, seed=2, no_guess=True)
    with pytest.raises(GenerationError, match="try fewer mines"):
        board.reveal(15, 8)
    assert issubclass(GenerationError, ValueError)


def test_every_cell_mined_but_the_opening_is_still_no_guess() -> None:
    board = Board.new(9, 9, 72, seed=4, no_guess=True)
    board.reveal(4, 4)
    clear_by_deduction(board)


def deduction_clears(width: int, height: int, mines: list[int], first: int) -> bool:
    """Whether ``deduce`` alone, opening what it proves safe, wins the board from ``first``."""
    board = Board(width, height, len(mines), seed=0, layout=mines)
    board.reveal(first % width, first // width)
    while board.status == "playing":
        safe, _ = deduce(board.to_text(), board.mines)
        if not safe:
            return False
        for x, y in safe:
            board.reveal(x, y)
    return board.status == "won"


def test_the_bitboard_rules_only_clear_boards_that_deduction_clears() -> None:
    rng = random.Random(3)
    verdicts = set()
    for _ in range(150):
        width, height = rng.randint(4, 12), rng.randint(4, 10)
        first = rng.randrange(width * height)
        zone = {first, *neighbour_table(width, height)[first]}
        room = [index for index in range(width * height) if index not in zone]
        mines = rng.sample(room, rng.randint(1, len(room) // 4))
        search = QuickSearch(width, height, mines, first, rng)
        search.restart()
        cleared = search.settle()
        verdicts.add(cleared)
        if cleared:
            assert deduction_clears(width, height, mines, first), (width, height, mines, first)
    assert verdicts == {True, False}  # both outcomes were exercised


@pytest.mark.parametrize(("width", "height", "mines"), [(9, 9, 10), (16, 16, 40), (12, 10, 30)])
def test_the_fast_path_layouts_keep_the_mine_count_the_opening_and_no_guess(
        width: int, height: int, mines: int) -> None:
    rng = random.Random(width)
    found = 0
    for _ in range(40):
        first = rng.randrange(width * height)
        zone = {first, *neighbour_table(width, height)[first]}
        room = [index for index in range(width * height) if index not in zone]
        steps = QuickSearch(width, height, rng.sample(room, mines), first, rng).search()
        layout = run_to_end(steps)
        if layout is None:
            continue
        found += 1
        assert len(layout) == mines and not zone & set(layout)
        assert deduction_clears(width, height, layout, first)
    assert found >= 20


def test_a_layout_called_stuck_for_good_is_one_the_sweep_cannot_clear() -> None:
    """A fresh layout is dropped without its sweep when a mine and a safe cell lie side by
    side with mines beyond: on each of these layouts, that call is the sweep's verdict."""
    rng = random.Random(11)
    called = 0
    for _trial in range(300):
        width, height = rng.choice([(5, 5), (9, 9), (16, 16), (30, 16), (3, 20), (20, 3)])
        first = rng.randrange(width * height)
        zone = {first, *generate._neighbours(width, height)[first]}
        free = [cell for cell in range(width * height) if cell not in zone]
        mines = rng.sample(free, rng.randrange(len(free) * 3 // 5 + 1))
        layout = run_to_end(generate._Layout.laid(width, height, mines))
        if generate._side_by_side(layout):
            called += 1
            swept = generate._play(layout, first, random.Random(0), generate._Effort(), False)
            assert run_to_end(swept) is None, (width, height, first, sorted(mines))
    assert called > 50

