"""The statistics panel in the window: a plain view first (played, won, streaks, best
time), the experts' views a tap away with a line under each term saying what it means;
every difficulty and mode in one list, the ten best times with date and 3BV/s, the last
game's community numbers; Sudoku's panel steps through every difficulty too."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pygame
import pytest
from front_helpers import (
    MinesWindow,
    clear_board,
    click,
    click_at,
    daily_clocked,
    press,
)

from game.core.mines.stats import GameRecord, Stats
from game.core.sudoku.grid import DIFFICULTIES
from game.core.sudoku.stats import SudokuRecord, SudokuStats
from game.gui.widgets import centre
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
    listed = rows(panel.items[2:-2])
    assert listed == {
        "Beginner · classic": "2/2 · 12.00", "Beginner · no-guess": "0/0 · —",
        "Intermediate · classic": "0/0 · —", "Intermediate · no-guess": "0/0 · —",
        "Expert · classic": "1/1 · 90.00", "Expert · no-guess": "0/0 · —",
        "Ranked beginner · classic": "0/0 · —", "Ranked beginner · no-guess": "0/0 · —",
        "20x20n50 · no-guess": "0/1 · —"}
    assert panel.items[6].action == "stats:expert/classic/plain"
    assert panel.items[-1].label == "← Back"


def test_the_ten_best_show_rank_time_nf_speed_and_date() -> None:
    stats = Stats()
    for record in (win(1500), win(1200, right=4)):
        stats.add(record)
    panel = stats_panel(stats, StatsView("beginner", "classic", "best"), None)
    assert [(item.label, item.key) for item in panel.items[2:-2]] == [
        ("Time", "3BV/s · date"), ("1. 12.00 s", "1.67 · 2026-11-24"),
        ("2. 15.00 s", "NF · 1.33 · 2026-11-20")]


def test_totals_and_the_last_game_give_the_community_numbers() -> None:
    stats = Stats()
    record = win(1000)
    stats.add(record)
    totals = rows(stats_panel(stats, StatsView("beginner", "classic", "totals"), record).items)
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
        StatsView("beginner", "classic", "plain")


def play_to_the_end(app: MinesWindow, clock: list[float], seconds: float) -> None:
    click(app, (4, 4))
    clock[0] += seconds
    clear_board(app)


@pytest.fixture
def timed(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[MinesWindow, list[float]]]:
    with daily_clocked(monkeypatch, DAY) as window_and_clock:
        yield window_and_clock


def test_the_panel_opens_on_a_plain_view_and_the_experts_table_is_a_tap_away(
        timed: tuple[MinesWindow, list[float]]) -> None:
    app, clock = timed
    play_to_the_end(app, clock, 30.0)
    app.front.new_game(seed=7)
    play_to_the_end(app, clock, 40.0)
    app.panel = None  # the end card closed
    press(app, pygame.K_s)
    assert app.panel is not None
    plain = rows(app.panel.items[1:])
    assert plain == {"Played": "2", "Won": "2", "Win rate": "100%", "Current streak": "2",
                     "Best streak": "2", "Best time": "30.00 s", "Detailed statistics…": ""}
    detailed = next(item for item in app.panel.items if item.label == "Detailed statistics…")
    click_at(app, centre(app.panel.item_rect(app.chrome(), app.panel.items.index(detailed))))
    assert app.panel is not None and app.panel.items[1].label == "Totals"
    labels = [item.label for item in app.panel.items]
    speed = labels.index("Best time · 3BV/s")
    assert labels[speed + 1] == "3BV/s: 3BV per second"  # the term's meaning, under it
    assert app.panel.items[speed + 1].kind == "text" and not app.panel.items[speed + 1].acts
    assert "Efficiency (IOE): 3BV / all clicks" in labels  # Best IOE means what IOE does
    assert "NF: won with no flags" in labels
    assert "ZiNi efficiency: ZiNi / all clicks" in labels
    app.activate(app.panel.items[-1].action)  # ← Back
    assert rows(app.panel.items[1:]) == plain


def test_sudokus_panel_steps_through_every_difficulty() -> None:
    stats = SudokuStats()
    stats.add(SudokuRecord("hard", won=True, time_cs=30000, lives_lost=1, hints=0, undos=0))
    seen, view = [], DIFFICULTIES[0]
    for _ in DIFFICULTIES:
        panel = sudoku_stats_panel(stats, None, view)
        rows_shown = rows(panel.items[1:])
        seen.append((panel.items[0].label, rows_shown["Played"], rows_shown["Best time"]))
        view = panel.items[0].action.removeprefix("stats:")
    assert view == DIFFICULTIES[0]  # round to the first again
    assert seen == [(f"Sudoku · {name}", "1" if name == "hard" else "0",
                     "300.00 s" if name == "hard" else "—") for name in DIFFICULTIES]


def test_sudokus_detailed_view_is_a_tap_from_the_plain_one() -> None:
    stats = SudokuStats()
    last = SudokuRecord("hard", won=True, time_cs=30000, lives_lost=1, hints=0, undos=0)
    stats.add(last)
    plain = sudoku_stats_panel(stats, last, "hard")
    assert rows(plain.items[1:]) == {"Played": "1", "Won": "1", "Win rate": "100%",
                                     "Best time": "300.00 s", "Detailed statistics…": ""}
    detailed = sudoku_stats_panel(stats, last, plain.items[-1].action.removeprefix("stats:"))
    shown = rows(detailed.items[1:])
    assert shown["Played / won"] == "1 / 1 · 100%" and shown["Last game"] == "won"
    assert detailed.items[0].action == "stats:expert/detailed"  # the next stays detailed
    assert detailed.items[-1].action == "stats:hard"  # ← Back to the plain view
