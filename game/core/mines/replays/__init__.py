"""Minesweeper replay files ("videos") in and out: ``.avf``, ``.rmv``, ``.mvf``, ``.evf``.

:func:`read_replay` reads any of them (or a Gridgames save) into a :class:`Video`;
:func:`play_back` turns its mouse events into timed moves, :class:`Timeline`
steps through them as a viewer does; :func:`summary` gives
the numbers the community ranks by; :func:`to_evf` writes the open ``.evf``
format.  Anything unreadable raises :class:`ReplayError`, and nothing else.
Standard library only.
"""

from __future__ import annotations

from typing import Any

from game.core.mines.game import MinesGame
from game.core.mines.replays.avf import read_avf
from game.core.mines.replays.evf import read_evf, write_evf
from game.core.mines.replays.model import MouseEvent, Playback, ReplayError, TimedMove, Video
from game.core.mines.replays.mouse import play_back
from game.core.mines.replays.mvf import read_mvf
from game.core.mines.replays.ours import video_from_save, video_from_session
from game.core.mines.replays.review import GUESSES, Review, Verdict, review
from game.core.mines.replays.rmv import read_rmv
from game.core.mines.replays.timeline import Timeline
from game.core.session import SAVE_HEADER, Session
from game.core.stats import GameRecord, Performance, game_record, openings, three_bv_progress, zini

__all__ = ["FORMATS", "GUESSES", "MouseEvent", "Playback", "ReplayError", "Review", "TimedMove",
           "Timeline", "Verdict", "Video", "performance", "play_back", "read_replay",
           "review_video", "session_record", "summary", "to_evf", "video_from_session"]

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
    return Performance(bbbv, solved, openings(board), zini(board), playback.time_ms(video),
                       playback.left, playback.right, playback.chord, playback.effective,
                       playback.completed)


def session_record(session: Session[MinesGame], day: str = "") -> GameRecord | None:
    """The statistics record of a finished game, its effective clicks counted on its replay
    as for any replay file (unknown when undo leaves the game no replay)."""
    if session.ending is None:
        return None
    try:
        effective: int | None = play_back(video_from_session(session)).effective
    except ReplayError:
        effective = None
    return game_record(session, effective_clicks=effective, day=day)


def review_video(video: Video) -> Review:
    """Every click of the replay judged by the solver, with the replay's numbers."""
    return review(video, performance(video))


def summary(video: Video) -> dict[str, Any]:
    """One flat record of the replay, as ``gridgames replay info`` prints it."""
    numbers = performance(video)
    return {
        "format": video.format, "width": video.width, "height": video.height,
        "mines": len(video.mines), "bbbv": numbers.three_bv,
        "bbbv_solved": numbers.solved_three_bv, "openings": numbers.openings,
        "zini": numbers.zini, "time_s": numbers.time_ms / 1000, "completed": numbers.completed,
        "left_clicks": numbers.left, "right_clicks": numbers.right,
        "chord_clicks": numbers.chord, "effective_clicks": numbers.effective,
        "bbbv_per_s": round(numbers.three_bv_per_second, 4), "ioe": round(numbers.ioe, 4),
        "throughput": round(numbers.throughput, 4),
        "correctness": round(numbers.correctness, 4),
        "zini_efficiency": round(numbers.zini_efficiency, 4), "no_flags": numbers.no_flags,
        "player": video.player,
    }


def to_evf(video: Video) -> bytes:
    """The replay as an ``.evf`` file that Metasweeper and ms_toollib read."""
    playback = play_back(video)
    return write_evf(video, time_ms=playback.time_ms(video), bbbv=video.new_board().three_bv(),
                     completed=playback.completed, no_flags=playback.right == 0)
