"""The standalone edition: the game as ``make web`` builds it, started by Pyodide served beside
it, so it runs from any static host with no request leaving it.

``python tools/standalone.py [--web DIR] [--out DIR]`` (``make web-standalone``) reads
``build/web/`` and writes ``build/web-standalone/`` and ``build/web-standalone.zip`` (index.html
at its root, as itch.io's HTML upload wants), entries sorted and undated like web.zip:

- ``index.html``: ``make web``'s page, its runtime loader (between the RUNTIME LOADER markers)
  swapped for ``standalone/loader.js``; everything else on the page is the same bytes;
- ``favicon.png`` and the ``.apk``, the same bytes as in ``build/web/``;
- ``loader.js`` and ``start.py`` from ``standalone/``;
- ``pyodide/``: the five files Pyodide 0.26.4 loads, from npm (``make`` unpacks them into
  build/browser/pyodide; ``GRIDGAMES_PYODIDE`` names another folder);
- pygame-ce's WebAssembly wheel, which no registry serves: ``GRIDGAMES_PYGAME_WHEEL``, else
  build/browser/, else ``shared/browser/`` beside the checkout or a folder above it; if none
  has it, it is downloaded once from pygbag's CDN into build/browser/.  Whichever is used
  must match ``WHEEL_SHA256``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import sys
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.pygbag_build import shown, write_zip  # the checkout's, run as a script

ROOT = Path(__file__).resolve().parent.parent
LOADER = ROOT / "standalone"
KIT_DIR = ROOT / "build" / "browser"
SHARED_KIT = Path("shared") / "browser"  # beside the checkout (or a folder above it), CI too
PYODIDE_VERSION = "0.26.4"
PYODIDE_FILES = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
WHEEL_PATTERN = "pygame_ce-*-cp312-*wasm32*.whl"
WHEEL_NAME = "pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl"
WHEEL_URL = f"https://pygame-web.github.io/cdn/cp312/{WHEEL_NAME}"
WHEEL_SHA256 = "9c6aa80480c7f199dd024639fc1e1f6b4a5c5c6a7a888b11110ad17b35abdd27"
# Fetched from the start, not once pyodide.js has asked for each in turn: on a real link the
# 10 MB of WebAssembly comes down while the rest loads (as Pyodide's own requests ask).
PRELOADED = (("pyodide.asm.js", 'as="script" crossorigin="anonymous"'),
             ("pyodide.asm.wasm", 'as="fetch" crossorigin="anonymous"'),
             ("python_stdlib.zip", 'as="fetch" crossorigin="anonymous"'))
LOADER_BEGIN, LOADER_END = "<!-- RUNTIME LOADER BEGIN -->", "<!-- RUNTIME LOADER END -->"
DOWNLOAD_TIMEOUT_S = 60


class StandaloneError(Exception):
    """A piece of the edition is missing or not what was pinned; the message says which."""


def wheel_candidates(root: Path = ROOT) -> list[Path]:
    """The wasm wheel: the environment variable alone if set; else build/browser/, then
    ``shared/browser/`` beside the checkout or beside any folder above it (a CI clone
    nested deeper still finds it), newest name first in each place."""
    wheel_env = os.environ.get("GRIDGAMES_PYGAME_WHEEL")
    if wheel_env:
        return [Path(wheel_env)]
    places = [root / KIT_DIR.relative_to(ROOT), *(folder / SHARED_KIT for folder in root.parents)]
    return [wheel for place in places for wheel in sorted(place.glob(WHEEL_PATTERN), reverse=True)]


def pyodide_folder() -> Path:
    return Path(os.environ.get("GRIDGAMES_PYODIDE", KIT_DIR / "pyodide"))


def checked_wheel(wheel: Path) -> Path:
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    if digest != WHEEL_SHA256:
        raise StandaloneError(f"{wheel} is not the pinned pygame-ce wheel (sha256 {digest}, "
                              f"want {WHEEL_SHA256})")
    return wheel


def find_wheel(*, download: bool = True) -> Path:
    """The pinned wheel, found where the browser tests look, else downloaded once."""
    found = next((wheel for wheel in wheel_candidates() if wheel.is_file()), None)
    if found is not None:
        return checked_wheel(found)
    if not download:
        raise StandaloneError(f"no {WHEEL_PATTERN} in {KIT_DIR} or ../{SHARED_KIT}")
    target = KIT_DIR / WHEEL_NAME
    target.parent.mkdir(parents=True, exist_ok=True)
    print(f"downloading {WHEEL_URL} (once, into {target.relative_to(ROOT)})")
    partial = target.with_suffix(".part")
    try:
        with urllib.request.urlopen(WHEEL_URL, timeout=DOWNLOAD_TIMEOUT_S) as response:
            partial.write_bytes(response.read())
        checked_wheel(partial).replace(target)
    except OSError as error:
        raise StandaloneError(f"cannot download {WHEEL_URL}: {error}") from error
    finally:
        partial.unlink(missing_ok=True)
    return target


def pyodide_files(folder: Path) -> dict[str, Path]:
    """The files Pyodide loads at start, checked to be the pinned version's."""
    package = folder / "package.json"
    try:
        version = json.loads(package.read_text(encoding="utf-8")).get("version")
    except (OSError, ValueError) as error:
        raise StandaloneError(f"no Pyodide at {folder} ({error}); `make "
                              f"build/browser/pyodide/pyodide.js` fetches it from npm") from error
    if version != PYODIDE_VERSION:
        raise StandaloneError(f"{folder} holds Pyodide {version}, not {PYODIDE_VERSION}")
    return {f"pyodide/{name}": folder / name for name in PYODIDE_FILES}


