"""The terminal game, driven end to end through stdin and stdout.

Golden transcripts in ``tests/golden/terminal/`` are whole sessions: the first
line is the command line (``$ gridgames --text ...``), the rest is exactly what
the game prints.  Piped input is echoed after the prompt, so the commands are
read back from the ``> `` lines; a transcript whose last prompt is empty ends
with the end of input.  ``GOLDEN_UPDATE=1`` rewrites them from a fresh run;
read the ``git diff`` before committing one.
"""

from __future__ import annotations

import io
import os
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from session_helpers import FakeClock

from game import registry
from game.cli import parse_options
from game.core.mines.game import MinesOptions, new_mines_session
from game.core.mines.game_id import MinesId, MinesParams
from game.core.session import Session
from game.core.sudoku.play import SUDOKU, SudokuGame
from game.options import Options
from game.text.mines.play import MinesText
from game.text.terminal import GAME_OVER, GOODBYE, INTERRUPTED, PROMPT, play_text

GOLDEN_DIR = Path(__file__).parent / "golden" / "terminal"
UPDATE = os.environ.get("GOLDEN_UPDATE") == "1"
# Wikipedia's Sudoku example: one solution, 51 blanks.
PUZZLE = ("53..7....6..195....98....6.8...6...34..8.3..17...2...6"
          ".6....28....419..5....8..79")
SOLUTION = ("534678912672195348198342567859761423426853791713924856"
            "961537284287419635345286179")
# 5 columns, 4 rows: mines at column 2, row 2 and column 4, row 4.
SMALL = ".....\n.*...\n.....\n...*."


def layout_id(text: str) -> str:
    rows = text.split()
    width = len(rows[0])
    layout = frozenset(y * width + x for y, row in enumerate(rows)
                       for x, cell in enumerate(row) if cell == "*")
    return MinesId(MinesParams(width, len(rows), len(layout)), layout=layout).text()


def play(argv: list[str], commands: str, clock: FakeClock | None = None) -> str:
    """Everything the game prints for these commands; it must exit with status 0."""
    stdout = io.StringIO()
    options = parse_options(["--text", *argv])
    assert play_text(options, io.StringIO(commands), stdout, clock=clock or FakeClock()) == 0
    return stdout.getvalue()


def replies(argv: list[str], commands: list[str]) -> list[str]:
    """What the game answered to each command: the lines after its prompt line."""
    out = play(argv, "".join(command + "\n" for command in commands))
    return [answer.split("\n", 1)[1].rstrip("\n")
            for answer in out.split("\n" + PROMPT)[1:len(commands) + 1]]


def final_board(out: str, rows: int) -> list[str]:
    """The board printed last: the ``rows`` lines before the result lines."""
    lines = out.rstrip("\n").splitlines()
    start = max(i for i, line in enumerate(lines) if re.fullmatch(r" *1  .*", line))
    return lines[start:start + rows]


# ----- golden transcripts -------------------------------------------------------
def transcript_input(expected: list[str]) -> str:
    commands = [line[len(PROMPT):] for line in expected if line.startswith(PROMPT.rstrip())]
    if commands and not commands[-1]:  # the last prompt got the end of input
        commands.pop()
    return "".join(command + "\n" for command in commands)


@pytest.mark.parametrize("path", sorted(GOLDEN_DIR.glob("*.txt")), ids=lambda path: path.stem)
def test_golden_transcript(path: Path) -> None:
    command_line, *expected = path.read_text().splitlines()
    argv = command_line.split()[2:]  # after "$ gridgames"
    assert argv[0] == "--text", f"{path.name}: the first line is '$ gridgames --text ...'"
    out = play(argv[1:], transcript_input(expected))
    if UPDATE:
        path.write_text(f"{command_line}\n{out}")
        pytest.skip(f"rewrote {path.name}: review `git diff {path}` before committing")
    assert out.splitlines() == expected


