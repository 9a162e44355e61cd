"""The auto-player: the hint engine run in a loop, one move per tick, at a pace to watch.

Not a second solver: each step is the session's :class:`~game.core.mines.advice.Advisor`,
the very hint the H key shows, turned into a move and a footer line that says why.  A step
is shown first (the cell and the numbers proving it light up) and played at the next tick, so
the player sees the reason before the cell opens.  Ticks follow the clock, not frames: the
window asks :meth:`AutoPlayer.due` once a frame and never waits.  Pure: no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.mines.advice import Advisor
from game.core.mines.board import Board
from game.core.mines.engine import PSEUDO, START, UNAVOIDABLE_PAIR, Analysis, describe
from game.core.mines.game import MinesGame
from game.core.mines.moves import Move
from game.core.mines.solver import Hint
from game.core.mines.starts import board_name
from game.core.session import Session
from game.i18n import _

MOVES_PER_SECOND = 6
INTERVAL = 1 / MOVES_PER_SECOND


@dataclass(frozen=True)
class Step:
    """One move the auto-player will make, the hint it comes from, and why, in words."""

    move: Move
    hint: Hint
    words: str

    @property
    def guess(self) -> bool:
        return not self.hint.safe


def plan(session: Session[MinesGame], advisor: Advisor) -> Step | None:
    """The next move in ``session`` (as ``advisor`` follows it) and why; None once the game
    is over.  Raises ``SolverError`` for a view the solver cannot reason about."""
    board = session.position.board
    if board.finished:
        return None
    found, guess = advisor.advise(session)
    words = _why(board, found) if guess is None else _odds(
        guess, board_name(board.width, board.height, board.mines))
    if board.view(*found.cell) == "F":  # a flag blocks opening: take it off first
        return Step(Move("F", *found.cell), found, _("Unflag: {why}").format(why=words))
    return Step(Move("O", *found.cell), found, words)


def _why(board: Board, found: Hint) -> str:
    """A safe cell and the numbers that prove it, named as the board shows them: the
    cell marked, the numbers outlined (the board shows no coordinates to name them by)."""
    cell, proof = marked_cell(), sorted(found.evidence)
    if not proof:
        return _("Safe: {cell}; the mine counter proves it").format(cell=cell)
    if len(proof) == 1:
        number = _("the outlined {number}").format(number=board.view(*proof[0]))
        return _("Safe: {cell}; {number} proves it").format(cell=cell, number=number)
    return _("Safe: {cell}; the {count} outlined numbers prove it").format(
        cell=cell, count=len(proof))


def _odds(guess: Analysis, board: str = "") -> str:
    """A guess: how likely it is safe, and how likely it leads to a safe next move, or its
    chance to win the game where the endgame search settled it; or the best start on
    ``board`` (its name)."""
    estimate = "" if guess.exact else " " + _("(estimated)")
    if guess.reason == START:
        return _("Open {cell}: {why}").format(cell=marked_cell(), why=describe(guess, board))
    if guess.win_chance is not None:
        return _("Guess {cell}: {safety:.0%} safe, and the game is won {chance:.1%} of the "
                 "time from here, played on best").format(
            cell=marked_cell(), safety=guess.safety, chance=guess.win_chance)
    if guess.reason == UNAVOIDABLE_PAIR:
        return _("Guess {cell}: an unavoidable 50/50{estimate}").format(
            cell=marked_cell(), estimate=estimate)
    if guess.reason == PSEUDO:
        return _("Guess {cell}: {safety:.0%} safe{estimate}, else half of a 50/50 due anyway"
                 ).format(cell=marked_cell(), safety=guess.safety, estimate=estimate)
    return _("Guess {cell}: {safety:.0%} safe{estimate}, {progress:.0%} chance of a safe next "
             "move").format(cell=marked_cell(), safety=guess.safety, estimate=estimate,
                            progress=guess.progress)


def marked_cell() -> str:
    """The hint's cell as the board shows it: marked (the board shows no coordinates, so
    none are spoken; the view goes to the cell)."""
    return _("the marked cell")


@dataclass
class AutoPlayer:
    """The loop's state: the step on show, the clock of the next tick, what it may do."""

    guesses: bool  # take guesses on its own; else stop at each one for the player to allow
    next_at: float  # the clock reading of the next tick
    shown: Step | None = None  # on screen now, played at the next tick
    allowed: bool = False  # the player allowed the guess on show
    moves: int = 0  # played so far

    @property
    def held(self) -> bool:
        """Stopped at a guess the player has not allowed."""
        return self.shown is not None and self.shown.guess and not (self.guesses or self.allowed)

    def due(self, now: float) -> bool:
        """Whether a tick is due at ``now``; taking it schedules the next one."""
        if self.held or now < self.next_at:
            return False
        self.next_at = now + INTERVAL
        return True

    def take(self) -> Move | None:
        """The move on show, to play now (and forget)."""
        step, self.shown, self.allowed = self.shown, None, False
        if step is None:
            return None
        self.moves += 1
        return step.move

    def allow(self) -> None:
        """The player allows the guess on show: it is played at the next tick."""
        self.allowed = True