def standalone_page(page: str, wheel_name: str) -> str:
    """``page`` with its runtime loader swapped for the standalone one."""
    begin, end = page.index(LOADER_BEGIN) + len(LOADER_BEGIN), page.index(LOADER_END)
    loader = "".join(f'\n<link rel="preload" href="pyodide/{name}" {kind}>'
                     for name, kind in PRELOADED) + (
        f'\n<script src="pyodide/pyodide.js"></script>\n'
        f'<script src="loader.js" data-wheel="{wheel_name}"></script>\n')
    return page[:begin] + loader + page[end:]


def edition_files(web: Path, wheel: Path, pyodide: Path) -> dict[str, bytes]:
    """Every file of the edition by its path in the zip."""
    page = (web / "index.html").read_text(encoding="utf-8")
    files = {"index.html": standalone_page(page, wheel.name).encode("utf-8"),
             wheel.name: wheel.read_bytes()}
    for path in [web / "favicon.png", *web.glob("*.apk"), LOADER / "loader.js",
                 LOADER / "start.py"]:
        files[path.name] = path.read_bytes()
    for name, path in pyodide_files(pyodide).items():
        files[name] = path.read_bytes()
    return files


def build(web: Path, out: Path, *, wheel: Path, pyodide: Path) -> Path:
    """Write ``out/web-standalone/`` and ``out/web-standalone.zip``; the zip's path."""
    if not list(web.glob("*.apk")):
        raise StandaloneError(f"no bundle in {web}: run `make web` first")
    files = edition_files(web, wheel, pyodide)
    folder = out / "web-standalone"
    shutil.rmtree(folder, ignore_errors=True)
    for name, data in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
    archive = out / "web-standalone.zip"
    write_zip(archive, files.items(), store=(".apk", ".png", ".whl"))
    return archive


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--web", type=Path, default=ROOT / "build" / "web",
                        help="make web's output (default: build/web)")
    parser.add_argument("--out", type=Path, default=ROOT / "build")
    args = parser.parse_args()
    try:
        archive = build(args.web, args.out, wheel=find_wheel(), pyodide=pyodide_folder())
    except StandaloneError as error:
        print(f"standalone: {error}", file=sys.stderr)
        return 1
    digest = hashlib.sha256(archive.read_bytes()).hexdigest()
    print(f"{shown(archive)}: {archive.stat().st_size / 1024 / 1024:.1f} MB, "
          f"sha256 {digest[:16]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