def test_the_golden_transcripts_cover_a_win_a_loss_and_sudoku() -> None:
    names = {path.stem for path in GOLDEN_DIR.glob("*.txt")}
    assert {"mines-win", "mines-loss", "sudoku"} <= names
    assert f"--game {layout_id(SMALL)}" in (GOLDEN_DIR / "mines-win.txt").read_text()


# ----- Minesweeper --------------------------------------------------------------
def safe_cells_in_order(seed: int, first: tuple[int, int]) -> list[tuple[int, int]]:
    """The cells to open after ``first`` to clear a seeded beginner board, found by
    playing a twin session: every still covered safe cell, in reading order."""
    beginner = parse_options([]).own_as(MinesOptions).params()
    twin = new_mines_session(beginner, clock=FakeClock(), seed=seed)
    twin.play(f"O{first[0]},{first[1]}")
    board = twin.position.board
    opens = []
    for y in range(board.height):
        for x in range(board.width):
            if not board.is_mine(x, y) and board.view(x, y) == "#":
                opens.append((x, y))
                twin.play(f"O{x},{y}")
    assert twin.status == "won"
    return opens


def test_a_seeded_no_guess_game_is_won_by_opening_its_safe_cells() -> None:
    opens = safe_cells_in_order(seed=2026, first=(4, 4))
    commands = "5 5\n" + "".join(f"o {x + 1} {y + 1}\n" for x, y in opens)
    out = play(["--seed", "2026"], commands)
    assert "Game ID 9x9n10gq:s2026" in out
    assert "You won in 0.00 s! Game ID 9x9n10gq:" in out
    board = final_board(out, 9)
    assert all("#" not in row for row in board)
    assert sum(row.count("F") for row in board) == 10  # a win flags every mine
    assert out.endswith(f"{PROMPT}\n{GOODBYE}\n")


def test_a_loss_shows_every_mine_the_fatal_one_and_the_wrong_flags() -> None:
    out = play(["--game", layout_id(SMALL)], "f 1 1\no 2 2\n")
    assert final_board(out, 4) == ["1  X # # # #",
                                   "2  # ! # # #",
                                   "3  # # # # #",
                                   "4  # # # * #"]
    assert "You lost after 0.00 s" in out


def test_the_timer_runs_from_the_first_opening_to_the_end() -> None:
    clock = FakeClock()

    class TickingInput(io.StringIO):
        """Input that takes a minute and a half of the player's time per line."""

        def readline(self, size: int | None = -1, /) -> str:
            clock.now += 90.25
            return super().readline(size)

    stdout = io.StringIO()
    commands = TickingInput("f 1 1\no 5 1\nf 1 1\no 2 2\n")
    play_text(parse_options(["--text", "--game", layout_id(SMALL)]), commands, stdout, clock)
    times = re.findall(r"Time: (\S+)", stdout.getvalue())
    assert times == ["0:00", "0:00", "0:00", "1:30"]  # flags alone do not start it
    assert "You lost after 180.50 s" in stdout.getvalue()


def test_a_hint_names_a_safe_cell_and_counts_as_a_hint() -> None:
    said: list[str] = []
    game = MinesText(parse_options(["--game", layout_id(SMALL)]), said.append, FakeClock())
    game.handle("o 5 1")
    game.handle("h")
    match = re.fullmatch(r"Hint: (\d),(\d) is safe, proved by .*\.", said[-1])
    assert match is not None, said[-1]
    assert not game.session.position.board.is_mine(int(match[1]) - 1, int(match[2]) - 1)
    assert [event.action for event in game.session.events] == ["O4,0", "hint"]


def test_a_hint_with_no_certain_cell_names_the_best_guess_and_its_odds() -> None:
    # The first opening shows a lone 1 in the corner: three cells share its mine,
    # and whichever is opened shows 1 too, so nothing can tell them apart: the
    # guess is unavoidable.
    answers = replies(["--game", layout_id("*.\n..")], ["o 2 2", "h"])
    assert answers[1] == ("Hint: open 1,1: no cell is certain; this guess (67% safe) "
                          "cannot be avoided, so it is best taken now.")


