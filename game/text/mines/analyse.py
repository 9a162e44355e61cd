"""``gridgames analyse``: positions in on standard input, one JSON verdict out per position.

A position is the board in the ``to_text`` alphabet (``#`` covered, ``F``
flag, ``?`` question mark, ``.`` revealed zero, ``1``-``8`` numbers), one line
per row, then ``mines N``, then an empty line.  Each answer is flushed at
once, so one process can serve a whole game; a bad position is answered with
``{"error": ...}`` and the next one is read.  End of input ends the process.

Every request gets one line, whatever it holds: rows are read at most a board
side (1000 cells, the limit everywhere) plus one character at a time, so a
10 MB line costs no memory; and the analysis runs against a budget of work
(``--budget STEPS``, solver steps: see :class:`~game.core.mines.solver.Work`), not
of time, so a position gets the same answer on any machine at any load.  When the
full analysis does not fit it, the answer holds the cells proved by then, marked
``"exact": false, "complete": false, "stopped": "work"``.  A limit on the
processor time (``--time-limit``) stays only as a safety net; when it fires the
answer says so (``"stopped": "time limit"``), as its cells then depend on the
machine.  It needs ``SIGPROF`` (not on Windows, where only the work budget holds).
"""

from __future__ import annotations

import argparse
import json
import re
import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

from game.core.mines.board import MAX_SIDE, check_size
from game.core.mines.engine import Analysis, verdict
from game.core.mines.solver import Deducer, OutOfWork, Work, parse_view
from game.core.mines.starts import GAME_RULE, RULES

SUMMARY = "a JSON verdict on each Minesweeper position given on standard input"
EXAMPLES = """\
  gridgames analyse < positions.txt
                                   a JSON verdict on each position (see analyse --help)"""
DESCRIPTION = """\
Reads positions from standard input and answers each with one JSON line (flushed at once,
so one process can serve a whole game): the proved safe cells and mines, the best cell to
open, its safety and progress, whether the figures are exact, and "win_chance": the chance
to win the game on best play, where the endgame search settled the guess (exact; absent
elsewhere).  On an untouched board the best cell is the best first click for that board
under the first-click rule (--first-click: "area", the game's, where it opens an area;
"safe", the cell only; "none", it may be a mine).  A position that cannot
be read is answered with {"error": ...} and the next one is read; the end of the input
ends the process.  A position whose full analysis does not fit the budget of work is answered
with the cells proved by then, marked "complete": false: the same on any machine.

A position is the board, one line per row: # covered, F flag, ? question mark, . revealed
zero, 1-8 numbers; then a line "mines N"; then an empty line.  For example:
  .1#
  .1#
  ..#
  mines 1"""
# Solver steps for each position: about 10 s of processor time on a 2020s laptop core, and
# far more than any board up to 100x100 needs (bench.analyse_view measures 1000x1000 ones).
BUDGET_STEPS = 1_000_000
# The safety net: past this many seconds of processor time an analysis stops, and says so.
TIME_LIMIT_SECONDS = 120.0
_COUNT = re.compile(r"mines ([0-9]{1,7})")
_STEPS = re.compile(r"[0-9]{1,10}")
_SECONDS = re.compile(r"[0-9]{1,5}(\.[0-9]{1,3})?")
_LINE_LIMIT = MAX_SIDE + 2  # a row of the widest board, its newline, and one more to tell
FORMAT = "a position is its rows, then a line 'mines N', then an empty line"


class _OutOfTime(BaseException):
    """The safety time limit of the request ran out (a BaseException: no ``except
    Exception`` in the solver may swallow it)."""


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
    parser.add_argument("--first-click", choices=RULES, default=GAME_RULE,
                        help=f"the rule that deals the mines around the first click, which "
                             f"decides the best start (default {GAME_RULE}, the game's: it "
                             f"opens an area; safe: the cell only; none: it may be a mine)")
    parser.add_argument("--budget", type=_budget, default=BUDGET_STEPS, metavar="STEPS",
                        help=f"work for each position, in solver steps (default "
                             f"{BUDGET_STEPS:,}): the same answer on any machine")
    parser.add_argument("--time-limit", type=_seconds, default=TIME_LIMIT_SECONDS,
                        metavar="SECONDS",
                        help=f"a safety net: stop an analysis after this much processor time, "
                             f"and say so (default {TIME_LIMIT_SECONDS:g}; not on Windows)")


