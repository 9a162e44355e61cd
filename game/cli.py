"""The command line shared by the graphical and the terminal game.

:func:`parse_options` turns the arguments into :class:`Options`, refusing an
impossible board, a malformed game ID or options that contradict each other
with exit status 2 and one line that says what is allowed (an unknown or missing
argument: one line that points to ``--help``).  :func:`run` is the
console entry point (``gridgames``, ``python -m game``).  It names no game: each game's
registry entry declares its own options, commands (such as ``replay``) and parts of
``--help`` (:class:`game.contract.CommandLine`); the commands are subcommands of the same
parser, so ``--help`` lists them and each has its own ``--help``.  Wherever it runs,
Ctrl+C ends with status 130 and a closed output pipe (``gridgames --text | head -2``)
with 141, as shells report those signals, and neither prints a traceback.

Standard library only: the graphical front, and so pygame, is imported only on
the path that opens a window, so ``--text`` plays where pygame is missing.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Mapping
from typing import NoReturn

from game import registry
from game.contract import Command, CommandLine, OptionError
from game.core.cells import MAX_SEED
from game.i18n import best_language, system_languages, use_language
from game.options import Options
from game.text.terminal import INTERRUPTED, play_text
from game.version import version

PROG = "gridgames"
PIPE_CLOSED = 141  # the status shells give a program ended by a write to a closed pipe
SHARED_TERMINAL = "u undo, r redo, n new game, q quit (Ctrl+C and end of input quit too)"


class _Parser(argparse.ArgumentParser):
    """argparse's parser, refusing in one line: argparse prints its usage lines first,
    and the one that matters drowns.  A refusal of one argument says what it takes;
    any other (an unknown argument, a missing one) points to ``--help``."""

    def error(self, message: str) -> NoReturn:
        pointer = "" if message.startswith("argument ") else f" (see {self.prog} --help)"
        refuse(self, message + pointer)


def refuse(parser: argparse.ArgumentParser, message: str) -> NoReturn:
    """Exit with status 2 and one line, ``message`` saying what is allowed."""
    parser.exit(2, f"{parser.prog}: error: {message}\n")


def parse_options(argv: list[str]) -> Options:
    """Read the game's options (without the program name); exit with status 2 on a bad one."""
    parser = _parser()
    return _game_options(parser, _read(parser, argv))


def run(argv: list[str] | None = None) -> int:
    """Console entry point: play, or run a command, as the arguments say; return the exit
    status."""
    argv = sys.argv[1:] if argv is None else argv
    use_language(best_language(system_languages()))
    try:
        status = _dispatch(argv)
        sys.stdout.flush()  # a closed pipe shows here, not in Python's own flush at exit
        return status
    except KeyboardInterrupt:  # Ctrl+C: the window's loop saved the game on its way out
        return INTERRUPTED
    except BrokenPipeError:  # the reader went away (``| head``): nobody is left to tell
        _silence_stdout()
        return PIPE_CLOSED


Games = list[tuple[registry.GameEntry, CommandLine]]


def command_lines() -> Games:
    """Every game with options of its own, and their declaration, in the registry's order."""
    return [(entry, entry.command_line()) for entry in registry.GAMES
            if entry.command_line is not None]


def commands(games: Games | None = None) -> dict[str, Command]:
    """Every game's commands (``replay``, ...) by name."""
    return {name: command for _, line in games or command_lines()
            for name, command in line.commands.items()}


def _dispatch(argv: list[str]) -> int:
    parser = _parser()
    args = _read(parser, argv)
    if args.command is not None and argv[:1] == [args.command]:
        status: int = args.execute(args)
        return status
    options = _game_options(parser, args)
    if options.text:
        return play_text(options, sys.stdin, sys.stdout)
    from game.gui.shell import main  # the window, and pygame with it, load only on this path

    asyncio.run(main(options=options))
    return 0


def _read(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace:
    """The arguments, or exit 2 naming any left over (with the usage of the command they
    were given to: argparse would show the whole program's)."""
    args, extra = parser.parse_known_args(_attach_values(parser, argv))
    if extra:
        refusing = args.command_parser if args.command is not None else parser
        refusing.error(f"unrecognized arguments: {' '.join(extra)}")
    return args


def _game_options(parser: argparse.ArgumentParser, args: argparse.Namespace) -> Options:
    """The game the options describe, or exit 2 saying why there is none."""
    if args.command is not None:
        refuse(parser, f"{args.command} goes first: the options before it are the game's "
                     f"(write {PROG} {args.command} --help for its own)")
    try:
        return _options(args)
    except ValueError as error:  # OptionError, or a GameIdError from the board or the ID
        refuse(parser, str(error))


def _silence_stdout() -> None:
    """Point stdout at the null device, so that Python's own flush at exit cannot raise
    again over the closed pipe (the standard library's documented remedy)."""
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, sys.stdout.fileno())
    os.close(null)


def _parser() -> argparse.ArgumentParser:
    games = command_lines()
    parser = _Parser(
        prog=PROG, usage=f"%(prog)s [options]\n       %(prog)s {{{','.join(commands(games))}}} ...",
        description=_description(games), epilog=_epilog(games),
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"{PROG} {version()}")
    parser.add_argument("--text", action="store_true",
                        help="play in this terminal instead of a window")
    chosen = parser.add_mutually_exclusive_group()
    for entry in registry.GAMES[1:]:
        chosen.add_argument(entry.flag, dest="play", action="store_const", const=entry.name,
                            help=f"play {entry.title} instead of {registry.default().title}")
    parser.add_argument("--seed", type=_seed, metavar="S",
                        help=f"random seed, 0 to {MAX_SEED}: the same seed gives the same game")
    ids = "; ".join(line.help.game_id for _, line in games if line.help.game_id)
    parser.add_argument("--game", metavar="ID",
                        help=f"play a shared game ID, which fixes the whole game: {ids}")
    for entry, line in games:
        line.add_arguments(parser.add_argument_group(entry.title))
    _add_commands(parser, commands(games))
    return parser


