"""Minesweeper and Sudoku in a terminal: the core played through typed commands.

It proves the core needs no window, and gives keyboard and screen-reader users
a way to play.  Every action goes through a :class:`~game.session.Session`, so
undo, redo and the timer are the graphical game's.

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
from types import MappingProxyType
from typing import TYPE_CHECKING, ClassVar, Generic, TextIO, TypeVar

from game.board import Cell
from game.core.mines.engine import analyse, describe
from game.game_id import MinesParams
from game.games import MINES, SUDOKU, MinesGame, SudokuPosition, new_mines_session, sudoku_session
from game.moves import Move, MoveKind
from game.session import Clock, Position, Session
from game.solver import SolverError, hint
from game.sudoku import SIDE
from game.sudoku_play import SudokuGame, SudokuMove, SudokuMoveKind

if TYPE_CHECKING:
    from game.cli import Options

PROMPT = "> "
GOODBYE = "Bye."
GAME_OVER = "The game is over: u undoes the last move, n starts a new game, q quits."
_NUMBER = re.compile(r"-?[0-9]{1,6}")

P = TypeVar("P", bound=Position)


class InputError(ValueError):
    """A command the game cannot play; its message is the one-line explanation shown."""


def play_text(options: Options, stdin: TextIO, stdout: TextIO,
              clock: Clock = time.monotonic) -> int:
    """Play until the player quits or the input ends; return the exit status (0).

    When the input is not a terminal (a pipe, a test) each command is echoed
    after the prompt, so the output reads as a transcript.
    """
    def say(text: str) -> None:
        stdout.write(text + "\n")

    try:
        game: _TextGame[MinesGame] | _TextGame[SudokuPosition] = (
            _SudokuText(options, say, clock) if options.sudoku else _MinesText(options, say, clock))
        game.begin()
        _play_lines(game, stdin, stdout)
    except KeyboardInterrupt:
        say("")
    say(GOODBYE)
    stdout.flush()
    return 0


def _play_lines(game: _TextGame[MinesGame] | _TextGame[SudokuPosition], stdin: TextIO,
                stdout: TextIO) -> None:
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
class _MoveCommand:
    """A command that plays a move on a cell: the move's letter, its arguments, its text."""

    name: str
    kind: str
    needs_digit: bool
    example: str
    text: Callable[[int, int, int], str]  # the core's move text at a 0-based cell, with a digit

    def usage(self) -> str:
        what = "a column, a row and a digit" if self.needs_digit else "a column and a row"
        return f"{self.name} needs {what}, like: {self.example}"


class _TextGame(ABC, Generic[P]):
    """One game as typed commands and printed text, played through a session."""

    moves: ClassVar[Mapping[str, _MoveCommand]]  # command word -> the move it plays
    bare_numbers: ClassVar[_MoveCommand]  # what a line of just numbers plays
    help_lines: ClassVar[tuple[str, ...]]

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
    def refusal(self, command: _MoveCommand, x: int, y: int, digit: int) -> str:
        """Why a move on this cell changed nothing."""

    def after_move(self, command: _MoveCommand, x: int, y: int, digit: int) -> None:
        """Show what a move did (a game may add a remark)."""
        self.show()

    # ----- the loop's entry points ---------------------------------------------
    def begin(self) -> None:
        self.say(self.introduction())
        self.say("Type help for the commands. Cells are column then row, counted from 1: "
                 f"{self.bare_numbers.example} is column 3, row 4.")
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
                raise InputError(f"{word} takes nothing after it")
            self.actions[word]()
        else:
            raise InputError(f"{words[0][:20]!r} is not a command; type help for the list")

    def _move(self, command: _MoveCommand, args: list[str]) -> None:
        x, y, digit = self._cell(command, args)
        if self.session.finished:
            raise InputError(GAME_OVER)
        try:
            changed = self.session.play(command.text(x, y, digit))
        except ValueError as error:  # a no-guess layout that could not be found, say
            raise InputError(f"Cannot play that: {error}") from error
        if not changed:
            raise InputError(self.refusal(command, x, y, digit))
        self.after_move(command, x, y, digit)

    def _cell(self, command: _MoveCommand, args: list[str]) -> tuple[int, int, int]:
        """The 0-based cell (and digit, else 0) of a command's arguments, checked."""
        count = 3 if command.needs_digit else 2
        if len(args) != count or not all(_NUMBER.fullmatch(arg) for arg in args):
            raise InputError(command.usage())
        x, y, *digit = (int(arg) for arg in args)
        width, height = self.size
        if not (1 <= x <= width and 1 <= y <= height):
            raise InputError(f"{x},{y} is off the board: columns go from 1 to {width}, "
                             f"rows from 1 to {height}")
        if digit and not 1 <= digit[0] <= SIDE:
            raise InputError(f"{digit[0]} is not a digit from 1 to {SIDE}")
        return x - 1, y - 1, digit[0] if digit else 0

    def undo(self) -> None:
        if not self.session.can_undo:
            raise InputError("Nothing to undo.")
        self.session.undo()
        self.show()

    def redo(self) -> None:
        if not self.session.can_redo:
            raise InputError("Nothing to redo.")
        self.session.redo()
        self.show()

    def new_game(self) -> None:
        self.session = self.fresh_session()
        self.begin()

    def help(self) -> None:
        self.say("\n".join(self.help_lines))

    def timer(self) -> str:
        seconds = self.session.elapsed_ms() // 1000
        return f"{seconds // 60}:{seconds % 60:02d}"

    def final_time(self) -> str:
        return f"{self.session.elapsed_ms() / 1000:.2f} s"


