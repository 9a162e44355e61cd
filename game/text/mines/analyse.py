"""``gridgames analyse``: positions in on standard input, one JSON verdict out per position.

A position is the board in the ``to_text`` alphabet (``#`` covered, ``F``
flag, ``?`` question mark, ``.`` revealed zero, ``1``-``8`` numbers), one line
per row, then ``mines N``, then an empty line.  Each answer is flushed at
once, so one process can serve a whole game; a bad position is answered with
``{"error": ...}`` and the next one is read.  End of input ends the process.

Every request gets one line, whatever it holds: rows are read at most a board
side (1000 cells, the limit everywhere) plus one character at a time, so a
10 MB line costs no memory; and the analysis runs against a time budget
(``--budget SECONDS``, 10 by default): when the full analysis cannot finish in
it, the answer holds what the local rules prove in the time left, marked
``"exact": false, "complete": false``.  The budget needs ``SIGALRM`` (not on
Windows, where the analysis runs to its end).
"""

from __future__ import annotations

import argparse
import json
import re
import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from typing import TextIO

from game.core.mines.board import MAX_SIDE, check_size
from game.core.mines.engine import Analysis, analyse
from game.core.mines.solver import MINE, SAFE, Deducer, parse_view

SUMMARY = "a JSON verdict on each Minesweeper position given on standard input"
EXAMPLES = """\
  gridgames analyse < positions.txt
                                   a JSON verdict on each position (see analyse --help)"""
DESCRIPTION = """\
Reads positions from standard input and answers each with one JSON line (flushed at once,
so one process can serve a whole game): the proved safe cells and mines, the best cell to
open, its safety and progress, and whether the figures are exact.  A position that cannot
be read is answered with {"error": ...} and the next one is read; the end of the input
ends the process.  A position whose full analysis does not fit the time budget is answered
with what the local rules prove, marked "complete": false.

A position is the board, one line per row: # covered, F flag, ? question mark, . revealed
zero, 1-8 numbers; then a line "mines N"; then an empty line.  For example:
  .1#
  .1#
  ..#
  mines 1"""
BUDGET_SECONDS = 10.0
# Of the budget, the share the full analysis gets; the local rules get the rest.
FULL_SHARE = 0.6
_COUNT = re.compile(r"mines ([0-9]{1,7})")
_SECONDS = re.compile(r"[0-9]{1,5}(\.[0-9]{1,3})?")
_LINE_LIMIT = MAX_SIDE + 2  # a row of the widest board, its newline, and one more to tell
FORMAT = "a position is its rows, then a line 'mines N', then an empty line"


class _OutOfTime(BaseException):
    """The budget of the request ran out (a BaseException: no ``except Exception`` in the
    solver may swallow it)."""


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
    parser.add_argument("--budget", type=_budget, default=BUDGET_SECONDS, metavar="SECONDS",
                        help=f"time for each position (default {BUDGET_SECONDS:g}; needs "
                             "SIGALRM, so on Windows every analysis runs to its end)")


def execute(args: argparse.Namespace, source: TextIO | None = None,
            sink: TextIO | None = None) -> int:
    """Answer every position on ``source`` (standard input) as ``args`` asks; 0 at the end."""
    source, sink = source or sys.stdin, sink or sys.stdout
    for block in _positions(source):
        reply = {"error": block} if isinstance(block, str) \
            else answer(block, args.probabilities, args.budget)
        sink.write(json.dumps(reply) + "\n")
        sink.flush()
    return 0


def _budget(text: str) -> float:
    """A positive number of seconds, such as 0.5 or 10."""
    if _SECONDS.fullmatch(text) is None or float(text) <= 0:
        raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a time budget: write seconds "
                                         "above 0, like 0.5 or 10")
    return float(text)


