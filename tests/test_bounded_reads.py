"""Every file the game or its commands read: regular files only, at most the cap plus one
byte.  A device, FIFO, socket or folder in place of a file is refused at once with one
clear line: never read without end (``/dev/zero``), never waited on (a FIFO).

The commands and the start-up run in a child process with a memory cap and a time limit,
so a reader that breaks these rules fails the test instead of the machine."""

from __future__ import annotations

import os
import resource
import socket
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game import registry
from game.core import storage
from game.core.storage import PREFIX
from game.files import MAX_SHIPPED, NotAFileError, read_capped

ROOT = Path(__file__).parent.parent
CHILD_MEMORY = 2**30  # bytes: far above what a refused file needs, far below /dev/zero's
CHILD_SECONDS = 60
# Every value the game stores (a name in game/core/storage.py, a game's statistics as its
# registry entry keeps them, or a front's own).
STORED = (storage.SETTINGS, storage.GAME, storage.DAILY_STREAK, storage.DAILY_BOOK,
          "last_game", "sudoku_game",
          *(entry.stats.book.key for entry in registry.GAMES if entry.stats))


def fifo(folder: Path, name: str = "pipe") -> Path:
    path = folder / name
    os.mkfifo(path)
    return path


@pytest.fixture
def a_socket(tmp_path: Path) -> Iterator[Path]:
    path = tmp_path / "sock"
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(path))
        yield path


NOT_FILES: dict[str, Callable[[Path], Path]] = {
    "a character device": lambda folder: Path("/dev/zero"),
    "a FIFO": fifo,
    "a folder": lambda folder: folder,
}


@pytest.mark.parametrize("kind", NOT_FILES)
def test_what_is_not_a_regular_file_is_refused_without_waiting(tmp_path: Path,
                                                                kind: str) -> None:
    with pytest.raises(NotAFileError) as refused:
        read_capped(NOT_FILES[kind](tmp_path), 100)
    assert refused.value.strerror == f"{kind}, not a file"


def test_a_socket_is_refused(a_socket: Path) -> None:
    with pytest.raises(NotAFileError, match="a socket, not a file"):
        read_capped(a_socket, 100)


def test_a_file_is_read_no_further_than_one_byte_past_the_cap(tmp_path: Path) -> None:
    path = tmp_path / "big"
    path.write_bytes(bytes(range(256)) * 40)
    assert read_capped(path, 1000) == path.read_bytes()[:1001]
    assert read_capped(path, 20000) == path.read_bytes()


def run_child(args: list[str], data: Path) -> subprocess.CompletedProcess[str]:
    """``args`` run by Python in a child with at most ``CHILD_MEMORY`` and
    ``CHILD_SECONDS``; a child still running then fails the test, naming it."""
    def cap_memory() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (CHILD_MEMORY, CHILD_MEMORY))

    environment = {**os.environ, "GRIDGAMES_DATA": str(data), "SDL_VIDEODRIVER": "dummy",
                   "SDL_AUDIODRIVER": "dummy"}
    try:
        return subprocess.run([sys.executable, *args], capture_output=True, text=True,
                              cwd=ROOT, env=environment, preexec_fn=cap_memory,
                              timeout=CHILD_SECONDS, check=False)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{args} still running after {CHILD_SECONDS} s: it waits on a file")


@pytest.mark.parametrize(("command", "kind"), [
    ("info", "a character device"), ("review", "a FIFO"), ("watch", "a FIFO"),
    ("convert", "a character device"),
])
def test_replay_commands_refuse_a_device_or_fifo_in_one_line(
        tmp_path: Path, command: str, kind: str) -> None:
    source = NOT_FILES[kind](tmp_path)
    extra = [str(tmp_path / "out.evf")] if command == "convert" else []
    result = run_child(["main.py", "replay", command, str(source), *extra], tmp_path / "data")
    assert result.returncode == 2, result.stderr[-500:]
    assert result.stderr == f"gridgames replay: {source}: {kind}, not a file\n"