# ----- Minesweeper ------------------------------------------------------------------
def _mines_command(name: str, kind: MoveKind, example: str) -> _MoveCommand:
    return _MoveCommand(name, kind, False, example, lambda x, y, _: Move(kind, x, y).text())


_OPEN = _mines_command("open", "O", "o 3 4")
_FLAG = _mines_command("flag", "F", "f 3 4")
_CHORD = _mines_command("chord", "C", "c 3 4")
_BARE_OPEN = _mines_command("open", "O", "3 4")
_MINES_MOVES = MappingProxyType({"o": _OPEN, "open": _OPEN, "f": _FLAG, "flag": _FLAG,
                                 "c": _CHORD, "chord": _CHORD})

_MINES_HELP = (
    "Commands (a cell is its column, then its row, counted from 1 as labelled):",
    "  o X Y  or  X Y   open the cell at column X, row Y",
    "  f X Y            flag it; again for a question mark, again to clear",
    "  c X Y            chord: open around a number whose mines are all flagged",
    "  h                hint: a safe cell and the numbers that prove it",
    "  u / r            undo / redo",
    "  n                new game (a fresh seed, the same board size)",
    "  q                quit (so do Ctrl+C and the end of input)",
    "  help             this list",
    "Board: # covered, F flag, ? question mark, . open with no mine around, 1-8 mines",
    "around; after a loss * a mine, ! the one that went off, X a wrong flag.",
)


