"""Lights' rules as a session position: ``T<x>`` toggles lamp ``x``; all on wins."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Self

from game.core.cells import Cell, MoveError
from game.core.session import GameIdError
from game.i18n import N_, _

TITLE = N_("Lights")  # as menus name it, in its registry entry
OPENS = N_("Enter opens this Lights game")  # the open-a-game-ID dialog's words for its ID
LAMPS = 3
GAME_ID = "lights:1"
LAMP = 80  # pixels a side, unless --lights-size says otherwise
SMALLEST = 44  # a touch target's least size
LARGEST = 400


@dataclass(frozen=True)
class LightsOptions:
    """What the command line asked of Lights: each lamp's side in pixels."""

    lamp: int = LAMP


class Lights:
    """The lamps in a row, won when every one is on."""

    cell_count = LAMPS

    def __init__(self, game_id: str) -> None:
        self._id = lights_id(game_id)
        self.lamps = [False] * LAMPS

    @property
    def status(self) -> str:
        return "won" if all(self.lamps) else "playing" if any(self.lamps) else "ready"

    def play(self, move: str) -> Collection[Cell]:
        if not (move[:1] == "T" and move[1:].isdigit()):
            raise MoveError(f"{move!r} is not a Lights move: write T and a lamp, like T0")
        x = int(move[1:])
        if self.status == "won" or not 0 <= x < LAMPS:
            return []
        self.lamps[x] = not self.lamps[x]
        return [(x, 0)]

    def copy(self) -> Self:
        twin = type(self)(self._id)
        twin.lamps = list(self.lamps)
        return twin

    def to_text(self) -> str:
        return "".join("*" if lamp else "." for lamp in self.lamps)

    def game_id(self) -> str:
        return self._id

    def base_id(self) -> str:
        return self._id


class LightsRules:
    name = "lights"

    def start(self, game_id: str) -> Lights:
        return Lights(game_id)


LIGHTS = LightsRules()


def lights_id(text: str) -> str:
    """The one Lights ID's canonical text, or ``GameIdError`` in the player's language."""
    if text.strip() != GAME_ID:
        raise GameIdError(_("not a Lights ID: {text}").format(text=repr(text[:20])))
    return text.strip()
