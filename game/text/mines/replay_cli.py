"""``gridgames replay``: facts about a replay file, conversion to ``.evf``, watching it.

``info FILE`` prints one JSON object (format, board size, level, mode, 3BV, openings,
islands, ZiNi, hZiNi, time, completion, clicks, RQP, STNB, path, software, date...;
an unbounded ratio is ``Infinity``); ``convert IN OUT.evf`` writes the open format,
version 4 with every field the source holds, from any replay we read or a Gridgames
save of a finished game (``--player NAME`` names the player); ``review FILE`` prints the
post-game review; ``watch FILE`` opens the window's replay viewer on it.  A file
that cannot be read or written ends with exit status 2 and one line saying why (and
no window opens).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any, TextIO

from game.core.mines.replays import (
    MAX_BYTES,
    ReplayError,
    Video,
    read_replay,
    review_video,
    summary,
    to_evf,
)
from game.core.mines.replays.link import is_link, read_link
from game.core.settings import check_player_name
from game.files import read_capped
from game.options import Options
from game.text.mines.review_lines import review_summary, verdict_line

PROG = "gridgames replay"
SUMMARY = "facts about a replay file, conversion to .evf, a review, the replay viewer"
DESCRIPTION = """\
Replay files of other Minesweeper programs (.avf, .rmv, .mvf, .evf), Gridgames saves of
finished games and replay links (the game's "Share replay", quoted): their facts as JSON,
conversion to .evf, a review of every click, or the window's replay viewer.  A file that
cannot be read or written ends with status 2 and one line saying why (and no window
opens)."""
EXAMPLES = """\
  gridgames replay info game.avf   a replay's board, 3BV, time and clicks as JSON
  gridgames replay convert game.rmv game.evf
  gridgames replay watch game.rmv  the replay viewer: Space, arrows, +/-, click the bar"""
_FILE_HELP = ".avf, .rmv, .mvf, .evf, a Gridgames save, or a replay link (quoted)"
INFO_HELP = ("print the replay's facts as one JSON object: board size, mines, level, mode, "
             "official and fair, 3BV, openings, ZiNi, time, click counts, IOE, path, player, "
             "date")


def main(argv: list[str], out: TextIO | None = None, err: TextIO | None = None, *,
         frames: int | None = None) -> int:
    """Run a replay command; the exit status is 0, or 2 for a bad file or command.
    ``frames`` bounds the viewer's loop, for tests."""
    parser = argparse.ArgumentParser(prog=PROG, description=DESCRIPTION,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    configure(parser)
    return execute(parser.parse_args(argv), out, err, frames=frames)


def execute(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None, *,
            frames: int | None = None) -> int:
    """Run the command ``args`` holds (parsed by a parser :func:`configure` set up)."""
    out, err = out or sys.stdout, err or sys.stderr
    try:
        if args.replay_command == "info":
            print(json.dumps(summary(_load(args.file))), file=out)
        elif args.replay_command == "review":
            result = review_video(_load(args.file))
            print(review_summary(result), *map(verdict_line, result.verdicts),
                  sep="\n", file=out)
        elif args.replay_command == "watch":
            _watch(_load(args.file), frames)
        else:
            _convert(args.source, args.target, args.player)
            print(f"wrote {args.target}", file=out)
    except ReplayError as error:
        print(f"{PROG}: {error}", file=err)
        return 2
    return 0


def configure(parser: argparse.ArgumentParser) -> None:
    """Give ``parser`` the replay commands (the top-level ``gridgames`` parser's
    ``replay``, or this module's own)."""
    parser.set_defaults(execute=execute)
    commands = parser.add_subparsers(dest="replay_command", required=True, metavar="COMMAND",
                                     title="commands")
    info = _command(commands, "info", INFO_HELP)
    info.add_argument("file", type=Path, help=_FILE_HELP)
    convert = _command(commands, "convert", "write the replay as .evf")
    convert.add_argument("source", type=Path, help=_FILE_HELP)
    convert.add_argument("target", type=Path, help="the .evf file to write")
    convert.add_argument("--player", type=_player_name, metavar="NAME",
                         help="the player's name to write (else the source's)")
    review = _command(commands, "review", "the summary and a verdict for every click: "
                                          "deduction, forced or avoidable guess, wasted")
    review.add_argument("file", type=Path, help=_FILE_HELP)
    watch = _command(commands, "watch", "watch the replay in the window: Space plays or "
                                        "pauses, arrows step, +/- speed, click the bar")
    watch.add_argument("file", type=Path, help=_FILE_HELP)


def _command(commands: Any, name: str, text: str) -> argparse.ArgumentParser:
    """A command whose one line shows both in the list of commands and in its own --help."""
    parser: argparse.ArgumentParser = commands.add_parser(name, help=text, description=text)
    return parser


def _watch(video: Video, frames: int | None) -> None:
    """The window, opened on the replay (pygame loads only on this path)."""
    from game.gui.shell import main as window

    # Ctrl+C: the command line's 130
    asyncio.run(window(frames, Options(own=video)))


def _load(path: Path) -> Video:
    """The replay in a regular file, read no further than one byte past the size cap
    (a device or FIFO named as the replay is refused without waiting on it), or in a
    replay link given in its place."""
    if is_link(str(path)):
        return read_link(str(path)).video
    try:
        data = read_capped(path, MAX_BYTES)
    except OSError as error:
        raise ReplayError(f"{path}: {error.strerror or error}") from error
    if len(data) > MAX_BYTES:
        raise ReplayError(f"{path}: over {MAX_BYTES // 2**20} MiB is too large for a replay")
    try:
        return read_replay(data, path.name)
    except ReplayError as error:
        raise ReplayError(f"{path}: {error}") from error


def _player_name(text: str) -> str:
    """A name for ``--player``, checked as the settings check it."""
    try:
        return check_player_name(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from error


def _convert(source: Path, target: Path, player: str | None = None) -> None:
    if target.suffix.lower() != ".evf":
        raise ReplayError(f"{target}: the output must be an .evf file")
    if target.exists() and source.exists() and target.samefile(source):
        raise ReplayError(f"{target}: would overwrite the file being converted")
    video = _load(source)
    data = to_evf(video if player is None else replace(video, player=player))
    partial = target.with_name(target.name + ".part")
    try:
        partial.write_bytes(data)
        os.replace(partial, target)
    except OSError as error:
        partial.unlink(missing_ok=True)
        raise ReplayError(f"{target}: {error.strerror or error}") from error
