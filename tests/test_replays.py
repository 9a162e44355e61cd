"""Replay files: every format read as ms_toollib reads it, .evf written for it, errors clean.

ms_toollib (a dev extra) is the oracle; it parses the same bytes on its own.
Its parsers abort the process on some malformed input, so it only ever sees the
well-formed files; the fuzz tests check our parsers alone.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from replay_files import (
    SIZES,
    avf_bytes,
    board_for,
    ms_facts,
    mvf_bytes,
    overflagged_video,
    played_session,
    random_layout,
    rmv_bytes,
    scripted_video,
)
from session_helpers import FakeClock

from game.core.mines.game import new_mines_session
from game.core.mines.game_id import MinesParams
from game.core.mines.replays import (
    MouseEvent,
    ReplayError,
    TimedMove,
    Timeline,
    Video,
    performance,
    play_back,
    read_replay,
    summary,
    to_evf,
    video_from_session,
)
from game.core.mines.stats import game_record
from game.core.sudoku.play import sudoku_session

DATA = Path(__file__).parent / "data" / "replays"
ENCODERS = {"avf": avf_bytes, "rmv": rmv_bytes, "mvf": mvf_bytes, "evf": to_evf}


CASES = [(kind, seed, size) for kind in ENCODERS for seed, size in enumerate(SIZES * 8)]


@pytest.mark.parametrize(("kind", "seed", "size"), CASES)
def test_every_format_reads_as_ms_toollib_reads_it(kind: str, seed: int,
                                                  size: tuple[int, int, int]) -> None:
    data = ENCODERS[kind](scripted_video(seed, size, lose_chance=0.01 * (seed % 3)))
    ours = summary(read_replay(data, f"game.{kind}"))
    oracle = ms_facts(kind, data)
    assert ours["format"] == kind
    assert read_replay(data, f"game.{kind}").mines == oracle.pop("layout")
    assert ours["time_s"] == pytest.approx(oracle.pop("time_s"), abs=1e-9)
    assert {key: ours[key] for key in oracle} == oracle


@pytest.mark.parametrize("version", [0, 3, 4])
def test_evf_files_written_by_ms_toollib_read_alike(version: int) -> None:
    data = (DATA / f"ms_toollib_v{version}.evf").read_bytes()
    ours = summary(read_replay(data, "sample.evf"))
    oracle = ms_facts("evf", data)
    assert read_replay(data, "sample.evf").mines == oracle.pop("layout")
    assert ours["time_s"] == pytest.approx(oracle.pop("time_s"), abs=1e-9)
    assert {key: ours[key] for key in oracle} == oracle


def test_the_scripts_cover_wins_losses_flags_and_chords() -> None:
    """The oracle comparison is only as good as the games it sees."""
    results = [summary(scripted_video(seed, size, lose_chance=0.01 * (seed % 3)))
               for seed, size in enumerate(SIZES * 2)]
    assert {result["completed"] for result in results} == {True, False}
    assert all(result["chord_clicks"] and result["right_clicks"] for result in results)


def test_the_moves_replay_to_the_same_board_as_the_clicks() -> None:
    """A viewer steps through the moves: they must rebuild the board the clicks made."""
    video = scripted_video(3, (16, 16, 40))
    playback = play_back(video)
    board = video.new_board()
    for timed in playback.moves:
        timed.move.apply(board)
    assert board.to_text() == playback.board.to_text()
    times = [timed.at_ms for timed in playback.moves]
    assert times == sorted(times)
    assert all(video.events[timed.event].at_ms == timed.at_ms for timed in playback.moves)


# ----- errors: truncated, corrupt, unknown ------------------------------------------

SAMPLES = {kind: encode(scripted_video(1, (8, 8, 10))) for kind, encode in ENCODERS.items()}
SAMPLES["evf4"] = (DATA / "ms_toollib_v4.evf").read_bytes()


@pytest.mark.parametrize("kind", SAMPLES)
def test_truncated_files_raise_only_replay_error(kind: str) -> None:
    data = SAMPLES[kind]
    for end in range(len(data)):
        with contextlib.suppress(ReplayError):
            read_replay(data[:end], f"cut.{kind[:3]}")


@pytest.mark.parametrize("kind", SAMPLES)
@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_mutated_files_raise_only_replay_error(kind: str, data: st.DataObject) -> None:
    raw = bytearray(SAMPLES[kind])
    for _ in range(data.draw(st.integers(1, 8))):
        index = data.draw(st.integers(0, len(raw) - 1))
        raw[index] = data.draw(st.integers(0, 255))
    with contextlib.suppress(ReplayError):
        summary(read_replay(bytes(raw), f"bad.{kind[:3]}"))


@given(raw=st.binary(max_size=300), suffix=st.sampled_from(["avf", "rmv", "mvf", "evf", "txt"]))
def test_random_bytes_raise_only_replay_error(raw: bytes, suffix: str) -> None:
    with contextlib.suppress(ReplayError):
        summary(read_replay(raw, f"random.{suffix}"))


def test_unknown_and_empty_files_say_what_is_wrong() -> None:
    with pytest.raises(ReplayError, match="empty"):
        read_replay(b"", "x.avf")
    with pytest.raises(ReplayError, match=r"expected \.avf"):
        read_replay(b"hello", "notes.txt")
    with pytest.raises(ReplayError, match="cut short"):
        read_replay(SAMPLES["evf"][:30], "x.evf")


# ----- .evf written for our own games and for imported ones ------------------------

@pytest.mark.parametrize("seed", range(10))
def test_our_games_write_evf_that_ms_toollib_reads_back(seed: int) -> None:
    session = played_session(seed)
    record = game_record(session)
    assert record is not None
    data = to_evf(video_from_session(session))
    oracle = ms_facts("evf", data)
    layout = session.position.layout()
    assert oracle["layout"] == layout
    assert oracle["bbbv"] == record.three_bv
    assert oracle["time_s"] * 1000 == pytest.approx(record.time_cs * 10, abs=10)
    assert oracle["completed"] == record.won
    assert (oracle["left_clicks"], oracle["right_clicks"], oracle["chord_clicks"]) == (
        record.left_clicks, record.right_clicks, record.chord_clicks)
    assert read_replay(data, "ours.evf").mines == layout
    ours = summary(read_replay(data, "ours.evf"))
    oracle.pop("layout")
    assert ours["time_s"] == pytest.approx(oracle.pop("time_s"), abs=1e-9)
    assert {key: ours[key] for key in oracle} == oracle, "every counter, as ms_toollib's"


def test_a_cleared_question_mark_is_left_out_and_the_board_still_agrees() -> None:
    for seed in range(8):
        session = played_session(seed, question_cycles=True)
        record = game_record(session)
        assert record is not None
        playback = play_back(video_from_session(session))
        assert playback.board.status == session.outcome
        assert playback.left == record.left_clicks
        assert playback.right <= record.right_clicks


def test_a_save_converts_like_its_session(tmp_path: Path) -> None:
    session = played_session(2)
    from_save = read_replay(session.save().encode(), "game.txt")
    assert from_save == video_from_session(session)


def test_games_with_undo_or_unfinished_are_refused() -> None:
    session = new_mines_session(MinesParams(9, 9, 10), clock=FakeClock(), seed=3)
    session.play("O4,4")
    with pytest.raises(ReplayError, match="not finished"):
        video_from_session(session)
    session.play("F0,0")
    session.undo()
    board = session.position.board
    for y in range(9):
        for x in range(9):
            if not board.is_mine(x, y):
                session.play(f"O{x},{y}")
    assert session.outcome == "won"
    with pytest.raises(ReplayError, match="undo"):
        video_from_session(session)


def test_a_win_without_right_clicks_is_no_flags() -> None:
    rng = random.Random(7)
    layout = random_layout(8, 8, 10, rng)
    board = board_for(8, 8, layout)
    events = []
    for index in range(64):
        x, y = index % 8, index // 8
        if index not in layout and board.view(x, y) == "#":
            board.reveal(x, y)
            events += [MouseEvent(len(events) * 50, action, x * 16 + 3, y * 16 + 3)
                       for action in ("lc", "lr")]
    video = Video("script", 8, 8, layout, tuple(events), None)
    numbers = performance(video)
    oracle = ms_facts("evf", to_evf(video))
    assert numbers.completed and oracle["completed"]
    assert numbers.no_flags and oracle["right_clicks"] == 0
    assert numbers.zini_efficiency == pytest.approx(numbers.zini / numbers.left)
    assert summary(video)["no_flags"] is True


def test_a_sudoku_save_or_a_corrupt_save_is_refused_clearly() -> None:
    sudoku = sudoku_session("easy", clock=FakeClock(), seed=1)
    with pytest.raises(ReplayError, match="not Minesweeper"):
        read_replay(sudoku.save().encode(), "sudoku.txt")
    with pytest.raises(ReplayError, match="not a replay or save"):
        read_replay(b"gridgames-save 1\ngame: mines\n", "broken.txt")


def test_a_timeline_steps_seeks_and_jumps_from_move_to_move() -> None:
    video = scripted_video(6, (16, 16, 40), lose_chance=0.02)
    timeline = Timeline(video)
    final = play_back(video).board.to_text()
    boards = [timeline.board.to_text()]
    while not timeline.done:
        timeline.step()
        boards.append(timeline.board.to_text())
        assert timeline.last_event == video.events[timeline.shown - 1]
    assert boards[-1] == final
    for shown in (len(boards) // 2, 3, len(boards) - 1, 0):
        timeline.seek(shown)
        assert timeline.board.to_text() == boards[shown]
    timeline.seek(0)
    made = timeline.next_move()
    assert made and made[0].move.kind == "O" and timeline.last_event is not None
    assert timeline.last_event.action == "lr"  # the release opens, not the press
    timeline.seek_time(video.events[10].at_ms)
    assert timeline.shown >= 11
    with pytest.raises(ValueError):
        timeline.seek(len(boards))


SAMPLE_FOLDER = os.environ.get("GRIDGAMES_REPLAY_SAMPLES", "")
SAMPLE_FILES = sorted(path for path in Path(SAMPLE_FOLDER).glob("*.*")
                      if path.suffix[1:] in ENCODERS) if SAMPLE_FOLDER else []
ORACLE_SCRIPT = """
import json, sys, ms_toollib as ms
kind, path = sys.argv[1], sys.argv[2]
cls = {"avf": ms.AvfVideo, "rmv": ms.RmvVideo, "mvf": ms.MvfVideo, "evf": ms.EvfVideo}[kind]
v = cls(raw_data=open(path, "rb").read()); v.parse(); v.analyse(); v.current_time = 1e6
print(json.dumps({"bbbv": ms.cal_bbbv(v.board), "openings": ms.cal_op(v.board),
                  "zini": ms.cal_zini(v.board), "completed": v.is_completed,
                  "left_clicks": v.left, "right_clicks": v.right, "chord_clicks": v.double,
                  "time_s": round(v.rtime, 6)}))