def execute(args: argparse.Namespace, source: TextIO | None = None,
            sink: TextIO | None = None) -> int:
    """Answer every position on ``source`` (standard input) as ``args`` asks; 0 at the end."""
    source, sink = source or sys.stdin, sink or sys.stdout
    for block in _positions(source):
        reply = {"error": block} if isinstance(block, str) \
            else answer(block, args.probabilities, args.budget, args.time_limit,
                        args.first_click)
        sink.write(json.dumps(reply) + "\n")
        sink.flush()
    return 0


def _budget(text: str) -> int:
    """A whole number of steps above 0, such as 100000."""
    if _STEPS.fullmatch(text) is None or int(text) <= 0:
        raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a budget of work: write a "
                                         "whole number of steps above 0, like 100000")
    return int(text)


def _seconds(text: str) -> float:
    """A positive number of seconds, such as 0.5 or 60."""
    if _SECONDS.fullmatch(text) is None or float(text) <= 0:
        raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a time limit: write seconds "
                                         "above 0, like 0.5 or 60")
    return float(text)


def answer(lines: list[str], with_odds: bool, budget: int = BUDGET_STEPS,
           time_limit: float = TIME_LIMIT_SECONDS,
           first_click: str = GAME_RULE) -> dict[str, object]:
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
        return _verdict(view, mines, (width, height) if with_odds else None, budget,
                        time_limit, first_click)
    except (ValueError, ArithmeticError, RecursionError, MemoryError) as error:
        return {"error": str(error) or type(error).__name__}


def _verdict(view: str, mines: int, odds_shape: tuple[int, int] | None, budget: int,
             time_limit: float, first_click: str) -> dict[str, object]:
    """The full analysis if it fits the budget of work, else the cells proved by then."""
    deducer = Deducer.from_view(view, mines)
    deducer.count_cache = {}
    deducer.work = Work(budget)
    try:
        with _deadline(time_limit):
            return _full(verdict(deducer, first_click=first_click), odds_shape)
    except OutOfWork:
        return _partial(deducer, f"the full analysis did not fit the budget of {budget:,} "
                                 "steps: these cells are what it proved by then", "work")
    except _OutOfTime:
        return _partial(deducer, f"the analysis hit its safety limit of {time_limit:g} s of "
                                 "processor time before "
                                 "its budget of work: these cells are what it proved by then, "
                                 "on this machine", "time limit")


def _full(result: Analysis, odds_shape: tuple[int, int] | None) -> dict[str, object]:
    reply: dict[str, object] = {
        "safe": [list(cell) for cell in result.safe],
        "mines": [list(cell) for cell in result.mines],
        "best": None if result.best is None else list(result.best),
        "safety": result.safety, "progress": result.progress, "exact": result.exact,
        "complete": True}
    if result.win_chance is not None:
        reply["win_chance"] = result.win_chance
    if odds_shape is not None:
        width, height = odds_shape
        reply["probabilities"] = [[result.odds.get((x, y), 0.0) for x in range(width)]
                                  for y in range(height)]
    return reply


def _partial(deducer: Deducer, note: str, stopped: str) -> dict[str, object]:
    """What ``deducer`` proved before it was stopped: sound, maybe not all there is."""
    safe, found = deducer.proved()
    return {"safe": safe, "mines": found, "best": list(safe[0]) if safe else None,
            "safety": 1.0 if safe else None, "progress": None, "exact": False,
            "complete": False, "stopped": stopped, "note": note}


@contextmanager
def _deadline(seconds: float) -> Iterator[None]:
    """Raise :class:`_OutOfTime` in the block once it has used ``seconds`` of processor time
    (Unix): other processes' load does not count against it."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def ring(_signal: int, _frame: object) -> None:
        raise _OutOfTime

    previous = signal.signal(signal.SIGPROF, ring)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


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
