"""The shared settings name no game: each game's own section (Minesweeper's board) is
declared by the game, stored under its name, and files written before sections load as
they did."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pygame
import pytest
from front_helpers import mines_window

from game import registry
from game.core.mines.game import MINES_SETTINGS
from game.core.mines.game_id import MinesParams
from game.core.settings import Settings
from game.core.storage import PREFIX, SETTINGS, MemoryStore, Progress

# As main wrote them before sections: Minesweeper's board at the top level.
OLDER = ('{"version": 1, "params": "16x16n40q", "muted": true, "theme": "dark", "tile": 32, '
         '"animations": true, "colour_blind": false, "language": "de"}')


@pytest.fixture
def display() -> Iterator[None]:
    pygame.init()
    yield
    pygame.quit()


def test_a_file_from_before_sections_keeps_its_board_and_choices(display: None) -> None:
    store = MemoryStore({PREFIX + SETTINGS: OLDER})
    window = mines_window(progress=Progress(store))
    assert window.front.params == MinesParams(16, 16, 40, question_marks=True)
    assert window.front.game_params == window.front.params  # the new game is on that board
    settings = window.settings
    assert (settings.muted, settings.theme, settings.tile, settings.language) == (
        True, "dark", 32, "de")
    window.update_settings(muted=False)
    written = json.loads(store.read(PREFIX + SETTINGS) or "")
    assert written["games"] == {"mines": "16x16n40q"} and "params" not in written


def test_the_board_is_minesweepers_section_declared_by_its_entry() -> None:
    assert registry.find("mines").settings is MINES_SETTINGS
    assert registry.find("sudoku").settings is None
    assert Settings().of(MINES_SETTINGS) == MINES_SETTINGS.default
    chosen = Settings().with_section(MINES_SETTINGS, MinesParams(30, 16, 99))
    assert json.loads(chosen.to_json())["games"] == {"mines": "30x16n99q"}
    assert registry.read_settings(chosen.to_json()) == chosen


def test_a_section_of_a_game_this_build_does_not_know_is_kept() -> None:
    newer = json.dumps({**json.loads(OLDER), "games": {"nonograms": "15x15"}})
    settings = registry.read_settings(newer)
    assert json.loads(settings.to_json())["games"] == {"nonograms": "15x15", "mines": "16x16n40q"}


@pytest.mark.parametrize(("games", "words"), [
    ({"mines": 5}, "params '5' should be"),
    ({"mines": "huge"}, "params .huge. should be"),
    ([], "games should be a dict"),
])
def test_a_section_that_does_not_read_is_refused(games: object, words: str) -> None:
    text = json.dumps({**json.loads(OLDER), "games": games})
    with pytest.raises(ValueError, match=words):
        registry.read_settings(text)
