"""Every test runs headless: SDL gets its dummy video and audio drivers."""

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from front_helpers import mines_window

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The tests' files go to memory where the system keeps a tmpfs (Linux's /dev/shm): every
# save ends in an fsync, which costs nothing there and some 8 ms on a disk others share.
if "TMPDIR" not in os.environ and os.access("/dev/shm", os.W_OK):
    os.environ["TMPDIR"] = "/dev/shm"
    tempfile.tempdir = None  # asked again, from TMPDIR (pytest may have asked already)

from hypothesis import settings

# Speed is the benchmark's business, never a test's: no per-example deadlines,
# which a loaded 2-core CI machine would trip at random.
settings.register_profile("gridgames", deadline=None)
settings.load_profile("gridgames")


def pytest_configure(config: pytest.Config) -> None:
    """The third game, Lights, plays in every test: registered here, for the test run
    only, by the one ``GameEntry`` line a shipped game has in ``game/registry.py``."""
    from game.core.lights.rules import ID_SHAPE, LIGHTS, OPENS, TITLE, lights_id
    from game.core.lights.stats import BOOK
    from game.registry import GAMES, GameEntry, GameStats, lazy

    GAMES.append(GameEntry(
        "lights", TITLE, LIGHTS, lights_id, lazy("game.gui.lights.front:LightsFront"),
        lazy("game.text.lights.play:LightsText"), OPENS, id_shape=ID_SHAPE,
        stats=GameStats(BOOK, lazy("game.ui.lights.panels:lights_stats_panel")),
        command_line=lazy("game.text.lights.cli:LightsCommandLine")))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """``-n N --dist loadscope`` (make test): each worker takes whole modules, and all the
    browser suites go to one worker, so their session fixtures build the site once (not
    once a worker) and one Chromium runs at a time; the random-input seeds, one module,
    run once each.  (``--dist loadgroup`` would do it by marks, but pytest-xdist 3.8
    cannot tag pytest 9's test IDs with their group.)"""
    if config.getvalue("dist") != "loadscope":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class ByModule(LoadScopeScheduling):  # type: ignore[misc]
        def _split_scope(self, nodeid: str) -> str:
            module = nodeid.split("::", 1)[0]
            return "tests/browser" if module.startswith("tests/browser/") else module

    return ByModule(config, log)


@pytest.fixture(autouse=True)
def private_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saved progress goes to a fresh folder per test, never the user's own."""
    folder = tmp_path / "data"
    monkeypatch.setenv("GRIDGAMES_DATA", str(folder))
    return folder


@pytest.fixture
def app() -> Iterator[Any]:
    """The Minesweeper window on Beginner, seed 7, classic layouts and animations off,
    so its pixels are final right after each move."""
    import pygame
    from front_helpers import still_progress

    from game.core.mines.game import MinesOptions
    from game.options import Options

    pygame.init()
    game = mines_window(Options(seed=7, own=MinesOptions(no_guess=False)),
                        progress=still_progress())
    game.frame()
    yield game
    pygame.quit()


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    """Lines a test recorded as its ``summary`` property (the random-input figures), shown
    in every run's output, captured or not; and the seed of a random order, to repeat it."""
    lines = [str(value) for kind in ("passed", "failed")
             for report in terminalreporter.getreports(kind)
             for name, value in report.user_properties if name == "summary"]
    if config.pluginmanager.has_plugin("randomly") and config.getoption("randomly_reorganize"):
        lines.append(f"tests in a random order: pytest -p randomly "
                     f"--randomly-seed={config.getoption('randomly_seed')} repeats it")
    if lines:
        terminalreporter.write_sep("-", "figures")
        for line in lines:
            terminalreporter.write_line(line)


@pytest.fixture(autouse=True)
def fresh_host() -> None:
    """What the game works out once a process (whether the screen is a touch screen, so
    whether the player has keys) is worked out afresh for each test: the tests run in a
    random order, and one that played a phone must not leave the next one a phone."""
    from game.gui import host
    from game.ui.input import use_keyboard

    host.touch_screen.cache_clear()
    use_keyboard(True)


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """Tests read the game in English whatever the machine's locale; a test that chooses
    another language leaves English behind it."""
    from game import i18n

    i18n.use_language(i18n.SOURCE)
    yield
    i18n.use_language(i18n.SOURCE)


@pytest.fixture
def screen(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
           ) -> Iterator[tuple[int, int]]:
    """A display of the size the test is parametrized with (indirect): the host reports
    it, so windows open as they would on that screen."""
    import pygame

    from game.gui import host

    size: tuple[int, int] = request.param
    monkeypatch.setattr(host, "display_size", lambda: size)
    pygame.init()
    yield size
    pygame.quit()
