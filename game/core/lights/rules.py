"""Lights' rules (Lights Out) as a session position: a square grid of lamps; ``T<x>,<y>``
presses the lamp at column ``x``, row ``y`` (from 0), which switches it and its four
orthogonal neighbours; every lamp on wins.

A game ID, ``lights:<side>:<seed>``, fixes the start: the solved grid (every lamp on)
pressed at a set of cells drawn by ``random.Random(seed)``, so a start can always be
solved (pressing those cells again) and is drawn again until it is not already solved.
"""

from __future__ import annotations

import random
import re
from collections.abc import Collection, Iterable
from copy import copy
from dataclasses import dataclass
from typing import Self

from game.core.cells import MAX_SEED, Cell, MoveError
from game.core.session import GameIdError
from game.i18n import N_, _

TITLE = N_("Lights")  # as menus name it, in its registry entry
OPENS = N_("Enter opens this Lights game")  # the open-a-game-ID dialog's words for its ID
GRID = 5  # lamps a side, unless the ID or --lights-grid says otherwise
FEWEST, MOST = 3, 7  # lamps a side a grid may have (seven fit a phone's width at 44 px)
LAMP = 80  # pixels a side, unless --lights-size says otherwise
SMALLEST = 44  # a touch target's least size
LARGEST = 400
EXAMPLE = "lights:5:1234"
ID_SHAPE = re.compile(r"lights:.*")  # its registry entry's: Lights says what is wrong with one
_ID = re.compile(r"lights:([0-9]{1,3}):([0-9]{1,30})")
_NUMBER = "(0|[1-9][0-9]?)"  # a column or row: no sign, no leading zero
_MOVE = re.compile(rf"T{_NUMBER},{_NUMBER}")


@dataclass(frozen=True)
class LightsOptions:
    """What the command line asked of Lights: each lamp's side in pixels, lamps a side."""

    lamp: int = LAMP
    grid: int = GRID


@dataclass(frozen=True)
class LightsId:
    """A grid's side and the seed of its start's presses."""

    side: int
    seed: int

    @classmethod
    def parse(cls, text: str) -> LightsId:
        """The ID ``text`` writes, or ``GameIdError`` saying what is wrong with it."""
        found = _ID.fullmatch(text.strip())
        if found is None:
            raise GameIdError(_("not a Lights ID: {text} (write lights:<side>:<seed>, like "
                                "{example})").format(text=repr(text[:20]), example=EXAMPLE))
        side, seed = int(found[1]), int(found[2])
        if not FEWEST <= side <= MOST:
            raise GameIdError(_("a Lights grid is {fewest} to {most} lamps a side, not "
                                "{side}").format(fewest=FEWEST, most=MOST, side=side))
        if seed > MAX_SEED:
            raise GameIdError(_("the seed must be from 0 to {most}, not {seed}").format(
                most=MAX_SEED, seed=found[2]))
        return cls(side, seed)

    def text(self) -> str:
        return f"lights:{self.side}:{self.seed}"


def lights_id(text: str) -> str:
    """A Lights ID's canonical text, or ``GameIdError`` in the player's language."""
    return LightsId.parse(text).text()


def pressed(side: int, x: int, y: int) -> list[Cell]:
    """The lamps a press at ``x, y`` switches: it and its neighbours on the grid."""
    return [(x + dx, y + dy) for dx, dy in ((0, 0), (-1, 0), (1, 0), (0, -1), (0, 1))
            if 0 <= x + dx < side and 0 <= y + dy < side]


def lit_after(side: int, presses: Iterable[Cell]) -> list[bool]:
    """The lamps, row by row, after ``presses`` on a grid with every lamp on."""
    lamps = [True] * side * side
    for x, y in presses:
        for cx, cy in pressed(side, x, y):
            lamps[cy * side + cx] = not lamps[cy * side + cx]
    return lamps


def start_presses(game_id: LightsId) -> frozenset[Cell]:
    """The presses that made the ID's start from the solved grid: each cell pressed or
    not by its seed's coin, drawn again while they leave every lamp on."""
    rng, side = random.Random(game_id.seed), game_id.side
    while True:
        presses = frozenset((x, y) for y in range(side) for x in range(side)
                            if rng.random() < 0.5)
        if not all(lit_after(side, presses)):
            return presses


class Lights:
    """The lamps of one Lights game, won when every one is on."""

    def __init__(self, game_id: str) -> None:
        self.id = LightsId.parse(game_id)
        self.side = self.id.side
        self.lamps = lit_after(self.side, start_presses(self.id))
        self.presses = 0  # made since the start: none is ``ready``

    @property
    def cell_count(self) -> int:
        return self.side * self.side

    @property
    def status(self) -> str:
        return "won" if all(self.lamps) else "playing" if self.presses else "ready"

    def lit(self, x: int, y: int) -> bool:
        return self.lamps[y * self.side + x]

    def play(self, move: str) -> Collection[Cell]:
        """Press a lamp: the lamps it switched, none once every lamp is on."""
        found = _MOVE.fullmatch(move)
        if found is None:
            raise MoveError(f"{move[:20]!r} is not a Lights move: write T and a lamp's "
                            "column and row from 0, like T2,3")
        x, y = int(found[1]), int(found[2])
        if not (x < self.side and y < self.side):
            raise MoveError(f"{move} is off the grid of {self.side} × {self.side} lamps")
        if self.status == "won":
            return []
        switched = pressed(self.side, x, y)
        for cx, cy in switched:
            self.lamps[cy * self.side + cx] = not self.lamps[cy * self.side + cx]
        self.presses += 1
        return switched

    def copy(self) -> Self:
        twin = copy(self)
        twin.lamps = list(self.lamps)
        return twin

    def to_text(self) -> str:
        """Row by row, ``*`` a lamp on and ``.`` one off."""
        return "\n".join("".join("*" if self.lit(x, y) else "." for x in range(self.side))
                         for y in range(self.side))

    def game_id(self) -> str:
        return self.id.text()

    def base_id(self) -> str:
        return self.id.text()


class LightsRules:
    name = "lights"

    def start(self, game_id: str) -> Lights:
        return Lights(game_id)


LIGHTS = LightsRules()
