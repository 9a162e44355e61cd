"""``convert`` keeps every field the source holds and writes .evf v4 as ms_toollib does.

Two oracles: our own reader (every detail of the source comes back from the .evf),
and ms_toollib, which reads our .evf exactly as it reads the .evf it writes itself
from the same source (``generate_evf_v4_raw_data``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from replay_files import MS_CLASSES, ms_facts, played_session, scripted_video
from test_replays import DATA, ENCODERS

from game.core.mines.replays import Video, read_replay, summary, to_evf, video_from_session
from game.core.mines.replays.model import Details

META = ("software", "player_identifier", "race_identifier", "unique_identifier", "country",
        "start_time", "end_time", "mode", "level", "checksum", "is_official", "is_fair",
        "pix_size", "rtime_ms", "bbbv")


def ms_meta(kind: str, data: bytes) -> dict[str, Any]:
    video = MS_CLASSES[kind](raw_data=data)
    video.parse()
    video.analyse()
    return {name: getattr(video, name) for name in META}


def ms_converted(kind: str, data: bytes) -> bytes:
    """The .evf ms_toollib itself makes of a file."""
    video = MS_CLASSES[kind](raw_data=data)
    video.parse()
    video.analyse()
    video.generate_evf_v4_raw_data()
    return bytes(video.raw_data)


def same_story(first: Video, second: Video) -> None:
    """Everything but the events' clock origin, which v4 starts at the first event."""
    shift = second.events[0].at_ms - first.events[0].at_ms
    moved = tuple(dataclasses.replace(event, at_ms=event.at_ms + shift)
                  for event in first.events)
    assert second.events == moved
    assert (second.width, second.height, second.mines, second.player, second.cell_px) == (
        first.width, first.height, first.mines, first.player, first.cell_px)


FULL = Details(software="Metasweeper 3.2.1", country="CN", started_us=1_795_514_400_123_456,
               ended_us=1_795_514_460_654_321, mode=1, race_id="race-7", unique_id="uid-42",
               device_id=b"\x01device\xff", checksum=bytes(range(32)), official=False,
               fair=True, reserved=("alpha", "beta"))


@pytest.mark.parametrize("kind", ["avf", "rmv", "mvf"])
def test_ms_toollib_reads_our_conversion_as_its_own(kind: str) -> None:
    for seed, size in enumerate([(16, 16, 40), (10, 7, 12), (8, 8, 10), (30, 16, 99)]):
        source = ENCODERS[kind](scripted_video(seed, size, lose_chance=0.01 * seed))
        ours = to_evf(read_replay(source, f"x.{kind}"))
        theirs = ms_converted(kind, source)
        assert ours[0] == 4
        assert ms_meta("evf", ours) == ms_meta("evf", theirs)
        assert ms_facts("evf", ours) == ms_facts("evf", theirs)


@pytest.mark.parametrize("kind", ["avf", "rmv", "mvf", "evf"])
def test_every_detail_comes_back_from_the_evf(kind: str) -> None:
    video = scripted_video(4, (30, 16, 99))
    if kind == "evf":
        video = dataclasses.replace(video, player="Zoë", details=FULL)
    source = read_replay(ENCODERS[kind](video), f"x.{kind}")
    converted = read_replay(to_evf(source), "x.evf")
    written = dataclasses.replace(converted.details, country=source.details.country,
                                  level=source.details.level)
    expected = source.details
    if not expected.ended_us:  # ms_toollib's rule: the game ends its time after the start
        expected = dataclasses.replace(expected, ended_us=expected.started_us
                                       + (converted.time_ms or 0) * 1000)
    assert written == expected
    assert converted.details.country == (source.details.country or "XX")
    same_story(source, converted)
    assert ms_facts("evf", to_evf(converted)) == ms_facts("evf", to_evf(source))


def test_the_details_are_what_ms_toollib_reads() -> None:
    video = dataclasses.replace(scripted_video(2, (16, 16, 40)), player="Zoë", details=FULL)
    data = to_evf(video)
    meta = ms_meta("evf", data)
    assert {key: meta[key] for key in ("software", "player_identifier", "race_identifier",
                                       "unique_identifier", "country", "start_time",
                                       "end_time", "mode", "checksum")} == {
        "software": FULL.software, "player_identifier": "Zoë", "race_identifier": "race-7",
        "unique_identifier": "uid-42", "country": "CN", "start_time": FULL.started_us,
        "end_time": FULL.ended_us, "mode": 1, "checksum": FULL.checksum}
    assert to_evf(read_replay(data, "again.evf")) == data, "a second conversion changes nothing"


@pytest.mark.parametrize("version", [0, 3, 4])
def test_evf_files_of_every_version_convert_with_their_fields(version: int) -> None:
    data = (DATA / f"ms_toollib_v{version}.evf").read_bytes()
    before = ms_meta("evf", data)
    after = ms_meta("evf", to_evf(read_replay(data, "x.evf")))
    before.pop("checksum"), after.pop("checksum")  # v3 and older have none ms_toollib shows
    if version < 4:  # their country is empty, which v4 writes as ms_toollib does: "XX"
        assert (before["country"], after["country"]) == ("", "XX")
        before.pop("country"), after.pop("country")
    if version < 4:  # ms_toollib shows no times for v0-v3, whose file has them as text
        details = read_replay(data, "x.evf").details
        assert (after.pop("start_time"), after.pop("end_time")) == (
            details.started_us, details.ended_us) != (0, 0)
        assert data.count(str(details.started_us).encode()) == 1
        before.pop("start_time"), before.pop("end_time")
    assert before == after
    assert ms_facts("evf", data) == ms_facts("evf", to_evf(read_replay(data, "x.evf")))


def test_our_games_convert_with_the_software_and_times() -> None:
    session = played_session(3)
    data = to_evf(video_from_session(session))
    meta = ms_meta("evf", data)
    assert meta["software"] == "Gridgames"
    assert meta["end_time"] - meta["start_time"] == meta["rtime_ms"] * 1000


@pytest.mark.parametrize("kind", ["avf", "rmv", "mvf", "evf"])
def test_info_reports_level_mode_software_and_date_as_ms_toollib(kind: str) -> None:
    video = scripted_video(7, (16, 16, 40))
    if kind == "evf":
        video = dataclasses.replace(video, details=FULL)
    data = ENCODERS[kind](video)
    info, meta = summary(read_replay(data, f"x.{kind}")), ms_meta(kind, data)
    assert (info["level"], info["mode"], info["software"]) == (
        meta["level"], meta["mode"], meta["software"])
    assert (info["start_us"], info["end_us"]) == (meta["start_time"], meta["end_time"])
    assert info["date"].startswith("2026-11-24"), "every format holds a date"
