"""The player's choices that outlive a game: sound, theme, zoom, language, the player's
name (written in exported replays), and each game's own section (Minesweeper's board),
stored under the game's name.

Pure data with a JSON form; anything that does not parse is a ``ValueError``,
so :class:`game.core.storage.Progress` sets it aside and the game starts clean.
A game declares its section as a :class:`SettingsSection` (in its own package, named by its
registry entry), a text in its own format; sections of games this build does not know are
kept as they were.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any, Generic, TypeVar

from game.core.storage import parse_json_object
from game.files import MAX_SHIPPED, read_text_capped
from game.i18n import LANGUAGES
from game.paths import ASSETS

SETTINGS_VERSION = 1
TILE_SIZES = (16, 20, 24, 28, 32, 40, 48, 56, 64, 80)
FIT = 0  # no zoom chosen: the window picks the tile that fits the screen
MAX_PLAYER_NAME = 40  # characters: a ranking site's name field, with room to spare

Value = TypeVar("Value")


@dataclass(frozen=True)
class SettingsSection(Generic[Value]):
    """A game's own settings: its name, what it holds before the player chooses, and
    its text form."""

    name: str  # the game's, the key its section is stored under
    default: Value
    read: Callable[[str], Value]  # from its text; ValueError if it is not one
    write: Callable[[Value], str]
    # where settings files kept the section before it had one (top level), if anywhere
    older_key: str = ""


@dataclass(frozen=True)
class Settings:
    muted: bool = False
    theme: str = "modern"
    tile: int = FIT  # or the player's zoom, one of TILE_SIZES
    animations: bool = True  # off for players who prefer no motion (and for pixel tests)
    colour_blind: bool = False  # numbers in a palette told apart with any colour vision
    language: str = ""  # a code of game.i18n.LANGUAGES; "": the system's or browser's
    games: Mapping[str, Any] = field(default_factory=dict)  # each section's text by name
    player_name: str = ""  # "": not given, as replay files leave it

    def of(self, section: SettingsSection[Value]) -> Value:
        """The game's section, or its default while the player has chosen nothing."""
        stored = self.games.get(section.name)  # as text: a number stored there is refused
        return section.default if stored is None else section.read(str(stored))

    def with_section(self, section: SettingsSection[Value], value: Value) -> Settings:
        return replace(self, games={**self.games, section.name: section.write(value)})

    def to_json(self) -> str:
        return json.dumps({"version": SETTINGS_VERSION, "muted": self.muted,
                           "theme": self.theme, "tile": self.tile,
                           "animations": self.animations, "colour_blind": self.colour_blind,
                           "language": self.language, "games": dict(self.games),
                           "player_name": self.player_name})

    @classmethod
    def from_json(cls, text: str, sections: Iterable[SettingsSection[Any]] = ()) -> Settings:
        """Read :meth:`to_json`, or an older file; each of ``sections`` is checked."""
        data = parse_json_object(text)
        if data.get("version") != SETTINGS_VERSION:
            raise ValueError(f"settings version {data.get('version')!r} is not {SETTINGS_VERSION}")
        settings = cls(_typed(data, "muted", bool), _typed(data, "theme", str),
                       _typed(data, "tile", int), _typed(data, "animations", bool),
                       _typed({"colour_blind": False, **data}, "colour_blind", bool),
                       _typed({"language": "", **data}, "language", str),
                       _games(data, sections),
                       check_player_name(_typed({"player_name": "", **data}, "player_name", str)))
        if settings.theme not in theme_names() or settings.tile not in (FIT, *TILE_SIZES):
            raise ValueError(f"no theme {settings.theme!r} or tile size {settings.tile}")
        if settings.language not in ("", *LANGUAGES):
            raise ValueError(f"no language {settings.language!r}")
        for section in sections:
            settings.of(section)  # raises, saying why, if the stored one does not read
        return settings


def check_player_name(name: str) -> str:
    """The name as kept: trimmed; ``ValueError`` if it is too long or holds a control
    character (a replay format ends its strings with NUL, a terminal obeys the rest)."""
    name = name.strip()
    if len(name) > MAX_PLAYER_NAME or not name.isprintable():
        raise ValueError(f"a player's name is at most {MAX_PLAYER_NAME} printable characters, "
                         f"not {name[:MAX_PLAYER_NAME + 1]!r}")
    return name


def _games(data: dict[str, Any], sections: Iterable[SettingsSection[Any]]) -> dict[str, Any]:
    """The stored sections, after those an older file kept at its top level."""
    older = {section.name: data[section.older_key] for section in sections
             if section.older_key in data}
    return {**older, **_typed({"games": {}, **data}, "games", dict)}


@cache
def theme_names() -> frozenset[str]:
    """The themes ``assets/themes.json`` describes: the one list of them."""
    return frozenset(json.loads(read_text_capped(ASSETS / "themes.json", MAX_SHIPPED)))


def _typed(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ValueError(f"settings: {key} should be a {kind.__name__}, not {value!r}")
    return value
