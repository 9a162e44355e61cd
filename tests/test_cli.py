"""The command line: what each option gives, and every refusal's exit status and message."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from replay_files import rmv_bytes, scripted_video

from game import cli
from game.cli import parse_options, run
from game.core.mines.game import DEFAULT_PARAMS, MinesOptions
from game.core.mines.game_id import MinesId, MinesParams
from game.core.sudoku.grid import SudokuOptions
from game.options import Options
from game.text.mines.cli import TEXT_MAX_SIDE
from game.text.terminal import INTERRUPTED, PROMPT
from game.version import version

ROOT = Path(__file__).resolve().parent.parent
PUZZLE = ("53..7....6..195....98....6.8...6...34..8.3..17...2...6"
          ".6....28....419..5....8..79")
# 3 columns, 1 row, a mine in the first cell: opening the last cell wins.
CORNER_MINE = MinesId(MinesParams(3, 1, 1), layout=frozenset({0})).text()


def refusal(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The last line argparse printed when it refused ``argv`` with exit status 2."""
    with pytest.raises(SystemExit) as exit_info:
        parse_options(argv)
    assert exit_info.value.code == 2
    return capsys.readouterr().err.splitlines()[-1]


# ----- what the options give -----------------------------------------------------
def test_no_option_leaves_the_board_and_mode_to_the_front() -> None:
    options = parse_options([])
    assert options == Options()
    assert options.own_as(MinesOptions).params() == DEFAULT_PARAMS
    assert MinesParams(9, 9, 10, no_guess=True) == DEFAULT_PARAMS


@pytest.mark.parametrize(("argv", "params"), [
    (["--preset", "expert"], MinesParams(30, 16, 99, no_guess=True)),
    (["--preset", "intermediate", "--guess"], MinesParams(16, 16, 40)),
    (["--size", "20x12", "--mines", "40", "--no-guess"], MinesParams(20, 12, 40, no_guess=True)),
    (["--size", "1000X1000", "--mines", "999999"], MinesParams(1000, 1000, 999999, no_guess=True)),
    (["--guess"], MinesParams(9, 9, 10)),
])
def test_board_options_give_the_params(argv: list[str], params: MinesParams) -> None:
    assert parse_options(argv).own_as(MinesOptions).params() == params


def test_the_command_line_overrides_only_what_it_names_in_the_saved_settings() -> None:
    saved = MinesParams(20, 20, 50, question_marks=False, no_guess=False)

    def params(argv: list[str]) -> MinesParams:
        return parse_options(argv).own_as(MinesOptions).params(saved)

    assert params([]) == saved
    assert params(["--no-guess"]) == MinesParams(20, 20, 50, question_marks=False, no_guess=True)
    assert params(["--preset", "beginner"]) == MinesParams(
        9, 9, 10, question_marks=False, no_guess=False)


def test_seed_text_and_game_id_are_kept() -> None:
    assert parse_options(["--text", "--seed", "18446744073709551615"]) == Options(
        seed=2**64 - 1, text=True)
    assert parse_options(["--game", " 9x9n10gq:s42 "]).game_id == "9x9n10gq:s42"


def test_sudoku_options() -> None:
    assert parse_options(["--sudoku"]) == Options(game="sudoku")
    assert parse_options(["--sudoku", "--difficulty", "expert", "--seed", "3"]) == Options(
        seed=3, game="sudoku", own=SudokuOptions("expert"))
    assert parse_options(["--sudoku", "--game", "hard:s9"]).game_id == "hard:s9"
    zeros = PUZZLE.replace(".", "0")
    assert parse_options(["--sudoku", "--game", zeros]).game_id == PUZZLE


