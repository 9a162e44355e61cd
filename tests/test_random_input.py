"""Random player input through the real loop, ``shell.main``, must raise nothing.

Events go into pygame's own queue between frames (SDL's dummy driver), so they take the
path a player's do: both games (Tab), every panel, the custom dialog, replays, no-guess
searches and frequent board-size changes.  Time is a fake clock moved on each frame, so
long presses fire and replays play without waiting, and new games' seeds are drawn from
the run's seed, so a seed replays exactly (each Sudoku puzzle is made once, then reused).

CI runs ``GRIDGAMES_FUZZ_EVENTS`` events (20,000 by default) split over the seeds in
``GRIDGAMES_FUZZ_SEEDS`` (default 1,2,3,4); ``make fuzz`` runs ten times as many.  A
failure names its seed and shows the last events; the run's figures appear in pytest's
summary.
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import math
import os
import random
import time
from collections import Counter
from typing import Any

import pygame
import pytest
from random_input import RandomPlayer, describe

from game.core.mines import board
from game.core.mines import game as mines_game
from game.core.mines.game_id import PRESETS
from game.core.sudoku import play as sudoku_play
from game.gui import shell
from game.gui.mines.front import MinesFront
from game.gui.window import Switch, Window
from game.options import Options
from game.ui.mines import generation

SEEDS = [int(seed) for seed in os.environ.get("GRIDGAMES_FUZZ_SEEDS", "1,2,3,4").split(",")]
EVENTS = int(os.environ.get("GRIDGAMES_FUZZ_EVENTS", "20000"))
SEARCH_STEP = 0.004  # fake seconds each look at the no-guess search's stopwatch takes
SEED_POOL = 64  # new games draw their seeds from these, so each Sudoku is made once a run
GENERATE_SUDOKU = functools.cache(sudoku_play.generate)  # 0.1 to 0.3 s a puzzle, uncached
# How a run starts, by its seed: the window as it opens, Expert, hard Sudoku, a big board.
STARTS = (Options(), Options(board=PRESETS["expert"]),
          Options(game="sudoku", sudoku_difficulty="hard"), Options(board=(30, 24, 99), seed=5))


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


def what_is_on_screen(window: Window[Any]) -> str:
    """A name for the screen a window shows, to tally that the run reached each one."""
    if window.dialog is not None:
        return "dialog"
    for name in ("player", "generation", "loading"):
        if getattr(window.front, name, None) is not None:
            return name
    if window.panel is not None:
        return f"panel: {window.panel.items[0].label}"
    return type(window.front).__name__


@dataclasses.dataclass
class Run:
    """What a run through the real loop sent and saw."""

    player: RandomPlayer
    screens: Counter[str] = dataclasses.field(default_factory=Counter)
    sizes: set[tuple[int, int]] = dataclasses.field(default_factory=set)


def play_randomly(seed: int, budget: int, monkeypatch: pytest.MonkeyPatch) -> Run:
    """Send ``budget`` random events of ``seed`` through ``shell.main`` on a fake clock;
    a failure names the seed and shows the last events."""
    run, clock, seeds = Run(RandomPlayer(seed)), FakeTime(), random.Random(seed)
    player = run.player
    monkeypatch.setattr(shell, "PACE_FRAMES", False)
    monkeypatch.setattr(generation, "time", clock)
    monkeypatch.setattr(sudoku_play, "generate", GENERATE_SUDOKU)
    for module in (board, mines_game, sudoku_play):
        monkeypatch.setattr(module, "fresh_seed", lambda: seeds.randrange(SEED_POOL))
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
        switch = real_frame(front)
        run.screens[what_is_on_screen(front)] += 1
        if isinstance(front.front, MinesFront):
            run.sizes.add((front.front.board.width, front.front.board.height))
        return switch

    monkeypatch.setattr(Window, "frame", random_frame)
    try:
        asyncio.run(shell.main(frames=20 * budget + 1000, options=STARTS[seed % len(STARTS)],
                               clock=clock))
    except Exception as error:
        raise AssertionError(describe(player, seed)) from error
    assert player.sent == budget, "the loop stopped before the player did"
    return run


@pytest.mark.parametrize("seed", SEEDS)
def test_random_input_through_the_real_loop_raises_nothing(
        seed: int, monkeypatch: pytest.MonkeyPatch, record_property: Any) -> None:
    budget = math.ceil(EVENTS / len(SEEDS))
    started, cpu = time.perf_counter(), time.process_time()
    run = play_randomly(seed, budget, monkeypatch)
    seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
    record_property("summary", (
        f"random input, seed {seed}: {run.player.sent} events in {run.player.frames} frames, "
        f"{seconds:.1f} s ({cpu:.1f} s CPU), no exception; {len(run.sizes)} board sizes; "
        "screens: " + ", ".join(f"{name} {count}"
                                for name, count in sorted(run.screens.items()))))
