"""The shared settings name no game: each game's own section (Minesweeper's board) is
declared by the game, stored under its name, and files written before sections load as
they did."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest
from front_helpers import mines_window

from game import registry
from game.core.mines.game import MINES_SETTINGS
from game.core.mines.game_id import MinesParams
from game.core.settings import FIT, Settings
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
    assert registry.read_settings(chosen.to_json()) == (chosen, [])


def test_a_section_of_a_game_this_build_does_not_know_is_kept() -> None:
    newer = json.dumps({**json.loads(OLDER), "games": {"nonograms": "15x15"}})
    settings, wrong = registry.read_settings(newer)
    assert wrong == []
    assert json.loads(settings.to_json())["games"] == {"nonograms": "15x15", "mines": "16x16n40q"}


CHOSEN = Settings(muted=True, theme="dark", tile=32, animations=False, colour_blind=True,
                  language="de").with_section(MINES_SETTINGS, MinesParams(30, 16, 99))


@pytest.mark.parametrize(("field", "stored", "label"), [
    ("muted", "yes", "Sound"), ("theme", "neon", "Theme"), ("tile", 33, "Zoom"),
    ("tile", True, "Zoom"), ("animations", None, "Animations"),
    ("colour_blind", 1, "Colour-blind numbers"), ("language", "xx", "Language"),
    ("games", {"mines": 5}, "Board"), ("games", {"mines": "huge"}, "Board"),
    ("games", [], "Board"),
])
def test_one_wrong_field_falls_back_alone(field: str, stored: object, label: str) -> None:
    data = {**json.loads(CHOSEN.to_json()), field: stored}
    settings, wrong = registry.read_settings(json.dumps(data))
    assert wrong == [label]
    default = Settings().games if field == "games" else getattr(Settings(), field)
    assert settings == replace(CHOSEN, **{field: default})  # the others kept


@pytest.mark.parametrize("field", ["muted", "theme", "tile", "animations"])
def test_a_missing_field_falls_back_alone_and_is_named(field: str) -> None:
    data = json.loads(CHOSEN.to_json())
    del data[field]
    settings, wrong = registry.read_settings(json.dumps(data))
    assert settings == replace(CHOSEN, **{field: getattr(Settings(), field)}) and len(wrong) == 1


def test_the_window_says_in_one_line_which_settings_fell_back(display: None) -> None:
    data = {**json.loads(CHOSEN.to_json()), "tile": "big", "muted": 0, "language": ""}
    store = MemoryStore({PREFIX + SETTINGS: json.dumps(data)})
    told: list[str] = []
    window = mines_window(progress=Progress(store, tell=told.append))
    assert told == ["Settings that could not be read are back to default: Sound, Zoom"]
    assert window.settings == replace(CHOSEN, tile=FIT, muted=False, language="")
    assert window.front.params == MinesParams(30, 16, 99)
    assert PREFIX + SETTINGS + ".corrupt" not in store.values  # nothing set aside


def test_a_file_of_another_version_is_still_set_aside() -> None:
    with pytest.raises(ValueError, match="version"):
        registry.read_settings(json.dumps({**json.loads(CHOSEN.to_json()), "version": 7}))
