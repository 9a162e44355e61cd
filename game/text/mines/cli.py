"""Minesweeper's command line: the board (``--preset``, or ``--size`` and ``--mines``),
the mode (``--guess``/``--no-guess``), its commands (``replay``, ``analyse``) and its
parts of ``--help``; :mod:`game.cli` reads them through the registry entry."""

from __future__ import annotations

import argparse
import re
from collections.abc import Mapping
from typing import ClassVar

from game.contract import Command, CommandLine, GameHelp, OptionError
from game.core.mines.board import MAX_SIDE
from game.core.mines.game import MinesOptions
from game.core.mines.game_id import PRESETS, MinesId, MinesParams
from game.text.mines import analyse, replay_cli

# Widest and tallest board the terminal shows: two characters a cell, 100 columns of text.
TEXT_MAX_SIDE = 50
_SIZE = re.compile(r"(-?[0-9]{1,9})[xX](-?[0-9]{1,9})")
_WHOLE = re.compile(r"-?[0-9]{1,9}")

_EXAMPLES = """\
  gridgames --text                 beginner Minesweeper in the terminal
  gridgames --text --preset expert --guess
                                   expert board with classic layouts (guesses happen)
  gridgames --size 20x12 --mines 40 --seed 7
                                   a custom board; the same seed gives the same game
  gridgames --game 9x9n10gq:s12345 a shared game ID (it fixes board, mode and mines)"""


class MinesCommandLine(CommandLine):
    """The board and mode options, laid over the saved settings by the window."""

    flags: ClassVar[Mapping[str, str]] = {
        "preset": "--preset", "size": "--size", "mines": "--mines",
        "no_guess": "--guess/--no-guess"}
    commands: ClassVar[Mapping[str, Command]] = {"replay": replay_cli, "analyse": analyse}
    help = GameHelp(
        about="Minesweeper starts on the beginner board with no-guess layouts: the first\n"
              "opening is safe, and logic alone clears the rest.",
        game_id="Minesweeper's like 9x9n10gq:s12345",
        terminal="o X Y (or X Y) open, f X Y flag, c X Y chord, h hint",
        examples=_EXAMPLES, takes="boards take --preset, or --size and --mines",
        limits=f"board sides 1 to {MAX_SIDE} ({TEXT_MAX_SIDE} in the terminal), mines 0 to "
               "cells - 1")

    def add_arguments(self, group: argparse._ArgumentGroup) -> None:
        group.add_argument("--preset", choices=tuple(PRESETS),
                           help="beginner 9x9 with 10 mines (the default), intermediate 16x16 "
                                "with 40, expert 30x16 with 99")
        group.add_argument("--size", type=_size, metavar="WxH",
                           help=f"a custom board, each side 1 to {MAX_SIDE} ({TEXT_MAX_SIDE} "
                                "with --text); give --mines too")
        group.add_argument("--mines", type=_mines, metavar="N",
                           help="mines on the custom board, 0 to cells - 1")
        mode = group.add_mutually_exclusive_group()
        mode.add_argument("--no-guess", dest="no_guess", action="store_const", const=True,
                          help="layouts that logic alone clears from the first opening "
                               "(default)")
        mode.add_argument("--guess", dest="no_guess", action="store_const", const=False,
                          help="classic random layouts, which may need a guess")

    def read(self, args: argparse.Namespace) -> MinesOptions:
        """The board asked for; one that cannot be, or that the terminal cannot show,
        raises saying what is allowed."""
        if args.preset is not None and (args.size is not None or args.mines is not None):
            raise OptionError("--preset and --size/--mines both choose the board: give one "
                              "of them")
        if (args.size is None) != (args.mines is None):
            raise OptionError("--size and --mines go together, like --size 20x12 --mines 40")
        own = MinesOptions(board=_board(args), no_guess=args.no_guess)
        params = own.params() if args.game is None else MinesId.parse(args.game).params
        if args.text:
            _check_fits_terminal(params)
        return own


def _board(args: argparse.Namespace) -> tuple[int, int, int] | None:
    if args.size is not None:
        width, height = args.size
        return width, height, args.mines
    if args.preset is not None:
        return PRESETS[args.preset]
    return None


def _check_fits_terminal(params: MinesParams) -> None:
    if max(params.width, params.height) > TEXT_MAX_SIDE:
        raise OptionError(f"the terminal shows boards up to {TEXT_MAX_SIDE}x{TEXT_MAX_SIDE}, not "
                          f"{params.width}x{params.height}; without --text, sides go up to "
                          f"{MAX_SIDE}")


def _size(text: str) -> tuple[int, int]:
    match = _SIZE.fullmatch(text.strip())
    if match is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size: write WIDTHxHEIGHT, like "
                                         f"20x12, each side 1 to {MAX_SIDE}")
    return int(match[1]), int(match[2])


def _mines(text: str) -> int:
    if _WHOLE.fullmatch(text.strip()) is None:
        raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a number of mines: write a "
                                         "whole number, like 40")
    return int(text)
