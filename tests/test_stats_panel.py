"""The statistics panel in the window: every difficulty and mode in one list, the ten
best times with date and 3BV/s, the last game's community numbers, a best time that
beats an earlier one opening the ten best on it; Sudoku's panel steps through every
difficulty too."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pygame
import pytest
from front_helpers import MinesWindow, clear_board, click, clocked_window, press

from game.core.mines.game import MinesOptions
from game.core.mines.stats import GameRecord, Stats
from game.core.sudoku.grid import DIFFICULTIES
from game.core.sudoku.stats import SudokuRecord, SudokuStats
from game.gui.mines.daily import MinesDaily
from game.options import Options
from game.ui.menu import MenuItem
from game.ui.mines.stats_panel import StatsView, stats_panel
from game.ui.sudoku.panels import sudoku_stats_panel

DAY = date(2026, 11, 24)


def rows(panel_items: list[MenuItem]) -> dict[str, str]:
    return {item.label: item.key for item in panel_items}


def win(time_cs: int, difficulty: str = "beginner", *, right: int = 0) -> GameRecord:
    return GameRecord(difficulty, "classic", True, time_cs, 20, 20, 22, right, 0, 0, 0,
                      openings=3, zini=15, effective_clicks=21, day="2026-11-2" + str(right))


def test_the_all_view_lists_every_difficulty_and_mode_and_opens_each() -> None:
    stats = Stats()
    for record in (win(1500), win(1200, right=4), win(9000, "expert"),
                   GameRecord("20x20n50", "no-guess", False, 100, 90, 3, 4, 0, 0, 0, 0)):
        stats.add(record)
    panel = stats_panel(stats, StatsView("beginner", "classic", "all"), None)
    listed = rows(panel.items[2:])
    assert listed == {
        "Beginner · classic": "2/2 · 12.00", "Beginner · no-guess": "0/0 · —",
        "Intermediate · classic": "0/0 · —", "Intermediate · no-guess": "0/0 · —",
        "Expert · classic": "1/1 · 90.00", "Expert · no-guess": "0/0 · —",
        "20x20n50 · no-guess": "0/1 · —"}
    assert panel.items[6].action == "stats:expert/classic/totals"


def test_the_ten_best_show_rank_time_nf_speed_and_date() -> None:
    stats = Stats()
    for record in (win(1500), win(1200, right=4)):
        stats.add(record)
    panel = stats_panel(stats, StatsView("beginner", "classic", "best"), None, new_rank=2)
    assert [(item.label, item.key) for item in panel.items[2:]] == [
        ("Time", "3BV/s · date"), ("1. 12.00 s", "1.67 · 2026-11-24"),
        ("2. 15.00 s", "NF · 1.33 · 2026-11-20")]
    assert panel.highlighted == 4  # the new entry's row


def test_totals_and_the_last_game_give_the_community_numbers() -> None:
    stats = Stats()
    record = win(1000)
    stats.add(record)
    totals = rows(stats_panel(stats, StatsView("beginner", "classic"), record).items)
    assert totals["Best IOE · throughput"] == "0.91 · 0.95"
    assert totals["Best ZiNi efficiency"] == "68%"
    assert totals["NF wins · aided wins"] == "1 · 0"
    last = rows(stats_panel(stats, StatsView("beginner", "classic", "last"), record).items[2:])
    assert last["Beginner · classic"] == "won · NF"
    assert last["3BV (solved) · openings"] == "20 (20) · 3"
    assert last["ZiNi · ZiNi efficiency"] == "15 · 68%"
    expert = GameRecord("expert", "classic", True, 5000, 120, 120, 130, 40, 10, 0, 0,
                        openings=9, zini=100, islands=14, hzini=104)
    last = rows(stats_panel(stats, StatsView("expert", "classic", "last"), expert).items[2:])
    # RQP 50 s / 2.4 3BV/s; STNB 435 x 120 / 50^1.7 (ms_toollib's constants)
    assert (last["Isl · hZiNi"], last["RQP · STNB"]) == ("14 · 104", "20.83 · 67.52")
    assert last["Path"] == "—"  # a game whose replay is unknown (undone) has no path
    traced = stats_panel(stats, StatsView("expert", "classic", "last"),
                         GameRecord(**{**expert.to_dict(), "path": 23456})).items[2:]
    assert rows(traced)["Path"] == "23456"


def test_a_bad_view_falls_back_to_the_board_played() -> None:
    assert StatsView.parse("expert/easy/best", ("beginner", "classic")) == \
        StatsView("beginner", "classic", "totals")


def play_to_the_end(app: MinesWindow, clock: list[float], seconds: float) -> None:
    click(app, (4, 4))
    clock[0] += seconds
    clear_board(app)


@pytest.fixture
def timed(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[MinesWindow, list[float]]]:
    monkeypatch.setattr(MinesDaily, "today", lambda self: DAY)
    pygame.init()
    clock = [0.0]
    yield clocked_window(Options(seed=7, own=MinesOptions(no_guess=False)), clock), clock
    pygame.quit()


def test_beating_an_earlier_best_time_opens_the_ten_best_on_it(
        timed: tuple[MinesWindow, list[float]]) -> None:
    app, clock = timed
    play_to_the_end(app, clock, 30.0)
    assert app.panel is None and app.notice.startswith("New record!")  # a first win
    for seconds, notice in ((40.0, "#2 of your ten best times: 40.00 s"),
                            (20.0, "New record! best time 20.00 s")):
        app.front.new_game(seed=7)  # the same board: the same 3BV, so only the time decides
        play_to_the_end(app, clock, seconds)
        assert app.notice.startswith(notice)
    assert app.panel is not None and app.panel.highlighted == 3  # the first row of times
    best = app.panel.items[3]
    assert best.label == "1. 20.00 s" and best.key.endswith("2026-11-24")
    press(app, pygame.K_ESCAPE)
    assert app.panel is None


def test_sudokus_panel_steps_through_every_difficulty() -> None:
    stats = SudokuStats()
    stats.add(SudokuRecord("hard", won=True, time_cs=30000, lives_lost=1, hints=0, undos=0))
    seen, difficulty = [], DIFFICULTIES[0]
    for _ in DIFFICULTIES:
        panel = sudoku_stats_panel(stats, None, difficulty)
        rows_shown = rows(panel.items[1:])
        seen.append((panel.items[0].label, rows_shown["Played / won"]))
        difficulty = panel.items[0].action.removeprefix("stats:")
    assert difficulty == DIFFICULTIES[0]  # round to the first again
    assert seen == [(f"Sudoku · {name}", "1 / 1" if name == "hard" else "0 / 0")
                    for name in DIFFICULTIES]