@pytest.mark.parametrize(("commands", "answer"), [
    (["dance"], "'dance' is not a command; type help for the list"),
    (["o 6 1"], "6,1 is off the board: columns go from 1 to 5, rows from 1 to 4"),
    (["o 0 1"], "0,1 is off the board: columns go from 1 to 5, rows from 1 to 4"),
    (["f 1 -2"], "1,-2 is off the board: columns go from 1 to 5, rows from 1 to 4"),
    (["o 3"], "open needs a column and a row, like: o 3 4"),
    (["f x y"], "flag needs a column and a row, like: f 3 4"),
    (["c 1 2 3"], "chord needs a column and a row, like: c 3 4"),
    (["3 4 5"], "open needs a column and a row, like: 3 4"),
    (["u"], "Nothing to undo."),
    (["o 5 1", "u"], "Nothing to undo: the first opening stays."),
    (["r"], "Nothing to redo."),
    (["undo now"], "undo takes nothing after it"),
    (["o 5 1", "o 5 1"], "5,1 is already open."),
    (["f 1 1", "o 1 1"], "1,1 is flagged: f 1 1 takes the flag off first."),
    (["o 5 1", "f 5 1"], "5,1 is open: only covered cells take a flag."),
    (["o 5 1", "c 5 1"], "No chord at 5,1: a chord opens around a number."),
    (["o 5 1", "c 3 3"], "No chord at 3,3: flag exactly 2 mines around it first."),
    (["o 5 1", "c 3 1"], "No chord at 3,1: flag exactly 1 mine around it first."),
    (["o 2 2", "o 1 1"], GAME_OVER),
    (["o 2 2", "h"], GAME_OVER),
])
def test_every_mistake_gets_one_line_and_the_game_goes_on(commands: list[str],
                                                          answer: str) -> None:
    answers = replies(["--game", layout_id(SMALL)], [*commands, "f 5 4"])
    assert answers[-2] == answer
    if answer != GAME_OVER:  # the game is still on: the next move plays
        assert answers[-1].startswith("Mines left: ")


def test_a_hint_before_a_seeded_board_is_laid_names_the_best_first_click() -> None:
    """Beginner's best start under the game's rule (Tu et al.'s table: (2, 2), 0-based;
    the terminal counts from 1)."""
    assert replies(["--seed", "3"], ["h"]) == [
        "Hint: open 3,3: best first click on Beginner: it always opens an area, and this one "
        "leaves the most to deduce."]


def test_no_flag_is_left_once_every_mine_has_one_without_question_marks() -> None:
    game_id = MinesId(MinesParams(3, 1, 1, question_marks=False), layout=frozenset({0})).text()
    assert replies(["--game", game_id], ["f 3 1", "f 2 1"])[1] == (
        "No flag left: there are as many flags as mines (1).")


def test_a_no_guess_board_too_dense_to_generate_says_why() -> None:
    answer = replies(["--size", "6x6", "--mines", "30", "--seed", "1"], ["3 3"])[0]
    assert answer == ("Cannot play that: a no-guess 6x6 board holds at most 27 mines "
                      "(the first click opens a 3x3 area), not 30")


def test_a_new_game_keeps_the_board_size_with_a_fresh_seed() -> None:
    out = play(["--preset", "intermediate", "--guess", "--seed", "7"], "n\n")
    ids = re.findall(r"Game ID (\S+)", out)
    assert ids[0] == "16x16n40q:s7"
    assert re.fullmatch(r"16x16n40q:s\d+", ids[1]) and ids[1] != ids[0]


def test_thirty_columns_are_labelled_tens_above_units() -> None:
    lines = play(["--preset", "expert"], "").splitlines()
    assert lines[3] == "                      " + " ".join("1" * 10 + "2" * 10 + "3")
    assert lines[4] == "    " + " ".join("1234567890" * 3)
    assert lines[5] == " 1  " + " ".join("#" * 30)
    assert lines[20] == "16  " + " ".join("#" * 30)


