"""Statistics: 3BV and solved 3BV against hand counts, game records, tallies and storage."""

from __future__ import annotations

import contextlib
import json
import math
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from session_helpers import FakeClock, layout_session

from game.core.mines.board import Board
from game.core.mines.stats import (
    BEST_SPEED,
    BEST_TIME,
    GameRecord,
    Stats,
    Tally,
    game_record,
    three_bv_progress,
)
from game.core.stats import StatsError
from game.core.sudoku.stats import SudokuRecord, SudokuStats

# Hand count: the zeros of rows 0-1 (left) form one opening, bordered by six numbers;
# (4,2) and row 3's (1,3)..(4,3) border no zero: 3BV = 1 + 5 = 6.
ONE_OPENING = ".....\n.....\n...*.\n*...."


@pytest.mark.parametrize(("layout", "three_bv"), [
    ("*..\n...\n..*", 2),  # two zeros in opposite corners, not touching: two openings
    ("*.*\n...\n*.*", 5),  # no zero at all: every number is a click
    (ONE_OPENING, 6),
    ("...\n...\n...", 1),  # no mines: one opening clears it
])
def test_three_bv_matches_hand_counts(layout: str, three_bv: int) -> None:
    board = Board.from_text(layout)
    assert three_bv_progress(board) == (three_bv, 0)
    assert board.three_bv() == three_bv


def test_solved_three_bv_counts_the_clicks_done() -> None:
    board = Board.from_text(ONE_OPENING)
    progress = []
    for x, y in [(0, 0), (4, 2), (1, 3), (0, 3)]:  # the opening, two numbers, then a mine
        board.reveal(x, y)
        progress.append(three_bv_progress(board))
    assert progress == [(6, 1), (6, 2), (6, 3), (6, 3)]
    assert board.status == "lost"


