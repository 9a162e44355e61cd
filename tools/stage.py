"""Stage the browser bundle: main.py, game/ and assets/ as the repository has them, less
what the browser can never run.

The browser has no command line and no terminal, so the bundle leaves out the terminal
front with each game's command-line declarations (``game/text/``), the command line
(``game/cli.py``) and its entry point (``game/__main__.py``), as ``pygbag.ini`` does for a
plain ``pygbag .``; the benchmarks (``bench/``) lie outside the folders it copies.  The
rest ships whole, the engine included, and the Python as written: docstrings and comments
stay, so a traceback from the browser reads as the repository does (web.zip holds 512 KiB,
tests/browser/test_bundle.py).  The catalogues lose the messages only the terminal shows
and the lines a translator reads, the JSON its layout: data no traceback points into, a
few kilobytes for a few lines here.  The translators' template, gridgames.pot, stays out.

Usage: ``python tools/stage.py DEST`` (``make stage`` runs it).
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# What the browser can never run: the terminal and the command line (tests/test_stage.py
# checks this is all, and that pygbag.ini leaves out the same).
BROWSER_LEAVES_OUT = ("game/text", "game/cli.py", "game/__main__.py")

# Header fields of a catalogue that gettext never reads (it reads the charset and plurals).
_UNREAD = ('"Project-Id-Version:', '"MIME-Version:', '"Content-Transfer-Encoding:',
           '"Language:')


def stage_bundle(dest: Path) -> Path:
    """Copy what ships to ``dest`` (created if needed), its catalogues and JSON slimmed."""
    dest.mkdir(parents=True, exist_ok=True)
    shutil.copy2(ROOT / "main.py", dest / "main.py")
    for folder in ("game", "assets"):
        shutil.rmtree(dest / folder, ignore_errors=True)
        shutil.copytree(ROOT / folder, dest / folder,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pot"))
    for left_out in BROWSER_LEAVES_OUT:
        path = dest / left_out
        if path.is_dir():
            shutil.rmtree(path)
        else:
            path.unlink()
    for catalogue in (dest / "assets").rglob("*.po"):
        catalogue.write_text(slim_catalogue(catalogue.read_text(encoding="utf-8")),
                             encoding="utf-8")
    for data in dest.rglob("*.json"):
        data.write_text(slim_json(data.read_text(encoding="utf-8")), encoding="utf-8")
    return dest


def slim_json(text: str) -> str:
    """The same JSON without the spaces and line breaks that lay it out for readers."""
    return json.dumps(json.loads(text), ensure_ascii=False, separators=(",", ":"))


def slim_catalogue(text: str) -> str:
    """A ``.po`` file without the messages only the terminal front uses (it stays out),
    without the comments that say where a message is used (``#,`` flags stay: a fuzzy
    translation must not count), and with only the header fields gettext reads."""
    kept = [block for block in text.split("\n\n") if _in_browser(block)]
    return "\n\n".join("".join(line for line in block.splitlines(keepends=True)
                               if not line.startswith(("#", *_UNREAD)) or line.startswith("#,"))
                       for block in kept)


def _in_browser(block: str) -> bool:
    """Whether a .po entry is used by a module the bundle holds (the header always is)."""
    places = [place for line in block.splitlines() if line.startswith("#:")
              for place in line[2:].split()]
    return not places or any(not place.startswith(BROWSER_LEAVES_OUT) for place in places)


if __name__ == "__main__":
    stage_bundle(Path(sys.argv[1]))
