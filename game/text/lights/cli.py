"""Lights' command line: ``--lights-size`` and its part of ``--help``, declared as every
game declares its own (:class:`game.contract.CommandLine`)."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import ClassVar

from game.contract import CommandLine, GameHelp
from game.core.lights.rules import LAMP, LARGEST, SMALLEST, LightsOptions


class LightsCommandLine(CommandLine):
    flags: ClassVar[Mapping[str, str]] = {"lights_size": "--lights-size"}
    help = GameHelp(terminal="t X 1 toggle lamp X")

    def add_arguments(self, group: argparse._ArgumentGroup) -> None:
        group.add_argument("--lights-size", type=_lamp_size, metavar="N",
                           help=f"each lamp's side in pixels, {SMALLEST} to {LARGEST}")

    def read(self, args: argparse.Namespace) -> LightsOptions:
        return LightsOptions(args.lights_size or LAMP)


def _lamp_size(text: str) -> int:
    if not (text.isascii() and text.isdigit() and SMALLEST <= int(text) <= LARGEST):
        raise argparse.ArgumentTypeError(
            f"a lamp is {SMALLEST} to {LARGEST} pixels, not {text[:9]!r}")
    return int(text)
