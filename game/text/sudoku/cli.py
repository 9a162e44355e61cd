"""Sudoku's command line: ``--difficulty`` and its parts of ``--help``; :mod:`game.cli`
reads them through the registry entry."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import ClassVar

from game.contract import CommandLine, GameHelp
from game.core.sudoku.grid import DIFFICULTIES, SudokuOptions

_EXAMPLES = """\
  gridgames --text --sudoku --difficulty hard
  gridgames --text --sudoku --game easy:s12345"""


class SudokuCommandLine(CommandLine):
    flags: ClassVar[Mapping[str, str]] = {"difficulty": "--difficulty"}
    help = GameHelp(
        game_id="with --sudoku, easy:s12345 or a puzzle's 81 cells (1-9, . or 0 for a blank)",
        terminal="s X Y D (or X Y D) set a digit, p X Y D pencil mark, e X Y erase",
        examples=_EXAMPLES, note="A Sudoku ID can also be a puzzle's 81 cells, row by row.")

    def add_arguments(self, group: argparse._ArgumentGroup) -> None:
        group.add_argument("--difficulty", choices=DIFFICULTIES,
                           help="the techniques needed: easy (singles, the default), medium, "
                                "hard or expert")

    def read(self, args: argparse.Namespace) -> SudokuOptions:
        return SudokuOptions(args.difficulty)
