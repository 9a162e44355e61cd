"""Minesweeper replay files ("videos") in and out: ``.avf``, ``.rmv``, ``.mvf``, ``.evf``.

:func:`read_replay` reads any of them (or a Gridgames save) into a :class:`Video`;
:func:`play_back` turns its mouse events into timed moves, :class:`Timeline`
steps through them as a viewer does; :func:`summary` gives
the numbers the community ranks by; :func:`to_evf` writes the open ``.evf``
format.  Anything unreadable raises :class:`ReplayError`, and nothing else.
Standard library only.
"""

from __future__ import annotations

import math
from collections.abc import Generator
from datetime import UTC, datetime
from typing import Any

from game.core.mines.draw import run_to_end
from game.core.mines.game import MinesGame
from game.core.mines.replays.avf import read_avf
from game.core.mines.replays.evf import read_evf, write_evf
from game.core.mines.replays.model import (
    MODES,
    MouseEvent,
    Playback,
    ReplayError,
    TimedMove,
    Video,
    as_stated,
)
from game.core.mines.replays.mouse import play_back
from game.core.mines.replays.mvf import read_mvf
from game.core.mines.replays.ours import Origin, video_from_save, video_from_session
from game.core.mines.replays.review import GUESSES, Review, Verdict, review
from game.core.mines.replays.rmv import read_rmv
from game.core.mines.replays.timeline import Timeline, path_after
from game.core.mines.stats import (
    GameRecord,
    Performance,
    board_counts,
    iter_game_record,
    level,
    three_bv_progress,
)
from game.core.session import SAVE_HEADER, Session

__all__ = ["FORMATS", "GUESSES", "MouseEvent", "Origin", "Playback", "ReplayError", "Review",
           "TimedMove", "Timeline", "Verdict", "Video", "iter_session_record", "performance",
           "play_back", "read_replay", "review_video", "session_record", "summary", "to_evf",
           "video_from_session"]

FORMATS = ("avf", "rmv", "mvf", "evf")
_READERS = {"avf": read_avf, "rmv": read_rmv, "mvf": read_mvf, "evf": read_evf}
MAX_BYTES = 16 * 1024 * 1024  # far above any real replay; refuse before parsing


def read_replay(data: bytes, name: str = "") -> Video:
    """The replay in ``data``; ``name`` (a file name) picks the format by its suffix."""
    if len(data) > MAX_BYTES:
        raise ReplayError(f"the file is {len(data)} bytes: too large for a replay")
    if not data:
        raise ReplayError("the file is empty")
    kind = _sniff(data, name)
    if kind == "gridgames":
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            raise ReplayError("the Gridgames save is not UTF-8 text") from error
        return video_from_save(text)
    try:
        return _READERS[kind](data)
    except ReplayError:
        raise
    except ValueError as error:  # a board the core refuses, a number out of range
        raise ReplayError(f"the .{kind} file is corrupt: {error}") from error


def _sniff(data: bytes, name: str) -> str:
    if data.startswith(SAVE_HEADER.encode()):
        return "gridgames"
    if data.startswith(b"*rmv"):
        return "rmv"
    if data.startswith(b"\x11\x4d"):
        return "mvf"
    suffix = name.rpartition(".")[2].lower() if "." in name else ""
    if suffix in _READERS:
        return suffix
    raise ReplayError("not a replay we can read: expected .avf, .rmv, .mvf, .evf or a "
                      "Gridgames save")


def performance(video: Video) -> Performance:
    """The replay's numbers as the community ranks them (see ``Performance``)."""
    playback = play_back(video)
    board = video.new_board()
    bbbv, solved = three_bv_progress(playback.board) if playback.moves else (board.three_bv(), 0)
    return Performance(bbbv, solved, time_ms=playback.time_ms(video), left=playback.left,
                       right=playback.right, chord=playback.chord, effective=playback.effective,
                       completed=playback.completed, **board_counts(board),
                       level=level(video.width, video.height, len(video.mines)),
                       path_px=path_length(video, playback.start_event))