# ----- refusals --------------------------------------------------------------------
@pytest.mark.parametrize(("argv", "message"), [
    (["--size", "0x5", "--mines", "1"], "width must be between 1 and 1000, not 0"),
    (["--size", "-3x4", "--mines", "1"], "width must be between 1 and 1000, not -3"),
    (["--size=5x-4", "--mines", "1"], "height must be between 1 and 1000, not -4"),
    (["--size", "1001x3", "--mines", "1"], "width must be between 1 and 1000, not 1001"),
    (["--size", "9x9", "--mines", "81"],
     "a 9x9 board holds 0 to 80 mines (one cell must stay safe), not 81"),
    (["--size", "9x9", "--mines", "-1"],
     "a 9x9 board holds 0 to 80 mines (one cell must stay safe), not -1"),
    (["--size", "1x1", "--mines", "1"],
     "a 1x1 board holds 0 to 0 mines (one cell must stay safe), not 1"),
    (["--size", "ninexnine", "--mines", "3"],
     "argument --size: 'ninexnine' is not a size: write WIDTHxHEIGHT, like 20x12, "
     "each side 1 to 1000"),
    (["--size", "9x9", "--mines", "ten"],
     "argument --mines: 'ten' is not a number of mines: write a whole number, like 40"),
    (["--text", "--size", "51x10", "--mines", "5"],
     f"the terminal shows boards up to {TEXT_MAX_SIDE}x{TEXT_MAX_SIDE}, not 51x10; "
     "without --text, sides go up to 1000"),
    (["--text", "--game", "60x10n5q:s1"],
     f"the terminal shows boards up to {TEXT_MAX_SIDE}x{TEXT_MAX_SIDE}, not 60x10; "
     "without --text, sides go up to 1000"),
    (["--size", "10x10"], "--size and --mines go together, like --size 20x12 --mines 40"),
    (["--mines", "10"], "--size and --mines go together, like --size 20x12 --mines 40"),
    (["--preset", "expert", "--size", "3x3", "--mines", "1"],
     "--preset and --size/--mines both choose the board: give one of them"),
    (["--preset", "huge"], "argument --preset: invalid choice: 'huge' "
                           "(choose from 'beginner', 'intermediate', 'expert')"),
    (["--guess", "--no-guess"], "argument --no-guess: not allowed with argument --guess"),
    (["--seed", "-1"], "argument --seed: the seed must be a whole number from 0 to "
                       "18446744073709551615, not '-1'"),
    (["--seed", "18446744073709551616"], "argument --seed: the seed must be a whole number "
                                         "from 0 to 18446744073709551615, not "
                                         "'18446744073709551616'"),
    (["--game", "abc"], "'abc' is not a game ID: expected <params>:<description>, "
                        "like 9x9n10q:s12345"),
    (["--game", "9x9n10q:sxyz"], "description 'sxyz' should be s<seed>, m<layout> or "
                                 "<x>,<y>,m<layout>"),
    (["--game", "9x9n81q:s1"], "a 9x9 board holds 0 to 80 mines (one cell must stay safe), "
                               "not 81"),
    (["--game", "9x9n10q:s1", "--seed", "3"],
     "--game cannot go with --seed: the game ID fixes the whole game"),
    (["--game", "9x9n10q:s1", "--guess"],
     "--game cannot go with --guess/--no-guess: the game ID fixes the whole game"),
    (["--game", "9x9n10q:s1", "--preset", "expert"],
     "--game cannot go with --preset: the game ID fixes the whole game"),
    (["--sudoku", "--preset", "expert"],
     "--preset is a Minesweeper option; Sudoku takes --difficulty, --seed or --game"),
    (["--sudoku", "--no-guess"],
     "--guess/--no-guess is a Minesweeper option; Sudoku takes --difficulty, --seed or --game"),
    (["--sudoku", "--game", "easy:s1", "--difficulty", "hard"],
     "--game cannot go with --difficulty: the game ID fixes the whole game"),
    (["--sudoku", "--game", "9x9n10q:s1"],
     "not a Sudoku game ID (a grid has 81 cells, not 10): write <difficulty>:s<seed>, "
     "like easy:s12345, or the puzzle's 81 cells"),
    (["--sudoku", "--game", "." * 81],
     "not a Sudoku game ID (the puzzle has more than one solution; give the one to find): "
     "write <difficulty>:s<seed>, like easy:s12345, or the puzzle's 81 cells"),
    (["--sudoku", "--game", "easy:s" + "1" * 21],
     "not a Sudoku game ID (the seed must be from 0 to 18446744073709551615, not "
     "111111111111111111111): write <difficulty>:s<seed>, like easy:s12345, or the puzzle's "
     "81 cells"),
    (["--sudoku", "--game", "hard:s18446744073709551616"],
     "not a Sudoku game ID (the seed must be from 0 to 18446744073709551615, not "
     "18446744073709551616): write <difficulty>:s<seed>, like easy:s12345, or the puzzle's "
     "81 cells"),
    (["--sudoku", "--game", "nightmare:s12"],
     "not a Sudoku game ID (the difficulty must be one of easy, medium, hard, expert, not "
     "'nightmare'): write <difficulty>:s<seed>, like easy:s12345, or the puzzle's 81 cells"),
    (["--difficulty", "hard"], "--difficulty is for Sudoku: add --sudoku (Minesweeper boards "
                               "take --preset, or --size and --mines)"),
    (["--colour"], "unrecognized arguments: --colour"),
])
def test_impossible_or_contradictory_options_exit_2_saying_what_is_allowed(
        argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert refusal(argv, capsys) == f"gridgames: error: {message}"


def test_help_documents_every_option_and_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        parse_options(["--help"])
    assert exit_info.value.code == 0
    help_text = capsys.readouterr().out
    for option in cli._parser()._option_string_actions:
        assert option in help_text
    for part in ("examples:", "limits:", "terminal commands", "gridgames --text --sudoku"):
        assert part in help_text


# ----- the entry point ---------------------------------------------------------------
def test_run_plays_in_the_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    stdout = io.StringIO()
    monkeypatch.setattr(sys, "stdin", io.StringIO("o 3 1\n"))
    monkeypatch.setattr(sys, "stdout", stdout)
    assert run(["--text", "--game", CORNER_MINE]) == 0
    assert "You won in" in stdout.getvalue()


def test_run_without_text_opens_the_window(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.gui import shell

    started: list[Options | None] = []

    async def fake_main(options: Options | None = None) -> None:
        started.append(options)

    monkeypatch.setattr(shell, "main", fake_main)
    assert run(["--preset", "expert"]) == 0
    assert len(started) == 1 and started[0] is not None
    # the window gets the command line's board
    assert started[0].own == MinesOptions(board=(30, 16, 99))


def python(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], input=stdin, capture_output=True, text=True,
                          cwd=ROOT, timeout=120, check=False)


def test_python_m_game_cli_plays_a_game_in_a_real_process() -> None:
    result = python("-m", "game.cli", "--text", "--game", CORNER_MINE, stdin="o 3 1\nq\n")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[-6:-4] == ["   1 2 3", "1  F 1 ."]  # the whole board, its mine flagged
    assert lines[-4].startswith("You won in ")
    assert lines[-2:] == ["> q", "Bye."]


def test_a_refusal_in_a_real_process_exits_2_with_one_line() -> None:
    result = python("-m", "game.cli", "--text", "--size", "0x0", "--mines", "0")
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.splitlines()[-1] == (
        "gridgames: error: width must be between 1 and 1000, not 0")


def test_the_terminal_game_never_imports_pygame() -> None:
    probe = ("import sys\n"
             "from game.cli import run\n"
             "status = run(['--text', '--sudoku', '--game', sys.argv[1]])\n"
             "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
             "raise SystemExit(status)\n")
    result = python("-c", probe, PUZZLE, stdin="s 3 1 4\nn\no 1 1\n")
    assert result.returncode == 0, result.stderr
    assert "Bye." in result.stdout


# ----- the conventions a Python user expects (issue 26, items 8 and 9) ------------------
def test_version_prints_the_packages_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        run(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out == f"gridgames {version()}\n"


def test_python_m_game_is_the_command_line() -> None:
    result = python("-m", "game", "--version")
    assert (result.returncode, result.stdout, result.stderr) == (0, f"gridgames {version()}\n", "")
    played = python("-m", "game", "--text", "--game", CORNER_MINE, stdin="o 3 1\n")
    assert played.returncode == 0, played.stderr
    assert "You won in " in played.stdout


def help_of(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """What ``gridgames ARGV`` prints, having checked that it exits 0."""
    with pytest.raises(SystemExit) as exit_info:
        run(argv)
    assert exit_info.value.code == 0
    return capsys.readouterr().out


def test_help_lists_the_commands(capsys: pytest.CaptureFixture[str]) -> None:
    text = help_of(["--help"], capsys)
    assert text.startswith("usage: gridgames [options]\n       gridgames {replay,analyse} ...")
    listed = text.split("\ncommands:\n", 1)[1].split("\n\n")[1]
    assert "replay  " in listed and "analyse  " in listed


@pytest.mark.parametrize(("argv", "says"), [
    (["--help"], ["usage: gridgames", "replay", "analyse"]),
    (["replay", "--help"], ["usage: gridgames replay", "info", "convert", "review", "watch"]),
    (["replay", "info", "--help"], ["usage: gridgames replay info", ".avf, .rmv"]),
    (["replay", "review", "--help"], ["usage: gridgames replay review", ".avf, .rmv"]),
    (["analyse", "--help"], ["usage: gridgames analyse", "--probabilities", "mines 1"]),
])
def test_each_command_has_its_own_help_in_plain_text(
        argv: list[str], says: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    text = help_of(argv, capsys)
    assert all(part in text for part in says), text
    assert "`" not in text and ":func:" not in text  # no reStructuredText markup


def test_game_options_before_a_command_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        run(["--text", "analyse"])
    assert exit_info.value.code == 2
    assert capsys.readouterr().err.splitlines()[-1] == (
        "gridgames: error: analyse goes first: the options before it are the game's "
        "(write gridgames analyse --help for its own)")


def test_a_commands_unknown_option_is_refused_with_its_usage(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        run(["analyse", "--bogus"])
    assert exit_info.value.code == 2
    assert capsys.readouterr().err == ("usage: gridgames analyse [-h] [--probabilities] "
                                       "[--budget STEPS]\n"
                                       "                         [--time-limit SECONDS]\n"
                                       "gridgames analyse: error: unrecognized arguments: "
                                       "--bogus\n")


def test_the_readme_shows_every_command_at_work() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert [name for name in cli.commands() if f".venv/bin/gridgames {name} " not in readme] == []


def start(*args: str) -> subprocess.Popen[bytes]:
    """``python -m game ARGS`` with pipes on every side, Ctrl+C as a terminal would send it."""
    return subprocess.Popen(
        [sys.executable, "-m", "game", *args], cwd=ROOT, stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def read_until(process: subprocess.Popen[bytes], ending: bytes) -> bytes:
    """What the process writes until it ends with ``ending`` (it then waits for input)."""
    assert process.stdout is not None
    seen = b""
    while not seen.endswith(ending):
        chunk = os.read(process.stdout.fileno(), 4096)
        assert chunk, f"the process ended before {ending!r}: {seen!r}"
        seen += chunk
    return seen


def test_a_closed_output_pipe_ends_quietly() -> None:
    """``gridgames --text | head -2``: the reader goes, the next write finds no one."""
    game = start("--text", "--game", CORNER_MINE)
    read_until(game, PROMPT.encode())
    assert game.stdout is not None and game.stdin is not None
    game.stdout.close()
    game.stdin.write(b"o 3 1\nq\n")
    game.stdin.close()
    assert game.wait(timeout=60) == cli.PIPE_CLOSED
    assert game.stderr is not None and game.stderr.read() == b""


@pytest.mark.parametrize(("args", "ready"), [
    (["--text", "--game", CORNER_MINE], PROMPT.encode()),
    (["analyse"], b"}\n"),
])
def test_ctrl_c_exits_130_everywhere(args: list[str], ready: bytes) -> None:
    """The window's 130 (tests/test_quit.py) is the terminal game's and the analyser's."""
    process = start(*args)
    assert process.stdin is not None
    if args == ["analyse"]:  # one answer first: the analyser is serving
        process.stdin.write(b".1#\n.1#\n..#\nmines 1\n\n")
        process.stdin.flush()
    read_until(process, ready)
    process.send_signal(signal.SIGINT)
    _, errors = process.communicate(timeout=60)
    assert process.returncode == INTERRUPTED == 130
    assert b"Traceback" not in errors


def test_ctrl_c_in_the_replay_viewer_exits_130(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.gui import shell

    async def interrupted(*_: object) -> None:
        raise KeyboardInterrupt

    path = tmp_path / "game.rmv"
    path.write_bytes(rmv_bytes(scripted_video(4, (9, 9, 10))))
    monkeypatch.setattr(shell, "main", interrupted)
    assert run(["replay", "watch", str(path)]) == INTERRUPTED
