"""Lights' rules as a session position: ``T<x>`` toggles lamp ``x``; all on wins."""

from __future__ import annotations

from collections.abc import Collection
from typing import Self

from game.core.cells import Cell, MoveError
from game.core.session import GameIdError

LAMPS = 3
GAME_ID = "lights:1"


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
    if text.strip() != GAME_ID:
        raise GameIdError(f"not a Lights ID: {text[:20]!r}")
    return text.strip()
