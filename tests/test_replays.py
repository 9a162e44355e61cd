"""Replay files: every format read as ms_toollib reads it, .evf written for it, errors clean.

ms_toollib (a dev extra) is the oracle; it parses the same bytes on its own.
Its parsers abort the process on some malformed input, so it only ever sees the
well-formed files; the fuzz tests check our parsers alone.
"""

from __future__ import annotations

import contextlib
import random
from pathlib import Path
from typing import Any

import ms_toollib as ms
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from replay_files import Player, avf_bytes, mvf_bytes, random_layout, rmv_bytes
from session_helpers import FakeClock

from game.core.replays import (
    ReplayError,
    Video,
    play_back,
    read_replay,
    summary,
    to_evf,
    video_from_session,
)
from game.game_id import MinesParams
from game.games import MinesGame, new_mines_session
from game.session import Session
from game.stats import game_record

DATA = Path(__file__).parent / "data" / "replays"
ENCODERS = {"avf": avf_bytes, "rmv": rmv_bytes, "mvf": mvf_bytes, "evf": to_evf}
MS_CLASSES = {"avf": ms.AvfVideo, "rmv": ms.RmvVideo, "mvf": ms.MvfVideo, "evf": ms.EvfVideo}
SIZES = [(8, 8, 10), (16, 16, 40), (30, 16, 99), (10, 7, 12)]


def scripted_video(seed: int, size: tuple[int, int, int], lose_chance: float = 0.0) -> Video:
    rng = random.Random(seed)
    width, height, mines = size
    layout = random_layout(width, height, mines, rng)
    events = tuple(Player(width, height, layout, rng).play(lose_chance=lose_chance))
    started = events[1].at_ms  # the first left release opened the board
    return Video("script", width, height, layout, events, events[-1].at_ms - started)


def ms_facts(kind: str, data: bytes) -> dict[str, Any]:
    video = MS_CLASSES[kind](raw_data=data)
    video.parse()
    video.analyse()
    video.current_time = 1e6
    mines = frozenset(y * video.column + x for y, row in enumerate(video.board)
                      for x, value in enumerate(row) if value == -1)
    return {"width": video.column, "height": video.row, "layout": mines,
            "mines": video.mine_num, "bbbv": ms.cal_bbbv(video.board),
            "openings": ms.cal_op(video.board), "time_s": video.rtime,
            "completed": video.is_completed, "left_clicks": video.left,
            "right_clicks": video.right, "chord_clicks": video.double,
            "effective_clicks": video.ce, "bbbv_solved": video.bbbv_solved,
            "ioe": round(video.ioe, 4), "throughput": round(video.thrp, 4),
            "zini": ms.cal_zini(video.board)}


CASES = [(kind, seed, size) for kind in ENCODERS for seed, size in enumerate(SIZES * 2)]


@pytest.mark.parametrize(("kind", "seed", "size"), CASES)
def test_every_format_reads_as_ms_toollib_reads_it(kind: str, seed: int,
                                                  size: tuple[int, int, int]) -> None:
    data = ENCODERS[kind](scripted_video(seed, size, lose_chance=0.01 * (seed % 3)))
    ours = summary(read_replay(data, f"game.{kind}"))
    oracle = ms_facts(kind, data)
    assert ours["format"] == kind
    assert read_replay(data, f"game.{kind}").mines == oracle.pop("layout")
    assert ours["time_s"] == pytest.approx(oracle.pop("time_s"), abs=1e-9)
    oracle.pop("zini")  # a greedy count each: compared in test_zini_matches_ms_toollib_...
    assert {key: ours[key] for key in oracle} == oracle


@pytest.mark.parametrize("version", [0, 3])
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


@pytest.mark.parametrize("kind", ENCODERS)
def test_every_truncation_is_a_replay_error(kind: str) -> None:
    data = SAMPLES[kind]
    for end in range(len(data)):
        with contextlib.suppress(ReplayError):
            read_replay(data[:end], f"cut.{kind}")


@pytest.mark.parametrize("kind", ENCODERS)
@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_mutated_files_raise_only_replay_error(kind: str, data: st.DataObject) -> None:
    raw = bytearray(SAMPLES[kind])
    for _ in range(data.draw(st.integers(1, 8))):
        index = data.draw(st.integers(0, len(raw) - 1))
        raw[index] = data.draw(st.integers(0, 255))
    with contextlib.suppress(ReplayError):
        summary(read_replay(bytes(raw), f"bad.{kind}"))


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

def played_session(seed: int, *, question_cycles: bool = False) -> Session[MinesGame]:
    """A beginner game played through the session: opens, flags, chords, hints, a slip."""
    clock = FakeClock()
    rng = random.Random(seed)
    session = new_mines_session(MinesParams(9, 9, 10), clock=clock, seed=seed)
    session.play("O4,4")
    board = session.position.board
    while not session.finished:
        clock.now += rng.uniform(0.05, 0.6)
        cells = [(x, y) for y in range(9) for x in range(9)]
        roll = rng.random()
        if roll < 0.03:
            session.note_hint()
        elif roll < 0.06 or (question_cycles and roll < 0.15):
            x, y = rng.choice(cells)
            session.play(f"F{x},{y}")
        elif roll < 0.35:
            x, y = rng.choice([c for c in cells if board.view(*c) in "12345678"])
            for nx, ny in board.neighbours(x, y):
                if board.is_mine(nx, ny) and board.view(nx, ny) != "F":
                    session.play(f"F{nx},{ny}")
            session.play(f"C{x},{y}")
        else:
            x, y = rng.choice([c for c in cells if board.view(*c) in "#?F"
                               and (not board.is_mine(*c) or rng.random() < 0.01)])
            session.play(f"{'F' if board.view(x, y) == 'F' else 'O'}{x},{y}")
    return session


@pytest.mark.parametrize("seed", range(6))
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


def test_converting_a_replay_to_evf_keeps_what_ms_toollib_sees() -> None:
    for kind in ("avf", "rmv", "mvf"):
        original = ENCODERS[kind](scripted_video(5, (16, 16, 40)))
        converted = to_evf(read_replay(original, f"x.{kind}"))
        before, after = ms_facts(kind, original), ms_facts("evf", converted)
        assert before == after


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