class _MinesText(_TextGame[MinesGame]):
    moves = _MINES_MOVES
    bare_numbers = _BARE_OPEN
    help_lines = _MINES_HELP

    def __init__(self, options: Options, say: Callable[[str], None], clock: Clock) -> None:
        self.options = options
        super().__init__(say, clock)
        self.actions.update({"h": self.hint, "hint": self.hint})

    def first_session(self) -> Session[MinesGame]:
        if self.options.game_id is not None:
            return Session(MINES, self.options.game_id, clock=self.clock)
        return new_mines_session(self.options.params(), clock=self.clock, seed=self.options.seed)

    def fresh_session(self) -> Session[MinesGame]:
        return new_mines_session(self.params, clock=self.clock)

    @property
    def params(self) -> MinesParams:
        return self.session.position.params

    @property
    def size(self) -> tuple[int, int]:
        return self.params.width, self.params.height

    def introduction(self) -> str:
        params = self.params
        return (f"Minesweeper {params.width}x{params.height} with {params.mines} mines, "
                f"{params.mode}. Game ID {self.session.game_id}")

    def view(self) -> list[str]:
        board = self.session.position.board
        return [f"Mines left: {board.mines_left}   Time: {self.timer()}",
                *_mines_grid(board.to_text().splitlines())]

    def ending(self) -> list[str]:
        board = self.session.position.board
        if board.status == "won":
            result = [f"You won in {self.final_time()}! Game ID {self.session.game_id}",
                      "n starts a new game, q quits."]
        else:
            result = [f"You lost after {self.final_time()}: ! is the mine you opened, * the "
                      "others, X a wrong flag.",
                      "u takes the move back, n starts a new game, q quits."]
        return [*_mines_grid(board.to_text().splitlines()), *result]

    def refusal(self, command: _MoveCommand, x: int, y: int, digit: int) -> str:
        board = self.session.position.board
        shown, cell = board.view(x, y), _cell_text(x, y)
        if command.kind == "O":
            if shown == "F":
                return f"{cell} is flagged: f {cell.replace(',', ' ')} takes the flag off first."
            return f"{cell} is already open."
        if command.kind == "F":
            if shown in "#?":
                return f"No flag left: there are as many flags as mines ({board.mines})."
            return f"{cell} is open: only covered cells take a flag."
        if shown in "12345678":
            mines = "1 mine" if shown == "1" else f"{shown} mines"
            return f"No chord at {cell}: flag exactly {mines} around it first."
        return f"No chord at {cell}: a chord opens around a number."

    def hint(self) -> None:
        """Name a cell to open, with the numbers that prove it safe (counted as a hint)."""
        board = self.session.position.board
        if self.session.finished:
            raise InputError(GAME_OVER)
        if not board.started:
            raise InputError("Open any cell: the first opening is always safe.")
        try:
            found = hint(board.to_text(), board.mines)
        except SolverError as error:
            raise InputError(f"No hint: {error}") from error
        self.session.note_hint()
        cell = _cell_text(*found.cell)
        if not found.safe:
            guess = analyse(board.to_text(), board.mines)
            best = _cell_text(*guess.best) if guess.best else cell
            self.say(f"Hint: open {best}: {describe(guess)}.")
        elif found.evidence:
            self.say(f"Hint: {cell} is safe, proved by the numbers at "
                     f"{_cells_text(found.evidence)}.")
        else:
            self.say(f"Hint: {cell} is safe, proved by the count of mines left.")


def _mines_grid(rows: list[str]) -> list[str]:
    """The view with column numbers stacked above it and row numbers on its left.

    Tens sit above units (and hundreds above tens), so 30 columns take two
    characters each and stay readable.
    """
    label = len(str(len(rows)))
    numbers = [str(column) for column in range(1, len(rows[0]) + 1)]
    digits = len(numbers[-1])
    header = [" " * (label + 2) + " ".join(number.rjust(digits)[place] for number in numbers)
              for place in range(digits)]
    return [line.rstrip() for line in header] + [
        f"{number:>{label}}  " + " ".join(row) for number, row in enumerate(rows, 1)]


# ----- Sudoku -----------------------------------------------------------------------
def _sudoku_command(name: str, kind: SudokuMoveKind, example: str) -> _MoveCommand:
    return _MoveCommand(name, kind, kind != "E", example,
                        lambda x, y, digit: SudokuMove(kind, x, y, digit).text())


_SET = _sudoku_command("set", "R", "s 3 4 7")
_PENCIL = _sudoku_command("pencil", "P", "p 3 4 7")
_ERASE = _sudoku_command("erase", "E", "e 3 4")
_BARE_SET = _sudoku_command("set", "R", "3 4 7")
_SUDOKU_MOVES = MappingProxyType({"s": _SET, "set": _SET, "p": _PENCIL, "pencil": _PENCIL,
                                  "e": _ERASE, "erase": _ERASE, "c": _ERASE, "clear": _ERASE})

_SUDOKU_HELP = (
    "Commands (a cell is its column, then its row, counted from 1 as labelled):",
    "  s X Y D  or  X Y D   put digit D at column X, row Y (a wrong one costs a life)",
    "  p X Y D              pencil mark D there, or take it off",
    "  e X Y  or  c X Y     erase (clear) a wrong digit there, or else its pencil marks",
    "  u / r                undo / redo",
    "  n                    new puzzle of the same difficulty",
    "  q                    quit (so do Ctrl+C and the end of input)",
    "  help                 this list",
    "Grid: 5 a given, +5 your right digit, !5 a wrong one, . empty, ~ pencil marks",
    "(listed under the grid).",
)


