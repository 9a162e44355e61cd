"""Random player input through the real loop, ``shell.main``, must raise nothing, and
must show that it went everywhere.

Events go into pygame's own queue between frames (SDL's dummy driver), so they take the
path a player's do: both games (Tab), every panel, the custom dialog, replays, no-guess
searches, frequent board-size changes, typed text, dropped files (replays, junk, a FIFO,
a device, a folder) and a browser page's pasted text and handed-over files.  Time is a
fake clock moved on each frame, so long presses fire and replays play without waiting,
and new games' seeds are drawn from the run's seed, so a seed replays exactly (each
Sudoku puzzle is made once, then reused).  Each seed starts from its own data folder:
empty, holding a game in progress of each kind, records to beat on a small board, or
damaged files (see :data:`FOLDERS`).

CI runs ``GRIDGAMES_FUZZ_EVENTS`` events (20,000 by default) split over the seeds in
``GRIDGAMES_FUZZ_SEEDS`` (default 1,2,3,4); ``make fuzz`` runs ten times as many.  A
failure names its seed and shows the last events.  Every frame the test notes which
screens are up (the game, its panel by name, dialog, replay viewer, daily board...);
a test fails if a run of at least CI's seeds and size missed any of :data:`MUST_REACH`.
Each seed runs once per process, for whichever test asks first, so the tests hold in any
order.  The figures and the screens reached appear in pytest's summary.
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import itertools
import json
import math
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from random_input import Pos, RandomPlayer, Target, describe
from replay_files import rmv_bytes, scripted_video

from game import registry
from game.core.mines import board
from game.core.mines import game as mines_game
from game.core.mines.game import MINES_SETTINGS, MinesOptions
from game.core.mines.game_id import PRESETS, MinesParams
from game.core.mines.moves import Move
from game.core.mines.stats import MODES, STATS_KEY, GameRecord, Stats
from game.core.settings import Settings
from game.core.storage import DAILY_BOOK, DAILY_STREAK, GAME, PREFIX, SETTINGS, FileStore, Progress
from game.core.sudoku import play as sudoku_play
from game.core.sudoku.grid import SudokuOptions
from game.core.sudoku.play import sudoku_session
from game.core.sudoku.stats import STATS_KEY as SUDOKU_STATS_KEY
from game.gui import shell
from game.gui.clipboard import Clipboard
from game.gui.host import data_folder
from game.gui.mines.front import MinesFront
from game.gui.mines.replays import MinesReplays
from game.gui.routing import InputRouter
from game.gui.window import Switch, Window
from game.options import Options
from game.ui.mines import generation

CI_SEEDS, CI_EVENTS = "1,2,3,4", "20000"
SEEDS = [int(seed) for seed in os.environ.get("GRIDGAMES_FUZZ_SEEDS", CI_SEEDS).split(",")]
EVENTS = int(os.environ.get("GRIDGAMES_FUZZ_EVENTS", CI_EVENTS))
SEARCH_STEP = 0.004  # fake seconds each look at the no-guess search's stopwatch takes
SEED_POOL = 64  # new games draw their seeds from these, so each Sudoku is made once a run
GENERATE_SUDOKU = functools.cache(sudoku_play.generate)  # 0.1 to 0.3 s a puzzle, uncached
# How a run starts, by its seed: the window as it opens, Expert, hard Sudoku, a big board.
STARTS = (Options(), Options(own=MinesOptions(board=PRESETS["expert"])),
          Options(game="sudoku", own=SudokuOptions("hard")),
          Options(seed=5, own=MinesOptions(board=(30, 24, 99))))
# What every CI run must have shown at least once, over all its seeds: every game (by its
# title), and these screens.
MUST_REACH = frozenset({
    *(entry.title for entry in registry.GAMES), "menu", "options", "statistics", "end of game",
    "review", "help", "about", "pause", "replay viewer", "daily board", "custom dialog",
    "Open-ID dialog", "no-guess search"})
VIEWER_KEYS = (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_e, pygame.K_ESCAPE)
SMALL_BOARD = MinesParams(5, 5, 1, question_marks=True, no_guess=False)  # won at a click


class FakeTime:
    """The game's clock, moved by the test; ``perf_counter`` stands in for the no-guess
    search's stopwatch, so a frame does the same search steps in every run."""

    def __init__(self) -> None:
        self.now = 1000.0
        self._stopwatch = 0.0

    def __call__(self) -> float:
        return self.now

    def perf_counter(self) -> float:
        self._stopwatch += SEARCH_STEP
        return self._stopwatch


