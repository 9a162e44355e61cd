"""Lights in the terminal, on the terminal's own machinery: ``x,y`` (or ``t x y``) presses
the lamp at column x, row y, counted from 1."""

from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType
from typing import TYPE_CHECKING

from game.core.cells import fresh_seed
from game.core.lights.rules import LIGHTS, Lights, LightsId, LightsOptions
from game.core.session import Clock, Session
from game.i18n import N_, _
from game.text.terminal import MoveCommand, TextGame

if TYPE_CHECKING:
    from game.options import Options

_PRESS = MoveCommand("press", "T", False, "3,4", lambda x, y, _d: f"T{x},{y}")
_LIGHTS_HELP = (
    N_("Commands (a lamp is its column, then its row, counted from 1 as labelled):"),
    N_("  X,Y  or  t X Y     press lamp X,Y: it and its four neighbours switch"),
    N_("  u / r              undo / redo"),
    N_("  n                  new game on a grid as large"),
    N_("  q                  quit (so do Ctrl+C and the end of input)"),
    N_("Grid: * a lamp on, . a lamp off; switch every lamp on."),
)


class LightsText(TextGame[Lights]):
    moves = MappingProxyType({"t": _PRESS, "press": _PRESS})
    bare_numbers = _PRESS
    help_lines = _LIGHTS_HELP

    def __init__(self, options: Options, say: Callable[[str], None], clock: Clock) -> None:
        self.options = options
        super().__init__(say, clock)

    @property
    def size(self) -> tuple[int, int]:
        side = self.session.position.side
        return side, side

    def first_session(self) -> Session[Lights]:
        options = self.options
        if options.game_id:
            return Session(LIGHTS, options.game_id, clock=self.clock)
        seed = fresh_seed() if options.seed is None else options.seed
        return self._session(options.own_as(LightsOptions).grid, seed)

    def fresh_session(self) -> Session[Lights]:
        return self._session(self.session.position.side, fresh_seed())

    def _session(self, side: int, seed: int) -> Session[Lights]:
        return Session(LIGHTS, LightsId(side, seed).text(), clock=self.clock)

    def introduction(self) -> str:
        side = self.session.position.side
        return _("Lights, {side} × {side} lamps: switch every lamp on. Game ID {game_id}").format(
            side=side, game_id=self.session.game_id)

    def view(self) -> list[str]:
        return [_("Moves: {moves}   Time: {time}").format(
                    moves=len(self.session.moves), time=self.timer()), *self._grid()]

    def ending(self) -> list[str]:
        return [*self._grid(), _("All lamps on! Moves: {moves}, time: {time}. n starts a new "
                                 "game, q quits.").format(moves=len(self.session.moves),
                                                          time=self.final_time())]

    def _grid(self) -> list[str]:
        """The lamps with column numbers above and row numbers at the left."""
        lamps = self.session.position
        rows = lamps.to_text().split("\n")
        return ["  " + " ".join(str(x + 1) for x in range(lamps.side)),
                *(f"{y + 1} " + " ".join(row) for y, row in enumerate(rows))]

    def refusal(self, command: MoveCommand, x: int, y: int, digit: int) -> str:
        return _("Nothing to switch.")
