"""What the pygame front tests share: posting a player's clicks and keys, and a
saved-settings store with animations off, so pixels are final right after a move."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, Protocol

import pygame

from game.core.mines.board import Cell
from game.core.settings import Settings
from game.core.storage import PREFIX, SETTINGS, MemoryStore, Progress
from game.gui.mines.window import MinesApp

LEFT, MIDDLE, RIGHT = 1, 2, 3


def still_progress() -> Progress:
    """Progress kept in memory whose settings turn the reveal ripple off."""
    return Progress(MemoryStore({PREFIX + SETTINGS: Settings(animations=False).to_json()}))


def click(app: MinesApp, cell: Cell, button: int = LEFT) -> None:
    """Press and release a mouse button over a cell, then run one frame."""
    click_at(app, app.layout.cell_centre(cell), button)


class Front(Protocol):
    """Either game's window, as these helpers drive it."""

    def frame(self) -> None: ...


def click_at(app: Front, pos: tuple[int, int], button: int = LEFT) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))
    app.frame()


def press(app: Front, key: int, mod: int = 0, text: str = "") -> None:
    """A key press, then one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text))
    app.frame()


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
