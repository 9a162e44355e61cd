"""Playing Sudoku (``game/core/sudoku/play.py``): entries, notes, lives, moves as text.

Rules are checked one by one on a fixed easy puzzle, then as properties over
random move sequences (any move, sensible or not), and a scripted game is
compared line by line with its expected ``to_text`` transcript.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.cells import MoveError
from game.core.sudoku.grid import PEERS, SudokuError
from game.core.sudoku.play import SudokuGame, SudokuMove, SudokuMoveError

PUZZLE = ".918....2...2.......6.9..8.6.95..4.1.4.....7..5..8.6...1...7.5.5....2.....7.....9"
SOLUTION = "491835762875216934326794185689573421143629578752481693918347256534962817267158349"
BLANKS = [(i % 9, i // 9) for i in range(81) if PUZZLE[i] == "."]


def right(x: int, y: int) -> int:
    return int(SOLUTION[y * 9 + x])


def wrong(x: int, y: int) -> int:
    return right(x, y) % 9 + 1


def game() -> SudokuGame:
    return SudokuGame(PUZZLE, SOLUTION)


def views(state: SudokuGame) -> dict[tuple[int, int], tuple[str, bool, tuple[int, ...]]]:
    """Everything a renderer draws per cell, conflicts included."""
    return {(x, y): (state.view(x, y), bool(state.conflicts(x, y)), state.notes(x, y))
            for y in range(9) for x in range(9)}


# ----- construction ---------------------------------------------------------------------
def test_a_new_game_is_ready_with_full_lives_and_nothing_entered() -> None:
    state = game()
    assert (state.status, state.lives_left, state.lives) == ("ready", 3, 3)
    assert not state.started and not state.finished
    assert state.to_text().splitlines()[0] == " . 9 1 8 . . . . 2"
    assert state.is_given(1, 0) and not state.is_given(0, 0)
    assert state.digit(1, 0) == 9 and state.entry(1, 0) == 0 and state.digit(0, 0) == 0


def test_the_solution_is_found_when_not_given() -> None:
    assert SudokuGame(PUZZLE).solution == SOLUTION


def test_a_grid_with_nothing_to_fill_is_already_won() -> None:
    state = SudokuGame(SOLUTION)
    assert state.status == "won" and not state.set_digit(0, 0, 1)


def test_a_copy_plays_on_independently() -> None:
    state = game()
    state.toggle_note(0, 0, 5)
    twin = state.copy()
    twin.set_digit(0, 0, 9)
    twin.toggle_note(2, 1, 3)
    assert state.to_text() == game().to_text().replace(" . 9 1", " ~ 9 1", 1) + "\n0,0:5"
    assert (state.lives_left, twin.lives_left) == (3, 2)


@pytest.mark.parametrize(("puzzle", "solution", "message"), [
    (PUZZLE, SOLUTION[:-1] + ".", "the solution has blank cells"),
    (PUZZLE, SOLUTION.translate(str.maketrans("12", "21")), "where the puzzle gives"),
    ("." * 81, None, "more than one solution"),
    ("12345678." + "." * 8 + "9" + "." * 63, None, "no solution"),
    (PUZZLE[:-1], SOLUTION, "81 cells"),
])
def test_a_bad_game_description_raises(puzzle: str, solution: str | None, message: str) -> None:
    with pytest.raises(SudokuError, match=message):
        SudokuGame(puzzle, solution)


def test_lives_must_be_positive() -> None:
    with pytest.raises(SudokuError, match="at least one life"):
        SudokuGame(PUZZLE, SOLUTION, lives=0)


def test_new_reproduces_a_puzzle_from_its_seed() -> None:
    first, again = SudokuGame.new("medium", seed=4), SudokuGame.new("medium", seed=4)
    assert first.puzzle == again.puzzle and first.solution == again.solution


# ----- entering digits ------------------------------------------------------------------
def test_a_right_digit_stays_and_clears_its_notes_from_row_column_and_box() -> None:
    state = game()
    x, y = 0, 0  # solution 4
    marked = [(4, 0), (0, 4), (2, 1), (4, 4)]  # row, column, box, and a cell outside all
    for cx, cy in marked:
        state.toggle_note(cx, cy, 4)
        state.toggle_note(cx, cy, 6)
    changed = state.set_digit(x, y, 4)
    assert state.view(x, y) == "+4" and state.entry(x, y) == 4 and not state.is_wrong(x, y)
    assert state.notes(4, 0) == state.notes(0, 4) == state.notes(2, 1) == (6,)
    assert state.notes(4, 4) == (4, 6)
    assert set(changed) == {(0, 0), (4, 0), (0, 4), (2, 1)}
    assert state.lives_left == 3 and state.status == "playing"
    # A right digit is final: neither another digit nor erasing touches it.
    assert not state.set_digit(x, y, 5) and not state.erase(x, y)
    assert state.view(x, y) == "+4"


def test_a_wrong_digit_shows_as_wrong_and_costs_a_life() -> None:
    state = game()
    changed = state.set_digit(0, 0, 9)  # 9 is given at (1, 0): a conflict too
    assert state.view(0, 0) == "!9" and state.is_wrong(0, 0)
    assert state.lives_left == 2
    assert state.conflicts(0, 0) == [(1, 0)] and state.conflicts(1, 0) == [(0, 0)]
    assert set(changed) == {(0, 0), (1, 0)}
    assert not state.set_digit(0, 0, 9)  # the same wrong digit again costs nothing
    assert state.lives_left == 2
    state.set_digit(0, 0, 8)  # another wrong one does
    assert state.lives_left == 1 and state.conflicts(1, 0) == []


def test_erase_takes_back_a_wrong_digit_then_clears_notes() -> None:
    state = game()
    state.set_digit(0, 0, 9)
    assert set(state.erase(0, 0)) == {(0, 0), (1, 0)}
    assert state.view(0, 0) == " ." and state.lives_left == 2
    state.toggle_note(0, 0, 3)
    state.toggle_note(0, 0, 5)
    assert state.view(0, 0) == " ~" and state.notes(0, 0) == (3, 5)
    assert list(state.erase(0, 0)) == [(0, 0)]
    assert state.notes(0, 0) == () and not state.erase(0, 0)


def test_notes_toggle_and_an_entry_replaces_them() -> None:
    state = game()
    assert list(state.toggle_note(0, 0, 7)) == [(0, 0)]
    state.toggle_note(0, 0, 7)
    assert state.notes(0, 0) == ()
    state.toggle_note(0, 0, 2)
    state.set_digit(0, 0, 2)  # wrong: the notes go, the digit shows
    assert state.notes(0, 0) == () and not state.toggle_note(0, 0, 3)


def test_three_wrong_digits_lose_the_game_and_then_nothing_moves() -> None:
    state = game()
    for x, y in BLANKS[:3]:
        state.set_digit(x, y, wrong(x, y))
    assert state.status == "lost" and state.lives_left == 0 and state.finished
    before = state.to_text()
    x, y = BLANKS[3]
    assert not state.set_digit(x, y, right(x, y))
    assert not state.toggle_note(x, y, 1) and not state.erase(*BLANKS[0])
    assert state.to_text() == before


def test_filling_every_blank_rightly_wins() -> None:
    state = game()
    for x, y in BLANKS[:-1]:
        state.set_digit(x, y, right(x, y))
    assert state.status == "playing"
    assert state.remaining(right(*BLANKS[-1])) == 1
    state.set_digit(*BLANKS[-1], right(*BLANKS[-1]))
    assert state.status == "won" and state.finished
    assert all(state.remaining(d) == 0 for d in range(1, 10))
    assert "." not in state.to_text() and "!" not in state.to_text()


def test_moves_that_mean_nothing_change_nothing() -> None:
    state = game()
    for change in (state.set_digit(1, 0, 5), state.toggle_note(1, 0, 5), state.erase(1, 0),
                   state.set_digit(9, 0, 1), state.set_digit(-1, 3, 1), state.erase(0, 99),
                   state.set_digit(0, 0, 0), state.set_digit(0, 0, 10),
                   state.toggle_note(0, 0, 0), state.erase(0, 0)):
        assert not change
    assert state.status == "ready" and state.to_text() == game().to_text()


def test_queries_outside_the_grid_raise() -> None:
    with pytest.raises(SudokuError, match="outside the 9x9 grid"):
        game().digit(9, 0)


def test_cells_with_a_digit_lists_givens_and_entries() -> None:
    state = game()
    state.set_digit(0, 0, 9)
    assert state.cells_with(9) == [(0, 0), (1, 0), (4, 2), (2, 3), (8, 8)]
    assert state.cells_with(0) == []


# ----- a scripted game, line by line ----------------------------------------------------
SCRIPT = ["P0,0,4", "P0,0,6", "P4,0,4", "R0,0,4", "R5,0,1", "P6,0,3", "E5,0", "E6,0",
          "P7,0,6", "R4,0,3", "R4,0,3"]
TRANSCRIPT = """\
+4 9 1 8+3 . . ~ 2
 . . . 2 . . . . .
 . . 6 . 9 . . 8 .
 6 . 9 5 . . 4 . 1
 . 4 . . . . . 7 .
 . 5 . . 8 . 6 . .
 . 1 . . . 7 . 5 .
 5 . . . . 2 . . .
 . . 7 . . . . . 9
