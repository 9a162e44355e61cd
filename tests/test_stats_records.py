"""The community's numbers in the statistics: ZiNi, openings, IOE, throughput and NF per
game (the same numbers ms_toollib computes), the ten best times per difficulty and mode,
and a stored format that reads old files and keeps what a newer build wrote."""

from __future__ import annotations

import json

import pytest
from replay_files import ms_facts, played_session
from session_helpers import layout_session

from game.core.mines.replays import session_record, to_evf, video_from_session
from game.core.mines.stats import (
    BOOK,
    STATS_KEY,
    STATS_VERSION,
    TEN_BEST,
    BestTime,
    GameRecord,
    Stats,
)
from game.core.stats import Ledger
from game.core.storage import PREFIX, MemoryStore, Progress


@pytest.mark.parametrize("seed", range(4))
def test_a_games_numbers_equal_ms_toollibs_on_its_replay(seed: int) -> None:
    session = played_session(seed)
    record = session_record(session, day="2026-11-24")
    assert record is not None and record.day == "2026-11-24"
    oracle = ms_facts("evf", to_evf(video_from_session(session)))
    assert (record.three_bv, record.openings, record.zini) == (
        oracle["bbbv"], oracle["openings"], oracle["zini"])
    assert record.effective_clicks == oracle["effective_clicks"]
    assert record.efficiency == pytest.approx(oracle["ioe"], abs=1e-4)
    assert record.throughput == pytest.approx(oracle["throughput"], abs=1e-4)


def test_an_undone_game_has_no_throughput_but_its_other_numbers() -> None:
    session = layout_session(".....\n.....\n...*.\n*....".replace("\n", " "))
    for move in ("O0,0", "F4,2", "undo", "O4,2", "O1,3", "O2,3", "O3,3", "O4,3"):
        if move == "undo":
            session.undo()
        else:
            session.play(move)
    record = session_record(session)
    assert record is not None and record.won and record.undos == 1
    assert record.effective_clicks is None and record.throughput is None
    assert (record.openings, record.zini) == (1, 4)


def win(time_cs: int, *, right: int = 0, day: str = "2026-11-24", hints: int = 0,
        mode: str = "classic", effective: int | None = 10) -> GameRecord:
    return GameRecord("beginner", mode, True, time_cs, 10, 10, 12, right, 0, hints, 0,
                      openings=2, zini=8, effective_clicks=effective, day=day)


def test_the_ten_best_times_keep_the_fastest_unaided_wins_in_order() -> None:
    stats = Stats()
    for time_cs in (900, 500, 700, 500, 1200, 300, 800, 650, 1000, 1100, 400, 999, 2000):
        stats.add(win(time_cs, day=f"day {time_cs}"))
    stats.add(win(100, hints=1))  # aided: no place
    stats.add(win(50, mode="no-guess"))  # another mode: its own list
    times = stats.tally("beginner", "classic").best_times
    assert [entry.time_cs for entry in times] == [
        300, 400, 500, 500, 650, 700, 800, 900, 999, 1000]
    assert len(times) == TEN_BEST
    assert times[0] == BestTime(300, 10, "day 300", no_flags=True)
    assert times[0].three_bv_per_second == pytest.approx(10 / 3)
    assert [entry.time_cs for entry in stats.tally("beginner", "no-guess").best_times] == [50]


def test_a_records_rank_is_where_it_entered() -> None:
    stats = Stats()
    for time_cs in (500, 700):
        stats.add(win(time_cs))
    tied = win(500)
    stats.add(tied)
    tally = stats.tally("beginner", "classic")
    assert tally.time_rank(tied) == 2  # after the earlier 5.00 s
    assert tally.time_rank(win(600)) is None
    assert tally.time_rank(win(700, hints=1)) is None


def test_bests_of_ioe_throughput_zini_efficiency_and_nf_wins() -> None:
    stats = Stats()
    stats.add(win(900, right=3, effective=20))
    stats.add(win(1500, effective=None))
    stats.add(win(700, hints=1))  # aided: counts for nothing best
    tally = stats.tally("beginner", "classic")
    assert tally.no_flag_wins == 1
    assert tally.bests.get("best_ioe") == pytest.approx(10 / 12)
    assert tally.bests.get("best_throughput") == pytest.approx(10 / 20)
    assert tally.bests.get("best_zini_efficiency") == pytest.approx(8 / 12)


# What statistics files looked like before version 2, written by that build.
VERSION_1 = json.dumps({"version": 1, "tallies": [
    {"difficulty": "expert", "mode": "classic", "played": 7, "won": 3, "aided_wins": 1,
     "current_streak": 1, "best_streak": 2, "best_time_cs": 9950,
     "best_three_bv_per_second": 1.93}]})


def test_a_version_1_file_loads_and_is_written_back_as_version_2() -> None:
    store = MemoryStore({PREFIX + STATS_KEY: VERSION_1})
    progress = Progress(store)
    ledger = Ledger(BOOK, progress)
    assert progress.problems == []
    tally = ledger.stats.tally("expert", "classic")
    assert (tally.played, tally.won, tally.best_times) == (7, 3, [])
    assert tally.bests["best_time_cs"] == 9950
    game = GameRecord("expert", "classic", True, 12000, 150, 150, 160, 0, 0, 0, 0, day="d")
    bests = ledger.record(game)
    assert bests == frozenset()  # slower than the old best time, which stays
    saved = json.loads(store.values[PREFIX + STATS_KEY])
    assert saved["version"] == STATS_VERSION == 2
    again = Stats.from_dict(saved).tally("expert", "classic")
    assert (again.played, again.bests["best_time_cs"], again.no_flag_wins) == (8, 9950, 1)
    assert again.best_times == [BestTime(12000, 150, "d", no_flags=True)]


def test_a_newer_file_loads_and_keeps_what_this_build_does_not_know() -> None:
    newer = Stats()
    newer.add(win(700))
    data = newer.to_dict()
    data.update(version=STATS_VERSION + 1, achievements=["fast"])
    data["tallies"][0]["median_time_cs"] = 700
    stats = Stats.from_dict(json.loads(json.dumps(data)))
    stats.add(win(600))
    written = stats.to_dict()
    assert written["achievements"] == ["fast"]
    assert written["tallies"][0]["median_time_cs"] == 700
    assert [entry["time_cs"] for entry in written["tallies"][0]["best_times"]] == [600, 700]


def test_old_game_records_read_with_the_numbers_they_lacked_unknown() -> None:
    old = {key: value for key, value in win(700).to_dict().items()
           if key not in ("openings", "zini", "effective_clicks", "day")}
    record = GameRecord.from_dict(old)
    assert (record.zini, record.effective_clicks, record.day) == (0, None, "")
