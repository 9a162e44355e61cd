"""Golden transcripts: scripted games replayed move by move against ``to_text()``.

Each ``tests/golden/*.txt`` file is a game, in paragraphs separated by blank lines:

    ; comment lines start with ';' (the view itself uses '#')
    layout:                                  <- or "layout: laid at the first opening",
    ..*..                                       "layout: no question marks", or both,
    .....                                       comma-separated

    > O0,4                                   <- a move in its text form
    playing, mines left 1                    <- status, then mines left
    ##1..                                    <- the expected to_text()
    ##1..

"laid at the first opening" builds an unstarted board whose strategy lays that
layout at the first opening (so marks can be placed before the mines exist);
otherwise the board comes from ``Board.from_text``.

To regenerate the expected views after a deliberate rule change, run
``GOLDEN_UPDATE=1 .venv/bin/pytest tests/test_golden.py``: the files are rewritten
from the replay (comments kept) and the tests skip.  Then read every changed view
in ``git diff`` before committing: a golden file is only worth what its review is.
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass
from pathlib import Path

import pytest

from game.core.mines.board import Board
from game.core.mines.moves import Move

GOLDEN_DIR = Path(__file__).parent / "golden"
UPDATE = os.environ.get("GOLDEN_UPDATE") == "1"
LAID_LATER = "laid at the first opening"
NO_QUESTION_MARKS = "no question marks"


@dataclass
class Step:
    notes: list[str]  # comment lines, kept when the file is rewritten
    move: Move
    expected: list[str]  # the status line, then the rows of the view
    line: int  # where the move is written in the file


@dataclass
class Transcript:
    header: list[str]  # everything before the first move, verbatim
    layout: str
    options: set[str]
    steps: list[Step]

    def new_board(self) -> Board:
        question_marks = NO_QUESTION_MARKS not in self.options
        if LAID_LATER not in self.options:
            return Board.from_text(self.layout, question_marks=question_marks)
        fixed = Board.from_text(self.layout)
        mines = [y * fixed.width + x for y, row in enumerate(self.layout.split("\n"))
                 for x, char in enumerate(row) if char == "*"]

        def lay_fixed(width: int, height: int, count: int, first: int,
                      rng: random.Random) -> list[int]:
            return mines

        return Board(fixed.width, fixed.height, fixed.mines, seed=0,
                     question_marks=question_marks, strategy=lay_fixed)


def paragraphs(lines: list[str]) -> list[tuple[int, list[str]]]:
    """Runs of non-blank lines, each with the (1-based) number of its first line."""
    found: list[tuple[int, list[str]]] = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        if found and found[-1][0] + len(found[-1][1]) == number:
            found[-1][1].append(line)
        else:
            found.append((number, [line]))
    return found


def parse(path: Path) -> Transcript:
    header: list[str] = []
    layout, options, steps = "", set(), []
    for first_line, paragraph in paragraphs(path.read_text().splitlines()):
        notes = [line for line in paragraph if line.startswith(";")]
        body = [line for line in paragraph if not line.startswith(";")]
        where = f"{path.name}:{first_line}"
        if body and body[0].startswith(">"):
            move = Move.parse(body[0][1:])
            steps.append(Step(notes, move, body[1:], first_line + len(notes)))
            continue
        assert not steps, f"{where}: only moves may follow the first move"
        header += [*paragraph, ""]
        if body and body[0].startswith("layout:"):
            options = {word.strip() for word in body[0].removeprefix("layout:").split(",")} - {""}
            assert options <= {LAID_LATER, NO_QUESTION_MARKS}, f"{where}: unknown {options}"
            layout = "\n".join(body[1:])
        else:
            assert not body, f"{where}: expected 'layout:' or a move, not {body[0]!r}"
    assert layout and steps, f"{path.name}: a transcript needs a layout and moves"
    return Transcript(header, layout, options, steps)


def observed(board: Board) -> list[str]:
    return [f"{board.status}, mines left {board.mines_left}", *board.to_text().split("\n")]


def mismatch(path: Path, number: int, step: Step, actual: list[str]) -> str:
    """Expected and actual side by side, differing lines marked."""
    width = max(len("expected"), *map(len, step.expected))
    rows = [f"  {'expected':<{width}} | actual"]
    for index in range(max(len(step.expected), len(actual))):
        want = step.expected[index] if index < len(step.expected) else ""
        got = actual[index] if index < len(actual) else ""
        rows.append(f"  {want:<{width}} | {got}" + ("   <-- differs" if want != got else ""))
    return "\n".join([f"{path}:{step.line}: after move {number}, > {step.move.text()}", *rows])


def rewrite(path: Path, transcript: Transcript, views: list[list[str]]) -> None:
    lines = list(transcript.header)
    for step, view in zip(transcript.steps, views, strict=True):
        lines += [*step.notes, f"> {step.move.text()}", *view, ""]
    path.write_text("\n".join(lines).rstrip("\n") + "\n")


@pytest.mark.parametrize("path", sorted(GOLDEN_DIR.glob("*.txt")), ids=lambda path: path.stem)
def test_golden_transcript(path: Path) -> None:
    transcript = parse(path)
    board = transcript.new_board()
    views = []
    for number, step in enumerate(transcript.steps, 1):
        step.move.apply(board)
        views.append(observed(board))
        if not UPDATE:
            assert views[-1] == step.expected, mismatch(path, number, step, views[-1])
    if UPDATE:
        rewrite(path, transcript, views)
        pytest.skip(f"rewrote {path.name}: review `git diff {path}` before committing")


def test_the_golden_games_cover_the_required_scripts() -> None:
    names = {path.stem for path in GOLDEN_DIR.glob("*.txt")}
    assert {"beginner_win", "loss_open_mine", "loss_chord_wrong_flag", "question_marks",
            "flags_before_first_opening"} <= names


def test_a_mismatch_names_the_file_line_and_move() -> None:
    step = Step([], Move("O", 1, 2), ["playing, mines left 1", "#."], 7)
    message = mismatch(Path("game.txt"), 3, step, ["lost, mines left 1", "#."])
    assert message.splitlines() == [
        "game.txt:7: after move 3, > O1,2",
        "  expected              | actual",
        "  playing, mines left 1 | lost, mines left 1   <-- differs",
        "  #.                    | #.",
    ]
