"""``gridgames analyse`` answers every request with one line, whatever it holds, within the
board-size limit and a budget of work, and serves on; the same request gets the same answer
on any machine at any load."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from bench.analyse_view import banded, opening
from game.text.mines.analyse import answer, main

ROOT = Path(__file__).resolve().parent.parent

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


def test_a_million_cell_analysis_keeps_a_few_bytes_a_cell() -> None:
    """The odds of a 1000x1000 game's first opening, each cell's asked for: worked out on
    each look-up, not kept as a dict of a million entries (200 bytes a cell, 176 MB at the
    peak of the whole command)."""
    lines = opening()
    tracemalloc.start()
    try:
        reply = answer(lines, with_odds=True)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert reply["complete"] is True and len(reply["probabilities"]) == 1000  # type: ignore[arg-type]
    assert peak < 30 * 1000 * 1000, f"{peak / 2**20:.0f} MiB at the peak"


def test_a_banded_analysis_keeps_a_few_bytes_a_cell_of_its_frontier() -> None:
    """Bands of numbers, one long frontier each, on a board past the eager tables: the solver
    keeps a byte or two a cell for its numbers, not a set of cells for each (300 bytes a cell
    here, 398 MB at the peak of the 1000x1000 command)."""
    lines = banded(300)
    tracemalloc.start()
    try:
        reply = answer(lines, with_odds=False, budget=50_000)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert reply["stopped"] == "work" and len(reply["safe"]) > 10_000  # type: ignore[arg-type]
    assert peak < 100 * 300 * 300, f"{peak / 300 / 300:.0f} bytes a cell at the peak"


def test_a_request_over_its_budget_gets_the_cells_proved_by_then_not_silence() -> None:
    # one number open (an untouched board is answered by its best start, at no cost)
    covered = "\n".join(["1" + "#" * 399] + ["#" * 400] * 399) + "\nmines 24000\n\n"
    answers = replies(covered + GOOD, "--budget", "1000")
    assert len(answers) == 2
    assert answers[0]["complete"] is False and answers[0]["exact"] is False
    assert answers[0]["stopped"] == "work" and "1,000 steps" in str(answers[0]["note"])
    assert answers[1]["best"] == [2, 1] and answers[1]["complete"] is True


def test_a_budget_of_work_stops_at_the_same_point_and_more_work_proves_more() -> None:
    """Bands of numbers 60 cells wide: each budget proves the same cells every time, and a
    bigger one proves those and more, up to the full analysis."""
    lines = banded(60)
    proved = []
    for budget in (200, 2_000, 5_000, 100_000):
        first, again = answer(lines, False, budget), answer(lines, False, budget)
        assert first == again
        proved.append({json.dumps(cell) for key in ("safe", "mines")
                       for cell in json.loads(json.dumps(first[key]))})
    assert proved[0] < proved[1] < proved[2] < proved[3]
    assert answer(lines, False, 100_000)["complete"] is True


def test_the_safety_limit_on_processor_time_says_it_fired() -> None:
    """In a process of its own: the limit is a signal, which a test runner's own hooks
    (a garbage collector callback) could catch instead."""
    bands = "\n".join(banded(300)) + "\n\n"  # seconds of work, not a cheap covered board
    done = subprocess.run([sys.executable, "main.py", "analyse", "--budget", "9999999999",
                           "--time-limit", "0.01"], input=bands, capture_output=True,
                          text=True, cwd=ROOT, check=True, timeout=300)
    reply = json.loads(done.stdout)
    assert reply["complete"] is False and reply["stopped"] == "time limit"
    assert "safety limit of 0.01 s of processor time" in str(reply["note"])


BUSY = "while True: pass"


def test_the_same_request_gets_the_same_bytes_beside_two_busy_loops() -> None:
    """The answer is a function of the request: two processes spinning on this machine's
    cores change how long it takes, never what it says (one budget cuts the analysis
    short, one lets it finish)."""
    request = "\n".join(banded(80)) + "\n\n"
    idle = _analysed(request)
    loops = [subprocess.Popen([sys.executable, "-c", BUSY]) for _ in range(2)]
    try:
        busy = _analysed(request)
    finally:
        for loop in loops:
            loop.kill()
            loop.wait()
    assert busy == idle
    cut, whole = (json.loads(line) for line in idle.splitlines())
    assert cut["stopped"] == "work" and whole["complete"] is True


def _analysed(request: str) -> bytes:
    """Two runs of ``request`` in one process: with a budget that cuts it short, and whole."""
    outputs = [subprocess.run([sys.executable, "main.py", "analyse", "--budget", budget],
                              input=request.encode(), capture_output=True, cwd=ROOT,
                              check=True, timeout=300).stdout
               for budget in ("4000", "1000000")]
    return b"".join(outputs)


def test_a_bad_budget_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--budget", "soon"], io.StringIO(""), io.StringIO())
    assert exit_info.value.code == 2
    assert capsys.readouterr().err.splitlines()[-1] == (
        "gridgames analyse: error: argument --budget: 'soon' is not a budget of work: write a "
        "whole number of steps above 0, like 100000")
