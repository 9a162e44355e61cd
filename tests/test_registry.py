"""One registry of games: every front reads it, so a game joins them all by one entry.

The menus' "Play …" items and the Tab order follow the registry's order, and an ID is
read once by each game's parser.  ``test_lights.py`` plays the third game, registered for
the test run only (``tests/conftest.py``), through all of them.
"""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from front_helpers import mines_window

from game import registry
from game.core.storage import MemoryStore, Progress
from game.options import Options


def test_the_first_games_menu_offers_every_other_and_tab_follows_the_registry() -> None:
    pygame.init()
    try:
        mines = mines_window(Options(seed=1), progress=Progress(MemoryStore()))
        mines.front.open_menu()
        assert mines.panel is not None
        plays = [(item.label, item.key) for item in mines.panel.items
                 if item.action.startswith("switch:")]
        assert plays == [(f"Play {entry.title}", "" if index else "Tab")
                         for index, entry in enumerate(registry.GAMES[1:])]
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