@pytest.mark.parametrize("game", [entry.name for entry in registry.GAMES])
def test_fifos_in_place_of_every_stored_file_cost_nothing_at_start_up(
        tmp_path: Path, game: str) -> None:
    data = tmp_path / "data"
    data.mkdir()
    for key in STORED:
        fifo(data, f"{PREFIX}{key}.txt")
    result = run_child(["-c", "import asyncio; from game.gui import shell; "
                              "from game.options import Options; "
                              f"asyncio.run(shell.main(frames=5, options=Options(game={game!r})))"],
                       data)
    assert result.returncode == 0, result.stderr[-500:]
    refused = [line for line in result.stderr.splitlines()
               if line.startswith("gridgames: Not saving: ")]
    assert refused and all("(not a regular file) [" in line for line in refused)
    assert any("could not be read" in line for line in refused)
    assert len(refused) == len(set(refused))  # each said once


# What a child prints, given a folder holding a FIFO in place of the file the game ships.
SHIPPED = {
    "themes.json": "import game.ui.theme as theme; theme.ASSETS = FOLDER\n"
                   "try: theme.load_themes()\nexcept OSError as error: print(error.strerror)",
}


@pytest.mark.parametrize(("name", "said"), [
    ("themes.json", "a FIFO, not a file"),
])
def test_the_files_the_game_ships_are_read_the_same_bounded_way(
        tmp_path: Path, name: str, said: str) -> None:
    fifo(tmp_path, name)
    code = f"from pathlib import Path; FOLDER = Path({str(tmp_path)!r})\n{SHIPPED[name]}"
    result = run_child(["-c", code], tmp_path / "data")
    assert (result.returncode, result.stdout) == (0, said + "\n"), result.stderr[-500:]


# What a child prints when the file in FOLDER cannot be used: the game goes on in English,
# or with its version unknown.
FALLBACKS = {
    "de.po": ("import game.i18n as i18n; i18n.LOCALE_DIR = FOLDER\n"
              "print(i18n.use_language('de'))", "en"),
    "VERSION": ("import game.version as version; version.VERSION_FILE = FOLDER / 'VERSION'\n"
                "from importlib import metadata\n"
                "def uninstalled(name): raise metadata.PackageNotFoundError(name)\n"
                "metadata.version = uninstalled\nprint(version.version())", "(unknown version)"),
}


@pytest.mark.parametrize("name", FALLBACKS)
@pytest.mark.parametrize("kind", ["a FIFO", "too large"])
def test_a_catalogue_or_version_that_cannot_be_read_is_refused_in_one_line(
        tmp_path: Path, name: str, kind: str) -> None:
    """The translations and the version file go through the same bounded reader: a FIFO
    is not waited on, a file over the cap is not read past it, and one line says why."""
    if kind == "a FIFO":
        fifo(tmp_path, name)
    else:
        (tmp_path / name).write_bytes(b"#" * (MAX_SHIPPED + 1))
    code, fallback = FALLBACKS[name]
    result = run_child(["-c", f"from pathlib import Path; FOLDER = Path({str(tmp_path)!r})\n"
                              f"{code}"], tmp_path / "data")
    assert (result.returncode, result.stdout) == (0, fallback + "\n"), result.stderr[-500:]
    why = "a FIFO, not a file" if kind == "a FIFO" else f"over {MAX_SHIPPED} bytes"
    assert result.stderr.count("\n") == 1 and f"({why})" in result.stderr, result.stderr


def test_a_font_that_cannot_be_read_costs_one_line_and_its_letters(tmp_path: Path) -> None:
    """The fonts are read by the same reader (pygame would wait on a FIFO for ever): the
    text is drawn in pygame's own font instead, and one line says why."""
    (tmp_path / "fonts").mkdir()
    fifo(tmp_path / "fonts", "DejaVuSans-Bold.ttf")
    code = ("import os; os.environ['PYGAME_HIDE_SUPPORT_PROMPT'] = '1'\n"
            "import pygame; pygame.font.init()\n"
            "import game.gui.assets as assets; assets.ASSETS = FOLDER\n"
            "print(assets.font(20).size('ok')[0] > 0)")
    result = run_child(["-c", f"from pathlib import Path; FOLDER = Path({str(tmp_path)!r})\n"
                              f"{code}"], tmp_path / "data")
    assert (result.returncode, result.stdout) == (0, "True\n"), result.stderr[-500:]
    assert result.stderr.count("\n") == 1 and "(a FIFO, not a file)" in result.stderr, \
        result.stderr