_DIALOGS = {"CustomForm": "custom dialog", "IdForm": "Open-ID dialog", "NameForm": "name dialog"}
# What a front's attribute shows while it is set (each front has some of them).
_SHOWN_WHILE = {"player": "replay viewer", "daily_day": "daily board",
                "generation": "no-guess search", "loading": "loading"}


def screens_on(window: Window[Any]) -> list[str]:
    """Names for what a window shows now, in words no language changes: the game, and any
    panel (by its name), dialog, replay viewer, daily board or search over it."""
    front = window.front
    shown = [registry.find(front.name).title]
    shown += [name for attribute, name in _SHOWN_WHILE.items()
              if getattr(front, attribute, None) is not None]
    if window.dialog is not None:
        form = type(window.dialog.form).__name__  # what the dialog asks for
        shown.append(_DIALOGS.get(form, form))
    if window.panel is not None:
        shown.append(window.panel.name or "a panel without a name")
    return shown


def targets(window: Window[Any]) -> list[Target]:
    """What an aimed event aims at: the open panel's items (and End or Home, if some are
    scrolled out of view below or above); the replay viewer's keys; after a game, the keys
    that watch and review it; else covered cells with no mine (the other clicks find the
    mines), so that games are won too."""
    layout, panel, front = window.chrome(), window.panel, window.front
    if panel is not None:
        shown = panel.visible(layout)
        chosen = [index for index, item in enumerate(panel.items) if item.action]
        return [*((pygame.K_END,) if chosen and chosen[-1] >= shown.stop else ()),
                *((pygame.K_HOME,) if chosen and chosen[0] < shown.start else ()),
                *(_centre(panel.item_rect(layout, index)) for index in chosen
                  if index in shown)]
    if not isinstance(front, MinesFront) or window.dialog is not None:
        return []
    if front.player is not None:
        return list(VIEWER_KEYS)
    if front.session.finished:
        return [pygame.K_w, pygame.K_e]
    board = front.board
    shown = board.to_text().replace("\n", "")
    mines = board.layout_text().replace("\n", "") if board.started else "." * len(shown)
    return [front.layout.cell_centre((index % board.width, index // board.width))
            for index, (tile, mine) in enumerate(zip(shown, mines, strict=True))
            if tile in "#F?" and mine != "*"]


def _centre(rect: tuple[int, int, int, int]) -> Pos:
    x, y, width, height = rect
    return x + width // 2, y + height // 2


# ----- where a run starts: its data folder ----------------------------------------------
def _in_progress(data: Path) -> None:
    """A Sudoku started and played last; a Minesweeper game on the small board with a
    flag placed, and records to beat there, for Tab to come back to."""
    _records_to_beat(data)
    progress, clock = Progress(FileStore(data)), FakeTime()
    mines = mines_game.new_mines_session(SMALL_BOARD, clock=clock, seed=11)
    mines.play(Move("F", 0, 0).text())
    progress.save(GAME, mines.save())
    progress.save("sudoku_game", sudoku_session("easy", clock=clock, seed=3).save())
    progress.save("last_game", "sudoku")


def _records_to_beat(data: Path) -> None:
    """A small board chosen, and slow best times on it and the presets, so that a win
    there sets a new record."""
    progress = Progress(FileStore(data))
    progress.save(SETTINGS, Settings().with_section(MINES_SETTINGS, SMALL_BOARD).to_json())
    stats = Stats()
    for difficulty, mode in itertools.product((SMALL_BOARD.difficulty, *PRESETS), MODES):
        for time_cs in (90_000, 99_000):
            stats.add(GameRecord(difficulty, mode, True, time_cs, 5, 5, 5, 0, 0, 0, 0))
    progress.save(STATS_KEY, json.dumps(stats.to_dict()))


def _damaged(data: Path) -> None:
    """Files a crash, a full disk or a curious player left: each must cost only itself
    (the Minesweeper records to beat are whole)."""
    _records_to_beat(data)
    progress = Progress(FileStore(data))
    progress.save(DAILY_STREAK, "[" * 5000)
    progress.save(SUDOKU_STATS_KEY, '{"version": 1, "tallies": "no"}')
    progress.save("sudoku_game", "gridgames-save 1\nsudoku\n\x00junk")
    (data / f"{PREFIX}{GAME}.txt").mkdir()
    os.mkfifo(data / f"{PREFIX}{DAILY_BOOK}.txt")


# By seed % 4, beside STARTS: the small board's records with the window as it opens (a
# board asked for on the command line would replace the small one), Expert from an empty
# folder, hard Sudoku over games in progress, the big board over damaged files.
FOLDERS: dict[str, Callable[[Path], None]] = {
    "records to beat": _records_to_beat, "empty": Path.mkdir,
    "games in progress": _in_progress, "damaged": _damaged}


def start_of(seed: int) -> tuple[Options, str]:
    """The options and the data folder a seed starts from."""
    return STARTS[seed % len(STARTS)], list(FOLDERS)[seed % len(FOLDERS)]


def dropped_files(folder: Path) -> tuple[list[str], list[tuple[str, bytes]]]:
    """Paths a drop may name, and the names and bytes a page may hand over."""
    folder.mkdir()
    replay = rmv_bytes(scripted_video(2, (16, 16, 40)))
    handed = [("game.rmv", replay), ("cut.rmv", replay[:60]), ("notes.txt", b"a list")]
    for name, data in handed:
        (folder / name).write_bytes(data)
    os.mkfifo(folder / "pipe.rmv")
    paths = [str(folder / name) for name, _ in handed]
    return [*paths, str(folder / "pipe.rmv"), str(folder), "/dev/zero",
            str(folder / "missing.avf")], handed


@dataclasses.dataclass
class Run:
    """What a run through the real loop sent and saw."""

    player: RandomPlayer
    screens: Counter[str] = dataclasses.field(default_factory=Counter)
    sizes: set[tuple[int, int]] = dataclasses.field(default_factory=set)


def play_randomly(seed: int, budget: int, monkeypatch: pytest.MonkeyPatch,
                  folder: str | None = None) -> Run:
    """Send ``budget`` random events of ``seed`` through ``shell.main`` on a fake clock,
    from the seed's data folder (or ``folder`` of :data:`FOLDERS`), made where
    ``$GRIDGAMES_DATA`` points; a failure names the seed and shows the last events."""
    options, seeds_folder = start_of(seed)
    folder = folder or seeds_folder
    data = data_folder()
    FOLDERS[folder](data)
    player = RandomPlayer(seed, *dropped_files(data.with_name("dropped")))
    run, clock, seeds = Run(player), FakeTime(), random.Random(seed)
    _hand_over(monkeypatch, player)
    monkeypatch.setattr(shell, "PACE_FRAMES", False)
    monkeypatch.setattr(generation, "time", clock)
    monkeypatch.setattr(sudoku_play, "generate", GENERATE_SUDOKU)
    for module in (board, mines_game, sudoku_play):
        monkeypatch.setattr(module, "fresh_seed", lambda: seeds.randrange(SEED_POOL))
    seen = _look_after_each_input(monkeypatch)
    real_frame = Window.frame

    def random_frame(front: Window[Any]) -> Switch | None:
        clock.now += player.seconds()
        left = budget - player.sent
        window = pygame.display.get_surface().get_size()
        if not left:  # SDL would keep the player's last Ctrl held into the next test
            pygame.key.set_mods(pygame.KMOD_NONE)
        events = player.frame_events(window, left) if left else [pygame.event.Event(pygame.QUIT)]
        for event in events:
            pygame.event.post(event)
        player.targets = functools.partial(targets, front)
        switch = real_frame(front)
        run.screens.update(seen | set(screens_on(front)))
        seen.clear()
        if isinstance(front.front, MinesFront):
            run.sizes.add((front.front.board.width, front.front.board.height))
        return switch

    monkeypatch.setattr(Window, "frame", random_frame)
    try:
        asyncio.run(shell.main(frames=20 * budget + 1000, options=options, clock=clock))
    except Exception as error:
        raise AssertionError(describe(player, seed)) from error
    assert player.sent == budget, "the loop stopped before the player did"
    return run


def _look_after_each_input(monkeypatch: pytest.MonkeyPatch) -> set[str]:
    """The screens shown after each input of a frame, gathered in the set returned (a
    panel the next input of the frame closes is seen too)."""
    seen: set[str] = set()
    real_dispatch = InputRouter.dispatch

    def dispatch_and_look(router: InputRouter, done: Any) -> None:
        real_dispatch(router, done)
        seen.update(screens_on(router.window))

    monkeypatch.setattr(InputRouter, "dispatch", dispatch_and_look)
    return seen


def _hand_over(monkeypatch: pytest.MonkeyPatch, player: RandomPlayer) -> None:
    """The page's hand-overs (pasted text, a picked or dropped replay) come from the
    player, as if in a browser: replaced where the fronts call them, wherever that is."""
    for method, name, given in ((Clipboard.take_pasted, "take_pasted", player.pasted),
                                (MinesReplays.take_replay_file, "take_replay_file",
                                 player.handed_file)):
        monkeypatch.setattr(sys.modules[method.__module__], name, given)


@dataclasses.dataclass(frozen=True)
class SeedRun:
    """A seed's run and what it cost."""

    run: Run
    seconds: float
    cpu: float


# Each seed's run, made once per process by whichever test asks first, so the tests agree
# in any order (a seed replays exactly: the cache only saves the time).
RUNS: dict[int, SeedRun] = {}


def run_of(seed: int, folder: Path) -> SeedRun:
    """The seed's run of its share of the events, made (in ``folder``) if no test has yet."""
    if seed not in RUNS:
        with pytest.MonkeyPatch.context() as monkeypatch:
            (folder / f"seed-{seed}").mkdir()
            monkeypatch.setenv("GRIDGAMES_DATA", str(folder / f"seed-{seed}" / "data"))
            started, cpu = time.perf_counter(), time.process_time()
            run = play_randomly(seed, math.ceil(EVENTS / len(SEEDS)), monkeypatch)
            RUNS[seed] = SeedRun(run, time.perf_counter() - started, time.process_time() - cpu)
    return RUNS[seed]


@pytest.mark.parametrize("seed", SEEDS)
def test_random_input_through_the_real_loop_raises_nothing(
        seed: int, tmp_path: Path, record_property: Any) -> None:
    done = run_of(seed, tmp_path)
    run = done.run
    record_property("summary", (
        f"random input, seed {seed} from {start_of(seed)[1]}: {run.player.sent} events in "
        f"{run.player.frames} frames, {done.seconds:.1f} s ({done.cpu:.1f} s CPU), no "
        f"exception; {len(run.sizes)} board sizes; frames that showed: "
        + ", ".join(f"{name} {count}" for name, count in sorted(run.screens.items()))))


def test_the_random_input_reached_every_screen(tmp_path: Path, record_property: Any) -> None:
    """CI's run (or a larger one over the same seeds) must show every screen in
    :data:`MUST_REACH`; a smaller run only reports what it reached."""
    reached: Counter[str] = Counter()
    for seed in SEEDS:
        reached.update(run_of(seed, tmp_path).run.screens)
    missing = sorted(MUST_REACH - set(reached))
    record_property("summary", f"random input reached {len(reached)} screens: "
                    + ", ".join(sorted(reached)) + f"; missing: {', '.join(missing) or 'none'}")
    as_large_as_ci = (set(SEEDS) >= {int(seed) for seed in CI_SEEDS.split(",")}
                      and EVENTS / len(SEEDS) >= int(CI_EVENTS) / len(CI_SEEDS.split(",")))
    if not as_large_as_ci:
        pytest.skip(f"a run smaller than CI's reached {len(reached)} screens")
    assert not missing, f"the random input never showed {missing}"
