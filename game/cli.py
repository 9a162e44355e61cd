"""The command line shared by the graphical and the terminal game.

:func:`parse_options` turns the arguments into :class:`Options`, refusing an
impossible board, a malformed game ID or options that contradict each other
with exit status 2 and one line that says what is allowed.  :func:`run` is the
console entry point (``gridgames``, ``python -m game.cli``).

Standard library only: the graphical front, and so pygame, is imported only on
the path that opens a window, so ``--text`` plays where pygame is missing.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys

from game import registry
from game.core.mines.board import MAX_SIDE
from game.core.mines.game_id import MAX_SEED, PRESETS, MinesId, MinesParams
from game.core.sudoku.grid import DIFFICULTIES
from game.i18n import best_language, system_languages, use_language
from game.options import Options
from game.text.terminal import play_text

PROG = "gridgames"
# Widest and tallest board the terminal shows: two characters a cell, 100 columns of text.
TEXT_MAX_SIDE = 50
INTERRUPTED = 130  # the exit status shells give a program ended by Ctrl+C
_SIZE = re.compile(r"(-?[0-9]{1,9})[xX](-?[0-9]{1,9})")
_WHOLE = re.compile(r"-?[0-9]{1,9}")
# The board options with the flag a message names them by.
_BOARD_OPTIONS = ("preset", "size", "mines", "no_guess")  # the default game's
_OWN_OPTIONS = {"sudoku": ("difficulty",)}  # options only that game takes
_FLAGS = {"preset": "--preset", "size": "--size", "mines": "--mines", "game": "--game",
          "seed": "--seed", "no_guess": "--guess/--no-guess", "difficulty": "--difficulty"}

DESCRIPTION = """\
Minesweeper and Sudoku, in a window or (with --text) in the terminal.

Minesweeper starts on the beginner board with no-guess layouts: the first
opening is safe, and logic alone clears the rest."""

EXAMPLES = f"""\
terminal commands (cells are column then row, counted from 1; type help in the game):
  Minesweeper: o X Y (or X Y) open, f X Y flag, c X Y chord, h hint
  Sudoku:      s X Y D (or X Y D) set a digit, p X Y D pencil mark, e X Y erase
  both:        u undo, r redo, n new game, q quit (Ctrl+C and end of input quit too)

examples:
  gridgames                        the window, on the board played last
  gridgames --text                 beginner Minesweeper in the terminal
  gridgames --text --preset expert --guess
                                   expert board with classic layouts (guesses happen)
  gridgames --size 20x12 --mines 40 --seed 7
                                   a custom board; the same seed gives the same game
  gridgames --game 9x9n10gq:s12345 a shared game ID (it fixes board, mode and mines)
  gridgames --text --sudoku --difficulty hard
  gridgames --text --sudoku --game easy:s12345
  gridgames replay info game.avf   a replay's board, 3BV, time and clicks as JSON
  gridgames replay convert game.rmv game.evf
  gridgames replay watch game.rmv  the replay viewer: Space, arrows, +/-, click the bar

limits: board sides 1 to {MAX_SIDE} ({TEXT_MAX_SIDE} in the terminal), mines 0 to cells - 1,
seeds 0 to {MAX_SEED}.  A Sudoku ID can also be a puzzle's 81 cells, row by row."""


class OptionError(ValueError):
    """Options that cannot be played together or describe no game; the message says why."""


def parse_options(argv: list[str]) -> Options:
    """Read the arguments (without the program name); exit with status 2 on a bad one."""
    parser = _parser()
    args = parser.parse_args(_attach_sizes(argv))
    try:
        return _options(args)
    except ValueError as error:  # OptionError, or a GameIdError from the board or the ID
        parser.error(str(error))


