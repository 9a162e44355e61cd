"""The guessing engine, the analyser on the command line, and the win-rate harness."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from test_guess_scoring import BLEND_VIEW, LIVING_VIEW
from test_longterm import PSEUDO_MINES, PSEUDO_VIEW

from bench.winrate import MODES, play, safe_first_cell_layout, wilson, win_rates
from bench.winrate import main as winrate_main
from game.core.mines import endgame
from game.core.mines.board import Board
from game.core.mines.engine import (
    PROVED,
    PSEUDO,
    SHIPPED,
    UNAVOIDABLE_PAIR,
    Tuning,
    analyse,
    describe,
    next_move,
)
from game.core.mines.player import Player
from game.core.mines.solver import Deducer, SolverError
from game.ui.mines import autoplay

ROOT = Path(__file__).resolve().parent.parent


def test_a_proved_safe_cell_comes_first() -> None:
    result = analyse(".1#\n.1#\n..#", 1)
    assert result.safe == [(2, 1), (2, 2)] and result.mines == [(2, 0)]
    assert result.best == (2, 1) and result.safety == 1.0
    move, reason = next_move(".1#\n.1#\n..#", 1)
    assert move.text() == "O2,1" and "safe" in reason


def test_an_unavoidable_fifty_fifty_is_guessed_at_once() -> None:
    # (0, 0) and (1, 0) share the mine of the 1 at (0, 1); every other cell
    # around them is open or a proved mine, so no later move can tell them
    # apart.  Safer cells remain on the right, yet the pair is taken now.
    view = "###21###\n13#33###\n1333##3#\n1##22221\n1221....\n...1221.\n...1##1.\n...1221."
    result = analyse(view, 12)
    assert result.best == (0, 0) and "50/50" in result.reason
    assert result.safety == pytest.approx(0.5)
    assert max(1 - p for p in result.odds.values()) == pytest.approx(0.75)


def test_the_guess_is_among_the_safest_and_its_odds_are_reported() -> None:
    board = Board.new(30, 16, 99, seed=4)
    board.reveal(15, 8)
    while board.status == "playing":
        result = analyse(board.to_text(), 99)
        if not result.safe:
            break
        for cell in result.safe:
            board.reveal(*cell)
    assert result.best is not None and not result.safe
    assert result.safety == pytest.approx(1 - result.odds[result.best])
    assert result.safety >= 1 - min(result.odds.values()) - 0.05
    assert 0.0 <= result.progress <= 1.0
    words = describe(result)
    assert f"{result.safety:.0%} safe" in words
    assert f"{result.progress:.0%} chance of a safe next move" in words


def test_nothing_left_to_open_is_an_error_for_next_move() -> None:
    with pytest.raises(SolverError):
        next_move("1.\n..", 0)


def test_the_classic_layout_spares_only_the_first_cell() -> None:
    import random

    for seed in range(50):
        layout = safe_first_cell_layout(3, 3, 8, 4, random.Random(seed))
        assert sorted(layout) == [0, 1, 2, 3, 5, 6, 7, 8]


def test_the_win_rate_harness_plays_games_to_the_end() -> None:
    assert play(MODES["beginner"], 0) in (True, False)
    figures = win_rates(30, ["beginner"])
    beginner = figures["beginner"]
    assert isinstance(beginner, dict)
    assert 0 <= beginner["wins"] <= 30
    low, high = beginner["ci95"]
    assert low <= beginner["rate"] <= high
    # Beginner with an opening is won far more often than not.
    assert beginner["wins"] >= 20


def test_the_wilson_interval_brackets_the_rate() -> None:
    low, high = wilson(407, 1000)
    assert low < 0.407 < high and high - low == pytest.approx(0.061, abs=0.002)


def _analyse(stdin: str, *options: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "main.py", "analyse", *options], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, timeout=120, check=False)


def test_the_analyser_answers_each_position_and_survives_bad_ones() -> None:
    stdin = ("#1#\n###\nmines 1\n\n"      # a guess
             "1#\n##\nmines 9\n\n"        # too many mines
             "ab\nmines 1\n\n"            # not a view
             "#1\nminez 1\n\n"            # no mine count
             ".1#\n.1#\n..#\nmines 1\n")  # proved cells, no final empty line
    done = _analyse(stdin, "--probabilities")
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(answers) == 5
    guess, too_many, not_view, no_count, proved = answers
    assert guess["safe"] == [] and guess["best"] == [0, 0] and guess["exact"] is True
    assert guess["safety"] == pytest.approx(0.8)
    assert guess["probabilities"][1] == pytest.approx([0.2, 0.2, 0.2])
    assert set(too_many) == set(not_view) == set(no_count) == {"error"}
    assert proved["safe"] == [[2, 1], [2, 2]] and proved["mines"] == [[2, 0]]
    assert proved["best"] == [2, 1] and proved["safety"] == 1.0


def test_the_analyser_answers_before_input_ends() -> None:
    process = subprocess.Popen([sys.executable, "main.py", "analyse"], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True, cwd=ROOT)
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(".1#\n.1#\n..#\nmines 1\n\n")
    process.stdin.flush()
    first = json.loads(process.stdout.readline())  # would block forever without a flush
    process.stdin.close()
    assert first["best"] == [2, 1]
    assert process.wait(timeout=60) == 0


def test_the_analyser_rejects_unknown_options() -> None:
    done = _analyse("", "--bogus")
    assert done.returncode == 2 and "unrecognized arguments: --bogus" in done.stderr
    assert done.stderr.count("\n") == 1 and "--help" in done.stderr  # one line, a pointer


def test_a_group_no_number_can_split_is_guessed_at_once() -> None:
    # The 3 needs one more mine among the three cells of column 0; (1, 0) and
    # (1, 2) are proved mines, and every other cell next to the column (the 3)
    # touches all three, so only opening one of them can tell: a guess there
    # is unavoidable.  A pair-only check misses a group of three.
    result = analyse("##1.\n#32.\n##1.", 3)
    assert result.best in {(0, 0), (0, 1), (0, 2)}
    assert "unavoidable" in result.reason
    assert result.safety == pytest.approx(2 / 3)


def test_the_endgame_search_takes_the_unavoidable_chain_before_safer_cells() -> None:
    # (2, 1), (0, 2) and (0, 3) are proved mines; row 1 is a chain a+b = b+c =
    # c+d = 1 (two layouts) that no cell of row 0 can split, and one mine hides
    # in row 0 (ten layouts in all).  Row 0's cells are 80 % safe, the chain's
    # 50 %, yet guessing row 0 first wins at most 0.8 x 0.5: the search opens
    # the chain first and wins half the time, the best possible.
    view = "#####\n#####\n#4221\n#2..."
    assert max(1 - p for p in analyse(view, 6).odds.values()) == pytest.approx(0.8)
    deducer = Deducer.from_view(view, 6)
    deducer.solve()
    found = endgame.endgame_guess(deducer, SHIPPED.endgame_layouts, SHIPPED.endgame_budget)
    assert found is not None
    cell, chance = found
    assert deducer.cell(cell) in {(0, 1), (1, 1), (3, 1), (4, 1)}
    assert chance == pytest.approx(0.5)


def test_the_endgame_search_gives_up_past_its_budget() -> None:
    deducer = Deducer.from_view("#####\n#####\n#4221\n#2...", 6)
    deducer.solve()
    assert endgame.endgame_guess(deducer, SHIPPED.endgame_layouts, 2) is None
    assert endgame.endgame_guess(deducer, SHIPPED.endgame_layouts, 200) is not None


def test_a_dead_cell_is_not_guessed_while_a_living_one_is_as_good() -> None:
    # (0, 4) is as safe as the best (75 %), but the 1 at (0, 3) puts a mine on
    # (1, 4) whenever (0, 4) is safe, so it could only ever show a 1: opening
    # it teaches nothing.  It comes first in reading order among its equals.
    # The endgame search is held off, as on a board with many layouts left.
    view = "..2##\n..2##\n..12#\n1111#\n##1##"
    result = analyse(view, 5, Tuning(endgame_layouts=1))
    assert 1 - result.odds[(0, 4)] == pytest.approx(max(1 - p for p in result.odds.values()))
    assert result.best != (0, 4) and result.best is not None
    assert result.safety == pytest.approx(1 - result.odds[(0, 4)])


def test_the_player_fed_move_by_move_agrees_with_a_fresh_analysis() -> None:
    # The Player keeps what it learned and counts only changed components;
    # whatever it calls proved must be proved from scratch, and it guesses
    # only where a fresh analysis finds no safe cell either.
    for seed in (3, 8):
        board = Board.new(30, 16, 99, seed=seed)
        board.reveal(15, 8)
        player = Player(30, 16, 99)
        guesses = 0
        while board.status == "playing":
            view = board.to_text()
            player.observe(view)
            cells, reason = player.move()
            fresh = analyse(view, 99)
            if reason == PROVED:
                assert cells and set(cells) <= set(fresh.safe)
            else:
                assert fresh.safe == [] and len(cells) == 1
                guesses += 1
            for cell in cells:
                board.reveal(*cell)
        assert guesses >= 1


def test_the_win_rate_command_reports_progress_and_one_json_object(
        capsys: pytest.CaptureFixture[str]) -> None:
    winrate_main(["4", "classic_expert", "--start", "7"])
    out, err = capsys.readouterr()
    figures = json.loads(out)
    assert figures["first_seed"] == 7 and figures["games_per_mode"] == 4
    classic = figures["classic_expert"]
    assert classic["published"][0]["rate"] == 0.41132 and 0 <= classic["wins"] <= 4
    assert f"classic_expert: seeds 7-10: {classic['wins']}/4 won" in err


def test_a_chain_of_fifty_fifties_is_guessed_at_once() -> None:
    # Row 3 holds a chain a+b = b+c = c+d = 1 (the 4, 2, 2, 1 below it, with
    # (2, 3), (0, 4) and (0, 5) proved mines): two layouts, each with two mines,
    # and every covered cell above sees as many mines under one as under the
    # other, so no cell opened later can split them.  No single number's pair
    # is isolated, yet the guess is unavoidable and is taken before the safer
    # cells above (one mine among fifteen).
    view = "#####\n#####\n#####\n#####\n#4221\n#2..."
    result = analyse(view, 6)
    assert max(1 - p for p in result.odds.values()) > 0.9
    assert result.best in {(0, 3), (1, 3), (3, 3), (4, 3)}
    assert result.reason == UNAVOIDABLE_PAIR and result.safety == pytest.approx(0.5)


def test_the_default_engine_plays_what_jsminesweepers_techniques_choose() -> None:
    """As shipped, the engine plays the blended guess, the pseudo-50/50 and a living cell
    where test_guess_scoring and test_longterm show each technique changing the move."""
    assert analyse(BLEND_VIEW, 99).best == (10, 1)
    assert analyse(LIVING_VIEW, 99).best not in {(28, 0), None}
    pseudo = analyse(PSEUDO_VIEW, PSEUDO_MINES)
    assert pseudo.best == (0, 0) and pseudo.reason == PSEUDO


def test_a_pseudo_fifty_fifty_hint_says_why_a_less_safe_cell_goes_first() -> None:
    """(0, 0) is 75 % safe where other cells are 85 %: the hint and the auto-player say that
    a mine there would be half of a 50/50 due anyway, not just its odds."""
    pseudo = analyse(PSEUDO_VIEW, PSEUDO_MINES)
    assert max(1 - p for p in pseudo.odds.values()) > pseudo.safety
    assert describe(pseudo) == ("no cell is certain; this guess is 75% safe, and were it a "
                                "mine, it would be half of a 50/50 due anyway, so it is best "
                                "taken now")
    assert autoplay._odds(pseudo) == ("Guess the marked cell: 75% safe, else half of a 50/50 "
                                      "due anyway")
