"""Lights' command line: ``--lights-size`` (a lamp's pixels), ``--lights-grid`` (lamps a
side) and its part of ``--help``, declared as every game declares its own
(:class:`game.contract.CommandLine`)."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping
from typing import ClassVar

from game.contract import CommandLine, GameHelp
from game.core.lights.rules import (
    EXAMPLE,
    FEWEST,
    GRID,
    LAMP,
    LARGEST,
    MOST,
    SMALLEST,
    LightsOptions,
)


class LightsCommandLine(CommandLine):
    flags: ClassVar[Mapping[str, str]] = {"lights_size": "--lights-size",
                                          "lights_grid": "--lights-grid"}
    help = GameHelp(game_id=f"Lights' like {EXAMPLE}", terminal="X,Y or t X Y press lamp X,Y")

    def add_arguments(self, group: argparse._ArgumentGroup) -> None:
        group.add_argument("--lights-size", type=_within(SMALLEST, LARGEST, "a lamp", "pixels"),
                           metavar="N", help=f"each lamp's side in pixels, {SMALLEST} to "
                                             f"{LARGEST}")
        group.add_argument("--lights-grid", type=_within(FEWEST, MOST, "a grid", "lamps a side"),
                           metavar="N", help=f"lamps a side, {FEWEST} to {MOST} (default {GRID})")

    def read(self, args: argparse.Namespace) -> LightsOptions:
        return LightsOptions(args.lights_size or LAMP, args.lights_grid or GRID)


def _within(least: int, most: int, what: str, unit: str) -> Callable[[str], int]:
    """An option's reader: a whole number from ``least`` to ``most``, else a one-line
    message that says so."""
    def read(text: str) -> int:
        if not (text.isascii() and text.isdigit() and least <= int(text) <= most):
            raise argparse.ArgumentTypeError(
                f"{what} is {least} to {most} {unit}, not {text[:9]!r}")
        return int(text)
    return read
