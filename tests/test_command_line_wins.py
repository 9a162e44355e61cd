"""What the command line names wins over the game saved in progress (issue 12, item 9)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from front_helpers import MinesWindow, click, mines_window, sudoku_window

from game.cli import parse_options
from game.core.mines.game import MinesOptions
from game.core.storage import MemoryStore, Progress
from game.options import NO_OPTIONS, Options


@pytest.fixture
def progress() -> Iterator[Progress]:
    """Progress holding a Beginner game in progress."""
    pygame.init()
    progress = Progress(MemoryStore())
    beginner = mines_window(Options(seed=7, own=MinesOptions(no_guess=False)), progress=progress)
    click(beginner, (4, 4))
    assert beginner.front.session.status == "playing"
    yield progress
    pygame.quit()


def board_of(game: MinesWindow) -> tuple[int, int, int]:
    return game.front.board.width, game.front.board.height, game.front.board.mines


@pytest.mark.parametrize(("argv", "board"), [
    (["--preset", "expert"], (30, 16, 99)),
    (["--size", "20x12", "--mines", "40"], (20, 12, 40)),
    (["--preset", "intermediate", "--guess"], (16, 16, 40)),
])
def test_a_board_on_the_command_line_wins_over_the_saved_game(
        progress: Progress, argv: list[str], board: tuple[int, int, int]) -> None:
    game = mines_window(parse_options(argv), progress=progress)
    assert board_of(game) == board and game.front.session.status == "ready"


def test_without_a_board_or_naming_the_same_one_the_game_in_progress_resumes(
        progress: Progress) -> None:
    for options in (NO_OPTIONS, parse_options(["--preset", "beginner", "--guess"])):
        game = mines_window(options, progress=progress)
        assert board_of(game) == (9, 9, 10) and game.front.session.status == "playing"


def test_another_mode_on_the_command_line_starts_a_new_game(progress: Progress) -> None:
    game = mines_window(parse_options(["--no-guess"]), progress=progress)
    assert game.front.game_params.no_guess and game.front.session.status == "ready"


def sudoku_difficulty(argv: list[str], progress: Progress) -> str:
    """The difficulty of the puzzle the Sudoku window opens with these arguments."""
    game = sudoku_window(parse_options(argv), progress=progress)
    while game.front.loading is not None:
        game.front.advance()
    assert game.front.session is not None
    return game.front.session.position.difficulty


def test_a_sudoku_difficulty_on_the_command_line_wins_over_the_saved_puzzle() -> None:
    pygame.init()
    progress = Progress(MemoryStore())
    assert sudoku_difficulty(["--sudoku", "--seed", "4"], progress) == "easy"
    assert sudoku_difficulty(["--sudoku", "--difficulty", "medium"], progress) == "medium"
    assert sudoku_difficulty(["--sudoku"], progress) == "medium"  # resumed
    pygame.quit()
