"""Minesweeper in the terminal: open, flag, chord and hint by typed cell numbers."""

from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType
from typing import TYPE_CHECKING

from game.core.mines.advice import Advisor
from game.core.mines.engine import describe
from game.core.mines.game import MINES, MinesGame, MinesOptions, new_mines_session
from game.core.mines.game_id import MinesParams
from game.core.mines.moves import Move, MoveKind
from game.core.mines.solver import SolverError
from game.core.mines.starts import board_name
from game.core.session import Clock, Session
from game.i18n import N_, _, ngettext
from game.text.terminal import GAME_OVER, InputError, MoveCommand, TextGame, cell_text, cells_text

if TYPE_CHECKING:
    from game.options import Options


def _mines_command(name: str, kind: MoveKind, example: str) -> MoveCommand:
    return MoveCommand(name, kind, False, example, lambda x, y, _: Move(kind, x, y).text())


_OPEN = _mines_command("open", "O", "o 3 4")
_FLAG = _mines_command("flag", "F", "f 3 4")
_CHORD = _mines_command("chord", "C", "c 3 4")
_BARE_OPEN = _mines_command("open", "O", "3 4")
_MINES_MOVES = MappingProxyType({"o": _OPEN, "open": _OPEN, "f": _FLAG, "flag": _FLAG,
                                 "c": _CHORD, "chord": _CHORD})

_MINES_HELP = (
    N_("Commands (a cell is its column, then its row, counted from 1 as labelled):"),
    N_("  o X Y  or  X Y   open the cell at column X, row Y"),
    N_("  f X Y            flag it; again for a question mark, again to clear"),
    N_("  c X Y            chord: open around a number whose mines are all flagged"),
    N_("  h                hint: a safe cell and the numbers that prove it"),
    N_("  u / r            undo / redo"),
    N_("  n                new game (a fresh seed, the same board size)"),
    N_("  q                quit (so do Ctrl+C and the end of input)"),
    N_("  help             this list"),
    N_("Board: # covered, F flag, ? question mark, . open with no mine around, 1-8 mines"),
    N_("around; after a loss * a mine, ! the one that went off, X a wrong flag."),
)


class MinesText(TextGame[MinesGame]):
    moves = _MINES_MOVES
    bare_numbers = _BARE_OPEN
    help_lines = _MINES_HELP

    def __init__(self, options: Options, say: Callable[[str], None], clock: Clock) -> None:
        self.options = options
        self.advisor = Advisor()  # the session's solver, following its moves
        super().__init__(say, clock)
        self.actions.update({"h": self.hint, "hint": self.hint})

    def first_session(self) -> Session[MinesGame]:
        if self.options.game_id is not None:
            return Session(MINES, self.options.game_id, clock=self.clock)
        asked = self.options.own_as(MinesOptions).params()
        return new_mines_session(asked, clock=self.clock, seed=self.options.seed)

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
        return ngettext("Minesweeper {width}x{height} with {mines} mine, {mode}. Game ID {game_id}",
                        "Minesweeper {width}x{height} with {mines} mines, {mode}. Game ID "
                        "{game_id}", params.mines).format(
            width=params.width, height=params.height, mines=params.mines,
            mode=params.mode_name, game_id=self.session.game_id)

    def view(self) -> list[str]:
        board = self.session.position.board
        return [_("Mines left: {mines}   Time: {time}").format(mines=board.mines_left,
                                                               time=self.timer()),
                *_mines_grid(board.to_text().splitlines())]

    def ending(self) -> list[str]:
        board = self.session.position.board
        if board.status == "won":
            result = [_("You won in {time}! Game ID {game_id}").format(
                time=self.final_time(), game_id=self.session.game_id),
                _("n starts a new game, q quits.")]
        else:
            result = [_("You lost after {time}: ! is the mine you opened, * the others, X a "
                        "wrong flag.").format(time=self.final_time()),
                      _("u takes the move back, n starts a new game, q quits.")]
        return [*_mines_grid(board.to_text().splitlines()), *result]

    def refusal(self, command: MoveCommand, x: int, y: int, digit: int) -> str:
        board = self.session.position.board
        shown, cell = board.view(x, y), cell_text(x, y)
        if command.kind == "O":
            if shown == "F":
                return _("{cell} is flagged: f {command} takes the flag off first.").format(
                    cell=cell, command=cell.replace(",", " "))
            return _("{cell} is already open.").format(cell=cell)
        if command.kind == "F":
            if shown in "#?":
                return _("No flag left: there are as many flags as mines ({mines}).").format(
                    mines=board.mines)
            return _("{cell} is open: only covered cells take a flag.").format(cell=cell)
        if shown in "12345678":
            return ngettext("No chord at {cell}: flag exactly {count} mine around it first.",
                            "No chord at {cell}: flag exactly {count} mines around it first.",
                            int(shown)).format(cell=cell, count=shown)
        return _("No chord at {cell}: a chord opens around a number.").format(cell=cell)

    def hint(self) -> None:
        """Name a cell to open, with the numbers that prove it safe (counted as a hint)."""
        board = self.session.position.board
        if self.session.finished:
            raise InputError(_(GAME_OVER))
        try:
            found, guess = self.advisor.advise(self.session)
        except SolverError as error:
            raise InputError(_("No hint: {reason}").format(reason=error)) from error
        if board.started:  # the best start is the same for every game: no aid to record
            self.session.note_hint()
        cell = cell_text(*found.cell)
        if guess is not None:
            self.say(_("Hint: open {cell}: {advice}.").format(cell=cell, advice=describe(
                guess, board_name(board.width, board.height, board.mines))))
        elif found.evidence:
            self.say(_("Hint: {cell} is safe, proved by the numbers at {cells}.").format(
                cell=cell, cells=cells_text(found.evidence)))
        else:
            self.say(_("Hint: {cell} is safe, proved by the count of mines left.").format(
                cell=cell))


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
