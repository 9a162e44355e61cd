"""The player's choices that outlive a game: sound, theme, zoom, language, the player's
name (written in exported replays), live counters, and each game's own section
(Minesweeper's board), stored under the game's name.

Pure data with a JSON form.  A stored field that is missing or wrong falls back alone to
its default, the others kept, and is named in the player's words; a text that is not a
settings object at all is a ``ValueError``, so :class:`game.core.storage.Progress` sets it
aside and the game starts clean.
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
from game.i18n import LANGUAGES, N_
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
    label: str = ""  # what the player calls it, marked for translation


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
    live_counters: bool = False  # Minesweeper's footer counts time, clicks and 3BV as played

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
                           "player_name": self.player_name,
                           "live_counters": self.live_counters})

    @classmethod
    def read(cls, text: str, sections: Iterable[SettingsSection[Any]] = ()
             ) -> tuple[Settings, list[str]]:
        """Read :meth:`to_json`, or an older file; each of ``sections`` is checked.  With
        the settings, the labels (marked for translation) of those that fell back to
        their defaults, being missing or wrong."""
        data = parse_json_object(text)
        if data.get("version") != SETTINGS_VERSION:
            raise ValueError(f"settings version {data.get('version')!r} is not {SETTINGS_VERSION}")
        values, wrong = {}, []
        for key, label in FIELDS.items():
            if key in data or key not in LATER:
                try:
                    values[key] = _checked(key, data.get(key))
                except ValueError:
                    wrong.append(label)
        games, unread = _games(data, sections)
        return replace(cls(), **values, games=games), wrong + unread


# The stored fields but the games' sections, and what the player calls each (Options).
FIELDS = {"muted": N_("Sound"), "theme": N_("Theme"), "tile": N_("Zoom"),
          "animations": N_("Animations"), "colour_blind": N_("Colour-blind numbers"),
          "language": N_("Language"), "player_name": N_("Player name"),
          "live_counters": N_("Live counters")}
# not in the first files: missing is no fault
LATER = frozenset({"colour_blind", "language", "player_name", "live_counters"})


def _checked(key: str, value: object) -> Any:
    """``value`` as the field ``key`` keeps it; ``ValueError`` if it cannot hold it."""
    match key:
        case "theme":
            fits = value in theme_names()
        case "tile":
            fits = type(value) is int and value in (FIT, *TILE_SIZES)
        case "language":
            fits = value in ("", *LANGUAGES)
        case "player_name":  # kept trimmed
            if isinstance(value, str):
                return check_player_name(value)
            fits = False
        case _:
            fits = isinstance(value, bool)
    if not fits:
        raise ValueError(f"settings: {key} cannot be {value!r}")
    return value


def check_player_name(name: str) -> str:
    """The name as kept: trimmed; ``ValueError`` if it is too long or holds a control
    character (a replay format ends its strings with NUL, a terminal obeys the rest)."""
    name = name.strip()
    if len(name) > MAX_PLAYER_NAME or not name.isprintable():
        raise ValueError(f"a player's name is at most {MAX_PLAYER_NAME} printable characters, "
                         f"not {name[:MAX_PLAYER_NAME + 1]!r}")
    return name


def _games(data: dict[str, Any], sections: Iterable[SettingsSection[Any]]
           ) -> tuple[dict[str, Any], list[str]]:
    """The stored sections (after those an older file kept at its top level), and the
    labels of those that do not read: left out, they fall back to their defaults."""
    older = {section.name: data[section.older_key] for section in sections
             if section.older_key in data}
    stored = data.get("games", {})
    games = {**older, **stored} if isinstance(stored, dict) else older
    unread = [section for section in sections
              if not isinstance(stored, dict) or not _reads(section, games)]
    for section in unread:
        games.pop(section.name, None)
    return games, [section.label for section in unread]


def _reads(section: SettingsSection[Any], games: Mapping[str, Any]) -> bool:
    try:
        Settings(games=games).of(section)
    except ValueError:
        return False
    return True


@cache
def theme_names() -> frozenset[str]:
    """The themes ``assets/themes.json`` describes: the one list of them."""
    return frozenset(json.loads(read_text_capped(ASSETS / "themes.json", MAX_SHIPPED)))
