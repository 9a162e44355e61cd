"""The game's version, for the About panel: one number, kept in ``game/VERSION``.

pyproject.toml reads it from there (``dynamic``), so an installed game (``pip install``,
``make play``) has it in its package metadata; the browser bundle, which has no metadata,
carries the file itself, whether ``make web`` or a plain ``pygbag .`` packs it.
"""

from __future__ import annotations

import logging
from importlib import metadata
from pathlib import Path

from game.files import MAX_SHIPPED, read_text_capped

VERSION_FILE = Path(__file__).resolve().parent / "VERSION"
UNKNOWN = "(unknown version)"
_log = logging.getLogger("gridgames")


def version() -> str:
    try:
        return metadata.version("gridgames")
    except metadata.PackageNotFoundError:
        pass
    try:
        return read_text_capped(VERSION_FILE, MAX_SHIPPED).strip() or UNKNOWN
    except (OSError, ValueError) as error:  # unreadable, too large, not UTF-8
        _log.warning("%s cannot be read (%s)", VERSION_FILE.name,
                     getattr(error, "strerror", None) or error)
        return UNKNOWN
