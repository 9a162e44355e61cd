"""``gridgames analyse`` answers every request with one line, whatever it holds, within the
board-size limit and a time budget, and serves on."""

from __future__ import annotations

import io
import json

from game.text.mines.analyse import main

GOOD = ".1#\n.1#\n..#\nmines 1\n\n"


def replies(stdin: str, *options: str) -> list[dict[str, object]]:
    sink = io.StringIO()
    assert main(list(options), io.StringIO(stdin), sink) == 0
    return [json.loads(line) for line in sink.getvalue().splitlines()]


def test_a_count_that_is_not_ascii_digits_is_an_error_line_and_serving_goes_on() -> None:
    """``"²".isdigit()`` is true but ``int("²")`` raises: that killed the process."""
    answers = replies("#1#\n###\nmines ²\n\n" + "#1#\n###\nmines " + "9" * 5000 + "\n\n" + GOOD)
    assert len(answers) == 3
    assert set(answers[0]) == set(answers[1]) == {"error"}
    assert "mine count" in str(answers[0]["error"])
    assert answers[2]["best"] == [2, 1] and answers[2]["complete"] is True


def test_a_view_past_the_size_limit_is_refused_like_everywhere_else() -> None:
    wide = "#" * 1001 + "\n" + "1" * 1001 + "\nmines 1\n\n"
    tall = "#\n" * 1001 + "mines 1\n\n"
    answers = replies(wide + tall + GOOD)
    assert len(answers) == 3
    assert "1000" in str(answers[0]["error"]) and "1000" in str(answers[1]["error"])
    assert answers[2]["best"] == [2, 1]


def test_a_ten_megabyte_row_is_skipped_without_being_kept() -> None:
    answers = replies("#" * 10_000_000 + "\nmines 1\n\n" + GOOD)
    assert len(answers) == 2
    assert "more than 1000 cells" in str(answers[0]["error"])
    assert answers[1]["best"] == [2, 1]


def test_the_largest_board_is_still_accepted() -> None:
    wide = "." * 1000 + "\n" + "." * 999 + "#\nmines 0\n\n"
    tall = ".\n" * 999 + "#\nmines 0\n\n"
    assert [answer["safe"] for answer in replies(wide + tall)] == [[[999, 1]], [[0, 999]]]


def test_a_request_over_its_time_budget_gets_an_inexact_answer_not_silence() -> None:
    covered = "\n".join(["#" * 400] * 400) + "\nmines 24000\n\n"
    answers = replies(covered + GOOD, "--budget", "0.05")
    assert len(answers) == 2
    assert answers[0]["complete"] is False and answers[0]["exact"] is False
    assert answers[1]["best"] == [2, 1] and answers[1]["complete"] is True


def test_a_bad_budget_is_a_usage_error() -> None:
    assert main(["--budget", "soon"], io.StringIO(""), io.StringIO()) == 2