def path_length(video: Video, start_event: int | None) -> float:
    """The cursor's path once the game began, to the file's end (see :func:`path_after`)."""
    after = path_after(video, start_event)
    return after[-1] if after else 0.0


def session_record(session: Session[MinesGame], day: str = "") -> GameRecord | None:
    """The statistics record of a finished game, its effective clicks and the pointer's
    path counted on its replay as for any replay file (unknown when undo leaves the game
    no replay)."""
    return run_to_end(iter_session_record(session, day))


def iter_session_record(session: Session[MinesGame], day: str = ""
                        ) -> Generator[None, None, GameRecord | None]:
    """:func:`session_record` in steps: the board's figures counted a slice at a time
    (see :func:`~game.core.mines.stats.iter_game_record`); the replay, of a board small enough
    for one, in one go."""
    if session.ending is None:
        return None
    try:  # a board over 255 cells a side (all past BIG_BOARD_CELLS) has no replay
        video = video_from_session(session)
    except ReplayError:
        return (yield from iter_game_record(session, day=day))
    playback = play_back(video)
    return (yield from iter_game_record(session, effective_clicks=playback.effective, day=day,
                                        path=round(path_length(video, playback.start_event))))


def review_video(video: Video) -> Review:
    """Every click of the replay judged by the solver, with the replay's numbers."""
    return review(video, performance(video))


def summary(video: Video) -> dict[str, Any]:
    """One flat record of the replay, as ``gridgames replay info`` prints it.  Ratios
    with nothing to divide by are inf (unbounded), as the community's tools say.  The
    details are those an export writes (see :func:`~game.core.mines.replays.model.as_stated`)."""
    numbers = performance(video)
    details = as_stated(video, time_ms=numbers.time_ms, completed=numbers.completed)
    return {
        "format": video.format, "width": video.width, "height": video.height,
        "mines": len(video.mines), "level": video.level, "mode": details.mode,
        "mode_name": MODES.get(details.mode, ""), "official": details.official,
        "fair": details.fair,
        "bbbv": numbers.three_bv, "bbbv_solved": numbers.solved_three_bv,
        "openings": numbers.openings, "islands": numbers.islands, "zini": numbers.zini,
        "hzini": numbers.hzini, "time_s": numbers.time_ms / 1000,
        "completed": numbers.completed, "left_clicks": numbers.left,
        "right_clicks": numbers.right, "chord_clicks": numbers.chord,
        "effective_clicks": numbers.effective, "bbbv_per_s": _round(numbers.three_bv_per_second),
        "ioe": round(numbers.ioe, 4), "throughput": round(numbers.throughput, 4),
        "correctness": round(numbers.correctness, 4), "rqp": _round(numbers.rqp),
        "stnb": _round(numbers.stnb), "path": round(numbers.path_px, 2),
        "zini_efficiency": round(numbers.zini_efficiency, 4), "no_flags": numbers.no_flags,
        "player": video.player, "software": details.software, "country": details.country,
        "date": _date(details.started_us), "start_us": details.started_us,
        "end_us": details.ended_us, "race_id": details.race_id,
        "unique_id": details.unique_id,
    }


def _round(value: float) -> float:
    return value if math.isinf(value) else round(value, 4)


def _date(microseconds: int) -> str:
    """The UTC date and time of a timestamp, or "" when the file has none."""
    if microseconds <= 0:
        return ""
    try:
        moment = datetime.fromtimestamp(microseconds / 1_000_000, UTC)
    except (OverflowError, OSError, ValueError):
        return ""
    return moment.strftime("%Y-%m-%d %H:%M:%S")


def to_evf(video: Video) -> bytes:
    """The replay as an ``.evf`` file that Metasweeper and ms_toollib read."""
    playback = play_back(video)
    return write_evf(video, time_ms=playback.time_ms(video), bbbv=video.new_board().three_bv(),
                     completed=playback.completed, no_flags=playback.right == 0)
