"""One registry of games: a game defined here, in the test, joins every front by one entry.

"Lights" (``tests/lights/``) is a row of lamps to switch on (``T<x>`` toggles lamp x).
Registered beside Minesweeper and Sudoku, with no change to any module of the game, it
gets a command-line flag, is played in the terminal and in the window shell, is listed in
the other games' menus and in the Tab order, and its saves load; ``test_lights.py`` plays
it through the window's menus, help, pause, Open-ID, statistics and themes.
"""

from __future__ import annotations

import asyncio
import dataclasses
import io
import itertools
from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from front_helpers import mines_window
from lights.core import LIGHTS
from lights.entry import ENTRY
from lights.front import LightsFront

from game import registry
from game.cli import parse_options, run
from game.core.storage import MemoryStore, Progress
from game.gui import shell
from game.gui.window import Switch, Window
from game.options import NO_OPTIONS, Options
from game.text.terminal import play_text


@pytest.fixture(autouse=True)
def lights_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(registry, "GAMES", [*registry.GAMES, ENTRY])
    LightsFront.opened.clear()
    yield


def test_the_command_line_offers_the_new_game() -> None:
    assert parse_options(["--lights", "--game", "lights:1"]) == Options(
        game="lights", game_id="lights:1")
    assert parse_options(["--text", "--lights"]).game == "lights"


def test_its_game_id_alone_opens_it_in_the_terminal_and_the_window(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """``--game`` routes any registered game's ID, as the open-a-game-ID dialog does."""
    options = parse_options(["--game", "lights:1"])
    assert options == Options(game="lights", game_id="lights:1")
    assert shell.first_front_name(options, Progress(MemoryStore())) == "lights"
    monkeypatch.setattr("sys.stdin", io.StringIO("1 1\nq\n"))
    assert run(["--text", "--game", "lights:1"]) == 0
    assert "*.." in capsys.readouterr().out


def test_the_terminal_plays_it() -> None:
    out = io.StringIO()
    play_text(Options(game="lights"), io.StringIO("t 1 1\n2 1\nt 3 1\n"), out)
    text = out.getvalue()
    assert "Lights: switch every lamp on." in text
    assert "*.." in text and "**." in text
    assert "All lamps on!" in text and text.endswith("Bye.\n")


def test_the_command_line_runs_it_in_the_terminal(monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("1 1\nq\n"))
    assert run(["--text", "--lights"]) == 0
    assert "*.." in capsys.readouterr().out


def test_the_shell_plays_it_and_tab_hands_over_to_the_next_game(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shell, "PACE_FRAMES", False)
    frames = itertools.count()
    real_frame = Window.frame

    def scripted(self: Window[Any]) -> Switch | None:
        """Lamps 1 to 3 on, one key a frame, then Tab."""
        keys = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_TAB]
        turn = next(frames)
        if turn < len(keys):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=keys[turn], mod=0,
                                                 unicode=pygame.key.name(keys[turn])))
        return real_frame(self)

    monkeypatch.setattr(Window, "frame", scripted)
    asyncio.run(shell.main(frames=6, options=Options(game="lights", game_id="lights:1")))
    front = LightsFront.opened[0]
    assert front.session.position.to_text() == "***" and front.session.status == "won"
    saved = front.window.progress.load("lights_game", str)
    assert saved is not None
    loaded = registry.load_session(saved, clock=lambda: 0.0)
    assert loaded.rules is LIGHTS and loaded.position.to_text() == "***"
    # Tab after the last game wraps round to the first: Minesweeper opened and is remembered
    assert front.window.progress.load(shell.LAST_GAME, str) == "mines"


def test_a_shared_link_and_the_last_game_open_it() -> None:
    assert shell.query_options("lights:1") == Options(game="lights", game_id="lights:1")
    progress = Progress(MemoryStore())
    progress.save(shell.LAST_GAME, "lights")
    assert shell.first_front_name(NO_OPTIONS, progress) == "lights"


def test_the_other_games_menus_offer_it_and_tab_order_includes_it() -> None:
    pygame.init()
    try:
        mines = mines_window(Options(seed=1), progress=Progress(MemoryStore()))
        mines.front.open_menu()
        assert mines.panel is not None
        plays = [(item.label, item.key) for item in mines.panel.items
                 if item.action.startswith("switch:")]
        after_mines = registry.GAMES[1:]  # the registry's order, Lights last
        assert plays == [(f"Play {entry.title}", "" if index else "Tab")
                         for index, entry in enumerate(after_mines)]
        assert plays[-1] == ("Play Lights", "")
    finally:
        pygame.quit()
    names = [entry.name for entry in registry.GAMES]
    assert [registry.next_after(name).name for name in names] == [*names[1:], names[0]]


def test_an_id_is_read_once_by_each_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Open-ID dialog and the command line ask each game's parser at most once."""
    asked: list[str] = []
    games = [dataclasses.replace(entry, canonical_id=lambda text, read=entry.canonical_id,
                                 name=entry.name: asked.append(name) or read(text))
             for entry in registry.GAMES]
    monkeypatch.setattr(registry, "GAMES", games)
    assert registry.read_id("easy:s12")[0].name == "sudoku" and asked == ["sudoku"]
    asked.clear()
    assert registry.read_id("9x9n10q:s5")[0].name == "mines"
    assert sorted(asked) == sorted(entry.name for entry in registry.GAMES)  # each once
