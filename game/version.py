"""The game's version, for the About panel: one number, kept in pyproject.toml.

Installed (``pip install``, ``make play``), the package's metadata has it; the browser
bundle has no metadata, so ``tools/stage.py`` writes it to ``game/VERSION``; a bare
checkout reads pyproject.toml itself.
"""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
STAGED = PACKAGE / "VERSION"
UNKNOWN = "(unknown version)"


def version() -> str:
    try:
        return metadata.version("gridgames")
    except metadata.PackageNotFoundError:
        pass
    if STAGED.is_file():
        return STAGED.read_text(encoding="utf-8").strip()
    return pyproject_version(PACKAGE.parent / "pyproject.toml")


def pyproject_version(path: Path) -> str:
    """The ``[project] version`` of a pyproject.toml, or UNKNOWN if it cannot be read."""
    try:
        project = tomllib.loads(path.read_text(encoding="utf-8")).get("project", {})
    except (OSError, tomllib.TOMLDecodeError):
        return UNKNOWN
    return str(project.get("version", UNKNOWN))
