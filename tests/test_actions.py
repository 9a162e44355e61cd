"""Actions are found by name: ``action_<name>`` on the game's front, else on the window.

Every key binding and every menu row of every game names an action that exists, so a
binding's typo cannot pass unnoticed (the window closes the panel for a name it does not
know, which would hide it).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from front_helpers import still_progress

from game import registry
from game.gui import shell
from game.gui.window import Window
from game.options import Options
from game.ui.input import Binding
from game.ui.mines.keys import REPLAY_KEYS


@pytest.fixture(params=[entry.name for entry in registry.GAMES])
def window(request: pytest.FixtureRequest) -> Iterator[Window[Any]]:
    pygame.init()
    options = Options(game="sudoku", game_id="easy:s1") if request.param == "sudoku" \
        else Options(game=request.param)
    opened = shell.open_front(request.param, options, still_progress())
    opened.frame()
    opened.frame()  # Sudoku makes its puzzle on its second frame
    yield opened
    pygame.quit()


def unknown(window: Window[Any], bindings: tuple[Binding, ...]) -> list[str]:
    return [binding.action for binding in bindings
            if window.action(binding.action.partition(":")[0]) is None]


def test_every_binding_names_an_action(window: Window[Any]) -> None:
    keys = window.front.bindings + (REPLAY_KEYS if window.front.name == "mines" else ())
    assert not unknown(window, keys)


def test_every_menu_row_names_an_action(window: Window[Any]) -> None:
    for opener in (window.front.open_menu, window.front.open_options):
        opener()
        assert window.panel is not None
        actions = [item.action.partition(":")[0] for item in window.panel.items if item.action]
        assert actions and all(window.action(name) is not None for name in actions), actions


def test_the_games_own_action_comes_before_the_shared_one(window: Window[Any]) -> None:
    """``new_game`` is each game's own; ``help`` every game's, the window's."""
    own, shared = window.action("new_game"), window.action("help")
    assert own is not None and getattr(own, "__self__", None) is window.front
    assert shared is not None and getattr(shared, "__self__", None) is window


def test_a_misspelt_binding_is_caught(window: Window[Any]) -> None:
    assert unknown(window, (Binding(("j",), "jump", "J"),)) == ["jump"]
