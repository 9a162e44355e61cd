"""The player's choices that outlive a game: board, sound, theme, zoom and language.

Pure data with a JSON form; anything that does not parse is a ``ValueError``,
so :class:`game.core.storage.Progress` sets it aside and the game starts clean.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.core.mines.game_id import PRESETS, MinesParams
from game.core.storage import parse_json_object
from game.files import MAX_SHIPPED, read_text_capped
from game.i18n import LANGUAGES
from game.paths import ASSETS

SETTINGS_VERSION = 1
TILE_SIZES = (16, 20, 24, 28, 32, 40, 48)
FIT = 0  # no zoom chosen: the window picks the tile that fits the screen


DEFAULT_PARAMS = MinesParams(*PRESETS["beginner"], question_marks=True, no_guess=True)


@dataclass(frozen=True)
class Settings:
    params: MinesParams = DEFAULT_PARAMS
    muted: bool = False
    theme: str = "modern"
    tile: int = FIT  # or the player's zoom, one of TILE_SIZES
    animations: bool = True  # off for players who prefer no motion (and for pixel tests)
    colour_blind: bool = False  # numbers in a palette told apart with any colour vision
    language: str = ""  # a code of game.i18n.LANGUAGES; "": the system's or browser's

    def to_json(self) -> str:
        return json.dumps({"version": SETTINGS_VERSION, "params": self.params.text(),
                           "muted": self.muted, "theme": self.theme, "tile": self.tile,
                           "animations": self.animations,
                           "colour_blind": self.colour_blind, "language": self.language})

    @classmethod
    def from_json(cls, text: str) -> Settings:
        data = parse_json_object(text)
        if data.get("version") != SETTINGS_VERSION:
            raise ValueError(f"settings version {data.get('version')!r} is not {SETTINGS_VERSION}")
        settings = cls(MinesParams.parse(_typed(data, "params", str)),
                       _typed(data, "muted", bool), _typed(data, "theme", str),
                       _typed(data, "tile", int), _typed(data, "animations", bool),
                       _typed({"colour_blind": False, **data}, "colour_blind", bool),
                       _typed({"language": "", **data}, "language", str))
        if settings.theme not in theme_names() or settings.tile not in (FIT, *TILE_SIZES):
            raise ValueError(f"no theme {settings.theme!r} or tile size {settings.tile}")
        if settings.language not in ("", *LANGUAGES):
            raise ValueError(f"no language {settings.language!r}")
        return settings


@cache
def theme_names() -> frozenset[str]:
    """The themes ``assets/themes.json`` describes: the one list of them."""
    return frozenset(json.loads(read_text_capped(ASSETS / "themes.json", MAX_SHIPPED)))


def _typed(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ValueError(f"settings: {key} should be a {kind.__name__}, not {value!r}")
    return value
