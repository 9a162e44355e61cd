"""Nothing lost or bent on the way through: the .rmv's date and player fields, the country
as ms_toollib writes it, the .mvf's end, the mouse path by ms_toollib's rule, the
statistics' time as the replay rounds it, ``replay info --help``, the seek bar's end."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from replay_files import (
    MS_CLASSES,
    RMV_TIMESTAMP,
    avf_bytes,
    ms_facts,
    rmv_bytes,
    scripted_video,
)
from session_helpers import FakeClock, layout_session
from test_replay_convert import META, ms_converted, ms_meta
from test_replays import ENCODERS

from game.cli import run
from game.core.mines.replays import (
    MouseEvent,
    Video,
    read_replay,
    session_record,
    summary,
    to_evf,
    video_from_session,
)
from game.core.mines.replays.model import Details

# Mines in the bottom row only: the first click at (1, 1) opens most of the board.
LAYOUT = frozenset({56, 58, 60, 62})


def test_the_path_follows_ms_toollibs_rule_at_the_first_click_and_beside_the_board() -> None:
    """Moves at the very millisecond of the opening count; in .evf and .avf a move past the
    right edge but within the board's height counts as on the board (only both past is
    "outside"), where the .rmv and .mvf readers put any cursor off the board in the corner."""
    events = (MouseEvent(5, "lc", 20, 20), MouseEvent(5, "lr", 20, 20),
              MouseEvent(5, "mv", 60, 20), MouseEvent(30, "mv", 140, 30),
              MouseEvent(40, "mv", 128, 128), MouseEvent(50, "mv", 60, 60),
              MouseEvent(60, "lc", 60, 60), MouseEvent(60, "lr", 60, 60),
              MouseEvent(70, "mv", 100, 90))
    video = Video("script", 8, 8, LAYOUT, events, 65)
    # 40 along, out to (140, 30), back to (60, 60) past the skipped corner, on to (100, 90)
    expected = {"evf": 40 + (80**2 + 10**2) ** 0.5 + (80**2 + 30**2) ** 0.5 + 50,
                "rmv": 40 + 40 + 50}
    expected.update(avf=expected["evf"], mvf=expected["rmv"])
    for kind, length in expected.items():
        data = ENCODERS[kind](video)
        assert ms_facts(kind, data)["path"] == pytest.approx(length, abs=0.01)
        assert summary(read_replay(data, f"x.{kind}"))["path"] == pytest.approx(length, abs=0.01)


@pytest.mark.parametrize(("country", "written"), [("cn", "CN"), ("China", "XX"), ("", "XX")])
def test_an_rmv_keeps_its_date_and_player_fields_through_convert(country: str,
                                                                written: str) -> None:
    """The board's TIMESTAMP is the start, as ms_toollib reads it; nickname, country and
    token are the unique ID, country and race ID; a country v4 cannot hold is "XX"."""
    source = rmv_bytes(scripted_video(3, (16, 16, 40)), player="Ann",  # ASCII: see rmv.py
                       more=("nick", country, "token"))
    info = summary(read_replay(source, "x.rmv"))
    oracle = ms_meta("rmv", source)
    assert (info["start_us"], info["end_us"]) == (oracle["start_time"], oracle["end_time"])
    assert info["start_us"] == RMV_TIMESTAMP * 1_000_000
    assert info["date"] == "2026-11-24 10:00:00"
    assert (info["player"], info["unique_id"], info["country"], info["race_id"]) == (
        "Ann", "nick", country, "token")
    converted = to_evf(read_replay(source, "x.rmv"))
    assert ms_meta("evf", converted) == ms_meta("evf", ms_converted("rmv", source))
    assert ms_meta("evf", converted)["country"] == written


@pytest.mark.parametrize("kind", ["avf", "rmv", "mvf"])
@pytest.mark.parametrize("country", ["de", "China"])
def test_files_ms_toollib_writes_keep_every_field_it_reads_through_convert(
        kind: str, country: str) -> None:
    source = ENCODERS[kind](scripted_video(5, (30, 16, 99), lose_chance=0.02))
    made = MS_CLASSES[kind](raw_data=source)
    made.parse()
    made.analyse()
    made.country = country
    made.generate_evf_v4_raw_data()
    written = bytes(made.raw_data)
    before = ms_meta("evf", written)
    after = ms_meta("evf", to_evf(read_replay(written, "x.evf")))
    assert before["start_time"] > 0
    assert before["country"] == (country.upper() if len(country) == 2 else "XX")
    assert set(META) <= set(after)
    assert after == before
    assert ms_facts("evf", to_evf(read_replay(written, "x.evf"))) == ms_facts("evf", written)


def test_info_gives_the_mvf_end_as_ms_toollib_does() -> None:
    data = ENCODERS["mvf"](scripted_video(6, (16, 16, 40)))
    info, oracle = summary(read_replay(data, "x.mvf")), ms_meta("mvf", data)
    assert info["end_us"] == oracle["end_time"] == info["start_us"] + oracle["rtime_ms"] * 1000
    assert info["end_us"] > info["start_us"] > 0


def test_the_statistics_keep_the_time_as_the_replay_rounds_it() -> None:
    clock = FakeClock()
    session = layout_session("*..*", clock)
    session.play("O1,0")
    clock.now += 2.878
    session.play("O2,0")
    record = session_record(session)
    info = summary(video_from_session(session))
    assert record is not None and record.won and info["time_s"] == 2.878
    assert record.time_cs == 288, "2.878 s reads 2.88, not 2.87"
    assert record.three_bv_per_second == pytest.approx(info["bbbv_per_s"], rel=0.002)


# What ``replay info --help`` names, and the keys of the JSON that hold it.
NAMED = {"board size": ("width", "height"), "mines": ("mines",), "level": ("level",),
         "mode": ("mode", "mode_name"), "official and fair": ("official", "fair"),
         "3BV": ("bbbv",), "openings": ("openings",), "ZiNi": ("zini",), "time": ("time_s",),
         "click counts": ("left_clicks", "right_clicks", "chord_clicks"), "IOE": ("ioe",),
         "path": ("path",), "player": ("player",), "date": ("date",)}


def test_replay_info_help_promises_only_what_info_prints(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        run(["replay", "info", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    named = text.partition("one JSON object: ")[2].partition(" positional")[0].split(", ")
    assert named == list(NAMED)
    replay = tmp_path / "game.rmv"
    replay.write_bytes(rmv_bytes(scripted_video(2, (8, 8, 10))))
    assert run(["replay", "info", str(replay)]) == 0
    info = json.loads(capsys.readouterr().out)
    assert {key for keys in NAMED.values() for key in keys} <= set(info)


def test_a_whole_country_name_reads_whole_and_converts_as_ms_toollib_converts_it() -> None:
    """A version 3 .evf holds the country as text: "China" reads whole; version 4 holds
    two letters, and ms_toollib's own conversion writes "XX", not "Ch"."""
    made = MS_CLASSES["mvf"](raw_data=ENCODERS["mvf"](scripted_video(8, (16, 16, 40))))
    made.parse()
    made.analyse()
    made.country = "China"
    made.generate_evf_v3_raw_data()
    version_3 = bytes(made.raw_data)
    assert version_3[0] == 3 and ms_meta("evf", version_3)["country"] == "China"
    assert summary(read_replay(version_3, "x.evf"))["country"] == "China"
    ours = ms_meta("evf", to_evf(read_replay(version_3, "x.evf")))
    theirs = ms_meta("evf", ms_converted("evf", version_3))
    assert ours["country"] == theirs["country"] == "XX"



