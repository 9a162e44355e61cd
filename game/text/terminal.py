"""The terminal front: typed commands and printed text, for any registered game.

It proves the core needs no window, and gives keyboard and screen-reader users
a way to play.  Every action goes through a :class:`~game.core.session.Session`, so
undo, redo and the timer are the graphical game's.  Each game brings a
:class:`TextGame` (:mod:`game.text.mines.play`, :mod:`game.text.sudoku.play`), found in the
registry by the name the command line chose.

Cells are written column first, then row, both counted from 1 as the labels
around the board show: ``o 3 4`` opens column 3, row 4 (the core's ``O2,3``).
Standard library only; never imports pygame.
"""

from __future__ import annotations

import re
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Generic, TextIO, TypeVar

from game import registry
from game.core.cells import Cell
from game.core.session import Clock, Position, Session
from game.i18n import N_, _
from game.registry import TextFront

if TYPE_CHECKING:
    from game.options import Options

PROMPT = "> "
INTERRUPTED = 130  # the exit status shells give a program ended by Ctrl+C
GOODBYE = N_("Bye.")
GAME_OVER = N_("The game is over: u undoes the last move, n starts a new game, q quits.")
_NUMBER = re.compile(r"-?[0-9]{1,6}")
MAX_DIGIT = 9  # the largest digit a move takes (Sudoku's)

P = TypeVar("P", bound=Position)


class InputError(ValueError):
    """A command the game cannot play; its message is the one-line explanation shown."""


def play_text(options: Options, stdin: TextIO, stdout: TextIO,
              clock: Clock = time.monotonic) -> int:
    """Play until the player quits or the input ends; return the exit status: 0, or
    :data:`INTERRUPTED` after Ctrl+C, as the window and every command return it.

    When the input is not a terminal (a pipe, a test) each command is echoed
    after the prompt, so the output reads as a transcript.
    """
    def say(text: str) -> None:
        stdout.write(text + "\n")

    status = 0
    try:
        game = registry.find(options.game).text(options, say, clock)
        game.begin()
        _play_lines(game, stdin, stdout)
    except KeyboardInterrupt:
        say("")
        status = INTERRUPTED
    say(_(GOODBYE))
    stdout.flush()
    return status


def _play_lines(game: TextFront, stdin: TextIO, stdout: TextIO) -> None:
    """Prompt and act on each line until a quit command or the end of the input."""
    echo = not stdin.isatty()
    while True:
        stdout.write(PROMPT)
        stdout.flush()
        line = stdin.readline()
        if echo or not line:  # at the end, close the prompt's line
            stdout.write(line.rstrip("\n") + "\n")
        if not line or not game.handle(line):
            return


@dataclass(frozen=True)
class MoveCommand:
    """A command that plays a move on a cell: the move's letter, its arguments, its text."""

    name: str
    kind: str
    needs_digit: bool
    example: str
    text: Callable[[int, int, int], str]  # the core's move text at a 0-based cell, with a digit

    def usage(self) -> str:
        usage = _("{command} needs a column, a row and a digit, like: {example}") \
            if self.needs_digit else _("{command} needs a column and a row, like: {example}")
        return usage.format(command=self.name, example=self.example)


