"""The shell: which front a shared link opens, and panels that leave nothing behind."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pygame
import pytest
from front_helpers import press, sudoku_window

from game.core.mines.game import MinesOptions
from game.core.storage import MemoryStore, Progress
from game.gui import shell
from game.gui.shell import first_front_name, query_options
from game.options import NO_OPTIONS, Options


def test_a_shared_link_opens_the_game_its_id_names() -> None:
    assert query_options(None) == NO_OPTIONS
    sudoku = query_options("easy:s12")
    assert sudoku.game == "sudoku" and sudoku.game_id == "easy:s12"
    mines = query_options("9x9n10q:s5")
    assert mines.game is None and mines.game_id == "9x9n10q:s5"
    broken = query_options("not an id")
    assert broken.game is None and broken.game_id == "not an id"  # Minesweeper says why
    progress = Progress(MemoryStore())
    assert first_front_name(sudoku, progress) == "sudoku"
    assert first_front_name(mines, progress) == "mines"


def test_a_smaller_panel_replacing_a_bigger_one_leaves_none_of_it(app: Any) -> None:
    press(app, pygame.K_m)
    menu = app.panel.panel(app.front.layout)
    press(app, pygame.K_o)  # Options: a shorter panel in its place
    assert app.panel.panel(app.front.layout)[3] < menu[3]
    shown = pygame.image.tobytes(app.front.renderer.screen, "RGB")
    app.front.renderer.invalidate()
    app.frame()
    assert pygame.image.tobytes(app.front.renderer.screen, "RGB") == shown
    press(app, pygame.K_ESCAPE)
    closed = pygame.image.tobytes(app.front.renderer.screen, "RGB")
    app.front.renderer.invalidate()
    app.frame()
    assert pygame.image.tobytes(app.front.renderer.screen, "RGB") == closed


def test_a_shared_sudoku_with_no_solution_opens_sudoku_which_says_so() -> None:
    grid = ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."
    options = query_options(grid)
    assert options.game == "sudoku" and options.game_id == grid
    pygame.init()
    front = sudoku_window(options, progress=Progress(MemoryStore()))
    for _ in range(3):
        front.frame()
    assert "the puzzle has no solution" in front.front.scene().footer
    pygame.quit()


def test_an_unusable_data_folder_is_reported_once_in_the_terminal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("a file")
    monkeypatch.setenv("GRIDGAMES_DATA", str(not_a_folder))
    asyncio.run(shell.main(frames=5, options=Options(seed=7, own=MinesOptions(no_guess=False))))
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("gridgames: Not saving: ")
    assert str(not_a_folder) in lines[0]
