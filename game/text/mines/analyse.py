"""``gridgames analyse``: positions in on standard input, one JSON verdict out per position.

A position is the board in the ``to_text`` alphabet (``#`` covered, ``F``
flag, ``?`` question mark, ``.`` revealed zero, ``1``-``8`` numbers), one line
per row, then ``mines N``, then an empty line.  Each answer is flushed at
once, so one process can serve a whole game; a bad position is answered with
``{"error": ...}`` and the next one is read.  End of input ends the process.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from typing import TextIO

from game.core.mines.engine import analyse
from game.core.mines.solver import SolverError

USAGE = "usage: gridgames analyse [--probabilities]  (positions on standard input)"


def main(argv: list[str], source: TextIO = sys.stdin, sink: TextIO = sys.stdout) -> int:
    """Answer every position on ``source``; 0 at end of input, 2 for unknown options."""
    if any(arg != "--probabilities" for arg in argv):
        print(USAGE, file=sys.stderr)
        return 2
    with_odds = "--probabilities" in argv
    for lines in _positions(source):
        sink.write(json.dumps(answer(lines, with_odds)) + "\n")
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
