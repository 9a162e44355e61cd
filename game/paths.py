"""Where the game's files are: main.py sits beside game/ and assets/ in a checkout and
inside the pygbag bundle; an installed wheel carries the assets as game/_assets/."""

from importlib import resources
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _assets() -> Path:
    """The wheel's copy if there is one (site-packages may hold an unrelated assets/),
    else assets/ beside game/."""
    packaged = resources.files("game") / "_assets"
    return Path(str(packaged)) if packaged.is_dir() else ROOT / "assets"


ASSETS = _assets()
