"""Where the game's files are: main.py sits beside game/ and assets/ in a checkout and
inside the pygbag bundle; an installed wheel carries the assets as game/_assets/.  Saved
progress lives natively in the system's folder for an application's data (see
:func:`data_folder`); in the browser it is ``localStorage`` and this module's
``data_folder`` is never called there, so the bundle needs no platformdirs.
"""

from __future__ import annotations

import os
import sys
from importlib import resources
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The data folder's name: capitalised where the system's own applications' are.
APP_NAME = "Gridgames" if sys.platform in ("darwin", "win32") else "gridgames"


def _assets() -> Path:
    """The wheel's copy if there is one (site-packages may hold an unrelated assets/),
    else assets/ beside game/."""
    packaged = resources.files("game") / "_assets"
    return Path(str(packaged)) if packaged.is_dir() else ROOT / "assets"


ASSETS = _assets()


def data_folder() -> Path:
    """The per-user data folder: ``$GRIDGAMES_DATA``, else the system's own place for an
    application's data (Linux ``~/.local/share/gridgames`` or ``$XDG_DATA_HOME``, macOS
    ``~/Library/Application Support/Gridgames``, Windows ``%APPDATA%\\Gridgames``).

    Up to version 0.1 every system but Windows used ``~/.local/share/gridgames``: where
    that folder holds a player's data and the native one does not exist yet, it is moved
    there (one rename, so nothing is half moved); if it cannot be moved, it stays in use.
    """
    if os.environ.get("GRIDGAMES_DATA"):
        return Path(os.environ["GRIDGAMES_DATA"])
    import platformdirs  # natively only: the browser never calls this

    native = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False, roaming=True))
    old = _old_data_folder()
    if old == native or not old.is_dir() or native.exists():
        return native
    try:
        native.parent.mkdir(parents=True, exist_ok=True)
        os.rename(old, native)
    except OSError:  # another disk, or another copy of the game moved it first
        pass
    return native if native.is_dir() else old


def _old_data_folder() -> Path:
    """The folder versions up to 0.1 chose outside Windows (where they took %APPDATA%)."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "gridgames"
