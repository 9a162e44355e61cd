"""The post-game review on scripted games: deductions with their proof, forced and
avoidable guesses with odds and a safe cell, wasted clicks, the losing move, the summary."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.cli import run
from game.core.mines.replays import MouseEvent, Video, review_video, to_evf
from game.text.mines.review_lines import review_summary, verdict_line

PX = 16
BUTTONS = {"O": ("lc", "lr"), "F": ("rc", "rr"), "C": ("mc", "mr")}


def scripted(row: str, clicks: list[tuple[str, int]]) -> Video:
    """A one-row board (``*`` mines) and whole clicks on it, one a second."""
    events = []
    for second, (kind, x) in enumerate(clicks):
        at, px, py = second * 1000, x * PX + PX // 2, PX // 2
        events += [MouseEvent(at, "mv", px, py), MouseEvent(at, BUTTONS[kind][0], px, py),
                   MouseEvent(at, BUTTONS[kind][1], px, py)]
    mines = frozenset(x for x, char in enumerate(row) if char == "*")
    return Video("script", len(row), 1, mines, tuple(events), None, PX)


def kinds(video: Video) -> list[str]:
    return [verdict.kind for verdict in review_video(video).verdicts]


def test_deductions_name_their_proving_numbers_and_repeats_are_wasted() -> None:
    # The first click opens (0,0) and (1,0), a 1: the mine is (2,0), so (3,0), (4,0) are safe.
    result = review_video(scripted("..*..", [("O", 0), ("O", 3), ("O", 3), ("F", 2),
                                              ("O", 4)]))
    assert [v.kind for v in result.verdicts] == ["first", "deduction", "wasted", "deduction",
                                                 "deduction"]
    flag = result.verdicts[3]
    assert flag.proof == {(1, 0)}
    assert "(2,1)" in verdict_line(flag)
    assert result.losing is None and result.numbers.completed
    assert review_summary(result).startswith("0 guesses, 0 avoidable; 3BV/s ")
    assert review_summary(result).endswith("; 1 wasted")


def test_a_fifty_fifty_is_a_forced_guess_with_its_odds() -> None:
    result = review_video(scripted("*..", [("O", 1), ("O", 2)]))
    assert kinds(scripted("*..", [("O", 1), ("O", 2)])) == ["first", "forced guess"]
    guess = result.verdicts[1]
    assert guess.odds == 0.5 and "50% a mine" in verdict_line(guess)
    assert review_summary(result).startswith("1 guess, 0 avoidable")


def test_a_guess_while_a_safe_cell_exists_is_avoidable_and_names_one() -> None:
    # After the 1 at (1,0), one mine lies in (0,0) or (2,0): the mine count clears the rest.
    result = review_video(scripted("*....", [("O", 1), ("O", 2)]))
    guess = result.verdicts[1]
    assert guess.kind == "avoidable guess" and guess.odds == 0.5
    assert guess.safe_cell in {(3, 0), (4, 0)}
    assert review_summary(result).startswith("1 guess, 1 avoidable")


def test_the_losing_move_is_marked_and_ends_the_review() -> None:
    result = review_video(scripted("*..", [("O", 1), ("O", 0), ("O", 2)]))
    assert len(result.verdicts) == 2
    assert result.losing is result.verdicts[1] and result.losing.kind == "forced guess"
    assert verdict_line(result.losing).endswith("the losing move")


def test_replay_review_prints_the_summary_then_a_line_per_click(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.evf"
    path.write_bytes(to_evf(scripted("*....", [("O", 1), ("O", 2)])))
    assert run(["replay", "review", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("1 guess, 1 avoidable; 3BV/s")
    assert len(lines) == 3 and "avoidable guess" in lines[2]
