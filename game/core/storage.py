"""Saved progress: settings, statistics and the game in progress.

Standard library only.  A :class:`Store` is a small key/value text store: a
folder of files written atomically natively, ``localStorage`` in the browser
(see :mod:`game.gui.host`), a dict in tests.  Nothing is ever lost: a value that
does not parse is set aside under another key and reported once, and the game
starts clean.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, TypeVar

T = TypeVar("T")
SETTINGS, STATS, GAME = "settings", "stats", "game"
PREFIX = "gridgames."


class Store(Protocol):
    """Where texts live between runs."""

    def read(self, key: str) -> str | None: ...

    def write(self, key: str, text: str) -> None: ...

    def rename(self, key: str, new_key: str) -> None: ...


@dataclass
class MemoryStore:
    """A store that lives as long as the process: for tests and as a last resort."""

    values: dict[str, str] = field(default_factory=dict)

    def read(self, key: str) -> str | None:
        return self.values.get(key)

    def write(self, key: str, text: str) -> None:
        self.values[key] = text

    def rename(self, key: str, new_key: str) -> None:
        self.values[new_key] = self.values.pop(key)


class FileStore:
    """One file per key in a folder; writes go to a temporary file, then rename."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def _path(self, key: str) -> Path:
        return self.folder / f"{key}.txt"

    def read(self, key: str) -> str | None:
        """Undecodable bytes become U+FFFD, so the value fails to parse and is set aside."""
        try:
            return self._path(key).read_bytes().decode("utf-8", errors="replace")
        except FileNotFoundError:
            return None

    def write(self, key: str, text: str) -> None:
        """A crash mid-write leaves the old file whole: rename is atomic."""
        self.folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=self.folder, prefix=f".{key}.")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                out.write(text)
            os.replace(temporary, self._path(key))
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise

    def rename(self, key: str, new_key: str) -> None:
        """Keeps the bytes exactly as they were, however broken."""
        os.replace(self._path(key), self._path(new_key))


class Progress:
    """Reads and writes the game's saved values, setting corrupt ones aside."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.problems: list[str] = []  # one line per value set aside, for the screen

    def load(self, key: str, parse: Callable[[str], T]) -> T | None:
        """The parsed value, or None when absent or corrupt (then kept aside)."""
        text = self.store.read(PREFIX + key)
        if text is None:
            return None
        try:
            return parse(text)
        except (ValueError, TypeError, KeyError) as error:
            self._set_aside(key, error)
            return None

    def save(self, key: str, text: str) -> None:
        self.store.write(PREFIX + key, text)

    def _set_aside(self, key: str, error: Exception) -> None:
        aside = f"{PREFIX}{key}.corrupt"
        self.store.rename(PREFIX + key, aside)
        self.problems.append(f"Saved {key} was unreadable ({_short(error)}); kept as {aside}")


def parse_json_object(text: str) -> dict[str, Any]:
    """JSON that must be an object; anything else is a ValueError."""
    value = json.loads(text)
    if not isinstance(value, dict):
        raise ValueError(f"expected a JSON object, found {type(value).__name__}")
    return value


def data_folder(environ: dict[str, str] | os._Environ[str] = os.environ) -> Path:
    """The per-user data folder: ``$GRIDGAMES_DATA``, else the platform's usual place."""
    if environ.get("GRIDGAMES_DATA"):
        return Path(environ["GRIDGAMES_DATA"])
    if os.name == "nt" and environ.get("APPDATA"):
        return Path(environ["APPDATA"]) / "Gridgames"
    base = environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "gridgames"


def _short(error: Exception) -> str:
    text = str(error) or type(error).__name__
    return text if len(text) <= 40 else text[:39] + "…"