class TextGame(ABC, Generic[P]):
    """One game as typed commands and printed text, played through a session."""

    moves: ClassVar[Mapping[str, MoveCommand]]  # command word -> the move it plays
    bare_numbers: ClassVar[MoveCommand]  # what a line of just numbers plays
    help_lines: ClassVar[tuple[str, ...]]  # marked with N_, translated when shown

    def __init__(self, say: Callable[[str], None], clock: Clock) -> None:
        self.say = say
        self.clock = clock
        self.session = self.first_session()
        self.actions: dict[str, Callable[[], None]] = {
            "u": self.undo, "undo": self.undo, "r": self.redo, "redo": self.redo,
            "n": self.new_game, "new": self.new_game, "help": self.help, "?": self.help}

    # ----- what each game provides -------------------------------------------
    @abstractmethod
    def first_session(self) -> Session[P]:
        """The session the command line asked for."""

    @abstractmethod
    def fresh_session(self) -> Session[P]:
        """A new game like the current one, with a fresh seed."""

    @property
    @abstractmethod
    def size(self) -> tuple[int, int]:
        """Columns and rows of the grid."""

    @abstractmethod
    def introduction(self) -> str:
        """The line that names the game when it starts."""

    @abstractmethod
    def view(self) -> list[str]:
        """The status line and the grid, while the game goes on."""

    @abstractmethod
    def ending(self) -> list[str]:
        """The whole board and the result, once the game is over."""

    @abstractmethod
    def refusal(self, command: MoveCommand, x: int, y: int, digit: int) -> str:
        """Why a move on this cell changed nothing."""

    def after_move(self, command: MoveCommand, x: int, y: int, digit: int) -> None:
        """Show what a move did (a game may add a remark)."""
        self.show()

    # ----- the loop's entry points ---------------------------------------------
    def begin(self) -> None:
        self.say(self.introduction())
        self.say(_("Type help for the commands. Cells are column then row, counted from 1: "
                   "{example} is column 3, row 4.").format(example=self.bare_numbers.example))
        self.show()

    def handle(self, line: str) -> bool:
        """Act on one line of input; False once the player quits."""
        words = line.replace(",", " ").split()
        if not words:
            return True
        if words[0].lower() in ("q", "quit", "exit"):
            return False
        try:
            self._dispatch(words)
        except InputError as error:
            self.say(str(error))
        return True

    def show(self) -> None:
        lines = self.ending() if self.session.finished else self.view()
        self.say("\n".join(lines))

    # ----- commands ----------------------------------------------------------------
    def _dispatch(self, words: list[str]) -> None:
        word = words[0].lower()
        if word in self.moves:
            self._move(self.moves[word], words[1:])
        elif _NUMBER.fullmatch(word):
            self._move(self.bare_numbers, words)
        elif word in self.actions:
            if len(words) > 1:
                raise InputError(_("{command} takes nothing after it").format(command=word))
            self.actions[word]()
        else:
            raise InputError(_("{text} is not a command; type help for the list").format(
                text=repr(words[0][:20])))

    def _move(self, command: MoveCommand, args: list[str]) -> None:
        x, y, digit = self._cell(command, args)
        if self.session.finished:
            raise InputError(_(GAME_OVER))
        try:
            changed = self.session.play(command.text(x, y, digit))
        except ValueError as error:  # a no-guess layout that could not be found, say
            raise InputError(_("Cannot play that: {reason}").format(reason=error)) from error
        if not changed:
            raise InputError(self.refusal(command, x, y, digit))
        self.after_move(command, x, y, digit)

    def _cell(self, command: MoveCommand, args: list[str]) -> tuple[int, int, int]:
        """The 0-based cell (and digit, else 0) of a command's arguments, checked."""
        count = 3 if command.needs_digit else 2
        if len(args) != count or not all(_NUMBER.fullmatch(arg) for arg in args):
            raise InputError(command.usage())
        x, y, *digit = (int(arg) for arg in args)
        width, height = self.size
        if not (1 <= x <= width and 1 <= y <= height):
            raise InputError(_("{x},{y} is off the board: columns go from 1 to {width}, rows "
                               "from 1 to {height}").format(x=x, y=y, width=width, height=height))
        if digit and not 1 <= digit[0] <= MAX_DIGIT:
            raise InputError(_("{digit} is not a digit from 1 to {most}").format(
                digit=digit[0], most=MAX_DIGIT))
        return x - 1, y - 1, digit[0] if digit else 0

    def undo(self) -> None:
        if not self.session.can_undo:
            raise InputError(_("Nothing to undo: the first opening stays.")
                             if self.session.moves else _("Nothing to undo."))
        self.session.undo()
        self.show()

    def redo(self) -> None:
        if not self.session.can_redo:
            raise InputError(_("Nothing to redo."))
        self.session.redo()
        self.show()

    def new_game(self) -> None:
        self.session = self.fresh_session()
        self.begin()

    def help(self) -> None:
        self.say("\n".join(_(line) for line in self.help_lines))

    def timer(self) -> str:
        seconds = self.session.elapsed_ms() // 1000
        return f"{seconds // 60}:{seconds % 60:02d}"

    def final_time(self) -> str:
        return _("{seconds:.2f} s").format(seconds=self.session.elapsed_ms() / 1000)


# ----- shared ---------------------------------------------------------------------
def cell_text(x: int, y: int) -> str:
    """A 0-based cell as the player names it: column,row from 1."""
    return f"{x + 1},{y + 1}"


def cells_text(cells: Collection[Cell]) -> str:
    """Cells in reading order, as in "1,2; 3,1 and 4,4" (a comma already joins x and y)."""
    names = [cell_text(x, y) for x, y in sorted(cells, key=lambda cell: cell[::-1])]
    if len(names) == 1:
        return names[0]
    return _("{cells} and {last}").format(cells="; ".join(names[:-1]), last=names[-1])