class _SudokuText(_TextGame[SudokuPosition]):
    moves = _SUDOKU_MOVES
    bare_numbers = _BARE_SET
    help_lines = _SUDOKU_HELP
    size = (SIDE, SIDE)

    def __init__(self, options: Options, say: Callable[[str], None], clock: Clock) -> None:
        self.options = options
        super().__init__(say, clock)

    @property
    def game(self) -> SudokuGame:
        return self.session.position.game

    def first_session(self) -> Session[SudokuPosition]:
        if self.options.game_id is not None:
            return Session(SUDOKU, self.options.game_id, clock=self.clock)
        return sudoku_session(self.options.sudoku_difficulty, clock=self.clock,
                              seed=self.options.seed)

    def fresh_session(self) -> Session[SudokuPosition]:
        return sudoku_session(self.options.sudoku_difficulty, clock=self.clock)

    def introduction(self) -> str:
        return (f"Sudoku, {self.session.position.difficulty}, {self.game.lives} lives. "
                f"Game ID {self.session.game_id}")

    def view(self) -> list[str]:
        game = self.game
        return [f"Lives: {game.lives_left} of {game.lives}   Time: {self.timer()}",
                *_sudoku_grid(game.view), *_pencil_marks(game)]

    def ending(self) -> list[str]:
        game = self.game
        if game.status == "won":
            return [*_sudoku_grid(game.view),
                    f"Solved in {self.final_time()} with {game.lives_left} of {game.lives} "
                    "lives left! n starts a new puzzle, q quits."]
        return [*_sudoku_grid(game.view), "Game over: no lives left. The solution:",
                *_sudoku_grid(lambda x, y: " " + game.solution[y * SIDE + x]),
                "u takes the last digit back, n starts a new puzzle, q quits."]

    def after_move(self, command: _MoveCommand, x: int, y: int, digit: int) -> None:
        self.show()
        if command.kind == "R" and self.game.is_wrong(x, y) and not self.session.finished:
            self.say(f"{_cell_text(x, y)} is not {digit}: {self.game.lives_left} "
                     f"{'life' if self.game.lives_left == 1 else 'lives'} left.")

    def refusal(self, command: _MoveCommand, x: int, y: int, digit: int) -> str:
        game, cell = self.game, _cell_text(x, y)
        if game.is_given(x, y):
            return f"{cell} is a given."
        if game.entry(x, y) and not game.is_wrong(x, y):
            return f"{cell} is already solved."
        if command.kind == "R":
            return f"{cell} already shows {digit}."
        if command.kind == "P":
            return f"{cell} holds a digit: e {cell.replace(',', ' ')} erases it first."
        return f"{cell} has nothing to erase."


def _sudoku_grid(cell: Callable[[int, int], str]) -> list[str]:
    """Nine rows of two-character cells in boxes, with column and row numbers."""
    rows = [_boxed(str(y + 1), [cell(x, y) for x in range(SIDE)], "|") for y in range(SIDE)]
    border = "  " + "".join("+" if char == "|" else "-" for char in rows[0][2:])
    header = _boxed(" ", [f" {x + 1}" for x in range(SIDE)], " ").rstrip()
    return [header, border, *rows[:3], border, *rows[3:6], border, *rows[6:], border]


def _boxed(label: str, cells: list[str], bar: str) -> str:
    boxes = [" ".join(cells[start:start + 3]) for start in range(0, SIDE, 3)]
    return f"{label} {bar} " + f" {bar} ".join(boxes) + f" {bar}"


def _pencil_marks(game: SudokuGame) -> list[str]:
    marked = [f"{_cell_text(x, y)}: {''.join(map(str, game.notes(x, y)))}"
              for y in range(SIDE) for x in range(SIDE) if game.notes(x, y)]
    return ["Pencil marks: " + "   ".join(marked)] if marked else []


# ----- shared ---------------------------------------------------------------------
def _cell_text(x: int, y: int) -> str:
    """A 0-based cell as the player names it: column,row from 1."""
    return f"{x + 1},{y + 1}"


def _cells_text(cells: Collection[Cell]) -> str:
    """Cells in reading order, as in "1,2; 3,1 and 4,4" (a comma already joins x and y)."""
    names = [_cell_text(x, y) for x, y in sorted(cells, key=lambda cell: cell[::-1])]
    return " and ".join(filter(None, ["; ".join(names[:-1]), names[-1]]))
