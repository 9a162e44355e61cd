"""Saved progress: atomic files, corrupt values set aside, games that survive a restart."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from front_helpers import click

from game.core.storage import GAME, PREFIX, SETTINGS, STATS, FileStore, MemoryStore, Progress
from game.gui.mines.window import MinesApp
from game.options import Options


@pytest.fixture
def display() -> Iterator[None]:
    pygame.init()
    yield
    pygame.quit()




def test_file_store_round_trips_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    store = FileStore(tmp_path / "saves")
    assert store.read("x") is None
    store.write("x", "first")
    store.write("x", "second ✓")
    assert store.read("x") == "second ✓"
    assert sorted(p.name for p in (tmp_path / "saves").iterdir()) == ["x.txt"]
    store.rename("x", "y")
    assert store.read("x") is None and store.read("y") == "second ✓"


def test_a_corrupt_value_is_kept_aside_byte_for_byte_and_reported(tmp_path: Path) -> None:
    store = FileStore(tmp_path)
    broken = b"\xff\xfe not json"
    (tmp_path / f"{PREFIX}{STATS}.txt").write_bytes(broken)
    progress = Progress(store)
    assert progress.load(STATS, json.loads) is None
    assert (tmp_path / f"{PREFIX}{STATS}.corrupt.txt").read_bytes() == broken
    assert not (tmp_path / f"{PREFIX}{STATS}.txt").exists()
    assert len(progress.problems) == 1 and "kept as" in progress.problems[0]


def test_the_game_in_progress_resumes_with_its_timer(display: None) -> None:
    now = [100.0]
    progress = Progress(MemoryStore())
    first = MinesApp(Options(seed=3, no_guess=False), clock=lambda: now[0], progress=progress)
    click(first, (4, 4))
    covered = next((x, y) for y in range(9) for x in range(9) if first.board.view(x, y) == "#")
    click(first, covered, button=3)
    now[0] += 42.0
    click(first, covered, button=3)  # flag -> question mark, 42 s in
    view = first.board.to_text()
    now[0] = 5000.0  # the program restarts much later
    second = MinesApp(clock=lambda: now[0], progress=progress)
    assert second.board.to_text() == view
    assert second.session.elapsed_ms() // 1000 == 42
    assert second.session.can_undo


def test_settings_and_statistics_survive_a_restart(display: None) -> None:
    progress = Progress(MemoryStore())
    first = MinesApp(Options(seed=3, no_guess=False), progress=progress)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode=""))
    first.frame()
    click(first, (8, 8))
    mine = next((x, y) for y in range(16) for x in range(16) if first.board.is_mine(x, y))
    click(first, mine)
    second = MinesApp(progress=progress)
    assert (second.params.width, second.params.no_guess) == (16, False)
    assert second.stats.tally("intermediate", "classic").played == 1
    assert second.board.status == "ready"  # a finished game is not resumed


def test_corrupt_settings_start_clean_and_say_so_once(display: None) -> None:
    store = MemoryStore({PREFIX + SETTINGS: '{"params": "99x0n5"}', PREFIX + GAME: "junk"})
    app = MinesApp(progress=Progress(store))
    assert (app.params.width, app.params.mines) == (9, 10)
    assert app.scene().footer.startswith("Saved settings was unreadable")
    assert store.values[PREFIX + SETTINGS + ".corrupt"] == '{"params": "99x0n5"}'
    assert store.values[PREFIX + GAME + ".corrupt"] == "junk"
    click(app, (4, 4))
    assert not app.scene().footer.startswith("Saved")  # reported once, then gone


def test_a_bad_shared_game_id_says_why_and_starts_a_normal_game(display: None) -> None:
    app = MinesApp(Options(game_id="9x9n10:zz"), progress=Progress(MemoryStore()))
    assert app.board.status == "ready"
    assert app.scene().footer.startswith("Bad game ID:")


def test_an_idle_game_is_saved_every_second_so_a_closed_tab_keeps_its_time(
        display: None) -> None:
    now = [100.0]
    progress = Progress(MemoryStore())
    first = MinesApp(Options(seed=3, no_guess=False), clock=lambda: now[0], progress=progress)
    click(first, (4, 4))
    for _ in range(7):  # seven seconds of thinking, no move
        now[0] += 1.0
        first.frame()
    reopened = MinesApp(clock=lambda: now[0], progress=progress)
    assert reopened.session.elapsed_ms() // 1000 == 7