def answer(lines: list[str], with_odds: bool,
           budget: float = BUDGET_SECONDS) -> dict[str, object]:
    """The verdict on one position's lines, or ``{"error": ...}``; never raises."""
    if len(lines) < 2 or not lines[-1].startswith("mines"):
        return {"error": FORMAT}
    count = _COUNT.fullmatch(lines[-1])
    if count is None:
        return {"error": f"{lines[-1][:40]!r} is not a mine count: expected 'mines N', "
                         f"N from 0 to {MAX_SIDE * MAX_SIDE - 1}"}
    view, mines = "\n".join(lines[:-1]), int(count[1])
    try:
        width, height, _cells = parse_view(view)
        check_size(width, height, mines)
        return _verdict(view, mines, (width, height) if with_odds else None, budget)
    except (ValueError, ArithmeticError, RecursionError, MemoryError) as error:
        return {"error": str(error) or type(error).__name__}


def _verdict(view: str, mines: int, odds_shape: tuple[int, int] | None,
             budget: float) -> dict[str, object]:
    """The full analysis if it fits the budget, else what the local rules prove."""
    try:
        with _deadline(budget * FULL_SHARE):
            return _full(analyse(view, mines), odds_shape)
    except _OutOfTime:
        pass
    try:
        with _deadline(budget * (1 - FULL_SHARE)):
            return _local(view, mines, budget)
    except _OutOfTime:
        return {"error": f"no answer within the {budget:g} s budget", "exact": False,
                "complete": False}


def _full(result: Analysis, odds_shape: tuple[int, int] | None) -> dict[str, object]:
    reply: dict[str, object] = {
        "safe": [list(cell) for cell in result.safe],
        "mines": [list(cell) for cell in result.mines],
        "best": None if result.best is None else list(result.best),
        "safety": result.safety, "progress": result.progress, "exact": result.exact,
        "complete": True}
    if odds_shape is not None:
        width, height = odds_shape
        reply["probabilities"] = [[result.odds.get((x, y), 0.0) for x in range(width)]
                                  for y in range(height)]
    return reply


def _local(view: str, mines: int, budget: float) -> dict[str, object]:
    """The single-number and pair rules only: sound, cheaper, maybe not all there is.
    When even they run out of time, the cells proved so far are still proved."""
    deducer = Deducer.from_view(view, mines)
    with suppress(_OutOfTime):  # every cell in ``learned`` is proved; the rest is left unsaid
        deducer.propagate()
    safe = sorted((deducer.cell(i) for i in deducer.learned if deducer.known[i] == SAFE),
                  key=lambda cell: (cell[1], cell[0]))
    found = sorted((deducer.cell(i) for i in deducer.learned if deducer.known[i] == MINE),
                   key=lambda cell: (cell[1], cell[0]))
    return {"safe": [list(cell) for cell in safe], "mines": [list(cell) for cell in found],
            "best": list(safe[0]) if safe else None, "safety": 1.0 if safe else None,
            "progress": None, "exact": False, "complete": False,
            "note": f"the full analysis did not fit the {budget:g} s budget: "
                    "these cells are what the local rules proved in the time left"}


@contextmanager
def _deadline(seconds: float) -> Iterator[None]:
    """Raise :class:`_OutOfTime` in the block once ``seconds`` have passed (Unix)."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def ring(_signal: int, _frame: object) -> None:
        raise _OutOfTime

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _positions(source: TextIO) -> Iterator[list[str] | str]:
    """Blocks of non-empty lines, ended by an empty line or the end of input; a block
    too big for any board is skipped to its end and stands as its error message."""
    block: list[str] = []
    problem = ""
    while True:
        line = source.readline(_LINE_LIMIT)
        if not line:
            break
        text = line.strip()
        if len(line) == _LINE_LIMIT and not line.endswith("\n"):  # cut short: too long
            _skip_line(source, line)
            problem = problem or (f"a row holds more than {MAX_SIDE} cells; "
                                  f"boards are at most {MAX_SIDE}x{MAX_SIDE}")
        elif text and len(block) > MAX_SIDE:
            problem = problem or (f"a position has more than {MAX_SIDE} rows; "
                                  f"boards are at most {MAX_SIDE}x{MAX_SIDE}")
        elif text and not problem:
            block.append(text)
        elif not text and (block or problem):
            yield problem or block
            block, problem = [], ""
    if block or problem:
        yield problem or block


def _skip_line(source: TextIO, start: str) -> None:
    """Read to the end of an over-long line without keeping it."""
    line = start
    while line and not line.endswith("\n"):
        line = source.readline(1 << 16)