def run(argv: list[str] | None = None) -> int:
    """Console entry point: play as the arguments say and return the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    use_language(best_language(system_languages()))
    if argv[:1] == ["replay"]:  # replay files have their own commands
        from game.text.mines.replay_cli import main as replay_main

        return replay_main(argv[1:])
    if argv[:1] == ["analyse"]:  # positions on stdin, one JSON verdict out for each
        from game.text.mines.analyse import main as analyse

        return analyse(argv[1:])
    options = parse_options(argv)
    if options.text:
        return play_text(options, sys.stdin, sys.stdout)
    from game.gui.shell import main  # the window, and pygame with it, load only on this path

    try:
        asyncio.run(main(options=options))
    except KeyboardInterrupt:  # Ctrl+C: the loop saved the game on its way out
        return INTERRUPTED
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG, description=DESCRIPTION, epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--text", action="store_true",
                        help="play in this terminal instead of a window")
    chosen = parser.add_mutually_exclusive_group()
    for entry in registry.GAMES[1:]:
        chosen.add_argument(entry.flag, dest="play", action="store_const", const=entry.name,
                            help=f"play {entry.title} instead of {registry.default().title}")
    parser.add_argument("--seed", type=_seed, metavar="S",
                        help=f"random seed, 0 to {MAX_SEED}: the same seed gives the same game")
    board = parser.add_argument_group("Minesweeper")
    board.add_argument("--preset", choices=tuple(PRESETS),
                       help="beginner 9x9 with 10 mines (the default), intermediate 16x16 "
                            "with 40, expert 30x16 with 99")
    board.add_argument("--size", type=_size, metavar="WxH",
                       help=f"a custom board, each side 1 to {MAX_SIDE} ({TEXT_MAX_SIDE} with "
                            "--text); give --mines too")
    board.add_argument("--mines", type=_mines, metavar="N",
                       help="mines on the custom board, 0 to cells - 1")
    parser.add_argument("--game", metavar="ID",
                        help="play a shared game ID, which fixes the whole game: Minesweeper's "
                             "like 9x9n10gq:s12345; with --sudoku, easy:s12345 or a puzzle's "
                             "81 cells (1-9, . or 0 for a blank)")
    mode = board.add_mutually_exclusive_group()
    mode.add_argument("--no-guess", dest="no_guess", action="store_const", const=True,
                      help="layouts that logic alone clears from the first opening (default)")
    mode.add_argument("--guess", dest="no_guess", action="store_const", const=False,
                      help="classic random layouts, which may need a guess")
    sudoku = parser.add_argument_group("Sudoku")
    sudoku.add_argument("--difficulty", choices=DIFFICULTIES,
                        help="the techniques needed: easy (singles, the default), medium, "
                             "hard or expert")
    return parser


def _options(args: argparse.Namespace) -> Options:
    _check_combination(args)
    if args.play is not None:
        shared = None if args.game is None else registry.find(args.play).canonical_id(args.game)
        return Options(seed=args.seed, game_id=shared, game=args.play,
                       sudoku_difficulty=args.difficulty, text=args.text)
    if args.game is not None:
        game_id = MinesId.parse(args.game)
        options = Options(game_id=game_id.text(), text=args.text)
        params = game_id.params
    else:
        options = Options(board=_board(args), no_guess=args.no_guess, seed=args.seed,
                          text=args.text)
        params = options.params()  # raises, saying what is allowed, if the board cannot be
    if args.text:
        _check_fits_terminal(params)
    return options


def _check_combination(args: argparse.Namespace) -> None:
    """Refuse options that contradict each other, naming the first one that does."""
    if args.play is not None:
        _check_not_default_game(args)
    elif args.difficulty is not None:
        raise OptionError(f"--difficulty is for Sudoku: add --sudoku ({registry.default().title} "
                          "boards take --preset, or --size and --mines)")
    if args.game is not None:
        own = _OWN_OPTIONS.get(args.play, ()) if args.play else _BOARD_OPTIONS
        clash = _given(args, *own, "seed")
        if clash:
            raise OptionError(f"--game cannot go with {clash[0]}: the game ID fixes the whole "
                              "game")
    if args.preset is not None and _given(args, "size", "mines"):
        raise OptionError("--preset and --size/--mines both choose the board: give one of them")
    if (args.size is None) != (args.mines is None):
        raise OptionError("--size and --mines go together, like --size 20x12 --mines 40")


def _check_not_default_game(args: argparse.Namespace) -> None:
    """The board options are the default game's: another game takes only its own."""
    entry, own = registry.find(args.play), _OWN_OPTIONS.get(args.play, ())
    clash = _given(args, *_BOARD_OPTIONS) or [
        _FLAGS[name] for name in ("difficulty",) if name not in own and _given(args, name)]
    if clash:
        takes = ", ".join([*(_FLAGS[name] for name in own), "--seed"])
        raise OptionError(f"{clash[0]} is a {_owner(clash[0])} option; {entry.title} takes "
                          f"{takes} or --game")


def _owner(flag: str) -> str:
    """The title of the game whose option ``flag`` is."""
    owners = {_FLAGS[option]: game for game, options in _OWN_OPTIONS.items()
              for option in options}
    return registry.find(owners.get(flag)).title


def _given(args: argparse.Namespace, *names: str) -> list[str]:
    return [_FLAGS[name] for name in names if getattr(args, name) is not None]


def _board(args: argparse.Namespace) -> tuple[int, int, int] | None:
    if args.size is not None:
        width, height = args.size
        return width, height, args.mines
    if args.preset is not None:
        return PRESETS[args.preset]
    return None


def _check_fits_terminal(params: MinesParams) -> None:
    if max(params.width, params.height) > TEXT_MAX_SIDE:
        raise OptionError(f"the terminal shows boards up to {TEXT_MAX_SIDE}x{TEXT_MAX_SIDE}, not "
                          f"{params.width}x{params.height}; without --text, sides go up to "
                          f"{MAX_SIDE}")


def _size(text: str) -> tuple[int, int]:
    match = _SIZE.fullmatch(text.strip())
    if match is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size: write WIDTHxHEIGHT, like "
                                         f"20x12, each side 1 to {MAX_SIDE}")
    return int(match[1]), int(match[2])


def _mines(text: str) -> int:
    if _WHOLE.fullmatch(text.strip()) is None:
        raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a number of mines: write a "
                                         "whole number, like 40")
    return int(text)


def _seed(text: str) -> int:
    stripped = text.strip()
    digits = stripped.removeprefix("-")
    if not (digits.isascii() and digits.isdigit() and len(digits) <= len(str(MAX_SEED))
            and 0 <= int(stripped) <= MAX_SEED):
        raise argparse.ArgumentTypeError(f"the seed must be a whole number from 0 to "
                                         f"{MAX_SEED}, not {text[:30]!r}")
    return int(stripped)


def _attach_sizes(argv: list[str]) -> list[str]:
    """Write ``--size -3x4`` as ``--size=-3x4``.

    argparse takes a value starting with ``-`` for an option, and would answer
    "expected one argument" instead of saying which sizes are allowed.
    """
    joined: list[str] = []
    for arg in argv:
        if joined and joined[-1] == "--size" and _SIZE.fullmatch(arg.strip()):
            joined[-1] = f"--size={arg}"
        else:
            joined.append(arg)
    return joined


if __name__ == "__main__":
    raise SystemExit(run())