def test_a_revealed_border_number_does_not_solve_its_opening() -> None:
    board = Board.from_text("*..\n...\n..*")
    board.reveal(1, 1)  # the 2 between both openings
    assert three_bv_progress(board) == (2, 0)
    board.reveal(2, 0)
    assert three_bv_progress(board) == (2, 1)


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 12), st.integers(2, 12), st.data())
def test_solved_three_bv_grows_to_the_board_three_bv(width: int, height: int,
                                                     data: st.DataObject) -> None:
    rng = data.draw(st.randoms(use_true_random=False))
    board = Board.new(width, height, rng.randrange(width * height // 3 + 1),
                      seed=rng.randrange(10**6))
    board.reveal(rng.randrange(width), rng.randrange(height))
    solved = 0
    while True:
        three_bv, now_solved = three_bv_progress(board)
        assert three_bv == board.three_bv()
        assert solved <= now_solved <= three_bv
        solved = now_solved
        if board.finished:
            break
        x, y = rng.randrange(width), rng.randrange(height)
        rng.choice((board.reveal, board.cycle_mark, board.chord))(x, y)
    if board.status == "won":
        assert solved == three_bv


def play_one_opening(moves: list[tuple[float, str]]) -> GameRecord | None:
    clock = FakeClock(0.0)
    session = layout_session(ONE_OPENING.replace("\n", " "), clock)
    for at, move in moves:
        clock.now = at
        {"undo": session.undo, "hint": session.note_hint}.get(move, lambda: None)()
        if move not in ("undo", "hint"):
            session.play(move)
    return game_record(session)


def test_a_won_game_is_recorded_with_its_clicks_time_and_speed() -> None:
    record = play_one_opening([
        (1.0, "F0,3"), (2.0, "O0,0"), (3.0, "O0,0"), (4.5, "O4,2"), (5.0, "O1,3"),
        (6.0, "C1,3"), (7.0, "O3,3"), (8.37, "O4,3")])
    assert record == GameRecord(
        difficulty="5x4n2", mode="classic", won=True, time_cs=637, three_bv=6,
        solved_three_bv=6, left_clicks=6, right_clicks=1, chord_clicks=1, hints=0, undos=0,
        openings=1, zini=4, islands=1, hzini=4)  # ZiNi: open, flag (3,2), chord twice
    assert record.seconds == 6.37
    assert record.clicks == 8
    assert record.efficiency == 0.75
    assert record.zini_efficiency == 0.5
    assert record.throughput is None and not record.no_flags
    assert record.three_bv_per_second == 6 / 6.37
    assert not record.aided


def test_a_loss_still_counts_after_the_fatal_move_is_undone() -> None:
    record = play_one_opening([
        (1.0, "O0,0"), (2.0, "O0,3"), (3.0, "undo"), (4.0, "hint"), (5.0, "O4,2"),
        (6.0, "O1,3"), (7.0, "O2,3"), (8.0, "O3,3"), (9.0, "O4,3")])
    assert record is not None
    assert (record.won, record.time_cs, record.solved_three_bv) == (False, 100, 1)
    assert (record.undos, record.hints, record.left_clicks) == (0, 0, 2)  # up to the loss


def test_no_record_until_the_game_ends() -> None:
    assert play_one_opening([(1.0, "O0,0")]) is None


def record(won: bool = True, time_cs: int = 1000, three_bv: int = 10, *, undos: int = 0,
           hints: int = 0, difficulty: str = "beginner", mode: str = "classic") -> GameRecord:
    return GameRecord(difficulty, mode, won, time_cs, three_bv, three_bv if won else 0,
                      three_bv, 1, 0, hints, undos)


def test_streaks_and_win_rate() -> None:
    stats = Stats()
    for won in (True, True, False, True, True, True, False):
        stats.add(record(won))
    tally = stats.tally("beginner", "classic")
    assert (tally.played, tally.won, tally.current_streak, tally.best_streak) == (7, 5, 0, 3)
    assert tally.win_rate == 5 / 7


def test_best_time_and_speed_come_from_unaided_wins_only() -> None:
    stats = Stats()
    assert stats.add(record(time_cs=2000, three_bv=10)) == {BEST_TIME, BEST_SPEED}
    assert stats.add(record(time_cs=2500, three_bv=30)) == {BEST_SPEED}  # slower but 1.2 3BV/s
    assert stats.add(record(time_cs=900, undos=1)) == set()
    assert stats.add(record(time_cs=800, hints=2)) == set()
    assert stats.add(record(won=False, time_cs=1)) == set()
    tally = stats.tally("beginner", "classic")
    assert (tally.bests[BEST_TIME], tally.bests.get(BEST_SPEED)) == (2000, 30 / 25)
    assert (tally.won, tally.aided_wins, tally.best_streak) == (4, 2, 4)


def test_difficulties_and_modes_are_tallied_apart() -> None:
    stats = Stats()
    stats.add(record(mode="no-guess"))
    stats.add(record(difficulty="expert", won=False))
    assert stats.tally("beginner", "no-guess").won == 1
    assert stats.tally("expert", "classic").played == 1
    assert stats.tally("beginner", "classic") == Tally()


records = st.builds(
    lambda won, time_cs, three_bv, clicks, aid, difficulty, mode: GameRecord(
        difficulty, mode, won, time_cs, three_bv, three_bv if won else three_bv // 2,
        clicks[0], clicks[1], clicks[2], aid[0], aid[1]),
    st.booleans(), st.integers(0, 10**6), st.integers(1, 500),
    st.tuples(*[st.integers(0, 999)] * 3), st.tuples(st.integers(0, 3), st.integers(0, 3)),
    st.sampled_from(["beginner", "expert", "20x20n50"]), st.sampled_from(["classic", "no-guess"]))


@given(st.lists(records, max_size=30))
def test_stats_round_trip_through_json(games: list[GameRecord]) -> None:
    stats = Stats()
    for game in games:
        stats.add(game)
        assert GameRecord.from_dict(json.loads(json.dumps(game.to_dict()))) == game
    stored = json.loads(json.dumps(stats.to_dict()))
    assert Stats.from_dict(stored).tallies == stats.tallies


def valid_stats() -> dict[str, Any]:
    stats = Stats()
    for won in (True, False, True):
        stats.add(record(won))
    return stats.to_dict()


BEST = {"time_cs": 5, "three_bv": 3, "day": "", "no_flags": False}


def with_tally(**changes: object) -> dict[str, Any]:
    data = valid_stats()
    data["tallies"][0].update(changes)
    return data


@pytest.mark.parametrize(("data", "message"), [
    ([], "statistics should be an object"),
    ({"version": 1}, "missing ['tallies']"),
    ({**valid_stats(), "version": 0}, "version should be a whole number, 1 or more"),
    ({**valid_stats(), "version": "1"}, "version should be a whole number"),
    (with_tally(best_times=[{"time_cs": 5}]), "best time 1: missing"),
    (with_tally(best_times=[{**BEST, "time_cs": 9}, BEST]), "not fastest first"),
    (with_tally(best_ioe=-1), "best_ioe should be a finite number"),
    (with_tally(played=True), "played should be a whole number"),
    (with_tally(played=-1), "played should be a whole number"),
    (with_tally(won=2.0), "won should be a whole number"),
    (with_tally(best_three_bv_per_second=math.nan), "should be a finite number"),
    (with_tally(best_three_bv_per_second=10**400), "should be a finite number"),
    (with_tally(mode="easy"), "mode not one of"),
    (with_tally(won=99), "wins must not exceed games"),
    (with_tally(current_streak=3), "streaks must not exceed"),
    ({**valid_stats(), "tallies": [valid_stats()["tallies"][0]] * 2}, "listed twice"),
])
def test_corrupt_stats_say_what_is_wrong(data: object, message: str) -> None:
    with pytest.raises(StatsError) as raised:
        Stats.from_dict(data)
    assert message in str(raised.value)


@pytest.mark.parametrize(("changes", "message"), [
    ({"solved_three_bv": 11}, "exceeds"),
    ({"won": True, "solved_three_bv": 3}, "must have solved all"),
    ({"mode": "hard"}, "mode 'hard'"),
    ({"hints": None}, "hints should be a whole number"),
])
def test_corrupt_game_records_say_what_is_wrong(changes: dict[str, object],
                                                message: str) -> None:
    data = {**record(won=False).to_dict(), **changes}
    with pytest.raises(StatsError) as raised:
        GameRecord.from_dict(data)
    assert message in str(raised.value)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner,
                                                                max_size=4),
    max_leaves=20)


