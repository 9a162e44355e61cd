"""The wheel installs and plays: built from the sources, installed into a fresh virtual
environment outside the checkout, then the window and a scripted ``--text`` game run there.

Slow for a unit test (a wheel build and a pygame-ce install, from pip's cache once it is
warm), so it is marked ``slow``; it still runs in ``make test`` and CI.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("pyproject.toml", "setup.py", "README.md", "LICENSE", "game", "assets")
PIP_TIMEOUT_S = 300
RUN_TIMEOUT_S = 60
# The window for a few frames on the dummy video driver but the machine's own audio, so
# a machine without a sound card shows what a player would see; then the first sound.
WINDOW_SCRIPT = """
import asyncio, json, game, game.paths, game.gui.shell, game.gui.sound
asyncio.run(game.gui.shell.main(frames=3))
effects = game.gui.sound.load_effects()
print(json.dumps({"game": game.__file__, "assets": str(game.paths.ASSETS),
                  "themes": (game.paths.ASSETS / "themes.json").is_file(),
                  "sound": bool(effects)}))
"""
DUMMY_DRIVER_WARNING = "no fast renderer available"  # pygame.SCALED on SDL's dummy video
TEXT_GAME = "o 5 1\nf 1 1\no 4 4\nq\n"  # the golden mines-loss game's first moves

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Built from a copy of the sources, so no stale build/ in the checkout can leak in."""
    work = tmp_path_factory.mktemp("wheel")
    source = work / "source"
    source.mkdir()
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name,
                            ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(ROOT / name, source / name)
    pip(["wheel", "--no-deps", "--wheel-dir", str(work / "dist"), str(source)])
    return next((work / "dist").glob("gridgames-*.whl"))


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh environment (no pip of its own: this pip installs into it) holding the wheel."""
    home = tmp_path_factory.mktemp("venv") / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(home)], check=True,
                   timeout=RUN_TIMEOUT_S)
    pip(["--python", str(home / "bin" / "python"), "install", str(wheel)])
    return home


def pip(arguments: list[str]) -> None:
    done = subprocess.run([sys.executable, "-m", "pip", "--quiet", "--disable-pip-version-check",
                           *arguments], capture_output=True, text=True, timeout=PIP_TIMEOUT_S,
                          check=False)
    assert done.returncode == 0, f"pip {arguments[0]} failed:\n{done.stderr[-3000:]}"


def run_installed(venv: Path, command: list[str], cwd: Path, stdin: str = "",
                  ) -> subprocess.CompletedProcess[str]:
    """Run in ``cwd`` (outside the checkout) with only the venv's own view of the game."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("PYTHONPATH", "SDL_AUDIODRIVER", "PYGAME_HIDE_SUPPORT_PROMPT")}
    env |= {"SDL_VIDEODRIVER": "dummy", "GRIDGAMES_DATA": str(cwd / "data")}
    done = subprocess.run(command, cwd=cwd, env=env, input=stdin, capture_output=True,
                          text=True, timeout=RUN_TIMEOUT_S, check=False)
    assert done.returncode == 0, f"{command[0]} failed:\n{done.stderr[-3000:]}"
    return done


def test_the_wheel_holds_the_game_and_its_assets_and_nothing_else(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = [n for n in archive.namelist() if not n.startswith("gridgames-")]
    assert all(n.startswith("game/") for n in names), names
    assert not [n for n in names if "bench" in n or "test" in n]
    assert {"game/_assets/themes.json", "game/_assets/fonts/DejaVuSans.ttf"} <= set(names)


def test_the_metadata_names_the_licences_of_the_game_and_of_its_fonts(wheel: Path) -> None:
    """The wheel ships DejaVu and Noto fonts: their licences travel in its metadata."""
    licences = ["LICENSE", "assets/fonts/LICENSE-DejaVu.txt", "assets/fonts/LICENSE-Noto.txt"]
    with zipfile.ZipFile(wheel) as archive:
        info = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        metadata = archive.read(info).decode()
        folder = info.removesuffix("METADATA") + "licenses/"
        shipped = {name: archive.read(folder + name) for name in licences}
    assert [line.partition(": ")[2] for line in metadata.splitlines()
            if line.startswith("License-File: ")] == licences
    assert "License-Expression: MIT" in metadata.splitlines()
    assert shipped == {name: (ROOT / name).read_bytes() for name in licences}


def test_the_build_asks_for_a_setuptools_that_reads_its_licence_fields() -> None:
    """``license = "MIT"`` and ``license-files`` (PEP 639) need setuptools 77: an older one
    refuses the string or ignores the files."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "license-files" in project["project"]
    assert project["build-system"]["requires"] == ["setuptools>=77"]


def test_the_installed_window_starts_quietly_on_its_packaged_assets(
        venv: Path, tmp_path: Path) -> None:
    python = [str(venv / "bin" / "python"), "-W", f"ignore:{DUMMY_DRIVER_WARNING}"]
    done = run_installed(venv, [*python, "-c", WINDOW_SCRIPT], tmp_path)
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert Path(result["game"]).is_relative_to(venv)
    assert Path(result["assets"]) == Path(result["game"]).parent / "_assets"
    assert result["themes"]
    noise = [line for line in done.stderr.splitlines()
             if not line.startswith("no sound device")]  # the one line where there is none
    assert not noise, "the game's start was not quiet:\n" + "\n".join(noise)
    assert "ALSA lib" not in done.stderr and "pygame-ce" not in done.stdout
    assert result["sound"] or done.stderr.count("no sound device") == 1


def test_the_installed_command_plays_a_scripted_text_game(venv: Path, tmp_path: Path) -> None:
    done = run_installed(venv, [str(venv / "bin" / "gridgames"), "--text", "--game",
                                "5x4n2q:mAgAg"], tmp_path, stdin=TEXT_GAME)
    assert "Game ID 5x4n2q:mAgAg" in done.stdout
    assert "1  F # 1 . ." in done.stdout
    assert "You lost" in done.stdout
