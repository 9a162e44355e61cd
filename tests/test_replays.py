"""Replay files: every format read as ms_toollib reads it, .evf written for it, errors clean.

ms_toollib (a dev extra) is the oracle; it parses the same bytes on its own.
Its parsers abort the process on some malformed input, so it only ever sees the
well-formed files; the fuzz tests check our parsers alone.
"""

from __future__ import annotations

import contextlib
import random
from typing import Any

import ms_toollib as ms
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from replay_files import Player, avf_bytes, mvf_bytes, random_layout, rmv_bytes

from game.core.replays import ReplayError, Video, play_back, read_replay, summary, to_evf

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