"""


@pytest.mark.skipif(not SAMPLE_FILES, reason="set GRIDGAMES_REPLAY_SAMPLES to a folder of "
                                             "public replays (their licences keep them out)")
@pytest.mark.parametrize("path", SAMPLE_FILES, ids=lambda path: path.name)
def test_public_sample_replays_read_as_ms_toollib_reads_them(path: Path) -> None:
    """ms_toollib runs apart: it aborts the process on files it cannot read."""
    kind = path.suffix[1:]
    result = subprocess.run([sys.executable, "-c", ORACLE_SCRIPT, kind, str(path)],
                            capture_output=True, text=True, check=False, cwd=path.parent)
    try:
        ours = summary(read_replay(path.read_bytes(), path.name))
    except ReplayError:
        assert result.returncode != 0, "ms_toollib reads a file we refuse"
        return
    if result.returncode != 0:
        pytest.skip("ms_toollib cannot read this file")
    oracle = json.loads(result.stdout)
    assert ours["time_s"] == pytest.approx(oracle.pop("time_s"), abs=1e-6)
    assert {key: ours[key] for key in oracle} == oracle


def test_a_one_click_win_has_unbounded_speed_as_ms_toollib_says() -> None:
    """Time 0 with the board solved: 3BV/s is inf, not 0.0, in every format."""
    events = (MouseEvent(0, "lc", 5, 5), MouseEvent(0, "lr", 5, 5))
    video = Video("script", 8, 8, frozenset({63}), events, 0)
    for kind, encode in ENCODERS.items():
        data = encode(video)
        ours, oracle = summary(read_replay(data, f"one.{kind}")), ms_facts(kind, data)
        assert ours["completed"] and ours["bbbv_per_s"] == oracle["bbbv_per_s"] == math.inf
        assert (ours["rqp"], ours["stnb"]) == (oracle["rqp"], oracle["stnb"])
    assert json.loads(json.dumps(summary(video)))["bbbv_per_s"] == math.inf


def test_seeking_back_starts_from_a_checkpoint_not_from_the_beginning() -> None:
    """Smooth seeking: going back replays at most one checkpoint's span of events, and the
    board and counters come out as stepping there from the start gives them."""
    from game.core.mines.replays.timeline import CHECKPOINT

    class Counting(Timeline):
        steps = 0

        def step(self) -> list[TimedMove]:
            self.steps += 1
            return super().step()

    video = overflagged_video(3)
    assert len(video.events) > 4 * CHECKPOINT
    timeline = Counting(video)
    timeline.seek(len(video.events))
    for target in (len(video.events) - 3, 2 * CHECKPOINT + 5, 7):
        timeline.steps = 0
        timeline.seek(target)
        assert timeline.steps <= CHECKPOINT
        fresh = Timeline(video)
        fresh.seek(target)
        assert timeline.board.to_text() == fresh.board.to_text()
        assert timeline.counters() == fresh.counters()
