"""Whole games played through the session code as a person plays them, for the replay
link's tests: the mouse glides to each cell and is logged as the window logs it, and
the player thinks between clicks.

The player peeks at the layout (so every game runs to a win, the longest kind of
game), and plays as people do: opening the cell of the frontier nearest the pointer,
or flagging the mines around a number and chording it, with a wasted click now and
then.  Times and distances are drawn from ``random.Random(seed)``: a game is the same
on every run.
"""

from __future__ import annotations

import math
import random

from session_helpers import FakeClock

from game.core.mines.board import Board
from game.core.mines.game import MinesGame, new_mines_session
from game.core.mines.game_id import MinesParams
from game.core.session import Session

EXPERT = MinesParams(30, 16, 99)
PX = 16  # the session logs the pointer in pixels of 16-pixel cells
FRAME_S = 1 / 30  # the window logs the pointer at most every 20 ms, so every other frame


class ScriptedPlayer:
    """One game, played by :meth:`play` to its end."""

    def __init__(self, params: MinesParams, seed: int, *, flags: bool = True) -> None:
        self.rng = random.Random(seed)
        self.clock = FakeClock(0.0)
        self.session = new_mines_session(params, clock=self.clock, seed=seed)
        self.flags = flags  # a flagging player (flags and chords), else one who only opens
        self.pointer = (params.width * PX // 2, params.height * PX // 2)

    @property
    def board(self) -> Board:
        return self.session.position.board

    def play(self, *, path: bool = True) -> Session[MinesGame]:
        """Play to the end; ``path``: log the pointer on the way, as the window does."""
        first = (self.rng.randrange(self.board.width), self.rng.randrange(self.board.height))
        self.click("O", first, path=path)
        while not self.session.finished:
            kind, cell = self.next_click()
            self.click(kind, cell, path=path)
        return self.session

    def click(self, kind: str, cell: tuple[int, int], *, path: bool) -> None:
        """Think, glide to the cell, press and release (the move is made on release)."""
        self.clock.now += self.rng.uniform(0.05, 0.6)
        target = (cell[0] * PX + self.rng.randrange(2, PX - 2),
                  cell[1] * PX + self.rng.randrange(2, PX - 2))
        distance = math.dist(self.pointer, target)
        glide = 0.1 + 0.08 * math.log2(1 + distance / PX)
        start, frames = self.pointer, max(1, round(glide / FRAME_S))
        for frame in range(1, frames + 1):
            self.clock.now += FRAME_S * self.rng.uniform(0.8, 1.3)
            done = frame / frames
            wobble = math.sin(done * math.pi) * self.rng.uniform(-6, 6)
            point = (round(start[0] + (target[0] - start[0]) * done + wobble),
                     round(start[1] + (target[1] - start[1]) * done - wobble))
            if path and point != self.pointer:
                self.session.note_pointer(*point)
            self.pointer = point
        self.clock.now += self.rng.uniform(0.04, 0.12)  # the button held down
        self.session.play(f"{kind}{cell[0]},{cell[1]}")

    def next_click(self) -> tuple[str, tuple[int, int]]:
        """A wasted click now and then; else the nearest useful one."""
        board = self.board
        view = board.to_text().replace("\n", "")
        cells = [(index % board.width, index // board.width) for index in range(len(view))]
        numbers = [cell for cell, shown in zip(cells, view, strict=True) if shown in "12345678"]
        if numbers and self.rng.random() < 0.03:
            return "O", self.rng.choice(numbers)
        useful = self.flag_or_chord(view, numbers) if self.flags else []
        useful += [("O", cell) for cell in self.frontier(view, numbers)]
        if not useful:
            useful = [("O", cell) for cell, shown in zip(cells, view, strict=True)
                      if shown == "#" and not board.is_mine(*cell)]
        here = (self.pointer[0] / PX, self.pointer[1] / PX)
        return min(useful, key=lambda click: math.dist(here, click[1])
                   + self.rng.uniform(0, 3))

    def around(self, view: str, cell: tuple[int, int], shown: str) -> list[tuple[int, int]]:
        """The neighbours of ``cell`` that show one of ``shown``."""
        width = self.board.width
        return [near for near in self.board.neighbours(*cell)
                if view[near[1] * width + near[0]] in shown]

    def frontier(self, view: str, numbers: list[tuple[int, int]]) -> set[tuple[int, int]]:
        return {near for cell in numbers for near in self.around(view, cell, "#")
                if not self.board.is_mine(*near)}

    def flag_or_chord(self, view: str, numbers: list[tuple[int, int]]
                      ) -> list[tuple[str, tuple[int, int]]]:
        """Flags on the mines next to a number that has covered safe cells around it, and
        chords of numbers whose mines are all flagged."""
        board, clicks = self.board, []
        for cell in numbers:
            covered = self.around(view, cell, "#")
            if all(board.is_mine(*near) for near in covered):
                continue  # nothing safe to open around it
            unflagged = [near for near in covered if board.is_mine(*near)]
            clicks += [("F", near) for near in unflagged] or [("C", cell)]
        return clicks


def expert_game(seed: int, *, path: bool = True) -> Session[MinesGame]:
    """An Expert game played to a win: flagging and chording in most games (four in five),
    opening cell by cell in the rest."""
    rng = random.Random(seed)
    return ScriptedPlayer(EXPERT, seed, flags=rng.random() < 0.8).play(path=path)
