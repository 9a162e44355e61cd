"""The one game loop, for every game and every screen.

Each game has a front found by name in :mod:`game.registry`, held by the generic
:class:`~game.gui.window.Window`; the loop runs the window and opens another game's
when a frame returns a :class:`~game.gui.window.Switch`.  Every frame
awaits ``asyncio.sleep(0)``, as pygbag needs; natively the loop also sleeps
out the rest of the frame so an idle game uses no CPU.
"""

from __future__ import annotations

import asyncio
import sys
import time
from collections.abc import Callable
from typing import Any

import pygame

from game import registry
from game.core.storage import LAST_GAME, Progress
from game.gui.host import (
    FRAME_SECONDS,
    PACE_FRAMES,
    fragment,
    open_store,
    query,
    tell_page_board_drawn,
)
from game.gui.window import Window
from game.options import NO_OPTIONS, Options


def open_front(name: str, options: Options, progress: Progress,
               clock: Callable[[], float] = time.monotonic) -> Window[Any]:
    """The window holding the named game's front (the default game's for a name this
    build does not know)."""
    entry = registry.find(name)
    progress.save(LAST_GAME, entry.name)
    return Window(entry.front, options, clock=clock, progress=progress)


def query_options(game_id: str | None, replay: str | None = None) -> Options:
    """A shared link's ``?game=<ID>`` opens the game the ID names; an ID no game reads
    opens the default game, which says why it cannot be opened.  A replay link's
    ``#replay=...`` wins: the game it names opens on that replay (or says what is wrong)."""
    if replay is not None:
        game_id = f"{registry.REPLAY_FRAGMENT}={replay}"
    if game_id is None:
        return NO_OPTIONS
    entry, canonical = registry.game_for_id(game_id)
    return Options(game_id=canonical, game=None if entry is registry.default() else entry.name)


def first_front_name(options: Options, progress: Progress) -> str:
    """What the command line asks for, else the game played last."""
    if options.game is not None:
        return options.game
    if options != NO_OPTIONS:
        return registry.default().name
    return progress.load(LAST_GAME, str) or registry.default().name


def _tell_terminal(problem: str) -> None:
    """Storage problems go to the terminal as well as the footer."""
    print(f"gridgames: {problem}", file=sys.stderr)


async def main(frames: int | None = None, options: Options | None = None,
               clock: Callable[[], float] = time.monotonic) -> None:
    """The game loop; ``frames`` bounds it for tests and benchmarks, ``clock`` is theirs.

    In the browser the options come from the page's address (``?game=<game ID>``, or a
    replay link's ``#replay=...``).
    """
    pygame.display.init()  # not pygame.init(): the mixer starts with the first sound
    pygame.font.init()
    progress = Progress(open_store(), tell=_tell_terminal)
    options = options or query_options(query("game"), fragment(registry.REPLAY_FRAGMENT))
    front = open_front(first_front_name(options, progress), options, progress, clock)
    count = 0
    try:
        while front.running and (frames is None or count < frames):
            started = time.perf_counter()
            switch = front.frame()
            if count == 0:
                tell_page_board_drawn()
            if switch is not None:
                front.close()  # the game it leaves, kept as it stands
                asked = NO_OPTIONS if switch.game_id is None else Options(
                    game_id=switch.game_id, game=switch.name)
                front = open_front(switch.name, asked, progress, clock)
            count += 1
            await asyncio.sleep(0)
            if PACE_FRAMES:
                await asyncio.sleep(max(0.0, FRAME_SECONDS - (time.perf_counter() - started)))
    finally:  # the window closed, or Ctrl+C cancelled the loop: keep the game as it stands
        front.close()
        pygame.quit()