def _description(games: Games) -> str:
    *others, last = [entry.title for entry in registry.GAMES]
    titles = f"{', '.join(others)} and {last}" if others else last
    about = "".join(f"\n\n{line.help.about}" for _, line in games if line.help.about)
    return f"{titles}, in a window or (with --text) in the terminal.{about}"


def _epilog(games: Games) -> str:
    """Each game's terminal commands, examples and limits, then the shared ones."""
    parts = [line.help for _, line in games]
    shared = "both:" if len(registry.GAMES) == 2 else "all:"
    terminal = [f"  {entry.title + ':':13}{line.help.terminal}" for entry, line in games
                if line.help.terminal]
    examples = [part.examples for part in parts if part.examples]
    examples += [command.EXAMPLES for command in commands(games).values()]
    limits = "".join(f"{part.limits},\n" for part in parts if part.limits)
    notes = "".join(f"  {part.note}" for part in parts if part.note)
    return "\n".join([
        "terminal commands (cells are column then row, counted from 1; type help in the game):",
        *terminal, f"  {shared:13}{SHARED_TERMINAL}", "",
        "examples:", "  gridgames                        the window, on the board played last",
        *examples, "", f"limits: {limits}seeds 0 to {MAX_SEED}.{notes}"])


def _add_commands(parser: argparse.ArgumentParser, named: dict[str, Command]) -> None:
    subparsers = parser.add_subparsers(dest="command", title="commands", metavar="COMMAND",
                                       description=f"{PROG} COMMAND --help says more")
    for name, module in named.items():
        command = subparsers.add_parser(  # prog: argparse would put our usage lines before
            name, prog=f"{PROG} {name}", help=module.SUMMARY, description=module.DESCRIPTION,
            formatter_class=argparse.RawDescriptionHelpFormatter)
        command.set_defaults(command_parser=command)
        module.configure(command)


def _options(args: argparse.Namespace) -> Options:
    """The chosen game's options, each game's own read by its declaration."""
    entry, game_id = _chosen(args)
    line = entry.command_line() if entry.command_line is not None else CommandLine()
    _check_no_other_game_option(args, entry, line)  # before the game reads what it takes
    if args.game is not None:
        clash = _given(args, line.flags) or (["--seed"] if args.seed is not None else [])
        if clash:
            raise OptionError(f"--game cannot go with {clash[0]}: the game ID fixes the whole "
                              "game")
    own = line.read(args)  # raises, saying what is allowed, if they describe no game
    return Options(seed=args.seed, game_id=game_id,
                   game=None if entry is registry.default() else entry.name, text=args.text,
                   own=own if _given(args, line.flags) else None)


def _chosen(args: argparse.Namespace) -> tuple[registry.GameEntry, str | None]:
    """The game to play and its ID's canonical text: a game's flag names the game, else
    the ID does, read by every game as the open-a-game-ID dialog reads it (a
    ``GameIdError`` says why, in the words of the game it is shaped like)."""
    if args.game is not None and args.play is None:
        return registry.read_id(args.game)
    entry = registry.find(args.play)
    return entry, None if args.game is None else entry.canonical_id(args.game)


def _check_no_other_game_option(args: argparse.Namespace, entry: registry.GameEntry,
                                own: CommandLine) -> None:
    """A game takes only its own options: name the first other game's option given."""
    takes = own.help.takes or f"takes {', '.join([*own.flags.values(), '--seed'])} or --game"
    for owner, line in command_lines():
        clash = _given(args, line.flags) if owner is not entry else []
        if clash and entry is registry.default():
            raise OptionError(f"{clash[0]} is for {owner.title}: add {owner.flag} "
                              f"({entry.title} {takes})")
        if clash:
            raise OptionError(f"{clash[0]} is a {owner.title} option; {entry.title} {takes}")


def _given(args: argparse.Namespace, flags: Mapping[str, str]) -> list[str]:
    """The flags of ``flags`` that the command line gave, in their order."""
    return [flag for name, flag in flags.items() if getattr(args, name) is not None]


def _seed(text: str) -> int:
    stripped = text.strip()
    digits = stripped.removeprefix("-")
    if not (digits.isascii() and digits.isdigit() and len(digits) <= len(str(MAX_SEED))
            and 0 <= int(stripped) <= MAX_SEED):
        raise argparse.ArgumentTypeError(f"the seed must be a whole number from 0 to "
                                         f"{MAX_SEED}, not {text[:30]!r}")
    return int(stripped)


def _attach_values(parser: argparse.ArgumentParser, argv: list[str]) -> list[str]:
    """Write ``--size -3x4`` as ``--size=-3x4``.

    argparse takes a value starting with ``-`` for an option, and would answer
    "expected one argument" instead of saying which values are allowed.
    """
    options = parser._option_string_actions
    joined: list[str] = []
    for arg in argv:
        previous = options.get(joined[-1]) if joined else None
        if previous is not None and previous.nargs is None and arg[:1] == "-" \
                and arg not in options:
            joined[-1] = f"{joined[-1]}={arg}"
        else:
            joined.append(arg)
    return joined


if __name__ == "__main__":
    raise SystemExit(run())
