"""What the pygame front tests share: posting a player's clicks and keys, and a
saved-settings store with animations off, so pixels are final right after a move."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Coroutine, Iterator
from contextlib import contextmanager
from datetime import date
from typing import Any, Protocol

import pygame
import pytest

from game import registry
from game.core.mines.board import Cell
from game.core.mines.game import MinesOptions
from game.core.settings import Settings
from game.core.storage import PREFIX, SETTINGS, MemoryStore, Progress
from game.gui import host, shell
from game.gui.mines.front import MinesFront
from game.gui.sudoku.front import SudokuFront
from game.gui.window import Switch, Window
from game.options import NO_OPTIONS, Options
from game.ui.input import Binding, use_keyboard

LEFT, MIDDLE, RIGHT = 1, 2, 3
MinesWindow = Window[MinesFront]
SudokuWindow = Window[SudokuFront]


@contextmanager
def touch_page(monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], *,
               fills: bool = False) -> Iterator[None]:
    """A touch screen of ``size`` CSS pixels, natively as on its page (``fills``: the
    window is the page, as in a browser); pygame started for it and stopped after."""
    monkeypatch.setattr(host, "display_size", lambda: size)
    monkeypatch.setattr(host, "DECORATION", (0, 0))
    monkeypatch.setenv("GRIDGAMES_TOUCH", "1")
    if fills:
        monkeypatch.setenv("GRIDGAMES_PAGE", "1")
    host.touch_screen.cache_clear()
    pygame.init()
    try:
        yield
    finally:
        pygame.quit()
        host.touch_screen.cache_clear()
        use_keyboard(True)


@contextmanager
def daily_clocked(monkeypatch: pytest.MonkeyPatch, day: date
                  ) -> Iterator[tuple[MinesWindow, list[float]]]:
    """Minesweeper's window on a clock the test moves (:func:`clocked_window`), on a day
    the daily board takes for today."""
    from game.gui.mines.daily import MinesDaily

    monkeypatch.setattr(MinesDaily, "today", lambda self: day)
    pygame.init()
    clock = [0.0]
    try:
        yield clocked_window(Options(seed=7, own=MinesOptions(no_guess=False)), clock), clock
    finally:
        pygame.quit()


def mines_window(options: Options = NO_OPTIONS, *, clock: Callable[[], float] = time.monotonic,
                 progress: Progress | None = None) -> MinesWindow:
    """The generic window holding Minesweeper's front, as the shell opens it."""
    return Window(MinesFront, options, clock=clock, progress=progress)


def sudoku_window(options: Options = NO_OPTIONS, *, clock: Callable[[], float] = time.monotonic,
                  progress: Progress | None = None) -> SudokuWindow:
    """The generic window holding Sudoku's front, as the shell opens it."""
    return Window(SudokuFront, options, clock=clock, progress=progress)


def game_window(name: str) -> Window[Any]:
    """The registry's game ``name`` as the shell opens it, two frames in (Sudoku makes its
    puzzle on its second): Minesweeper on Beginner without the no-guess search, any other
    game on seed 1; pygame must be started."""
    options = Options(seed=5, own=MinesOptions(no_guess=False)) if name == "mines" \
        else Options(game=name, seed=1)
    window = shell.open_front(name, options, still_progress())
    window.frame()
    window.frame()
    return window


def every_games_keys() -> list[Binding]:
    """Every registered game's key bindings (the shared ones among them), read from its
    front in a window of its own (pygame started for it, unless it runs already)."""
    running = pygame.get_init()
    pygame.init()
    try:
        return [binding for entry in registry.GAMES
                for binding in game_window(entry.name).front.bindings]
    finally:
        if not running:
            pygame.quit()


def still_progress() -> Progress:
    """Progress kept in memory whose settings turn the reveal ripple off and choose
    Classic, whose flat colours the pixel checks name."""
    settings = Settings(animations=False, theme="classic")
    return Progress(MemoryStore({PREFIX + SETTINGS: settings.to_json()}))


def clocked_window(options: Options, clock: list[float]) -> MinesWindow:
    """Minesweeper's window on a clock the test moves, its progress kept in memory,
    after its first frame."""
    game = mines_window(options, clock=lambda: clock[0], progress=Progress(MemoryStore()))
    game.frame()
    return game


def finger(app: MinesWindow, kind: int, pos: tuple[int, int]) -> None:
    """Post a finger event (FINGERDOWN, FINGERMOTION, FINGERUP) at a window position."""
    width, height = app.front.layout.size
    pygame.event.post(pygame.event.Event(kind, touch_id=1, finger_id=0, x=pos[0] / width,
                                         y=pos[1] / height, dx=0.0, dy=0.0, pressure=1.0))


def click(app: MinesWindow, cell: Cell, button: int = LEFT) -> None:
    """Press and release a mouse button over a cell, then run one frame."""
    click_at(app, app.front.layout.cell_centre(cell), button)


def clear_board(app: MinesWindow) -> None:
    """Click every covered safe cell: a win, as a player who knows the layout plays it."""
    board = app.front.board
    for y in range(board.height):
        for x in range(board.width):
            if not board.is_mine(x, y) and board.view(x, y) in "#?":
                click(app, (x, y))


def shows(game: MinesWindow, cell: Cell, tile: str) -> bool:
    """Whether the window shows exactly that tile sprite at the cell."""
    x, y, size, _ = game.front.layout.cell_rect(cell)
    sprite = game.front.renderer.tiles[tile]
    screen = game.front.renderer.screen
    return all(screen.get_at((x + i, y + j)) == sprite.get_at((i, j))
               for i in range(0, size, 3) for j in range(0, size, 3))


class Front(Protocol):
    """Any game's window, as these helpers drive it."""

    def frame(self) -> Switch | None: ...


def click_at(app: Front, pos: tuple[int, int], button: int = LEFT) -> Switch | None:
    """A click, then one frame; the game the player switched to, if any."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))
    return app.frame()


def press(app: Front, key: int, mod: int = 0, text: str = "") -> Switch | None:
    """A key press, then one frame; the game the player switched to, if any."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text))
    return app.frame()


class Ticker:
    """Another task beside the game loop, counting its turns: if the loop awaits every
    frame, the count grows between any two frames."""

    def __init__(self) -> None:
        self.turns = 0

    async def _tick(self) -> None:
        while True:
            self.turns += 1
            await asyncio.sleep(0)

    def run_beside(self, loop: Coroutine[Any, Any, None]) -> None:
        async def both() -> None:
            ticker = asyncio.ensure_future(self._tick())
            await loop
            ticker.cancel()

        asyncio.run(both())