def test_newer_evf_events_settings_and_custom_figures_read_as_ms_toollib_reads_them() -> None:
    """Version 4 as ms_toollib reads it: game states (a time step alone), codes 100 to 254
    (nothing), the settings byte and the custom figures (a count of strings) all read,
    and the last two come back from a conversion."""
    video = scripted_video(9, (16, 16, 40))
    events = list(video.events)
    still = dataclasses.replace(events[5], action="mv", at_ms=events[5].at_ms + 77)
    events.insert(6, still)  # a move that goes nowhere, 77 ms on: made a game state below
    events[7:] = [dataclasses.replace(event, at_ms=event.at_ms + 77) for event in events[7:]]
    details = Details(settings=0b1100_0000, extensions=("fps=60", "老师"))
    later = dataclasses.replace(video, events=tuple(events), details=details, format="evf",
                                time_ms=(video.time_ms or 0) + 77)
    data = to_evf(later)
    assert data.count(b"\x01\x4d\x00\x00\x00\x00") == 1
    data = data.replace(b"\x01\x4d\x00\x00\x00\x00", b"\x52\x4d\x64\x65\x66\x67")  # win, 4 spare
    read = read_replay(data, "x.evf")
    assert (read.details.settings, read.details.extensions) == (0b1100_0000, ("fps=60", "老师"))
    oracle = ms_facts("evf", data)
    assert oracle == {key: value for key, value in {**summary(read), "layout": read.mines}.items()
                      if key in oracle}
    assert oracle["time_s"] == ms_facts("evf", to_evf(later))["time_s"]
    again = read_replay(to_evf(read), "x.evf").details
    assert (again.settings, again.extensions) == (0b1100_0000, ("fps=60", "老师"))


@pytest.mark.parametrize(("code", "country"), [(8, "CN"), (41, "US"), (0, "XX")])
def test_an_avf_keeps_its_country_through_convert(code: int, country: str) -> None:
    source = avf_bytes(scripted_video(10, (30, 16, 99)), country=code)
    assert ms_meta("avf", source)["country"] == country
    assert summary(read_replay(source, "x.avf"))["country"] == country
    converted = to_evf(read_replay(source, "x.avf"))
    assert ms_meta("evf", converted) == ms_meta("evf", ms_converted("avf", source))
    assert ms_meta("evf", converted)["country"] == country


@pytest.mark.parametrize("kind", ["avf", "rmv", "mvf"])
def test_a_conversion_states_completed_official_and_fair_as_ms_toollibs_own(kind: str) -> None:
    """Formats without the flags have them from completion: a lost game is neither."""
    for seed in range(6):
        source = ENCODERS[kind](scripted_video(seed, (16, 16, 40), lose_chance=0.05 * seed))
        ours, theirs = to_evf(read_replay(source, f"x.{kind}")), ms_converted(kind, source)
        assert ours[1] & 0xE0 == theirs[1] & 0xE0
