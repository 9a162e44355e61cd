"""What Minesweeper's collaborators (input, commands, view, solve, daily, ...) see of the front
that holds them: its state and the few moves every one of them makes.

A protocol, so the collaborators' modules need not import the front's (which imports
them): :class:`~game.gui.mines.front.MinesFront` meets it, as mypy checks where it builds
them.
"""

from __future__ import annotations

from datetime import date
from typing import Any, Protocol

from game.core.cells import Cell
from game.core.mines.advice import Advisor
from game.core.mines.board import Board
from game.core.mines.game import MinesGame
from game.core.mines.game_id import MinesParams
from game.core.mines.moves import Move
from game.core.mines.solver import Hint
from game.core.session import Session
from game.gui.mines.render import Renderer
from game.gui.window import Window
from game.ui.input import Binding
from game.ui.layout import Layout
from game.ui.mines.animation import Animation
from game.ui.mines.generation import Generation
from game.ui.mines.pointer import Pointer
from game.ui.mines.replay_player import ReplayPlayer, SessionTally
from game.ui.mines.touch import Touch


class MinesParts(Protocol):
    """Minesweeper's front as its collaborators use it."""

    window: Window[Any]
    name: str
    bindings: tuple[Binding, ...]
    session: Session[MinesGame]
    renderer: Renderer
    shown: Layout | None  # None until the window opens
    pointer: Pointer
    hover: Cell | None
    cursor: Cell | None
    mouse: tuple[int, int] | None
    touch: Touch | None
    flag_mode: bool
    scrubbing: bool  # the pointer drags along a replay's timeline bar
    replay_note: str  # what the footer adds while a replay plays (a link's contents)
    hint: Hint | None
    advisor: Advisor
    player: ReplayPlayer | None
    generation: Generation | None
    daily_day: date | None
    from_id: bool  # the board came from a game ID: ranked apart
    tally: SessionTally  # the live counters of the session's events
    animation: Animation

    @property
    def board(self) -> Board: ...

    @property
    def layout(self) -> Layout: ...

    @property
    def params(self) -> MinesParams: ...

    @property
    def game_params(self) -> MinesParams: ...

    def play(self, moves: list[Move]) -> None: ...

    def new_game(self, params: MinesParams | None = None, *, seed: int | None = None) -> None:
        ...

    def load_game(self, game_id: str) -> None: ...

    def save_game(self) -> None: ...

    def show(self, layout: Layout) -> None: ...

    def open_window(self, layout: Layout) -> None: ...

    def start_session(self, session: Session[MinesGame]) -> None: ...

    def open_menu(self) -> None: ...

    def open_options(self) -> None: ...
