"""Sudoku in the terminal: digits, pencil marks and erasing by typed cell numbers."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING

from game.core.session import Clock, Session
from game.core.sudoku.grid import GRADE_NAMES, SIDE, SudokuOptions
from game.core.sudoku.hint import HintError, next_hint, step_text
from game.core.sudoku.play import (
    SUDOKU,
    SudokuGame,
    SudokuMove,
    SudokuMoveKind,
    SudokuPosition,
    sudoku_session,
)
from game.i18n import N_, _, ngettext
from game.text.terminal import (
    GAME_OVER,
    InputError,
    MoveCommand,
    TextGame,
    cell_text,
    cells_text,
)

if TYPE_CHECKING:
    from game.options import Options


def _sudoku_command(name: str, kind: SudokuMoveKind, example: str) -> MoveCommand:
    return MoveCommand(name, kind, kind != "E", example,
                        lambda x, y, digit: SudokuMove(kind, x, y, digit).text())


_SET = _sudoku_command("set", "R", "s 3 4 7")
_PENCIL = _sudoku_command("pencil", "P", "p 3 4 7")
_ERASE = _sudoku_command("erase", "E", "e 3 4")
_BARE_SET = _sudoku_command("set", "R", "3 4 7")
_SUDOKU_MOVES = MappingProxyType({"s": _SET, "set": _SET, "p": _PENCIL, "pencil": _PENCIL,
                                  "e": _ERASE, "erase": _ERASE, "c": _ERASE, "clear": _ERASE})

_SUDOKU_HELP = (
    N_("Commands (a cell is its column, then its row, counted from 1 as labelled):"),
    N_("  s X Y D  or  X Y D   put digit D at column X, row Y (a wrong one costs a life)"),
    N_("  p X Y D              pencil mark D there, or take it off"),
    N_("  e X Y  or  c X Y     erase (clear) a wrong digit there, or else its pencil marks"),
    N_("  h                    hint: the next logical step and the cells that prove it"),
    N_("  u / r                undo / redo"),
    N_("  n                    new puzzle of the same difficulty"),
    N_("  q                    quit (so do Ctrl+C and the end of input)"),
    N_("  help                 this list"),
    N_("Grid: 5 a given, +5 your right digit, !5 a wrong one, . empty, ~ pencil marks"),
    N_("(listed under the grid)."),
)


class SudokuText(TextGame[SudokuPosition]):
    moves = _SUDOKU_MOVES
    bare_numbers = _BARE_SET
    help_lines = _SUDOKU_HELP
    size = (SIDE, SIDE)

    def __init__(self, options: Options, say: Callable[[str], None], clock: Clock) -> None:
        self.options = options
        self.difficulty = options.own_as(SudokuOptions).difficulty
        super().__init__(say, clock)
        self.actions.update({"h": self.hint, "hint": self.hint})

    @property
    def game(self) -> SudokuGame:
        return self.session.position.game

    def first_session(self) -> Session[SudokuPosition]:
        if self.options.game_id is not None:
            return Session(SUDOKU, self.options.game_id, clock=self.clock)
        return sudoku_session(self.difficulty, clock=self.clock,
                              seed=self.options.seed)

    def fresh_session(self) -> Session[SudokuPosition]:
        return sudoku_session(self.difficulty, clock=self.clock)

    def introduction(self) -> str:
        grade = self.session.position.difficulty
        return _("Sudoku, {difficulty}, {lives} lives. Game ID {game_id}").format(
            difficulty=_(GRADE_NAMES.get(grade, grade)), lives=self.game.lives,
            game_id=self.session.game_id)

    def view(self) -> list[str]:
        game = self.game
        return [_("Lives: {left} of {lives}   Time: {time}").format(
                    left=game.lives_left, lives=game.lives, time=self.timer()),
                *_sudoku_grid(game.view), *_pencil_marks(game)]

    def ending(self) -> list[str]:
        game = self.game
        if game.status == "won":
            return [*_sudoku_grid(game.view),
                    _("Solved in {time} with {left} of {lives} lives left! n starts a new "
                      "puzzle, q quits.").format(time=self.final_time(), left=game.lives_left,
                                                 lives=game.lives)]
        return [*_sudoku_grid(game.view), _("Game over: no lives left. The solution:"),
                *_sudoku_grid(lambda x, y: " " + game.solution[y * SIDE + x]),
                _("u takes the last digit back, n starts a new puzzle, q quits.")]

    def after_move(self, command: MoveCommand, x: int, y: int, digit: int) -> None:
        self.show()
        if command.kind == "R" and self.game.is_wrong(x, y) and not self.session.finished:
            left = self.game.lives_left
            self.say(ngettext("{cell} is not {digit}: {left} life left.",
                              "{cell} is not {digit}: {left} lives left.", left).format(
                cell=cell_text(x, y), digit=digit, left=left))

    def hint(self) -> None:
        """Say the steps to the next digit, technique by technique (counted as a hint)."""
        if self.session.finished:
            raise InputError(_(GAME_OVER))
        try:
            found = next_hint(self.game.known())
        except HintError as error:
            raise InputError(_("No hint: {reason}.").format(reason=error)) from error
        self.session.note_hint()
        lines = [f"  {number}. {step_text(step, LABELS)}"
                 for number, step in enumerate(found.steps, 1)]
        x, y = found.cell % SIDE, found.cell // SIDE
        self.say("\n".join([_("Hint: {digit} goes at {cell} (column {column}, row {row}):").format(
            digit=found.digit, cell=cell_text(x, y), column=x + 1, row=y + 1), *lines]))

    def refusal(self, command: MoveCommand, x: int, y: int, digit: int) -> str:
        game, cell = self.game, cell_text(x, y)
        if game.is_given(x, y):
            return _("{cell} is a given.").format(cell=cell)
        if game.entry(x, y) and not game.is_wrong(x, y):
            return _("{cell} is already solved.").format(cell=cell)
        if command.kind == "R":
            return _("{cell} already shows {digit}.").format(cell=cell, digit=digit)
        if command.kind == "P":
            return _("{cell} holds a digit: e {command} erases it first.").format(
                cell=cell, command=cell.replace(",", " "))
        return _("{cell} has nothing to erase.").format(cell=cell)


UNIT_NAMES = (N_("row {number}"), N_("column {number}"), N_("box {number}"))


class Labels:
    """A hint's cells and units named by the labels the grid prints: column,row from 1,
    rows and columns by number, boxes counted in reading order."""

    def cells(self, cells: Sequence[int]) -> str:
        return cells_text([(cell % SIDE, cell // SIDE) for cell in cells])

    def units(self, cells: Sequence[int], units: Sequence[int]) -> str:
        if len(units) == 1:
            kind, index = divmod(units[0], SIDE)
            return _(UNIT_NAMES[kind]).format(number=index + 1)
        lines = _("rows {numbers}") if units[0] < SIDE else _("columns {numbers}")
        numbers = [str(unit % SIDE + 1) for unit in units]
        return lines.format(numbers=_("{cells} and {last}").format(
            cells=", ".join(numbers[:-1]), last=numbers[-1]))


LABELS = Labels()


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
    marked = [f"{cell_text(x, y)}: {''.join(map(str, game.notes(x, y)))}"
              for y in range(SIDE) for x in range(SIDE) if game.notes(x, y)]
    return [_("Pencil marks: {marks}").format(marks="   ".join(marked))] if marked else []
