"""The daily board's core: IDs carrying the date, one board for all, the share line, streaks."""

from __future__ import annotations

import hashlib
import re
from dataclasses import replace
from datetime import date, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core.mines.daily import (
    DIFFICULTIES,
    FIRST_DAY,
    LAST_DAY,
    Streak,
    board_mark,
    daily_date,
    daily_id,
    daily_start,
    result_line,
    seconds_text,
)
from game.core.mines.game import MinesGame
from game.core.mines.game_id import MinesId, encode_layout
from game.core.mines.moves import Move
from game.core.mines.stats import GameRecord
from game.core.session import GameIdError

DAY = date(2026, 11, 24)


def opened_layout(game_id: str) -> frozenset[int]:
    game = MinesGame(MinesId.parse(game_id))
    game.play(Move("O", *daily_start(game.params)).text())
    return game.layout()


def test_the_id_carries_the_date_and_the_difficulty() -> None:
    assert daily_id(DAY, "expert") == "30x16n99gq:s20261124"
    assert daily_id(DAY, "beginner").startswith("9x9n10g")


@given(day=st.dates(FIRST_DAY, LAST_DAY), difficulty=st.sampled_from(DIFFICULTIES))
def test_the_date_reads_back_from_the_id(day: date, difficulty: str) -> None:
    assert daily_date(daily_id(day, difficulty)) == day


@pytest.mark.parametrize("game_id", [
    "30x16n99gq:s12345",          # a seed that is no date
    "30x16n99q:s20261124",        # classic mode
    "20x20n50gq:s20261124",       # not a preset
    "30x16n99gq:s20261331",       # no such day
    "30x16n99gq:s19991231",       # before the first daily
    "9x9n10gq:m" + "A" * 14,      # a layout, not a seed
    "not an id",
])
def test_other_ids_are_not_daily(game_id: str) -> None:
    assert daily_date(game_id) is None


def test_every_player_gets_the_same_no_guess_board_and_each_day_another() -> None:
    today = daily_id(DAY, "intermediate")
    assert opened_layout(today) == opened_layout(today)
    tomorrow = daily_id(DAY + timedelta(days=1), "intermediate")
    assert opened_layout(tomorrow) != opened_layout(today)
    game = MinesGame(MinesId.parse(today))
    assert game.params.no_guess


def test_days_outside_the_range_and_unknown_difficulties_are_refused() -> None:
    with pytest.raises(GameIdError):
        daily_id(date(2019, 12, 31), "expert")
    with pytest.raises(GameIdError, match="beginner"):
        daily_id(DAY, "hard")


RECORD = GameRecord(difficulty="expert", mode="no-guess", won=True, time_cs=10234,
                    three_bv=210, solved_three_bv=210, left_clicks=200, right_clicks=90,
                    chord_clicks=40, hints=0, undos=0)


def test_the_result_line_reads_as_players_share_it() -> None:
    mark = board_mark(DAY, "expert")
    assert result_line(DAY, RECORD, 4) == (
        f"Gridgames daily 2026-11-24 · Expert · {mark} · 102.34 s · 3BV/s 2.05 · streak 4 · "
        "no hints")
    aided = replace(RECORD, hints=2, undos=1)
    assert result_line(DAY, aided, 0).endswith("· streak 0 · 2 hints, 1 undo")
    lost = replace(RECORD, won=False, solved_three_bv=57)
    assert result_line(DAY, lost, 0) == (
        f"Gridgames daily 2026-11-24 · Expert · {mark} · lost · 57/210 3BV · streak 0")


def test_the_board_mark_checks_the_board_and_gives_nothing_away() -> None:
    """Its hash is of the board every player gets that day: one per board, and short."""
    mark = board_mark(DAY, "expert")
    assert re.fullmatch(r"#[0-9a-f]{8}", mark)
    layout = opened_layout(daily_id(DAY, "expert"))
    text = "\n".join("".join("*" if y * 30 + x in layout else "." for x in range(30))
                     for y in range(16))
    assert mark == "#" + hashlib.sha256(text.encode()).hexdigest()[:8]
    marks = {board_mark(DAY + timedelta(days=n), level) for n in range(10)
             for level in ("beginner", "expert")}
    assert len(marks) == 20
    assert encode_layout(layout, 480) not in result_line(DAY, RECORD, 4)


@pytest.mark.parametrize(("time_cs", "text"), [
    (0, "0.00 s"), (99, "0.99 s"), (9383, "93.83 s"), (10234, "102.34 s"),
    (360000, "3600.00 s"),
])
def test_times_are_written_as_the_community_writes_them(time_cs: int, text: str) -> None:
    assert seconds_text(time_cs) == text


def test_a_streak_grows_day_by_day_and_a_loss_or_a_gap_ends_it() -> None:
    streak = Streak()
    for offset in range(3):
        streak = streak.after(DAY + timedelta(days=offset), won=True)
    assert (streak.current, streak.best) == (3, 3)
    assert streak.after(DAY + timedelta(days=2), won=False) == streak  # a day counts once
    assert streak.shown_on(DAY + timedelta(days=3)) == 3
    assert streak.shown_on(DAY + timedelta(days=4)) == 0  # a whole day unplayed
    lost = streak.after(DAY + timedelta(days=3), won=False)
    assert (lost.current, lost.best) == (0, 3)
    after_gap = streak.after(DAY + timedelta(days=5), won=True)
    assert (after_gap.current, after_gap.best) == (1, 3)
