"""Leaderboards of your own: per board and mode the ten best wins by time, 3BV/s and IOE
(the metric table's bests), no-flag wins ranked apart, aided, shared-ID and daily wins and
(with the minimum-3BV rule) wins under the level's minimum kept apart from the ranked
ones; the Ranked beginner 8x8/10 board plays and records under its own key; the views
open from the detailed statistics in the window."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import date

import pygame
import pytest
from front_helpers import MinesWindow, clear_board, click, clocked_window, press

from game.core.mines.game import MinesOptions
from game.core.mines.stats import (
    BEST_IOE,
    BEST_SPEED,
    BEST_TIME,
    LADDERS,
    MIN_THREE_BV,
    TEN_BEST,
    GameRecord,
    Leader,
    Stats,
)
from game.core.stats import StatsError
from game.gui.mines.daily import MinesDaily
from game.options import Options
from game.ui.mines.stats_panel import StatsView, stats_panel

LADDER = {ladder.name: ladder for ladder in LADDERS}


def win(time_cs: int, three_bv: int, clicks: int, *, difficulty: str = "beginner",
        right: int = 0, hints: int = 0, source: str = "", day: str = "") -> GameRecord:
    """A won game: ``clicks`` left clicks, ``right`` of them replaced by flags."""
    return GameRecord(difficulty, "classic", True, time_cs, three_bv, three_bv,
                      clicks - right, right, 0, hints, 0, source=source, day=day)


def board(stats: Stats, name: str, *, difficulty: str = "beginner",
          minimum: bool = True) -> list[Leader]:
    return LADDER[name].ranked(stats.tally(difficulty, "classic").leaders, difficulty,
                               minimum=minimum)


def added(*records: GameRecord) -> Stats:
    stats = Stats()
    for record in records:
        stats.add(record)
    return stats


def test_each_list_ranks_by_its_own_figure_best_first() -> None:
    slow_sharp = win(1200, 36, 30)  # 3.0 3BV/s, IOE 1.2
    fast = win(800, 8, 10)  # 1.0 3BV/s, IOE 0.8
    middling = win(1000, 20, 40)  # 2.0 3BV/s, IOE 0.5
    stats = added(slow_sharp, fast, middling)
    times = [entry.time_cs for entry in board(stats, BEST_TIME)]
    speeds = [entry.three_bv_per_second for entry in board(stats, BEST_SPEED)]
    ioes = [entry.efficiency for entry in board(stats, BEST_IOE)]
    assert times == [800, 1000, 1200]
    assert speeds == [3.0, 2.0, 1.0]
    assert ioes == [1.2, 0.8, 0.5]


def test_ten_are_kept_per_list_and_none_that_belongs_on_one_is_lost() -> None:
    records = [win(500 + (37 * n) % 900, 10 + (11 * n) % 40, 20 + (7 * n) % 30,
                   right=n % 3, day=f"2026-11-{n + 1:02}") for n in range(30)]
    stats = added(*records)
    figures: dict[str, Callable[[GameRecord], float]] = {
        BEST_TIME: lambda record: record.time_cs,
        BEST_SPEED: lambda record: -record.three_bv_per_second,
        BEST_IOE: lambda record: -record.efficiency}
    for best, key in figures.items():
        for no_flags in (False, True):
            pool = [record for record in records if record.no_flags or not no_flags]
            expected = [Leader.of(record) for record in sorted(pool, key=key)[:TEN_BEST]]
            assert board(stats, ("nf-" if no_flags else "") + best) == expected
    assert len(stats.tally("beginner", "classic").leaders) < len(records)  # the rest dropped


def test_no_flag_wins_are_ranked_apart() -> None:
    stats = added(win(700, 20, 25, right=3), win(900, 20, 22), win(1100, 20, 21))
    assert [entry.time_cs for entry in board(stats, BEST_TIME)] == [700, 900, 1100]
    assert [entry.time_cs for entry in board(stats, "nf-" + BEST_TIME)] == [900, 1100]
    assert all(entry.no_flags for entry in board(stats, "nf-" + BEST_IOE))


def test_aided_shared_and_daily_wins_are_kept_apart_from_the_ranked() -> None:
    stats = added(win(900, 20, 22), win(400, 20, 20, hints=1),
                  win(500, 20, 20, source="shared"), win(600, 20, 20, source="daily"))
    for name in (BEST_TIME, BEST_SPEED, BEST_IOE, "nf-" + BEST_TIME):
        assert [entry.time_cs for entry in board(stats, name)] == [900]
    unranked = board(stats, "unranked")
    assert [(entry.time_cs, entry.unranked) for entry in unranked] == [
        (400, "aided"), (500, "shared"), (600, "daily")]


def test_the_minimum_3bv_rule_keeps_easy_boards_off_the_ranked_lists() -> None:
    least = MIN_THREE_BV["expert"]
    easy, hard = (win(3000, least - 1, 150, difficulty="expert"),
                  win(6000, least + 20, 200, difficulty="expert"))
    stats = added(easy, hard)
    ranked = board(stats, BEST_TIME, difficulty="expert")
    assert [entry.three_bv for entry in ranked] == [least + 20]
    assert [entry.why_unranked("expert", minimum=True)
            for entry in board(stats, "unranked", difficulty="expert")] == [f"3BV < {least}"]
    unruled = board(stats, BEST_TIME, difficulty="expert", minimum=False)
    assert [entry.three_bv for entry in unruled] == [least - 1, least + 20]


def test_the_lists_are_stored_and_a_corrupt_entry_is_refused() -> None:
    stats = added(win(900, 20, 22, day="2026-11-29"), win(500, 20, 20, source="daily"))
    again = Stats.from_dict(json.loads(json.dumps(stats.to_dict())))
    assert again.tally("beginner", "classic").leaders == \
        stats.tally("beginner", "classic").leaders
    data = stats.to_dict()
    data["tallies"][0]["leaders"][0]["clicks"] = -1
    with pytest.raises(StatsError, match="leaderboard entry 1"):
        Stats.from_dict(data)
    data["tallies"][0]["leaders"][0]["clicks"] = 22
    data["tallies"][0]["leaders"][1]["unranked"] = "bribed"
    with pytest.raises(StatsError, match="leaderboard entry 2: unranked"):
        Stats.from_dict(data)
    record = win(900, 20, 22).to_dict()
    with pytest.raises(StatsError, match="source"):
        GameRecord.from_dict({**record, "source": "elsewhere"})


def test_the_panel_lists_a_board_with_its_other_figures_and_marks() -> None:
    stats = added(win(1000, 20, 40, day="2026-11-29"), win(800, 20, 25, right=5))
    panel = stats_panel(stats, StatsView("beginner", "classic", BEST_SPEED), None)
    shown = [(item.label, item.key) for item in panel.items]
    assert shown[1] == ("By 3BV/s", "By Efficiency (IOE) >")
    assert shown[2] == ("Minimum 3BV rule", "on: at least 2 3BV")
    assert shown[3:6] == [("3BV/s", "Time · Efficiency (IOE) · date"),
                          ("1. 2.50", "8.00 s · 0.80 · —"),
                          ("2. 2.00", "10.00 s · 0.50 · NF · 2026-11-29")]


@pytest.fixture
def app() -> Iterator[MinesWindow]:
    pygame.init()
    yield clocked_window(Options(seed=3, own=MinesOptions(no_guess=False)), [0.0])
    pygame.quit()


def test_the_ranked_beginner_board_plays_and_records_under_its_own_key(
        app: MinesWindow) -> None:
    app.activate("difficulty:beginner8")
    params = app.front.game_params
    assert (params.width, params.height, params.mines) == (8, 8, 10)
    clear_board(app)
    stats = app.statistics.stats
    assert stats.tally("beginner8", "classic").won == 1
    assert stats.tally("beginner", "classic").played == 0
    assert [entry.time_cs for entry in board(stats, BEST_TIME, difficulty="beginner8")] == [
        stats.tally("beginner8", "classic").bests[BEST_TIME]]


def test_a_board_from_a_game_id_is_ranked_apart(app: MinesWindow) -> None:
    click(app, (0, 0))
    game_id = app.front.session.game_id
    assert game_id is not None
    app.front.load_game(game_id)
    clear_board(app)
    stats = app.statistics.stats
    assert board(stats, BEST_TIME) == []
    assert [entry.unranked for entry in board(stats, "unranked")] == ["shared"]


def test_the_leaderboards_open_from_the_detailed_statistics(app: MinesWindow) -> None:
    clear_board(app)
    app.panel = None  # the end card closed
    press(app, pygame.K_s)
    for label in ("Detailed statistics…", "Leaderboards…"):
        assert app.panel is not None
        app.activate(next(item.action for item in app.panel.items if item.label == label))
    assert app.panel is not None
    assert app.panel.items[1].label == "By Time"
    assert app.panel.items[4].label.startswith("1. ")
    seen = []
    for _ in LADDERS:  # the second row steps through every list, round to the first
        seen.append(app.panel.items[1].label)
        app.activate(app.panel.items[1].action)
    assert seen == ["By Time", "By 3BV/s", "By Efficiency (IOE)", "NF · By Time",
                    "NF · By 3BV/s", "NF · By Efficiency (IOE)", "Unranked wins"]
    assert app.panel.items[1].label == "By Time"
    app.activate(app.panel.items[2].action)  # the minimum-3BV rule off
    assert app.panel.items[2].key == "off"
    app.activate(app.panel.items[-1].action)  # ← Back to the detailed totals
    assert app.panel.items[1].label == "Totals"


def test_a_daily_board_is_ranked_apart(app: MinesWindow, monkeypatch: pytest.MonkeyPatch
                                       ) -> None:
    monkeypatch.setattr(MinesDaily, "today", lambda self: date(2026, 11, 24))
    press(app, pygame.K_d)
    while app.front.generation is not None:  # the no-guess search runs a slice a frame
        app.frame()
    clear_board(app)
    stats = app.statistics.stats
    assert stats.tally("beginner", "no-guess").won == 1
    assert LADDER[BEST_TIME].ranked(stats.tally("beginner", "no-guess").leaders, "beginner",
                                    minimum=False) == []
    assert [entry.unranked for entry in stats.tally("beginner", "no-guess").leaders] == [
        "daily"]
