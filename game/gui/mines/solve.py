"""Solve: the auto-player in Minesweeper's window, one move per tick through the session.

The solving object of :class:`~game.gui.mines.front.MinesFront`.  The loop's logic is
pure (:mod:`game.ui.mines.autoplay`); here its steps become the front's hint highlight
and footer, its moves go through :meth:`MinesFront.play` like the player's own (undo,
sounds, statistics, saving), and any key, click or tap of the player stops it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.mines.solver import SolverError
from game.core.session import HINT
from game.i18n import _
from game.ui.input import ButtonDown, FingerDown, Input, KeyPress, binding_for, has_keyboard
from game.ui.mines.autoplay import AutoPlayer, Step, plan

if TYPE_CHECKING:
    from game.gui.mines.parts import MinesParts

GUESSING = "guess"  # the argument of the "solve" action that lets it guess on its own


class MinesSolve:
    """The auto-player; the front calls :meth:`advance_solver` once a frame."""

    def __init__(self, front: MinesParts) -> None:
        self.front = front
        self.window = front.window
        self.autoplay: AutoPlayer | None = None

    def action_solve(self, mode: str) -> None:
        """Start solving; stop it; or, stopped at a guess, play that guess and go on."""
        front, window = self.front, self.window
        window.panel = None
        auto = self.autoplay
        if auto is not None and auto.held:
            auto.guesses = auto.guesses or mode == GUESSING
            auto.allow()
        elif auto is not None:
            self.stop_solving(self._stopped())
        elif front.session.finished or front.player is not None:
            window.notice = _("Nothing to solve: start a game first")
        else:
            self.autoplay = AutoPlayer(guesses=mode == GUESSING, next_at=window.clock())

    def stop_solving(self, why: str | None = None) -> None:
        """Stop the auto-player; ``why`` replaces the footer's line when given."""
        self.autoplay = None
        if why is not None:
            self.window.notice = why

    def intercept(self, done: Input) -> bool:
        """Any key, click or tap stops a running solve and is used up doing so (True);
        stopped at a guess, it only lets go (the player may guess elsewhere).  Its own
        keys pass, and so does all input while the game is paused (it is the panel's)."""
        auto = self.autoplay
        if auto is not None and not self.window.board_covered() \
                and isinstance(done, KeyPress | ButtonDown | FingerDown) \
                and not self._solve_key(done):
            self.stop_solving(None if auto.held else self._stopped())
            return not auto.held
        return False

    def _stopped(self) -> str:
        if not has_keyboard():
            return _("Solve stopped · Solve in the menu goes on")
        return _("Solve stopped · {key} goes on").format(key=self.window.shortcut("solve"))

    def _solve_key(self, done: Input) -> bool:
        if not isinstance(done, KeyPress):
            return False
        binding = binding_for(self.front.bindings, done,
                              panel_open=self.window.panel is not None)
        return binding is not None and binding.action.partition(":")[0] == "solve"

    def advance_solver(self) -> None:
        """Play the step on show and show the next one, when a tick is due (not while the
        game is paused: a panel or dialog covers the board)."""
        front, auto = self.front, self.autoplay
        if auto is None or front.generation is not None or self.window.board_covered() \
                or not auto.due(self.window.clock()):
            return
        if auto.moves and not front.board.started:  # the first opening found no board
            self.stop_solving()
            return
        move = auto.take()
        if move is not None:
            if not any(event.action == HINT for event in front.session.events):
                front.session.note_hint()  # a solved game is an aided one: no records
            front.play([move])
        if front.generation is None:
            self._show_next(auto)

    def _show_next(self, auto: AutoPlayer) -> None:
        front = self.front
        try:
            step = plan(front.session, front.advisor)
        except SolverError as error:
            self.stop_solving(_("Solve stopped: {reason}").format(reason=error))
            return
        if step is None:  # the game is over: its own footer says how
            self.stop_solving()
            return
        auto.shown, front.hint = step, step.hint
        self.window.notice = self._footer_line(step, auto)
        front.show(front.layout.following(step.hint.cell))

    def _footer_line(self, step: Step, auto: AutoPlayer) -> str:
        if not auto.held:
            return step.words
        key = self.window.shortcut
        return _("{step} · {key} takes it, {guess_key} guesses on").format(
            step=step.words, key=key("solve"), guess_key=key("solve:" + GUESSING))