7,0:6"""


def test_a_scripted_game_matches_its_transcript() -> None:
    state = game()
    for text in SCRIPT:
        SudokuMove.parse(text).apply(state)
    assert state.to_text().splitlines() == TRANSCRIPT.splitlines()
    assert state.lives_left == 2  # R5,0,1 was wrong (the 5 at column 5 is right)


# ----- moves as text --------------------------------------------------------------------
moves = st.builds(
    SudokuMove,
    kind=st.sampled_from(["R", "P"]), x=st.integers(0, 9999), y=st.integers(0, 9999),
    digit=st.integers(1, 9),
) | st.builds(SudokuMove, kind=st.just("E"), x=st.integers(0, 9999), y=st.integers(0, 9999))


@given(moves)
def test_a_move_survives_its_text(move: SudokuMove) -> None:
    assert SudokuMove.parse(move.text()) == move


@pytest.mark.parametrize("text", ["", "R", "R3,4", "R3,4,0", "R3,4,10", "P3,4", "E3,4,5",
                                  "X3,4,5", "r3,4,5", "R-1,4,5", "R3 ,4,5", "R٣,4,5",
                                  "R12345,4,5", "R3,4,5,", "O3,4"])
def test_malformed_move_text_raises_a_clear_error(text: str) -> None:
    with pytest.raises(SudokuMoveError, match="is not a Sudoku move") as raised:
        SudokuMove.parse(text)
    assert isinstance(raised.value, MoveError) and isinstance(raised.value, ValueError)


# Near misses: signs, spaces, other scripts' digits, odd separators and counts.
number_like = st.text(alphabet="0123456789\u0663\uff13+- ", min_size=0, max_size=4)
move_like = st.builds("{}{}{}{}{}{}".format, st.sampled_from([*"RPEOrx", "", " R"]), number_like,
                      st.sampled_from([",", ";", ""]), number_like,
                      st.sampled_from([",", ",,", ""]), number_like)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(max_size=12), move_like))
def test_any_text_is_a_move_that_round_trips_or_a_sudoku_move_error(text: str) -> None:
    try:
        move = SudokuMove.parse(text)
    except SudokuMoveError:
        return
    assert SudokuMove.parse(move.text()) == move
    assert re.fullmatch(r"[RPE][0-9,]+", text.strip()), "only ASCII digits are accepted"


def test_a_move_without_a_text_form_cannot_be_made() -> None:
    for kind, digit in (("R", 0), ("P", 10), ("E", 3), ("Q", 1)):
        with pytest.raises(SudokuMoveError, match="no such move"):
            SudokuMove(kind, 0, 0, digit)  # type: ignore[arg-type]


# ----- properties over random play ------------------------------------------------------
@st.composite
def plays(draw: st.DrawFn) -> list[SudokuMove]:
    """Moves of every kind, mostly on blanks, digits often right so games can be won."""
    played = []
    for _ in range(draw(st.integers(0, 80))):
        x, y = draw(st.sampled_from(BLANKS) | st.tuples(st.integers(0, 10), st.integers(0, 10)))
        kind = draw(st.sampled_from(["R", "R", "P", "E"]))
        if kind == "E":
            played.append(SudokuMove("E", x, y))
            continue
        hint = right(x, y) if x < 9 and y < 9 else 1
        digit = draw(st.sampled_from([hint, hint, hint]) | st.integers(1, 9))
        played.append(SudokuMove(kind, x, y, digit))
    return played


@settings(max_examples=60, deadline=None)
@given(plays())
def test_random_play_keeps_every_rule(played: list[SudokuMove]) -> None:
    state = game()
    wrong_digits = 0
    after = views(state)
    for move in played:
        before, was_finished = after, state.finished
        changed = set(move.apply(state))
        after = views(state)
        assert {cell for cell in after if after[cell] != before[cell]} <= changed
        if was_finished:
            assert not changed and after == before
        if move.kind == "R" and changed and state.is_wrong(move.x, move.y):
            wrong_digits += 1
        assert state.lives_left == 3 - wrong_digits >= 0
        assert (state.status == "lost") == (state.lives_left == 0)
        if move.kind == "R" and changed and state.entry(move.x, move.y) == right(move.x, move.y):
            for peer in PEERS[move.y * 9 + move.x]:
                assert move.digit not in state.notes(peer % 9, peer // 9)
    filled = all(state.digit(x, y) == right(x, y) for x, y in BLANKS)
    assert (state.status == "won") == filled
    for x, y in [(i % 9, i // 9) for i in range(81)]:
        assert not (state.entry(x, y) and state.notes(x, y)), "a digit hides no notes"
        assert state.is_given(x, y) == (PUZZLE[y * 9 + x] != ".")


@settings(max_examples=60, deadline=None)
@given(plays())
def test_replaying_the_move_texts_rebuilds_the_same_game(played: list[SudokuMove]) -> None:
    state = game()
    for move in played:
        move.apply(state)
    replayed = game()
    for text in [move.text() for move in played]:
        SudokuMove.parse(text).apply(replayed)
    assert replayed.to_text() == state.to_text()
    assert (replayed.status, replayed.lives_left) == (state.status, state.lives_left)
