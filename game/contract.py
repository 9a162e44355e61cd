"""What a game declares for the command line: its own options, commands and help.

Each game keeps its declaration in its own package (``game/text/<game>/cli.py``) and
names it in its registry entry; :mod:`game.cli` adds every game's options to one parser,
hands the chosen game's parsed values to :meth:`CommandLine.read` and writes ``--help``
from the parts, so it names no game.  Native only: the browser has no command line, so
its bundle leaves this module out (as it does ``game/gui/contract.py``).
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar, Protocol


class Command(Protocol):
    """A subcommand (``gridgames replay ...``): a module that describes and runs itself."""

    SUMMARY: str
    DESCRIPTION: str
    EXAMPLES: str  # its lines in ``--help``'s examples

    def configure(self, parser: argparse.ArgumentParser) -> None:
        """Give ``parser`` the command's arguments and ``execute`` as a default."""


@dataclass(frozen=True)
class GameHelp:
    """A game's parts of ``gridgames --help``, each empty when it has none."""

    about: str = ""  # a paragraph of the description
    game_id: str = ""  # how its IDs look, in the help of --game
    terminal: str = ""  # its commands in the terminal, on one line
    examples: str = ""  # lines of examples
    limits: str = ""  # what its options allow, ahead of the seeds' limit
    note: str = ""  # a sentence after the limits
    # what it takes, as a refusal of another game's option says (after its title);
    # empty: "takes" and its flags
    takes: str = ""


class CommandLine:
    """A game's own options; this base declares none, so a game overrides what it has."""

    # argparse's name of each option -> the flag messages name it by, in the order
    # a message names the first one given
    flags: ClassVar[Mapping[str, str]] = {}
    commands: ClassVar[Mapping[str, Command]] = {}  # its subcommands by name
    help: ClassVar[GameHelp] = GameHelp()

    def add_arguments(self, group: argparse._ArgumentGroup) -> None:
        """Add the game's options to its group of the parser."""

    def read(self, args: argparse.Namespace) -> object:
        """The game's own options object, handed to its fronts as ``Options.own``; a
        ``ValueError`` says what the parsed values cannot be (run whenever the game is
        played, so it can also check the shared options, such as ``--text``)."""
        return None


class OptionError(ValueError):
    """Options that cannot be played together or describe no game; the message says why."""
