"""The pygbag bundle holds only the game, imports from its unpacked copy and stays small.

pygbag 0.9.2 (the ``web`` extra) builds offline here: it is given a stand-in template and
an icon written by the test, since a download it cannot make is retried forever.  The
staged copy is made as ``make stage`` makes it.  Skips when pygbag is not installed.
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

import pygame
import pytest

from bench.browser import stage_bundle

MAX_BUNDLE_BYTES = 400 * 1024
BUILD_TIMEOUT_S = 180
IMPORT_TIMEOUT_S = 60
# pygbag puts the game folder under "assets/" inside the .apk (a zip).
ALLOWED = [re.compile(pattern) for pattern in (
    r"main\.py",
    r"game/([a-z_]+/)*[a-z_]+\.py",
    r"assets/[a-z_-]+\.(png|json)",
    r"assets/fonts/[A-Za-z-]+\.ttf",
    r"assets/fonts/LICENSE-[A-Za-z]+\.txt",
    r"assets/sounds/[a-z_]+\.ogg",
)]
REQUIRED = {"main.py", "game/__init__.py", "game/gui/mines/window.py", "game/core/mines/board.py",
            "assets/tiles.png", "assets/faces.png"}
TEMPLATE = ("<!doctype html><html><head><title>{{cookiecutter.title}}</title></head>"
            "<body data-cdn='{{cookiecutter.cdn}}' data-archive='{{cookiecutter.archive}}'"
            " data-size='{{cookiecutter.width}}x{{cookiecutter.height}}'></body></html>\n")

pytestmark = pytest.mark.skipif(importlib.util.find_spec("pygbag") is None,
                                reason="pygbag is not installed (.venv/bin/pip install -e "
                                       "'.[web]' installs the pinned 0.9.2)")


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Stage the game as `make stage` does and pack it with pygbag, offline."""
    work = tmp_path_factory.mktemp("bundle")
    stage = stage_bundle(work / "gridgames")  # the folder's name is the bundle's name
    template = work / "template.html"
    template.write_text(TEMPLATE, encoding="utf-8")
    icon = work / "icon.png"
    pygame.image.save(pygame.Surface((16, 16)), str(icon))
    command = [sys.executable, "-m", "pygbag", "--build", "--archive",
               "--template", str(template), "--icon", str(icon), "."]
    try:
        done = subprocess.run(command, cwd=stage, capture_output=True, text=True,
                              timeout=BUILD_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired:
        pytest.fail(f"pygbag did not finish in {BUILD_TIMEOUT_S} s (did it try to download?)")
    assert done.returncode == 0, f"pygbag failed:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}"
    return stage / "build"


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


def test_the_build_writes_the_page_and_the_itch_io_archive(built: Path) -> None:
    web = built / "web"
    assert {p.name for p in web.iterdir()} >= {"index.html", "favicon.png", "gridgames.apk"}
    assert "data-archive='gridgames'" in (web / "index.html").read_text(encoding="utf-8")
    with zipfile.ZipFile(built / "web.zip") as archive:
        assert {"index.html", "favicon.png", "gridgames.apk"} <= set(archive.namelist())


def test_the_bundle_holds_only_the_game(built: Path) -> None:
    files = bundled_files(built)
    strays = [f for f in files if not any(p.fullmatch(f) for p in ALLOWED)]
    assert not strays, f"files the game does not need are in the bundle: {strays}"
    assert not [f for f in files if Path(f).name.startswith("bench")]
    assert set(files) >= REQUIRED, f"missing from the bundle: {REQUIRED - set(files)}"


def test_the_bundle_is_at_most_400_kb(built: Path) -> None:
    size = (built / "web" / "gridgames.apk").stat().st_size
    assert size <= MAX_BUNDLE_BYTES, f"the bundle is {size / 1024:.0f} KB, over 400 KB"


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
