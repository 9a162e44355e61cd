"""``gridgames analyse``: positions in on standard input, one JSON verdict out per position.

A position is the board in the ``to_text`` alphabet (``#`` covered, ``F``
flag, ``?`` question mark, ``.`` revealed zero, ``1``-``8`` numbers), one line
per row, then ``mines N``, then an empty line.  Each answer is flushed at
once, so one process can serve a whole game; a bad position is answered with
``{"error": ...}`` and the next one is read.  End of input ends the process.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from typing import TextIO

from game.core.mines.engine import analyse
from game.core.mines.solver import SolverError

SUMMARY = "a JSON verdict on each Minesweeper position given on standard input"
DESCRIPTION = """\
Reads positions from standard input and answers each with one JSON line (flushed at once,
so one process can serve a whole game): the proved safe cells and mines, the best cell to
open, its safety and progress, and whether the figures are exact.  A position that cannot
be read is answered with {"error": ...} and the next one is read; the end of the input
ends the process.

A position is the board, one line per row: # covered, F flag, ? question mark, . revealed
zero, 1-8 numbers; then a line "mines N"; then an empty line.  For example:
  .1#
  .1#
  ..#
  mines 1"""


def main(argv: list[str], source: TextIO = sys.stdin, sink: TextIO = sys.stdout) -> int:
    """Answer every position on ``source``; 0 at end of input (unknown options exit 2)."""
    parser = argparse.ArgumentParser(prog="gridgames analyse", description=DESCRIPTION,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    configure(parser)
    return execute(parser.parse_args(argv), source, sink)


def configure(parser: argparse.ArgumentParser) -> None:
    """Give ``parser`` the analyser's options (the ``gridgames analyse`` command's)."""
    parser.set_defaults(execute=execute)
    parser.add_argument("--probabilities", action="store_true",
                        help="add each cell's chance of holding a mine, row by row "
                             "(0 for an open cell)")


def execute(args: argparse.Namespace, source: TextIO | None = None,
            sink: TextIO | None = None) -> int:
    """Answer every position on ``source`` (standard input) as ``args`` asks; 0 at the end."""
    source, sink = source or sys.stdin, sink or sys.stdout
    for lines in _positions(source):
        sink.write(json.dumps(answer(lines, args.probabilities)) + "\n")
        sink.flush()
    return 0


def answer(lines: list[str], with_odds: bool) -> dict[str, object]:
    """The verdict on one position's lines, or ``{"error": ...}``."""
    if len(lines) < 2 or not lines[-1].startswith("mines"):
        return {"error": "a position is its rows, then a line 'mines N', then an empty line"}
    count = lines[-1].split()
    if len(count) != 2 or not count[1].isdigit():
        return {"error": f"{lines[-1]!r} is not a mine count: expected 'mines N'"}
    try:
        result = analyse("\n".join(lines[:-1]), int(count[1]))
    except SolverError as error:
        return {"error": str(error)}
    reply: dict[str, object] = {
        "safe": [list(cell) for cell in result.safe],
        "mines": [list(cell) for cell in result.mines],
        "best": None if result.best is None else list(result.best),
        "safety": result.safety, "progress": result.progress, "exact": result.exact}
    if with_odds:
        width = len(lines[0].strip())
        reply["probabilities"] = [[result.odds.get((x, y), 0.0) for x in range(width)]
                                  for y in range(len(lines) - 1)]
    return reply


def _positions(source: TextIO) -> Iterator[list[str]]:
    """Blocks of non-empty lines; a block ends at an empty line or at the end of input."""
    block: list[str] = []
    for line in source:
        text = line.strip()
        if text:
            block.append(text)
        elif block:
            yield block
            block = []
    if block:
        yield block
