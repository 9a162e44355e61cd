"""The first click on a 1000x1000 board in the real window, headless: how long the
longest frame takes until the opening shows (and, if the click won, until the game's
statistics are counted), and the memory it costs.

Each case runs in a process of its own, so its peak memory is its own.  Times
are CPU seconds (``time.process_time``), which a loaded machine disturbs less
than wall time, but for ``until_open_wall_s``: the wall time until the opening shows
with the frames paced as the game's loop paces them (60 a second at most), what a
player waits (``load_1min``, the machine's load average as the case ended, says how busy it
was).  ``python -m bench.big_click [case]`` prints one case's figures.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pygame loads only once SDL is told to stay headless
    from game.gui.mines.front import MinesFront
    from game.gui.window import Window

SIDE = 1000
# case: (mines, no-guess)
CASES = {"0_mines_no_guess": (0, True), "1_mine_no_guess": (1, True),
         "15pct": (150_000, False), "15pct_no_guess": (150_000, True)}
FRAME_LIMIT = 100_000  # a search that never ends would end the bench, not hang it

Figures = dict[str, float | str]


def figures() -> Figures:
    """Every case, each in a fresh process."""
    result: Figures = {}
    for name in CASES:
        done = subprocess.run([sys.executable, "-m", "bench.big_click", name], check=True,
                              capture_output=True, text=True)
        for key, value in json.loads(done.stdout).items():
            result[f"first_click_1000x1000_{name}_{key}"] = value
    return result


def measure(name: str) -> Figures:
    """Click the middle of a fresh board; frame until it shows the opening."""
    app = _window(*CASES[name])
    before = _peak_rss()
    _click_middle(app)
    frames: list[float] = []
    started, wall = time.process_time(), time.perf_counter()
    front = app.front
    while (not front.board.started or front.generation is not None
           or front.records.counting is not None) and len(frames) < FRAME_LIMIT:
        frames.append(_paced_cpu_seconds(app.frame))
    frames.append(_cpu_seconds(app.frame))  # the frame that draws the opening
    grown = _peak_rss() - before
    return {"longest_frame_ms": round(max(frames) * 1000, 1), "frames": len(frames),
            "until_open_s": round(time.process_time() - started, 2),
            "until_open_wall_s": round(time.perf_counter() - wall, 2),
            "peak_rss_mb": round(_peak_rss() / 1e6, 1),
            "bytes_per_cell": round(max(grown, 0) / (SIDE * SIDE), 1),
            "status": front.board.status, "load_1min": round(os.getloadavg()[0], 1)}


def _window(mines: int, no_guess: bool) -> Window[MinesFront]:
    """The real app on a laptop-sized screen, scrolled to the board's middle."""
    import warnings

    import pygame

    from game.core.mines.game import MINES_SETTINGS, MinesOptions
    from game.core.mines.game_id import MinesParams
    from game.core.settings import FIT, Settings
    from game.core.storage import SETTINGS, MemoryStore, Progress
    from game.gui import host
    from game.gui.mines.front import MinesFront
    from game.gui.window import Window
    from game.options import Options

    warnings.filterwarnings("ignore", "no fast renderer available")  # SDL's dummy driver
    host.display_size = lambda: (1366, 768)
    pygame.init()
    params = MinesParams(SIDE, SIDE, mines, no_guess=no_guess)
    store = MemoryStore({"gridgames." + SETTINGS: Settings(tile=FIT).with_section(
        MINES_SETTINGS, params).to_json()})
    asked = Options(seed=1, own=MinesOptions(no_guess=no_guess))
    app = Window(MinesFront, asked, progress=Progress(store))
    app.front.show(app.front.layout.following((SIDE // 2, SIDE // 2)))
    for _ in range(3):
        app.frame()
    return app


def _click_middle(app: Window[MinesFront]) -> None:
    import pygame

    middle = app.front.layout.cell_centre((SIDE // 2, SIDE // 2))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=middle))


def _cpu_seconds(action: Callable[[], object]) -> float:
    started = time.process_time()
    action()
    return time.process_time() - started


def _paced_cpu_seconds(frame: Callable[[], object]) -> float:
    """The frame's CPU seconds; then the rest of its 60th of a second slept, as the game's
    loop sleeps it (game/gui/shell.py)."""
    from game.gui.host import FRAME_SECONDS

    started = time.perf_counter()
    cpu = _cpu_seconds(frame)
    time.sleep(max(0.0, FRAME_SECONDS - (time.perf_counter() - started)))
    return cpu


def _peak_rss() -> int:
    """This process's peak resident memory in bytes (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    print(json.dumps(measure(sys.argv[1]) if len(sys.argv) > 1 else figures(), indent=2))
