"""Lights in the terminal, on the terminal's own machinery."""

from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType
from typing import TYPE_CHECKING

from game.core.lights.rules import GAME_ID, LAMPS, LIGHTS, Lights
from game.core.session import Clock, Session
from game.i18n import N_, _
from game.text.terminal import MoveCommand, TextGame

if TYPE_CHECKING:
    from game.options import Options

_TOGGLE = MoveCommand("toggle", "T", False, "t 2 1", lambda x, _y, _d: f"T{x}")


class LightsText(TextGame[Lights]):
    moves = MappingProxyType({"t": _TOGGLE})
    bare_numbers = _TOGGLE
    help_lines = (N_("  t X 1  or  X 1   toggle lamp X"),)
    size = (LAMPS, 1)

    def __init__(self, options: Options, say: Callable[[str], None], clock: Clock) -> None:
        self.options = options
        super().__init__(say, clock)

    def first_session(self) -> Session[Lights]:
        return Session(LIGHTS, self.options.game_id or GAME_ID, clock=self.clock)

    def fresh_session(self) -> Session[Lights]:
        return Session(LIGHTS, GAME_ID, clock=self.clock)

    def introduction(self) -> str:
        return _("Lights: switch every lamp on.")

    def view(self) -> list[str]:
        return [self.session.position.to_text()]

    def ending(self) -> list[str]:
        return [self.session.position.to_text(), _("All lamps on!")]

    def refusal(self, command: MoveCommand, x: int, y: int, digit: int) -> str:
        return _("Nothing to switch.")