def test_help_lists_every_command() -> None:
    help_text = replies([], ["help"])[0]
    for command in ("o X Y", "f X Y", "c X Y", "h ", "u / r", "n ", "q ", "help"):
        assert f"\n  {command}" in help_text


# ----- anything typed ------------------------------------------------------------
WORDS = st.sampled_from(["o", "f", "c", "h", "u", "r", "n", "help", "?", "open", "chord", "s",
                         "p", "e", "clear", "q", "-1", "0", "1", "2", "3", "4", "5", "9", "10",
                         "99999999", ",", "٣", "1e3", "O2,3"])
LINES = st.lists(st.lists(WORDS | st.text(max_size=4), max_size=5).map(" ".join), max_size=12)


QUIT_WORDS = ("q", "quit", "exit")


@pytest.mark.parametrize("argv", [[*([] if entry is registry.default() else [entry.flag]),
                                   "--seed", "1"] for entry in registry.GAMES],
                         ids=[entry.name for entry in registry.GAMES])
@settings(max_examples=40)
@given(lines=LINES)
def test_no_input_stops_the_game_but_quit_and_the_end_of_input(argv: list[str],
                                                                lines: list[str]) -> None:
    commands = "".join(line.replace("\n", " ") + "\n" for line in lines)
    out = play(argv, commands)
    words = [line.replace(",", " ").split() for line in lines]  # commas separate, as typed
    quits = [i for i, line in enumerate(words) if line[:1] and line[0].lower() in QUIT_WORDS]
    prompts = out.count("\n" + PROMPT)
    assert prompts == (quits[0] + 1 if quits else len(lines) + 1)
    assert out.endswith(f"{GOODBYE}\n")


# ----- quitting -----------------------------------------------------------------
@pytest.mark.parametrize("commands", ["q\n", "quit\n", "EXIT\n"])
def test_quit_says_goodbye(commands: str) -> None:
    assert play([], "o 1 1\n" + commands + "o 2 2\n").endswith(
        f"{PROMPT}{commands}{GOODBYE}\n")


def test_the_end_of_input_quits_cleanly() -> None:
    assert play([], "o 1 1\n").endswith(f"{PROMPT}\n{GOODBYE}\n")


def test_ctrl_c_quits_cleanly() -> None:
    class Interrupted(io.StringIO):
        def readline(self, size: int | None = -1, /) -> str:
            raise KeyboardInterrupt

    stdout = io.StringIO()
    assert play_text(Options(text=True), Interrupted(), stdout, FakeClock()) == INTERRUPTED
    assert stdout.getvalue().endswith(f"{PROMPT}\n{GOODBYE}\n")


def test_a_terminal_gets_no_echo_of_what_was_typed() -> None:
    class Keyboard(io.StringIO):
        def isatty(self) -> bool:
            return True

    stdout = io.StringIO()
    play_text(Options(text=True), Keyboard("dance\n"), stdout, FakeClock())
    assert f"{PROMPT}'dance' is not a command" in stdout.getvalue()


# ----- Sudoku -------------------------------------------------------------------
def solving_commands(puzzle: str, solution: str) -> str:
    return "".join(f"{i % 9 + 1} {i // 9 + 1} {solution[i]}\n"
                   for i, given in enumerate(puzzle) if given == ".")


def test_a_sudoku_is_solved_from_its_solution() -> None:
    out = play(["--sudoku", "--game", PUZZLE], solving_commands(PUZZLE, SOLUTION))
    assert "Sudoku, easy, 3 lives." in out
    assert "Solved in 0.00 s with 3 of 3 lives left!" in out
    last_grid = out.split("Solved in")[0].splitlines()[-13:]  # rows and borders
    assert "".join(re.sub(r"[^0-9]", "", row)[1:] for row in last_grid if "|" in row) == SOLUTION


