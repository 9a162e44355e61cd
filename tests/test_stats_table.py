"""Statistics as data: each game's table of metrics generates the stored fields' checks,
the bests a tally keeps, the statistics panel's rows and the glossary in Help, so a new
statistic is one row in the table; files written by the build before the tables load
unchanged."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import fields

import pygame
import pytest
from front_helpers import mines_window, press

from game.core.mines import stats as mines_stats
from game.core.mines.game import MinesOptions
from game.core.mines.stats import GameRecord, Stats, Tally
from game.core.stats import Metric, StatsError, count, optional
from game.core.storage import PREFIX, MemoryStore, Progress
from game.core.sudoku import stats as sudoku_stats
from game.core.sudoku.stats import SudokuStats, SudokuTally
from game.gui.window import Window
from game.options import Options

# Written by main's code before the split (game/core/stats.py, commit 47d4af0).
MINES_FILE = (
    '{"version": 2, "tallies": [{"difficulty": "beginner", "mode": "classic", "played": 2, '
    '"won": 2, "aided_wins": 0, "current_streak": 2, "best_streak": 2, "best_time_cs": 999, '
    '"best_three_bv_per_second": 2.002002002002002, "best_ioe": 1.0, "best_throughput": 1.0, '
    '"best_zini_efficiency": 0.75, "no_flag_wins": 1, "best_times": [{"time_cs": 999, '
    '"three_bv": 20, "day": "2026-11-21", "no_flags": true}, {"time_cs": 1234, "three_bv": '
    '20, "day": "2026-11-20", "no_flags": false}]}, {"difficulty": "expert", "mode": '
    '"no-guess", "played": 2, "won": 1, "aided_wins": 1, "current_streak": 1, "best_streak": '
    '1, "best_time_cs": null, "best_three_bv_per_second": null, "best_ioe": null, '
    '"best_throughput": null, "best_zini_efficiency": null, "no_flag_wins": 0, '
    '"best_times": []}]}')
SUDOKU_FILE = (
    '{"version": 1, "tallies": [{"difficulty": "hard", "played": 2, "won": 1, "best_time_cs": '
    '30000, "lives_lost": 4}, {"difficulty": "easy", "played": 1, "won": 1, "best_time_cs": '
    'null, "lives_lost": 0}]}')


def test_files_written_before_the_tables_load_and_write_back_unchanged() -> None:
    stats = Stats.from_dict(json.loads(MINES_FILE))
    beginner = stats.tally("beginner", "classic")
    assert (beginner.played, beginner.no_flag_wins, beginner.bests["best_time_cs"]) == (2, 1, 999)
    assert beginner.bests["best_zini_efficiency"] == 0.75
    assert [entry.time_cs for entry in beginner.best_times] == [999, 1234]
    assert stats.tally("expert", "no-guess").bests == {}
    assert stats.to_dict() == json.loads(MINES_FILE)
    sudoku = SudokuStats.from_dict(json.loads(SUDOKU_FILE))
    assert sudoku.tally("hard") == SudokuTally(2, 1, 4, {"best_time_cs": 30000})
    assert sudoku.to_dict() == json.loads(SUDOKU_FILE)


def test_each_table_stores_exactly_the_fields_of_its_records_and_tallies() -> None:
    """The table and the typed records agree: no field unchecked, no check of nothing."""
    table = mines_stats.METRICS
    stored = {metric.name for metric in table.of("game") if metric.check is not None}
    assert stored == {field.name for field in fields(GameRecord)}
    counts = {metric.name for metric in table.of("tally") if metric.kind == "count"}
    assert counts == {field.name for field in fields(Tally)} - {"bests", "best_times", "unknown"}
    sudoku_counts = {metric.name for metric in sudoku_stats.METRICS.of("tally")
                     if metric.kind == "count"}
    assert sudoku_counts == {field.name for field in fields(SudokuTally)} - {"bests"}


GUESSING = Options(seed=1, own=MinesOptions(no_guess=False))  # a board at once, no search
FEWEST = Metric("fewest_clicks", "tally", kind="lowest", of="clicks", label="Fewest clicks",
                term="Fewest clicks", glossary="the fewest clicks of a won game",
                check=optional(count), default=None)


@pytest.fixture
def planted(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Minesweeper's table with one row more, and no other edit."""
    table = mines_stats.METRICS
    monkeypatch.setattr(table, "metrics", [*table.metrics, FEWEST])
    pygame.init()
    yield
    pygame.quit()


def win(clicks: int, hints: int = 0) -> GameRecord:
    return GameRecord("beginner", "classic", True, 1500, 20, 20, clicks, 0, 0, hints, 0)


def test_a_planted_metric_is_checked_kept_and_saved(planted: None) -> None:
    stats = Stats()
    for record in (win(30), win(25), win(10, hints=1)):  # the aided win sets no best
        stats.add(record)
    assert stats.tally("beginner", "classic").bests["fewest_clicks"] == 25
    saved = stats.to_dict()
    assert saved["tallies"][0]["fewest_clicks"] == 25
    assert Stats.from_dict(saved).tallies == stats.tallies
    saved["tallies"][0]["fewest_clicks"] = -1
    with pytest.raises(StatsError, match="tally 1: fewest_clicks should be a whole number"):
        Stats.from_dict(saved)
    older = Stats.from_dict(json.loads(MINES_FILE))  # a file from before it: none yet
    assert "fewest_clicks" not in older.tally("beginner", "classic").bests


def panel_rows(window: Window[object]) -> list[tuple[str, str]]:
    assert window.panel is not None
    return [(item.label, item.key) for item in window.panel.items]


def test_a_planted_metric_shows_in_the_windows_panel_and_help(planted: None) -> None:
    saved = Stats()
    saved.add(win(23))
    store = MemoryStore({PREFIX + mines_stats.STATS_KEY: json.dumps(saved.to_dict())})
    window = mines_window(GUESSING, progress=Progress(store))
    window.frame()
    window.activate("stats:beginner/classic/totals")
    rows = panel_rows(window)
    assert rows[-3:] == [("Fewest clicks", "23"),  # the term's meaning under it
                         ("Fewest clicks: the fewest clicks of a won game", ""), ("← Back", "")]
    figures = [row for row, item in zip(rows, window.panel.items, strict=True)
               if item.action == "close"]
    assert figures[-2:] == [("NF wins · aided wins", "1 · 0"), ("Fewest clicks", "23")]
    window.panel = None
    press(window, pygame.K_F1)
    words = " ".join(" ".join(row) for row in panel_rows(window))
    assert "Fewest clicks the fewest clicks of a won game" in " ".join(words.split())


def test_the_glossary_comes_from_the_table() -> None:
    """Minesweeper's Help lists every term of its table, Sudoku's table has none."""
    pygame.init()
    window = mines_window(GUESSING, progress=Progress(MemoryStore()))
    terms = [metric.term for metric in mines_stats.METRICS.metrics if metric.term]
    assert terms == ["3BV/s", "3BV", "ZiNi", "ZiNi efficiency", "Isl", "hZiNi", "RQP", "STNB",
                     "Path", "Clicks L/R/chord", "Efficiency (IOE)", "Aided", "NF", "Streak"]
    glossary = window.statistics.glossary()
    assert [term for term, _ in glossary[0].controls] == terms
    assert not any(metric.term for metric in sudoku_stats.METRICS.metrics)
    pygame.quit()
