"""A long legal save read as a replay: memory bounded by the file, not by its events.

``replay info`` on a save of 200,000 pointer positions must allocate well under 100 bytes
an event at its peak (a list of event objects takes about 300); the time it takes is the
benchmark's to say (``python -m bench.big_replay``), never a test's.
"""

from __future__ import annotations

import json
import tracemalloc
from io import StringIO
from pathlib import Path

import pytest
from session_helpers import FakeClock

from bench.big_replay import HEIGHT, MINES, WIDTH, big_save
from game.core.mines.game import MINES as MINES_RULES
from game.core.mines.replays import MouseEvent, read_replay, video_from_session
from game.core.mines.replays.model import ACTIONS, MouseTrack
from game.core.session import POINTER, Event, SaveError, Session
from game.text.mines.replay_cli import main as replay

POINTER_MOVES = 200_000
PEAK_BYTES_PER_EVENT = 100


@pytest.fixture(scope="module")
def long_save() -> str:
    return big_save(POINTER_MOVES)


def test_replay_info_on_a_long_save_peaks_under_100_bytes_an_event(
        long_save: str, tmp_path: Path) -> None:
    path = tmp_path / "long.txt"
    path.write_text(long_save)
    out = StringIO()
    tracemalloc.start()
    try:
        status = replay(["info", str(path)], out=out)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert status == 0
    info = json.loads(out.getvalue())
    assert info["completed"] and info["left_clicks"] == WIDTH * HEIGHT - MINES
    assert peak < PEAK_BYTES_PER_EVENT * POINTER_MOVES, f"{peak / 2**20:.1f} MiB at the peak"


def test_the_long_save_replays_as_its_session_does(long_save: str) -> None:
    """Read a line at a time, the replay is the one the whole session, pointer positions
    logged, makes."""
    session = Session.load(long_save, MINES_RULES, clock=FakeClock())
    assert sum(event.action.startswith(POINTER) for event in session.events) == POINTER_MOVES
    assert read_replay(long_save.encode(), "long.txt") == video_from_session(session)


def test_a_load_without_pointers_checks_them_and_logs_the_rest(long_save: str) -> None:
    kept = Session.load(long_save, MINES_RULES, clock=FakeClock(), pointers=False)
    assert len(kept.events) == WIDTH * HEIGHT - MINES
    assert not any(event.action.startswith(POINTER) for event in kept.events)
    last_time = long_save.rstrip("\n").rpartition("\n")[2].split(" ")[0]
    with pytest.raises(SaveError, match=rf"event {POINTER_MOVES + len(kept.events) + 1}: "
                                        r"'@3,4' cannot happen"):
        Session.load(long_save + f"{last_time} @3,4\n", MINES_RULES, clock=FakeClock(),
                     pointers=False)


def test_every_way_of_writing_a_pointer_line_reads_as_that_line_says(long_save: str) -> None:
    """Pointer lines are read a run at a time; lines written otherwise than the game writes
    them (leading zeros, Windows line ends, no last line end) read the same one by one."""
    lines = long_save.splitlines()[:20_000]
    lines[7_000] = lines[7_000].replace("@", "@00")
    lines[9_000] = "0" + lines[9_000]
    text = "\r\n".join(lines[:12_000]) + "\n" + "\n".join(lines[12_000:])
    expected = [Event(int(at), action) for at, action in (line.split(" ") for line in lines[5:])]
    assert list(Session.load(text, MINES_RULES, clock=FakeClock()).events) == expected


def test_a_fault_deep_in_a_long_save_names_its_line(long_save: str) -> None:
    lines = long_save.splitlines()
    lines[150_000] = "12 O1, 2"
    with pytest.raises(SaveError, match="line 150001 should be"):
        Session.load("\n".join(lines), MINES_RULES, clock=FakeClock(), pointers=False)


def test_a_mouse_track_is_the_sequence_of_its_events() -> None:
    events = [MouseEvent(at, action, at % 7, -at) for at, action in enumerate(ACTIONS * 3)]
    track = MouseTrack()
    for event in events:
        track.append(event.at_ms, event.action, event.x, event.y)
    assert len(track) == len(events) and list(track) == events
    assert track == tuple(events) and hash(track) == hash(tuple(events))
    assert track[5] == events[5] and track[-1] == events[-1]
    assert track[3:11:2] == tuple(events[3:11:2]) and isinstance(track[3:11:2], MouseTrack)
    assert track != tuple(events[:-1])