def test_a_generated_sudoku_is_solved_from_its_solution() -> None:
    game = SudokuGame.new("medium", seed=5)
    out = play(["--sudoku", "--difficulty", "medium", "--seed", "5"],
               solving_commands(game.puzzle, game.solution))
    assert "Game ID medium:s5" in out
    assert "Solved in" in out


def test_three_wrong_digits_lose_and_show_the_solution() -> None:
    out = play(["--sudoku", "--game", PUZZLE], "3 1 1\n3 1 2\n4 1 1\n")
    assert "3,1 is not 1: 2 lives left." in out
    assert "3,1 is not 2: 1 life left." in out
    assert "Game over: no lives left. The solution:" in out
    assert "1 |  5  3  4 |  6  7  8 |  9  1  2 |" in out


@pytest.mark.parametrize(("commands", "answer"), [
    (["s 1 1 5"], "1,1 is a given."),
    (["s 3 1 4", "s 3 1 4"], "3,1 is already solved."),
    (["s 3 1 1", "s 3 1 1"], "3,1 already shows 1."),
    (["s 3 1 1", "p 3 1 4"], "3,1 holds a digit: e 3 1 erases it first."),
    (["e 3 1"], "3,1 has nothing to erase."),
    (["s 3 1"], "set needs a column, a row and a digit, like: s 3 4 7"),
    (["3 1"], "set needs a column, a row and a digit, like: 3 4 7"),
    (["e 3 1 4"], "erase needs a column and a row, like: e 3 4"),
    (["p 3 1 0"], "0 is not a digit from 1 to 9"),
    (["s 10 1 4"], "10,1 is off the board: columns go from 1 to 9, rows from 1 to 9"),
    (["x"], "'x' is not a command; type help for the list"),
    (["h x"], "h takes nothing after it"),
])
def test_every_sudoku_mistake_gets_one_line(commands: list[str], answer: str) -> None:
    answers = replies(["--sudoku", "--game", PUZZLE], [*commands, "p 7 9 3"])
    assert answers[-2] == answer
    assert answers[-1].endswith("Pencil marks: 7,9: 3")


def test_a_sudoku_hint_names_the_step_and_its_cell_and_counts_as_a_hint() -> None:
    stdout = io.StringIO()
    options = parse_options(["--text", "--sudoku", "--game", PUZZLE])
    game = registry.find("sudoku").text(options, lambda line: stdout.write(line + "\n"),
                                        FakeClock())
    game.begin()
    game.handle("h")
    said = stdout.getvalue().split("Hint: ")[1].splitlines()
    digit, x, y = re.fullmatch(r"(\d) goes at (\d),(\d) \(column \d, row \d\):", said[0]).groups()
    assert SOLUTION[(int(y) - 1) * 9 + int(x) - 1] == digit
    # the cell named by the labels the grid prints (column,row), never "r4c5"
    assert re.fullmatch(rf"  1\. hidden single: {digit} fits only {x},{y} in box \d", said[-1])
    assert [event.action for event in game.session.events] == ["hint"]


def test_sudoku_undo_takes_back_a_wrong_digit_and_its_life() -> None:
    answers = replies(["--sudoku", "--game", PUZZLE], ["3 1 1", "u", "r"])
    assert [answer.splitlines()[0] for answer in answers] == [
        "Lives: 2 of 3   Time: 0:00", "Lives: 3 of 3   Time: 0:00", "Lives: 2 of 3   Time: 0:00"]


def test_a_sudoku_session_saves_and_loads_like_any_session() -> None:
    session = Session(SUDOKU, PUZZLE, clock=FakeClock())
    for move in ("R2,0,4", "P3,0,2", "R0,2,5"):
        session.play(move)
    session.undo()
    session.play("R0,2,1")
    loaded = Session.load(session.save(), SUDOKU, clock=FakeClock())
    assert loaded.position.to_text() == session.position.to_text()
    assert loaded.position.game.lives_left == 3  # the wrong 5 was undone
    assert loaded.moves == ["R2,0,4", "P3,0,2", "R0,2,1"]