def only_stats_errors(data: object) -> None:
    for read in (Stats.from_dict, GameRecord.from_dict):
        with contextlib.suppress(StatsError):
            read(data)


@settings(max_examples=300)
@given(json_values)
def test_arbitrary_json_raises_only_stats_error(data: object) -> None:
    only_stats_errors(data)


@settings(max_examples=300)
@given(st.randoms(use_true_random=False), json_values)
def test_mutated_stats_raise_only_stats_error(rng: random.Random, value: object) -> None:
    data = valid_stats()
    tally = data["tallies"][0]
    tally[rng.choice(sorted(tally))] = value
    game = record().to_dict()
    game[rng.choice(sorted(game))] = value
    only_stats_errors(data)
    only_stats_errors(game)


def test_sudoku_tallies_count_lives_and_keep_the_best_unaided_time() -> None:
    stats = SudokuStats()
    assert stats.add(SudokuRecord("hard", won=True, time_cs=9000, lives_lost=1, hints=0,
                                  undos=0)) == {BEST_TIME}
    assert stats.add(SudokuRecord("hard", won=True, time_cs=5000, lives_lost=0, hints=2,
                                  undos=0)) == frozenset()  # aided: no best
    assert stats.add(SudokuRecord("hard", won=False, time_cs=100, lives_lost=3, hints=0,
                                  undos=0)) == frozenset()
    tally = stats.tally("hard")
    assert (tally.played, tally.won, tally.bests[BEST_TIME], tally.lives_lost) == (3, 2, 9000, 4)
    assert stats.tally("easy").played == 0
    again = SudokuStats.from_dict(json.loads(json.dumps(stats.to_dict())))
    assert again.tally("hard") == tally


@pytest.mark.parametrize("data", [
    [], {"version": 1}, {"version": 0, "tallies": []},
    {"version": 1, "tallies": [{"difficulty": "easy", "played": 1, "won": 2,
                                "best_time_cs": None, "lives_lost": 0}]},
    {"version": 1, "tallies": [{"difficulty": "easy", "played": -1, "won": 0,
                                "best_time_cs": None, "lives_lost": 0}]},
])
def test_corrupt_sudoku_statistics_are_refused_with_a_message(data: object) -> None:
    with pytest.raises(StatsError):
        SudokuStats.from_dict(data)


def test_a_one_click_win_keeps_its_unbounded_speed_through_the_file() -> None:
    """3BV/s of a win in no time is inf (as community tools say), and the saved best
    reads back as such rather than as a corrupt file."""
    record = GameRecord(difficulty="expert", mode="classic", won=True, time_cs=0, three_bv=1,
                        solved_three_bv=1, left_clicks=1, right_clicks=0, chord_clicks=0,
                        hints=0, undos=0)
    assert record.three_bv_per_second == math.inf
    stats = Stats()
    stats.add(record)
    again = Stats.from_dict(json.loads(json.dumps(stats.to_dict())))
    assert again.tally("expert", "classic").bests.get("best_three_bv_per_second") == math.inf
    assert again.tally("expert", "classic").best_times[0].three_bv_per_second == math.inf
