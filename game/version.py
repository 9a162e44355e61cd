"""The game's version, for the About panel: one number, kept in ``game/VERSION``.

pyproject.toml reads it from there (``dynamic``), so an installed game (``pip install``,
``make play``) has it in its package metadata; the browser bundle, which has no metadata,
carries the file itself, whether ``make web`` or a plain ``pygbag .`` packs it.
"""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

from game.core.files import read_text_capped

VERSION_FILE = Path(__file__).resolve().parent / "VERSION"
UNKNOWN = "(unknown version)"
MAX_VERSION = 100  # bytes: a version number


def version() -> str:
    try:
        return metadata.version("gridgames")
    except metadata.PackageNotFoundError:
        pass
    try:
        return read_text_capped(VERSION_FILE, MAX_VERSION).strip() or UNKNOWN
    except OSError:
        return UNKNOWN
