"""The game's version, for the About panel: one number, kept in ``game/VERSION``.

pyproject.toml reads it from there (``dynamic``), so an installed game (``pip install``,
``make play``) has it in its package metadata; the browser bundle, which has no metadata,
carries the file itself, whether ``make web`` or a plain ``pygbag .`` packs it.
"""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

VERSION_FILE = Path(__file__).resolve().parent / "VERSION"
UNKNOWN = "(unknown version)"


def version() -> str:
    try:
        return metadata.version("gridgames")
    except metadata.PackageNotFoundError:
        pass
    try:
        return VERSION_FILE.read_text(encoding="utf-8").strip() or UNKNOWN
    except OSError:
        return UNKNOWN
