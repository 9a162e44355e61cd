"""Lights' own command-line option, ``--lights-size``, declared as every game declares
its own (:class:`game.contract.CommandLine`), and the options object it reads."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from game.contract import CommandLine, GameHelp

LAMP = 80  # pixels a side, unless --lights-size says otherwise
SMALLEST = 44  # a touch target's least size


@dataclass(frozen=True)
class LightsOptions:
    lamp: int = LAMP


class LightsCommandLine(CommandLine):
    flags: ClassVar[Mapping[str, str]] = {"lights_size": "--lights-size"}
    help = GameHelp(terminal="t X 1 toggle lamp X")

    def add_arguments(self, group: argparse._ArgumentGroup) -> None:
        group.add_argument("--lights-size", type=_lamp_size, metavar="N",
                           help=f"each lamp's side in pixels, {SMALLEST} or more")

    def read(self, args: argparse.Namespace) -> LightsOptions:
        return LightsOptions(args.lights_size or LAMP)


def _lamp_size(text: str) -> int:
    if not (text.isascii() and text.isdigit() and SMALLEST <= int(text) <= 400):
        raise argparse.ArgumentTypeError(f"a lamp is {SMALLEST} to 400 pixels, not {text[:9]!r}")
    return int(text)
