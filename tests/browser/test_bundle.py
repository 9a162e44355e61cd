"""The page players get: pygbag builds the staged game into our own template, offline.

The build goes through ``tools/pygbag_build.py`` exactly as ``make web`` does (our
``default.tmpl`` and icon, so pygbag downloads nothing).  The tests check the page pygbag
wrote, the itch.io archive and the bundle inside it, and run the packed game from the
unpacked bundle.  Skips when pygbag is not installed.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from bench.browser import ROOT, stage_bundle

# build/web.zip, what itch.io serves: room for the whole engine and more games, a small
# part of what a first visit loads (the runtime and pygame-ce are about 7 MB; issue 37)
MAX_ARCHIVE_BYTES = 512 * 1024
BUILD_TIMEOUT_S = 90  # the build tool stops pygbag itself after 60 s
IMPORT_TIMEOUT_S = 60
CDN = "https://pygame-web.github.io/archives/0.9/"  # the runtime the page pins
ARCHIVE = {"index.html", "favicon.png", "gridgames.apk"}
# pygbag puts the game folder under "assets/" inside the .apk (a zip).
ALLOWED = [re.compile(pattern) for pattern in (
    r"main\.py",
    r"game/([a-z_]+/)*[a-z0-9_]+\.py",  # i18n.py
    r"game/VERSION",  # the About panel's version: the browser has no package metadata
    r"assets/[a-z_-]+\.(png|json)",
    r"assets/fonts/[A-Za-z-]+\.(ttf|otf)",
    r"assets/fonts/LICENSE-[A-Za-z]+\.txt",
    r"assets/locale/([a-z_]+/)?[A-Za-z_]+\.po",  # the shared catalogue, each game's
)]
REQUIRED = {"main.py", "game/__init__.py", "game/gui/mines/front.py", "game/core/mines/board.py",
            "assets/themes.json"}

pytestmark = pytest.mark.skipif(importlib.util.find_spec("pygbag") is None,
                                reason="pygbag is not installed (.venv/bin/pip install -e "
                                       "'.[web]' installs the pinned version)")


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Stage the game as `make stage` does and build it as `make web` does."""
    stage = stage_bundle(tmp_path_factory.mktemp("bundle") / "gridgames")  # names the bundle
    out = tmp_path_factory.mktemp("built")
    command = [sys.executable, str(ROOT / "tools" / "pygbag_build.py"), str(stage),
               "--out", str(out)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=BUILD_TIMEOUT_S,
                          check=False)
    assert done.returncode == 0, f"the build failed:\n{done.stdout[-2000:]}\n{done.stderr}"
    return out


@pytest.fixture(scope="module")
def page(built: Path) -> str:
    return (built / "web" / "index.html").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def unpacked(built: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("unpacked")
    with zipfile.ZipFile(built / "web" / "gridgames.apk") as bundle:
        bundle.extractall(target)
    return target / "assets"


def bundled_files(built: Path) -> list[str]:
    with zipfile.ZipFile(built / "web" / "gridgames.apk") as bundle:
        names = [n for n in bundle.namelist() if not n.endswith("/")]
    assert all(n.startswith("assets/") for n in names), names
    return [n.removeprefix("assets/") for n in names]


def test_the_page_is_ours_with_every_template_key_filled(page: str) -> None:
    assert "<title>Gridgames</title>" in page
    assert re.search(r'<meta name="viewport" content="width=device-width, initial-scale=1\b',
                     page)
    assert '<link rel="icon" type="image/png" href="favicon.png">' in page
    assert "image-rendering: pixelated" in page and "touch-action: none" in page
    assert "{{cookiecutter." not in page, "a key pygbag does not know"


def test_the_page_loads_pygbags_runtime_and_our_bundle_and_nothing_else(page: str) -> None:
    assert f'<script src="{CDN}pythons.js" type=module id=site' in page
    assert 'archive : "gridgames"' in page and 'bundle = "gridgames"' in page
    assert "user_canvas_managed : 1" in page, "pygbag would resize the canvas over ours"
    outside = set(re.findall(r"""(?:https?:)?//[^\s"'()<>]+""", page))
    assert {url for url in outside if not url.startswith(CDN)} == set()


def test_the_itch_io_archive_holds_the_page_icon_and_bundle_only(built: Path) -> None:
    assert {p.name for p in (built / "web").iterdir()} == ARCHIVE
    archive = built / "web.zip"
    with zipfile.ZipFile(archive) as opened:
        assert set(opened.namelist()) == ARCHIVE
        assert opened.read("index.html") == (built / "web" / "index.html").read_bytes()
    size = archive.stat().st_size
    assert size <= MAX_ARCHIVE_BYTES, \
        f"web.zip is {size / 1024:.0f} KiB, over {MAX_ARCHIVE_BYTES // 1024} KiB"


def test_the_bundle_holds_only_the_game(built: Path) -> None:
    files = bundled_files(built)
    strays = [f for f in files if not any(p.fullmatch(f) for p in ALLOWED)]
    assert not strays, f"files the game does not need are in the bundle: {strays}"
    assert not [f for f in files if Path(f).name.startswith("bench")]
    assert set(files) >= REQUIRED, f"missing from the bundle: {REQUIRED - set(files)}"


def test_the_game_imports_and_runs_from_the_unpacked_bundle(unpacked: Path,
                                                            tmp_path: Path) -> None:
    """Every module imports from the unpacked copy, and the loop main.py starts in the
    browser (``game.gui.shell.main``) runs a few frames on the unpacked assets."""
    script = (
        "import asyncio, importlib, json, os, pathlib, sys\n"
        "root = pathlib.Path(os.environ['UNPACKED'])\n"
        "sys.path.insert(0, str(root))\n"
        "names = sorted('.'.join(p.relative_to(root).with_suffix('').parts)\n"
        "               .removesuffix('.__init__') for p in (root / 'game').rglob('*.py'))\n"
        "files = [importlib.import_module(n).__file__ for n in names]\n"
        "compile((root / 'main.py').read_text(), 'main.py', 'exec')\n"
        "asyncio.run(sys.modules['game.gui.shell'].main(frames=3))\n"
        "print(json.dumps({'game': sys.modules['game'].__file__, 'files': files}))\n"
    )
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1", "GRIDGAMES_DATA": str(tmp_path),
           "UNPACKED": str(unpacked)}
    done = subprocess.run([sys.executable, "-I", "-B", "-c", script],
                          capture_output=True, text=True, timeout=IMPORT_TIMEOUT_S,
                          env=env, check=False, cwd=unpacked.parent)
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert Path(result["game"]).parent == unpacked / "game"
    assert all(Path(f).is_relative_to(unpacked) for f in result["files"])
