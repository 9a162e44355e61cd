"""The one game loop, for every game and every screen.

Each game has a front (window, input, renderer) found by name in ``FRONTS``;
the loop runs whichever is current and swaps when it asks to.  Every frame
awaits ``asyncio.sleep(0)``, as pygbag needs; natively the loop also sleeps
out the rest of the frame so an idle game uses no CPU.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Protocol

import pygame

from game.core.games import sudoku_id
from game.core.session import GameIdError
from game.core.storage import Progress
from game.gui.host import FRAME_SECONDS, PACE_FRAMES, open_store, query
from game.gui.mines.window import NO_OPTIONS, MinesApp
from game.gui.sudoku.window import SudokuApp
from game.options import Options

LAST_GAME = "last_game"


class Front(Protocol):
    """A game's pygame front as the loop sees it."""

    running: bool
    switch_to: str | None  # set to another front's name to hand over the window

    def frame(self) -> None: ...


FRONTS: dict[str, Callable[[Options, Progress], Front]] = {
    "mines": lambda options, progress: MinesApp(options, progress=progress),
    "sudoku": lambda options, progress: SudokuApp(options, progress=progress),
}


def open_front(name: str, options: Options, progress: Progress) -> Front:
    """The named front (Minesweeper for a name this build does not know)."""
    if name not in FRONTS:
        name = "mines"
    progress.save(LAST_GAME, name)
    return FRONTS[name](options, progress)


def query_options(game_id: str | None) -> Options:
    """A shared link's ``?game=<ID>``: a Sudoku ID opens Sudoku, anything else Minesweeper
    (which says why a bad ID cannot be opened)."""
    if game_id is None:
        return NO_OPTIONS
    try:
        return Options(sudoku=True, game_id=sudoku_id(game_id))
    except GameIdError:
        return Options(game_id=game_id)


def first_front_name(options: Options, progress: Progress) -> str:
    """What the command line asks for, else the game played last."""
    if options.sudoku:
        return "sudoku"
    if options != NO_OPTIONS:
        return "mines"
    return progress.load(LAST_GAME, str) or "mines"


async def main(frames: int | None = None, options: Options | None = None) -> None:
    """The game loop; ``frames`` bounds it for tests and benchmarks.

    In the browser the options come from the page's query (``?game=<game ID>``).
    """
    pygame.display.init()  # not pygame.init(): the mixer starts with the first sound
    pygame.font.init()
    progress = Progress(open_store())
    options = options or query_options(query("game"))
    front = open_front(first_front_name(options, progress), options, progress)
    count = 0
    while front.running and (frames is None or count < frames):
        started = time.perf_counter()
        front.frame()
        if front.switch_to is not None:
            front = open_front(front.switch_to, NO_OPTIONS, progress)
        count += 1
        await asyncio.sleep(0)
        if PACE_FRAMES:
            await asyncio.sleep(max(0.0, FRAME_SECONDS - (time.perf_counter() - started)))
    pygame.quit()
